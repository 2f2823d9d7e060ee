/** Loads site.config.ts and validates it; errors name the option and the fix. */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { existsSync } from 'node:fs';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { BuildError } from '../errors.ts';

export function validateConfig(raw: unknown, file = 'site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const key = issue.path.join('.') || '(root)';
      const message = issue.code === 'unrecognized_keys' ? `unknown option ${issue.keys.map((k) => `"${k}"`).join(', ')}` : issue.message;
      return `  - ${issue.code === 'unrecognized_keys' && key !== '(root)' ? key + ': ' : issue.code === 'unrecognized_keys' ? '' : key + ': '}${message}`;
    });
    throw new BuildError(`Invalid site configuration in ${file}:\n${lines.join('\n')}\nFix these options and build again.`);
  }
  const config = result.data;
  if (!config.i18n.locales.includes(config.i18n.defaultLocale)) {
    throw new BuildError(`Invalid site configuration in ${file}:\n  - i18n.defaultLocale: "${config.i18n.defaultLocale}" is not one of i18n.locales`);
  }
  return config;
}

export async function loadConfig(siteDir: string): Promise<SiteConfig> {
  const file = join(siteDir, 'site.config.ts');
  if (!existsSync(file)) throw new BuildError(`No site.config.ts in ${siteDir}: create one (see README, "Configuration").`);
  const mod = await import(pathToFileURL(file).href + `?t=${Date.now()}`);
  return validateConfig(mod.default, file);
}

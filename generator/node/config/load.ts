/**
 * Loads the site's configuration and validates it; errors name the option and the fix. A site with no
 * site.config.ts but a docusaurus.config.js is read through the importer's converter, so it builds as it is.
 */
import { join, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import type { z } from 'zod';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { BuildError } from '../errors.ts';
import { loadModule } from './loadModule.ts';
import { convertDocusaurusConfig } from './docusaurus.ts';

/**
 * An option that may take several shapes (`blog`: one blog, a list, or false) fails as a whole ("Invalid input"):
 * when one shape matched the value's type and failed only inside, its own issues say which option is wrong.
 */
function withinUnions(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union') return [issue];
    const inside = issue.errors.filter((branch) => branch.length > 0 && branch.every((i) => i.path.length > 0));
    if (inside.length !== 1) return [issue];
    return withinUnions(inside[0]).map((i) => ({ ...i, path: [...issue.path, ...i.path] }));
  });
}

export function validateConfig(raw: unknown, file = 'site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    const lines = withinUnions(result.error.issues).map((issue) => {
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

export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.js',
  'docusaurus.config.ts',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
];

export interface LoadedConfig {
  config: SiteConfig;
  /** The file it came from (site.config.ts or a docusaurus.config.js). */
  file: string;
  /** Docusaurus options the generator has no equivalent for. */
  warnings: string[];
}

export async function loadSiteConfig(siteDir: string): Promise<LoadedConfig> {
  const file = join(siteDir, 'site.config.ts');
  if (existsSync(file)) {
    // Through jiti like the sidebars: no TypeScript loader needed in the process, a fresh read on every call (an
    // `import()` per edit would keep every version of the module in the dev server's memory).
    const raw = await loadModule(file, 'site.config.ts', join(siteDir, '.cache'));
    const config = withModuleFiles(validateConfig(raw, file), siteDir, file);
    return { config, file, warnings: stylesheetWarnings(config, 'site.config.ts') };
  }
  const docusaurus = DOCUSAURUS_CONFIG_FILES.map((name) => join(siteDir, name)).find((f) => existsSync(f));
  if (docusaurus) {
    const name = docusaurus.slice(siteDir.length + 1);
    // Docusaurus also accepts a function (async or not) returning the config: loadModule calls it, timed.
    const value = await loadModule(docusaurus, name, join(siteDir, '.cache'), { callIfFunction: true });
    const { config, unmapped } = convertDocusaurusConfig(value, siteDir);
    const warnings = unmapped.map((u) => `${name}: ${u.option} is not used: ${u.reason}.`);
    const valid = withModuleFiles(validateConfig(config, name), siteDir, name);
    return { config: valid, file: docusaurus, warnings: [...warnings, ...stylesheetWarnings(valid, name)] };
  }
  throw new BuildError(`No site.config.ts (or docusaurus.config.js) in ${siteDir}: create one (see README, "Configuration").`);
}

/** The config with the site modules it names as absolute paths; an error names a module that is not there. */
function withModuleFiles(config: SiteConfig, siteDir: string, file: string): SiteConfig {
  const moduleFile = (option: string, path: string, exports: string) => {
    const absolute = resolve(siteDir, path);
    if (existsSync(absolute)) return absolute;
    throw new BuildError(
      `Invalid site configuration in ${file}:\n  - ${option}: "${path}" is not a file of the site. Name a module (e.g. './src/x.ts') whose default export is ${exports}.`,
    );
  };
  const languages = config.codeBlocks.additionalLanguages.map((path) => moduleFile('codeBlocks.additionalLanguages', path, '{ names, grammar }'));
  const warmUp = config.search.warmUp && moduleFile('search.warmUp', config.search.warmUp, '{ sections, queries, tags, categories }');
  const customCss = config.customCss.map((path) => styleSheetFile(siteDir, file, path));
  // A path (./, ../, /) is the site's file; a bare name is a package's module, resolved by webpack from the site.
  const clientModules = config.clientModules.map((path) => (/^\.{0,2}\//.test(path) ? moduleFile('clientModules', path, 'anything (it runs for its effects)') : path));
  return { ...config, customCss, clientModules, codeBlocks: { ...config.codeBlocks, additionalLanguages: languages }, search: { ...config.search, ...(warmUp ? { warmUp } : {}) } };
}

/**
 * A style sheet of another origin is linked as asked, but the policy `qdocs serve` and deploy/nginx.conf send allows
 * the site's own style sheets and fonts only (http/headers.ts): said once, so a host's policy can be widened for it.
 */
function stylesheetWarnings(config: SiteConfig, name: string): string[] {
  return config.stylesheets.flatMap((sheet, i) => {
    const href = typeof sheet === 'string' ? sheet : sheet.href;
    if (!/^([a-z][a-z0-9+.-]*:)?\/\//i.test(href)) return [];
    return [
      `${name}: stylesheets[${i}] (${href}) is linked from every page, but the Content-Security-Policy of \`qdocs serve\` and deploy/nginx.conf allows only the site's own style sheets and fonts: copy it into static/, or allow its origin (style-src, font-src) in your host's policy.`,
    ];
  });
}

export async function loadConfig(siteDir: string): Promise<SiteConfig> {
  return (await loadSiteConfig(siteDir)).config;
}

/** A `customCss` entry as an absolute path; an error names one that is not a file of the site. */
function styleSheetFile(siteDir: string, file: string, path: string): string {
  const absolute = resolve(siteDir, path);
  if (existsSync(absolute)) return absolute;
  throw new BuildError(`Invalid site configuration in ${file}:\n  - customCss: "${path}" is not a file of the site. Name a style sheet, e.g. './src/css/custom.css'.`);
}

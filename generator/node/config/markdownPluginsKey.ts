/**
 * What the site's Markdown plugins contribute to every page's cache key (mdx/pages.ts: the compile context's hash), so
 * that a page recompiles when its plugins change, and only then:
 * - a plugin named by its package: `name@version`, the version from the package.json the site resolves it to;
 * - a plugin given as a function: its name and the hash of its source text; and, since a function's own source does
 *   not show what it calls, the configuration file's imports: each package as `name@version`, each file of the site
 *   by the hash of its text (a local plugin file edited, a plugin package upgraded);
 * - every plugin's options, serialised (functions and regular expressions by their source text);
 * - `markdown.preprocessor` (its source text) and `markdown.remarkRehypeOptions` alike.
 * The build's process computes this while loading the content (where the configuration's functions are) before anything compiles; a plugin package the site lacks stops the build here, named by
 * its option.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { BuildError } from '../errors.ts';
import { hashKey } from '../cache/keys.ts';
import { hasPlugins, listsOf, PLUGIN_OPTIONS, pluginParts, type PluginSet, type SitePluginsContext } from './markdownPlugins.ts';
import type { SiteConfig } from './schema.ts';

/** The content plugins that have plugins of their own, and the folders of their pages. */
export function pluginSets(config: SiteConfig, siteDir: string, docsDirs: string[], blogDirs: string[]): PluginSet[] {
  const sets: PluginSet[] = [];
  if (hasPlugins(config.docs)) sets.push({ option: 'docs', dirs: docsDirs });
  if (hasPlugins(config.pages)) sets.push({ option: 'pages', dirs: [join(siteDir, 'src', 'pages')] });
  config.blog.forEach((blog, i) => {
    if (hasPlugins(blog) && blogDirs[i]) sets.push({ option: config.blog.length > 1 ? `blog[${i}]` : 'blog', dirs: [blogDirs[i]] });
  });
  return sets;
}

export interface SitePluginsKeyed {
  context: SitePluginsContext;
  key: string;
}

/** The compile context's part for the site's plugins, and its key; none when the site has no plugin nor hook. */
export function sitePluginsOf(config: SiteConfig, siteDir: string, configFile: string, docsDirs: string[], blogDirs: string[]): SitePluginsKeyed | undefined {
  const sets = pluginSets(config, siteDir, docsDirs, blogDirs);
  const hooks = Boolean(config.markdown.preprocessor || config.markdown.remarkRehypeOptions);
  if (!sets.length && !hooks) return undefined;
  const configName = configFile.slice(siteDir.length + 1);
  const parts: string[] = [];
  let functions = Boolean(config.markdown.preprocessor);
  for (const set of sets) {
    const lists = listsOf(config, set.option);
    for (const option of PLUGIN_OPTIONS) {
      (lists?.[option] ?? []).forEach((entry, i) => {
        const { ref, options, hasOptions } = pluginParts(entry);
        if (typeof ref === 'function') functions = true;
        const identity = typeof ref === 'string' ? packageIdentity(ref, siteDir, `${configName}: ${set.option}.${option}[${i}]`) : `fn:${ref.name}:${hashKey(String(ref))}`;
        parts.push(`${set.option}.${option}[${i}]=${identity}${hasOptions ? ` ${serialise(options)}` : ''}`);
      });
    }
  }
  parts.push(`preprocessor=${config.markdown.preprocessor ? hashKey(String(config.markdown.preprocessor)) : ''}`);
  parts.push(`remarkRehypeOptions=${serialise(config.markdown.remarkRehypeOptions)}`);
  if (functions) parts.push(...configImports(configFile));
  const key = hashKey(parts.join('\n'));
  return { context: { siteDir, sets, hooks, key }, key };
}

/** `name@version` of a plugin package as the site resolves it; an error naming the option if it is not there. */
function packageIdentity(name: string, siteDir: string, where: string): string {
  const version = packageVersion(name, siteDir);
  if (version === undefined) throw new BuildError(`${where}: the plugin package "${name}" is not installed in the site. Install it in the site's folder: npm install ${name}`);
  return `${name}@${version}`;
}

/** The version of the package `name` resolves to from `fromDir`, or undefined if it does not resolve. */
function packageVersion(name: string, fromDir: string): string | undefined {
  let file: string;
  try {
    const url = createJiti(join(fromDir, 'package.json')).esmResolve(name);
    file = url.startsWith('file:') ? fileURLToPath(url) : url;
  } catch {
    return undefined;
  }
  const packageName = packageNameOf(name);
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (json.name === packageName) return json.version ?? '';
    } catch {
      return undefined;
    }
  }
  return '';
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageNameOf(specifier: string): string {
  const segments = specifier.split('/');
  return specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
}

const IMPORT = /\b(?:require|import)\s*\(\s*['"]([^'"]+)['"]\s*\)|\bfrom\s*['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]/g;
const MODULE_EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '/index.js', '/index.mjs', '/index.ts'];

/** What the configuration file imports, as key parts: packages by name and version, the site's files by their text. */
function configImports(configFile: string): string[] {
  const parts: string[] = [];
  const text = readFileSync(configFile, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier.startsWith('node:')) continue;
    if (specifier.startsWith('.') || specifier.startsWith('/')) {
      const base = resolve(dirname(configFile), specifier);
      const file = MODULE_EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
      parts.push(`import ${specifier}=${file ? hashKey(readFileSync(file)) : 'missing'}`);
    } else {
      parts.push(`import ${specifier}=${packageVersion(specifier, dirname(configFile)) ?? 'missing'}`);
    }
  }
  return parts;
}

/** Options as stable text: keys sorted, functions and regular expressions by their source. */
export function serialise(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'function' || v instanceof RegExp) return `[${typeof v === 'function' ? 'function' : 'regexp'} ${String(v)}]`;
      if (v && typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)));
      return v;
    }) ?? 'undefined'
  );
}

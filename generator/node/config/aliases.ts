/**
 * Docusaurus's module names, as webpack aliases: `@site/…` (the site's folder), `@theme/X` (the site's `src/theme/X`
 * when it has one — "swizzling" — else the built-in component), `@theme-original/X` (always the built-in one) and the
 * `@docusaurus/*` modules pages import (small shims over our client and theme).
 *
 * Plain data computed from the folders, so the compile stage (which checks every page's imports) and both webpack
 * configurations resolve the same way.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, sep } from 'node:path';

/** Files that can be a component: what webpack resolves with the extensions below. */
const COMPONENT_FILE = /\.(tsx|ts|jsx|js|mjs)$/;
/** The extensions an import may leave out, in webpack's order of preference. */
export const RESOLVE_EXTENSIONS = ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'];

/** The `@docusaurus/*` modules the generator provides, each a file of `generator/client/docusaurus/`. */
export const DOCUSAURUS_SHIMS = [
  'Link',
  'useBaseUrl',
  'useDocusaurusContext',
  'BrowserOnly',
  'Head',
  'useIsBrowser',
  'ExecutionEnvironment',
  'Translate',
  'router',
  'theme-common',
  'plugin-content-docs/client',
  'plugin-content-blog/client',
  'useGlobalData',
  'Interpolate',
  'isInternalUrl',
];

export interface SiteAliases {
  /** webpack `resolve.alias`: exact names end with `$`. */
  alias: Record<string, string>;
  /** Built-in theme file → the site's file that replaces it (a swizzled component). */
  overrides: Map<string, string>;
}

/**
 * The theme's components by Docusaurus name: `X/index.tsx`, `X/X.tsx` (the generator's own convention) and `X.tsx`
 * are all `X`; any other file is `X/File`. An `index` file wins over a same-named one.
 */
export function themeComponents(themeDir: string): Map<string, string> {
  const names = new Map<string, string>();
  if (!existsSync(themeDir)) return names;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const file = join(dir, entry);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      if (!COMPONENT_FILE.test(entry) || entry.endsWith('.d.ts') || /\.(test|spec|stories)\./.test(entry)) continue;
      const rel = relative(themeDir, file).split(sep).join('/');
      const stem = rel.slice(0, -extname(rel).length);
      const base = basename(stem);
      const folder = dirname(stem);
      if (base === 'index' && folder !== '.') names.set(folder, file);
      else if (folder !== '.' && base === basename(folder)) {
        if (!names.has(folder) || !/\/index\.[^/]+$/.test(names.get(folder)!)) names.set(folder, file);
        names.set(stem, file);
      } else if (!names.has(stem)) names.set(stem, file);
    }
  };
  walk(themeDir);
  return names;
}

export function siteAliases(siteDir: string, generatorDir: string): SiteAliases {
  const builtIn = themeComponents(join(generatorDir, 'theme'));
  const swizzled = themeComponents(join(siteDir, 'src', 'theme'));
  const alias: Record<string, string> = {};
  const overrides = new Map<string, string>();
  for (const [name, file] of builtIn) {
    alias[`@theme-original/${name}$`] = file;
    alias[`@theme-init/${name}$`] = file;
  }
  for (const name of new Set([...builtIn.keys(), ...swizzled.keys()])) {
    alias[`@theme/${name}$`] = swizzled.get(name) ?? builtIn.get(name)!;
    if (swizzled.has(name) && builtIn.has(name)) {
      overrides.set(builtIn.get(name)!, swizzled.get(name)!);
      // X/index.tsx may wrap X/X.tsx (CodeBlock does): the theme's own imports of either reach the site's X.
      const inner = builtIn.get(`${name}/${name.split('/').pop()}`);
      if (inner) overrides.set(inner, swizzled.get(name)!);
    }
  }
  for (const shim of DOCUSAURUS_SHIMS) alias[`@docusaurus/${shim}$`] = join(generatorDir, 'client', 'docusaurus', `${shim}.tsx`);
  alias['@site'] = siteDir;
  return { alias, overrides };
}

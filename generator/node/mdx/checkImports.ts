/**
 * Checks, while compiling, that every module a page imports exists — resolved as webpack will resolve it (same
 * resolver, same aliases, from the page's folder) — so a missing import is reported with the page's line and column,
 * in the same run as the other pages' errors, instead of as a bundling error in a generated file.
 */
import enhancedResolve from 'enhanced-resolve';
import fs from 'node:fs';
import { dirname, relative } from 'node:path';
import { RESOLVE_EXTENSIONS, DOCUSAURUS_SHIMS } from '../config/aliases.ts';
import type { ModuleImport } from './plugins/imports.ts';
import { location } from '../errors.ts';

export interface ImportResolution {
  /** webpack's `resolve.alias` for the site (see config/aliases.ts). */
  aliases: Record<string, string>;
  /** Where packages are looked for, as webpack's `resolve.modules` (config/packages.ts: moduleDirectories). */
  modules: string[];
  siteDir: string;
}

export type ImportChecker = (file: string, relPath: string, imports: ModuleImport[]) => string[];

/** Resolves a specifier from a folder as webpack will (false or a throw when it does not resolve). */
export type ModuleResolver = (fromDir: string, specifier: string) => string | false;

export function moduleResolver({ aliases, modules }: ImportResolution): ModuleResolver {
  const resolve = enhancedResolve.create.sync({
    // A file system of its own: the shared default caches for seconds, and a file deleted since the last run must be seen.
    fileSystem: new enhancedResolve.CachedInputFileSystem(fs, 4000),
    extensions: RESOLVE_EXTENSIONS,
    extensionAlias: { '.js': ['.ts', '.tsx', '.js', '.jsx'] },
    alias: aliases,
    modules,
    conditionNames: ['import', 'module', 'webpack', 'browser', 'require', 'node', 'production', 'development'],
    mainFields: ['browser', 'module', 'main'],
  });
  return (fromDir, specifier) => resolve(fromDir, specifier);
}

export function importChecker(resolution: ImportResolution): ImportChecker {
  const { aliases, siteDir } = resolution;
  const resolve = moduleResolver(resolution);
  const themeNames = Object.keys(aliases)
    .filter((a) => a.startsWith('@theme/'))
    .map((a) => a.slice('@theme/'.length, -1));
  return (file, relPath, imports) => {
    const problems: string[] = [];
    for (const { specifier, line, column } of imports) {
      try {
        if (resolve(dirname(file), specifier.split('?')[0])) continue;
      } catch {
        // reported below
      }
      problems.push(`${location(relPath, line, column)}: cannot resolve import "${specifier}": ${why(specifier, file, siteDir, themeNames)}`);
    }
    return problems;
  };
}

/** What the import should look like instead. */
function why(specifier: string, file: string, siteDir: string, themeNames: string[]): string {
  if (specifier.startsWith('@theme/') || specifier.startsWith('@theme-original/')) {
    const top = themeNames.filter((n) => /^[A-Z][^/]*$/.test(n)).sort();
    return `no such theme component (add src/theme/${specifier.replace(/^@theme(-original)?\//, '')}.js to the site, or use one of: ${top.join(', ')})`;
  }
  if (specifier.startsWith('@docusaurus/')) return `not provided by this generator (it provides @docusaurus/${DOCUSAURUS_SHIMS.join(', @docusaurus/')})`;
  if (specifier.startsWith('@site/')) return `no file ${specifier.slice('@site/'.length)} in the site's folder`;
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return `no such file beside the page (looked in ${relative(siteDir, dirname(file)) || '.'}/, with the extensions ${RESOLVE_EXTENSIONS.join(', ')})`;
  }
  return 'no such package (install it in the site, or check its name)';
}

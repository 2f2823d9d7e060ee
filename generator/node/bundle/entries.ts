/** Writes the generated modules webpack builds from: one entry per route, the site data, the TSX page map. */
import { mkdirSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../cache/atomicWrite.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import type { CompiledRoute } from '../mdx/compileAll.ts';
import type { SiteData } from '../../shared/site.ts';
import type { ContentGraph } from '../content/types.ts';
import { siteStyles, type SiteStyles } from './siteStyles.ts';
import { prismComponentFiles } from '../mdx/prismLanguages.ts';
import { versionDocsOf } from './versionDocs.ts';
import type { VersionDocs } from '../../shared/types.ts';

const PRISM_GLOBAL = join(import.meta.dirname, '..', '..', 'theme', 'CodeBlock', 'prismGlobal.ts');

/** Modules of the site that the client imports by name (absolute paths, from site.config.ts). */
export interface SiteModules {
  /** `codeBlocks.additionalLanguages`: `@generated/code-languages`, for the theme's `<CodeBlock>`. */
  codeLanguages: string[];
  /** `codeBlocks.prismLanguages`: the prismjs component files, in order, imported by `@generated/code-languages` too. */
  prismComponents: string[];
  /** `search.warmUp`: `@generated/search-warm-up`, the search worker's warm-up words (null: the generator's). */
  searchWarmUp?: string;
  /** `@generated/infima.css` (the Infima the site uses) and `@generated/site-styles.js` (its `customCss`). */
  styles: SiteStyles;
  /** `clientModules`: `@generated/client-modules.js`, run by the client entry before the first page renders. */
  clientModules: string[];
  /** `@generated/version-docs.json`: every doc of each version, for `useDocById` (see versionDocs.ts). */
  versionDocs: VersionDocs;
}

export function siteModulesOf(graph: ContentGraph): SiteModules {
  const { config } = graph;
  return {
    codeLanguages: config.codeBlocks.additionalLanguages,
    prismComponents: config.codeBlocks.prismLanguages.length ? prismComponentFiles(config.codeBlocks.prismLanguages, graph.siteDir) : [],
    searchWarmUp: config.search.warmUp,
    styles: siteStyles(graph),
    clientModules: config.clientModules,
    versionDocs: versionDocsOf(graph),
  };
}

export function writeSiteModules(cacheDir: string, modules: SiteModules): void {
  const dir = join(cacheDir, 'generated');
  mkdirSync(dir, { recursive: true });
  const languages = modules.codeLanguages;
  // prismjs's files register on the global Prism: it is set first (ES modules run in import order).
  const prism = modules.prismComponents.length ? [PRISM_GLOBAL, ...modules.prismComponents].map((file) => `import ${JSON.stringify(file)};\n`).join('') : '';
  const imports = prism + languages.map((file, i) => `import l${i} from ${JSON.stringify(file)};\n`).join('');
  writeIfChanged(join(dir, 'code-languages.js'), `${imports}export default [${languages.map((_, i) => `l${i}`).join(', ')}];\n`);
  writeIfChanged(join(dir, 'search-warm-up.js'), modules.searchWarmUp ? `export { default } from ${JSON.stringify(modules.searchWarmUp)};\n` : 'export default null;\n');
  // The client entry imports Infima first and the site's style sheets last, so they come before and after the theme's.
  writeIfChanged(join(dir, 'infima.css'), `${modules.styles.infimaCss}\n`);
  // The Prism themes' token colours first: a site's custom.css may still change them.
  writeIfChanged(join(dir, 'prism-theme.css'), `${modules.styles.prismCss}\n`);
  const sheets = [...(modules.styles.prismCss ? ['./prism-theme.css'] : []), ...modules.styles.customCss];
  const clients = modules.clientModules;
  writeIfChanged(
    join(dir, 'client-modules.js'),
    `${clients.map((file, i) => `import * as c${i} from ${JSON.stringify(file)};\n`).join('')}export default [${clients.map((_, i) => `c${i}`).join(', ')}];\n`,
  );
  // Read by webpack (only through the docs plugin's client): a changed title makes the bundle stage run webpack again.
  writeIfChanged(join(dir, 'version-docs.json'), JSON.stringify(modules.versionDocs));
  writeIfChanged(join(dir, 'site-styles.js'), sheets.map((file) => `import ${JSON.stringify(file)};\n`).join('') || 'export {};\n');
}

/** Writes a file only when its content changed, so webpack's watcher and cache see no false changes. */
export function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  // Atomic: the dev server's webpack watches these files and must never read one half-written.
  writeFileAtomic(file, content);
}

export function writeGenerated(
  cacheDir: string,
  site: SiteData,
  modules: SiteModules,
  routes: RouteEntry[],
  compiled: Map<string, CompiledRoute>,
  errorModules: Map<string, string> = new Map(),
): Record<string, string> {
  const genDir = join(cacheDir, 'generated');
  mkdirSync(genDir, { recursive: true });
  writeIfChanged(join(genDir, 'site.json'), JSON.stringify(site));
  writeSiteModules(cacheDir, modules);

  // The pages prerendering takes from the server bundle: TSX pages, and MDX pages that import modules of their own.
  const bundled = routes.flatMap((r) => {
    const module = r.source?.format === 'tsx' ? r.source.file : compiled.get(r.path)?.bundled ? compiled.get(r.path)!.modulePath : undefined;
    return module ? [[r.path, module] as const] : [];
  });
  writeIfChanged(
    join(genDir, 'server-pages.js'),
    bundled.map(([, module], i) => `import * as p${i} from ${JSON.stringify(module)};`).join('\n') +
      `\nexport default {${bundled.map(([path], i) => `${JSON.stringify(path)}: p${i}`).join(', ')}};\n`,
  );

  const entries: Record<string, string> = {};
  for (const route of routes) {
    const module = errorModules.get(route.path) ?? pageModuleOf(route, compiled);
    entries[`p/${route.key}`] = writePageEntry(cacheDir, route, module);
  }
  return entries;
}

/** The module a route's entry imports: the TSX page itself, or the compiled MDX. */
export function pageModuleOf(route: RouteEntry, compiled: Map<string, CompiledRoute>): string | undefined {
  return route.source?.format === 'tsx' ? route.source.file : compiled.get(route.path)?.modulePath;
}

/**
 * Writes the entry of one route: it imports the page module and registers it with the client's page registry.
 * `hot` (dev server): the entry accepts its own updates, so an edited page or route data registers again in place;
 * `revision` orders its registrations with those of the page's chunks the dev server pushes (see registry.ts).
 */
export function writePageEntry(cacheDir: string, route: RouteEntry, module: string | undefined, hot = false, revision?: number): string {
  const entryDir = join(cacheDir, 'entries');
  mkdirSync(entryDir, { recursive: true });
  const file = join(entryDir, `${route.key}.js`);
  const register = `(self.__QDOCS_PAGES__ = self.__QDOCS_PAGES__ || []).push([${JSON.stringify(route.path)}, ${module ? 'page' : 'null'}, ${JSON.stringify(route.data)}${revision === undefined ? '' : `, ${revision}`}]);\n`;
  const accept = hot ? 'if (import.meta.webpackHot) import.meta.webpackHot.accept();\n' : '';
  writeIfChanged(file, (module ? `import * as page from ${JSON.stringify(module)};\n` : '') + register + accept);
  return file;
}

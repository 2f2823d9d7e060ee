/**
 * Compiles every MDX route to `.cache/pages/<key>.mjs`, reusing earlier results whose source and link
 * context did not change. Collects broken links (errors) and broken anchors (warnings) across pages.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync, copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { join, extname, relative, dirname } from 'node:path';
import type { RouteEntry } from '../routes/resolve.ts';
import type { ContentGraph } from '../content/types.ts';
import type { TocItem } from '../../src/shared/types.ts';
import { compileMdx, type CompiledPage } from './compile.ts';
import type { PageSection } from './plugins/sections.ts';
import { BuildError, location } from '../errors.ts';

/** Changes whenever the compiler or one of its plugins changes, so cached pages are never stale. */
const COMPILER_VERSION = (() => {
  const here = dirname(fileURLToPath(import.meta.url));
  const files = [join(here, 'compile.ts'), ...readdirSync(join(here, 'plugins')).map((f) => join(here, 'plugins', f)), join(here, '../../src/theme/CodeBlock/grammars.ts')];
  const hash = createHash('sha1');
  for (const f of files) hash.update(readFileSync(f));
  return hash.digest('hex');
})();

export interface CompiledRoute {
  route: RouteEntry;
  modulePath: string;
  toc: TocItem[];
  sections: PageSection[];
}

export interface CompileResult {
  compiled: Map<string, CompiledRoute>;
  warnings: string[];
  /** Public URL → absolute file of images referenced beside docs, to copy into the output. */
  assets: Map<string, string>;
}

export async function compileAll(graph: ContentGraph, routes: RouteEntry[], cacheDir: string, only?: Set<string>): Promise<CompileResult> {
  const outDir = join(cacheDir, 'pages');
  mkdirSync(outDir, { recursive: true });
  const fileRoutes = new Map<string, string>();
  for (const r of routes) if (r.source) fileRoutes.set(r.source.file, r.path);
  const routeSet = new Set(routes.map((r) => r.path));
  routeSet.add(graph.config.baseUrl.replace(/\/$/, ''));
  const contextHash = createHash('sha1').update(COMPILER_VERSION).update(JSON.stringify([...fileRoutes])).digest('hex');
  const assets = new Map<string, string>();
  const assetUrl = (file: string) => {
    if (!existsSync(file)) return undefined;
    const hash = createHash('sha1').update(readFileSync(file)).digest('hex').slice(0, 10);
    const url = `${graph.config.baseUrl}assets/images/${hash}${extname(file)}`;
    assets.set(url, file);
    return url;
  };

  const compiled = new Map<string, CompiledRoute>();
  const problems: string[] = [];
  const linkRecords: { route: RouteEntry; links: CompiledPage['links'] }[] = [];
  for (const route of routes) {
    if (!route.source || route.source.format !== 'mdx') continue;
    if (only && !only.has(route.path)) continue;
    const text = readFileSync(route.source.file, 'utf8');
    const hash = createHash('sha1').update(contextHash).update(text).digest('hex');
    const modulePath = join(outDir, `${route.key}.mjs`);
    const metaPath = join(outDir, `${route.key}.json`);
    let page: Omit<CompiledPage, 'code'>;
    const cached = existsSync(metaPath) ? JSON.parse(readFileSync(metaPath, 'utf8')) : null;
    if (cached?.hash === hash && existsSync(modulePath)) {
      page = cached.page;
    } else {
      const result = await compileMdx(text, route.source.bodyLine, route.source.relPath, {
        source: route.source.file,
        fileRoutes,
        routes: routeSet,
        baseUrl: graph.config.baseUrl,
        asset: assetUrl,
      });
      const { code, ...rest } = result;
      page = rest;
      // Minified here, once per change (cached), rather than on every bundle: webpack leaves page chunks as they are.
      writeFileSync(modulePath, (await transform(code, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' })).code);
      writeFileSync(metaPath, JSON.stringify({ hash, page }));
    }
    for (const p of page.linkProblems) problems.push(`${location(route.source.relPath, p.line, p.column)}: ${p.message}`);
    // Images referenced from a cached page must still be copied.
    for (const url of collectImageUrls(page.sections)) void url;
    linkRecords.push({ route, links: page.links });
    compiled.set(route.path, { route, modulePath, toc: page.toc, sections: page.sections });
  }
  reattachAssets(routes, graph, assets, assetUrl, only);

  const warnings: string[] = [];
  const anchorsOf = new Map<string, Set<string>>();
  for (const [path, c] of compiled) anchorsOf.set(path, new Set(c.toc.map((t) => t.id).concat(c.sections.map((s) => s.anchor))));
  for (const { route, links } of linkRecords) {
    for (const link of links) {
      if (!link.anchor) continue;
      const target = link.route || route.path;
      const anchors = anchorsOf.get(target);
      if (anchors && !anchors.has(link.anchor)) {
        const message = `${location(route.source!.relPath, link.line, link.column)}: broken anchor "#${link.anchor}" (no such heading on ${target})`;
        if (graph.config.onBrokenAnchors === 'throw') problems.push(message);
        else if (graph.config.onBrokenAnchors === 'warn') warnings.push(message);
      }
    }
  }
  if (problems.length) {
    if (graph.config.onBrokenLinks === 'throw' || problems.some((p) => !/broken link/.test(p))) {
      throw new BuildError(`Found ${problems.length} broken link${problems.length === 1 ? '' : 's'} or missing file${problems.length === 1 ? '' : 's'} (set onBrokenLinks: 'warn' in site.config.ts to only warn):`, problems);
    }
    warnings.push(...problems);
  }
  return { compiled, warnings, assets };
}

function collectImageUrls(_sections: PageSection[]): string[] {
  return [];
}

/** Relative images beside docs are found again from the sources, so cached pages still get their assets copied. */
function reattachAssets(routes: RouteEntry[], graph: ContentGraph, assets: Map<string, string>, assetUrl: (file: string) => string | undefined, only?: Set<string>) {
  for (const route of routes) {
    if (!route.source || route.source.format !== 'mdx' || (only && !only.has(route.path))) continue;
    const text = readFileSync(route.source.file, 'utf8');
    for (const m of text.matchAll(/!\[[^\]]*\]\((?!https?:|\/)([^)\s]+)/g)) {
      assetUrl(join(route.source.file, '..', decodeURI(m[1])));
    }
  }
  void graph;
  void relative;
}

export function copyAssets(assets: Map<string, string>, outDir: string, baseUrl: string): void {
  for (const [url, file] of assets) {
    const target = join(outDir, url.slice(baseUrl.length));
    mkdirSync(join(target, '..'), { recursive: true });
    copyFileSync(file, target);
  }
}

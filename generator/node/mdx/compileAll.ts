/**
 * Compiles every MDX route to `.cache/pages/<key>.mjs`, reusing earlier results whose source and link
 * context did not change. Collects broken links (errors) and broken anchors (warnings) across pages.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { join, extname, dirname } from 'node:path';
import type { RouteEntry } from '../routes/resolve.ts';
import type { ContentGraph } from '../content/types.ts';
import type { TocItem } from '../../shared/types.ts';
import { compileMdx, type CompiledPage } from './compile.ts';
import type { PageSection } from './plugins/sections.ts';
import { BuildError, location } from '../errors.ts';
import { runInChild } from '../child.ts';
import { copyToOutput } from '../output/files.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
let compilerVersion: string | undefined;

/**
 * Changes whenever the compiler or one of its plugins changes, so cached pages are never stale. Computed by the
 * parent only, on first use: compile children run bundled elsewhere, where these source files are not beside them.
 */
function getCompilerVersion(): string {
  if (compilerVersion) return compilerVersion;
  const files = [join(HERE, 'compile.ts'), ...readdirSync(join(HERE, 'plugins')).map((f) => join(HERE, 'plugins', f)), join(HERE, '../../theme/CodeBlock/grammars.ts')];
  const hash = createHash('sha1');
  for (const f of files) hash.update(readFileSync(f));
  return (compilerVersion = hash.digest('hex'));
}

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

/** Where the compiled module of a route lives (the prerenderer imports it from there). */
export function compiledModulePath(cacheDir: string, key: string): string {
  return join(cacheDir, 'pages', `${key}.mjs`);
}

export interface CompileJob {
  key: string;
  file: string;
  relPath: string;
  bodyLine: number;
  hash: string;
}

export interface CompileContext {
  cacheDir: string;
  baseUrl: string;
  fileRoutes: [string, string][];
  routes: string[];
}

/** Public URL of an image beside a doc (content-hashed), recorded in `assets` for copying; undefined if missing. */
function assetResolver(baseUrl: string, assets: Map<string, string>) {
  return (file: string) => {
    if (!existsSync(file)) return undefined;
    const hash = createHash('sha1').update(readFileSync(file)).digest('hex').slice(0, 10);
    const url = `${baseUrl}assets/images/${hash}${extname(file)}`;
    assets.set(url, file);
    return url;
  };
}

/** Compiles pages and writes each one's module and metadata to the cache. Runs in-process or in a child. */
export async function compileJobs(jobs: CompileJob[], context: CompileContext): Promise<void> {
  const fileRoutes = new Map(context.fileRoutes);
  const routes = new Set(context.routes);
  const asset = assetResolver(context.baseUrl, new Map());
  mkdirSync(join(context.cacheDir, 'pages'), { recursive: true });
  // esbuild minifies in its own process: the next page compiles meanwhile, with a few minifications in flight.
  const inFlight = new Set<Promise<void>>();
  for (const job of jobs) {
    const text = readFileSync(job.file, 'utf8');
    const { code, ...page } = await compileMdx(text, job.bodyLine, job.relPath, { source: job.file, fileRoutes, routes, baseUrl: context.baseUrl, asset });
    // Minified here, once per change (cached), rather than on every bundle: webpack leaves page chunks as they are.
    const written: Promise<void> = transform(code, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' }).then((minified) => {
      writeFileSync(compiledModulePath(context.cacheDir, job.key), minified.code);
      writeFileSync(join(context.cacheDir, 'pages', `${job.key}.json`), JSON.stringify({ hash: job.hash, page }));
      inFlight.delete(written);
    });
    inFlight.add(written);
    if (inFlight.size >= MINIFY_IN_FLIGHT) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
}

const MINIFY_IN_FLIGHT = 4;

/** Above this many pages to compile, the work is split over two child processes (one per core). */
const PARALLEL_THRESHOLD = 60;

/** What every page's compilation depends on besides its own source: the compiler and the site's file → route map. */
export function compileContext(graph: ContentGraph, routes: RouteEntry[], cacheDir: string): { context: CompileContext; contextHash: string } {
  const fileRoutes = new Map<string, string>();
  for (const r of routes) if (r.source) fileRoutes.set(r.source.file, r.path);
  const routeSet = new Set(routes.map((r) => r.path));
  routeSet.add(graph.config.baseUrl.replace(/\/$/, ''));
  const contextHash = createHash('sha1').update(getCompilerVersion()).update(JSON.stringify([...fileRoutes])).digest('hex');
  return { context: { cacheDir, baseUrl: graph.config.baseUrl, fileRoutes: [...fileRoutes], routes: [...routeSet] }, contextHash };
}

/** The content hash a compiled page is cached under. */
export function pageHash(contextHash: string, text: string): string {
  return createHash('sha1').update(contextHash).update(text).digest('hex');
}

/** The cached compilation of a route (its metadata), if it was compiled from exactly this hash. */
export function cachedPage(cacheDir: string, key: string, hash: string): Omit<CompiledPage, 'code'> | undefined {
  const metaPath = join(cacheDir, 'pages', `${key}.json`);
  if (!existsSync(metaPath) || !existsSync(compiledModulePath(cacheDir, key))) return undefined;
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as { hash: string; page: Omit<CompiledPage, 'code'> };
  return meta.hash === hash ? meta.page : undefined;
}

export function compileJob(route: RouteEntry, hash: string): CompileJob {
  return { key: route.key, file: route.source!.file, relPath: route.source!.relPath, bodyLine: route.source!.bodyLine, hash };
}

export async function compileAll(graph: ContentGraph, routes: RouteEntry[], cacheDir: string, only?: Set<string>): Promise<CompileResult> {
  mkdirSync(join(cacheDir, 'pages'), { recursive: true });
  const { context, contextHash } = compileContext(graph, routes, cacheDir);
  const assets = new Map<string, string>();
  const assetUrl = assetResolver(graph.config.baseUrl, assets);

  const mdxRoutes = routes.filter((r) => r.source?.format === 'mdx' && (!only || only.has(r.path)));
  const jobs: CompileJob[] = [];
  for (const route of mdxRoutes) {
    const text = readFileSync(route.source!.file, 'utf8');
    const hash = pageHash(contextHash, text);
    // Images beside the page are recorded from the source read here, so cached pages still get their assets copied.
    recordImages(text, route.source!.file, assetUrl);
    if (!cachedPage(cacheDir, route.key, hash)) jobs.push(compileJob(route, hash));
  }
  if (jobs.length > PARALLEL_THRESHOLD) {
    const half = Math.ceil(jobs.length / 2);
    await Promise.all([jobs.slice(0, half), jobs.slice(half)].map((part) => runInChild(join(HERE, 'child.ts'), { jobs: part, context }, { standalone: true })));
  } else {
    await compileJobs(jobs, context);
  }

  const compiled = new Map<string, CompiledRoute>();
  const problems: string[] = [];
  const linkRecords: { route: RouteEntry; links: CompiledPage['links'] }[] = [];
  for (const route of mdxRoutes) {
    const { page } = JSON.parse(readFileSync(join(cacheDir, 'pages', `${route.key}.json`), 'utf8')) as { page: Omit<CompiledPage, 'code'> };
    for (const p of page.linkProblems) problems.push(`${location(route.source!.relPath, p.line, p.column)}: ${p.message}`);
    for (const image of page.staticImages ?? []) {
      if (!isFile(join(graph.siteDir, 'static', image.path))) problems.push(`${location(route.source!.relPath, image.line, image.column)}: image "${image.url}" not found: no file static/${image.path}`);
    }
    linkRecords.push({ route, links: page.links });
    compiled.set(route.path, { route, modulePath: compiledModulePath(cacheDir, route.key), toc: page.toc, sections: page.sections });
  }

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

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The images beside a page that its source references: public URL → file. */
export function pageImages(text: string, file: string, baseUrl: string): Map<string, string> {
  const assets = new Map<string, string>();
  recordImages(text, file, assetResolver(baseUrl, assets));
  return assets;
}

/** Relative images (`![alt](./img.png)`) referenced by a page source. */
function recordImages(text: string, file: string, assetUrl: (file: string) => string | undefined) {
  for (const m of text.matchAll(/!\[[^\]]*\]\((?!https?:|\/)([^)\s]+)/g)) {
    // A malformed escape is reported with its line when the page compiles.
    try {
      assetUrl(join(file, '..', decodeURI(m[1])));
    } catch {}
  }
}

export function copyAssets(assets: Map<string, string>, outDir: string, baseUrl: string): void {
  for (const [url, file] of assets) copyToOutput(outDir, url.slice(baseUrl.length), file);
}

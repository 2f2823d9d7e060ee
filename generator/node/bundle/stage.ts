/**
 * The bundle stage of a production build: plain Markdown pages get their chunks written directly (pageChunks.ts);
 * webpack builds the shell, the TSX pages and the pages that import components, or is skipped when nothing it read
 * changed (reuse.ts). Either way the client files land in the staging folder and the result lists every entry's files.
 */
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteEntry } from '../routes/resolve.ts';
import type { CompiledRoute } from '../mdx/compileAll.ts';
import type { SiteData } from '../../shared/site.ts';
import { runChild } from '../children/child.ts';
import { BUNDLE_CHILD } from './job.ts';
import { writeGenerated, type SiteModules } from './entries.ts';
import { linkTreeToOutput } from '../output/previousBuild.ts';
import { pageChunkScript, plainPageFactory, writePageChunk } from './pageChunks.ts';
import { chunkInputKey, keepPreviousChunk, readChunkRecord, writeChunkRecord, writtenChunk, type ChunkRecord } from './chunkRecord.ts';
import type { PreviousOutput } from '../output/previousBuild.ts';
import { bundleCacheDir, bundleWorkDir, recordBundle, reusableBundle, startBundle, type BundleResult } from './reuse.ts';
import type { ChunkFiles } from './chunks.ts';
import type { BundleOptions } from './webpackConfig.ts';
import { withBlogItemFiles } from './blogItems.ts';
import { hashKey } from '../cache/keys.ts';

export interface BundleStageInput {
  siteDir: string;
  cacheDir: string;
  baseUrl: string;
  site: SiteData;
  /** The site's modules the client imports by name (code languages, search warm-up words). */
  modules: SiteModules;
  routes: RouteEntry[];
  compiled: Map<string, CompiledRoute>;
  /** The staging folder the client files go to. */
  outDir: string;
  /** The previous build's output folder: unchanged plain pages' chunks are kept there (see chunkRecord.ts). */
  previous?: PreviousOutput;
}

export interface BundleStageResult {
  /** The files of the shell and of every page's entry. */
  chunks: ChunkFiles;
  /** webpack did not run: nothing it read changed since the previous build. */
  reused: boolean;
  /** Pages whose chunks were written without webpack. */
  plainPages: number;
}

/**
 * The factories of the plain MDX pages, by route path; `null` for a page without a module (generated index). The
 * hashes of the modules found plain are kept in `.cache/bundle/plain.json`: the next build skips their syntax check.
 */
function plainPages(cacheDir: string, routes: RouteEntry[], compiled: Map<string, CompiledRoute>, linked: Map<string, string>): Map<string, string> {
  const record = join(bundleCacheDir(cacheDir), 'plain.json');
  let known = new Set<string>();
  try {
    known = new Set(JSON.parse(readFileSync(record, 'utf8')) as string[]);
  } catch {
    // first build
  }
  const plain: string[] = [];
  const factories = new Map<string, string>();
  for (const route of routes) {
    if (linked.has(route.path)) continue;
    if (!route.source) factories.set(route.path, 'null');
    const page = route.source?.format === 'mdx' ? compiled.get(route.path) : undefined;
    if (!page) continue;
    const code = readFileSync(page.modulePath, 'utf8');
    const hash = hashKey(code);
    const factory = plainPageFactory(code, known.has(hash));
    if (!factory) continue;
    factories.set(route.path, factory);
    plain.push(hash);
  }
  mkdirSync(bundleCacheDir(cacheDir), { recursive: true });
  const temp = `${record}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(plain.sort()));
  renameSync(temp, record);
  return factories;
}

export async function bundleStage(input: BundleStageInput): Promise<BundleStageResult> {
  const { cacheDir, routes } = input;
  const previousChunks = readChunkRecord(cacheDir);
  const chunkRecord: ChunkRecord = {};
  // Chunks of pages whose module and route data did not change: kept from the previous build, not read or written.
  const linked = new Map<string, string>();
  const inputKeys = new Map<string, string>();
  for (const route of routes) {
    const key = chunkInputKey(route, input.compiled.get(route.path), input.baseUrl);
    if (!key) continue;
    inputKeys.set(route.path, key);
    const entry = input.previous ? keepPreviousChunk(previousChunks[route.path], key, input.previous, input.baseUrl) : undefined;
    if (entry) {
      linked.set(route.path, entry[1]);
      chunkRecord[route.path] = entry;
    }
  }
  const factories = plainPages(cacheDir, routes, input.compiled, linked);
  const webpackRoutes = routes.filter((r) => !factories.has(r.path) && !linked.has(r.path));
  const pageEntries = writeGenerated(cacheDir, input.site, input.modules, webpackRoutes, input.compiled);
  const minifyEntries = webpackRoutes.filter((r) => r.source?.format === 'tsx').map((r) => `p/${r.key}`);
  // webpack's errors name the page source a compiled module comes from.
  const sources = Object.fromEntries([...input.compiled.values()].map((c) => [c.modulePath, c.route.source!.relPath]));
  const options: BundleOptions = {
    siteDir: input.siteDir,
    outDir: bundleWorkDir(cacheDir),
    cacheDir,
    baseUrl: input.baseUrl,
    pageEntries,
    mode: 'production',
    minifyEntries,
    sources,
  };

  let result: BundleResult;
  let dir: string;
  const reusable = reusableBundle(options);
  if (reusable) {
    ({ result, dir } = reusable);
  } else {
    // webpack runs in a child process: its memory goes back to the system when it is done.
    const child = await runChild(BUNDLE_CHILD, { ...options, outDir: startBundle(cacheDir) });
    result = { shellJs: child.shellJs, shellCss: child.shellCss, entries: [...child.entries] };
    dir = recordBundle(options, child.dependencies, result);
  }
  // A recorded bundle is never written again (a new one gets a new folder): its files are linked, not copied.
  if (dir === bundleWorkDir(cacheDir)) cpSync(dir, input.outDir, { recursive: true });
  else linkTreeToOutput(input.outDir, dir, '', input.previous);
  // A bundle that could not be recorded is not kept.
  if (dir === bundleWorkDir(cacheDir)) rmSync(dir, { recursive: true, force: true });

  const entries = new Map(result.entries);
  for (const route of routes) {
    const linkedUrl = linked.get(route.path);
    if (linkedUrl) {
      entries.set(`p/${route.key}`, { js: [linkedUrl], css: [] });
      continue;
    }
    const factory = factories.get(route.path);
    if (!factory) continue;
    const url = writePageChunk(input.outDir, input.baseUrl, route.key, pageChunkScript(factory, route.path, route.data));
    entries.set(`p/${route.key}`, { js: [url], css: [] });
    const key = inputKeys.get(route.path);
    if (key) chunkRecord[route.path] = writtenChunk(key, url, input.outDir, input.baseUrl);
  }
  writeChunkRecord(cacheDir, chunkRecord);
  withBlogItemFiles(routes, entries);
  return {
    chunks: { shellJs: result.shellJs, shellCss: result.shellCss, entries },
    reused: reusable !== undefined,
    plainPages: factories.size + linked.size,
  };
}

/**
 * `npm run build`: runs the stages in order (load → resolve → compile → bundle → prerender → index → outputs)
 * into a staging folder, then swaps it in place of build/. On any failure build/ is left untouched; after a crash
 * (even SIGKILL) the next build puts back a complete build/ if needed and removes what the crashed one left
 * (output/staging.ts). A lock keeps two builds of one site from interleaving.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadContent } from './content/load.ts';
import { resolveRoutes, type RouteEntry } from './routes/resolve.ts';
import { compileAll, copyAssets, type CompiledRoute } from './mdx/compileAll.ts';
import { writeGenerated } from './bundle/entries.ts';
import { runChild } from './child.ts';
import { BUNDLE_CHILD, INDEX_CHILD, PRERENDER_CHILD } from './children.ts';
import { resolveSiteData } from './render/siteData.ts';
import { writeNavigationData } from './render/navigation.ts';
import { copyStatic, writeLlmsTxt, writeMarkdownCopies, writeRobots, writeSitemap } from './render/outputs.ts';
import { precompress } from './render/compress.ts';
import { searchPages } from './search/pages.ts';
import { searchIndexUrls, searchOptions, checkSearchFiles } from './search/site.ts';
import { BuildError } from './errors.ts';
import { lockSite, recoverOutput, stagingFolder, swapIn } from './output/staging.ts';
import type { ContentGraph } from './content/types.ts';

/** Two cores here: two prerender processes, while the main process builds the search index. */
const PRERENDER_SHARDS = 2;

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
  /** Skip .br/.gz output (tests that do not need it run faster). */
  compress?: boolean;
  log?: (message: string) => void;
}

export interface BuildResult {
  graph: ContentGraph;
  routes: RouteEntry[];
  compiled: Map<string, CompiledRoute>;
  warnings: string[];
  timings: Record<string, number>;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const siteDir = resolve(options.siteDir);
  const outDir = resolve(options.outDir ?? join(siteDir, 'build'));
  const cacheDir = join(siteDir, '.cache');
  const log = options.log ?? (() => undefined);
  const unlock = await lockSite(cacheDir, log);
  try {
    recoverOutput(outDir, log);
    return await buildLocked(siteDir, outDir, cacheDir, options, log);
  } finally {
    unlock();
  }
}

async function buildLocked(siteDir: string, outDir: string, cacheDir: string, options: BuildOptions, log: (message: string) => void): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
    log(`${name.padEnd(10)} ${String(timings[name]).padStart(6)} ms   rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
  };

  const graph = await loadContent(siteDir);
  const routes = resolveRoutes(graph);
  lap('load');
  const { compiled, warnings, assets } = await compileAll(graph, routes, cacheDir);
  lap('compile');

  const staging = stagingFolder(outDir);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // A child process still writing to the staging folder is waited for before the folder is removed.
  let inFlight: Promise<unknown> = Promise.resolve();
  try {
    const site = resolveSiteData(graph);
    const pageEntries = writeGenerated(cacheDir, site, routes, compiled);
    const minifyEntries = routes.filter((r) => r.source?.format === 'tsx').map((r) => `p/${r.key}`);
    const sources = Object.fromEntries([...compiled.values()].map((c) => [c.modulePath, c.route.source!.relPath]));
    const bundleOptions = { siteDir, outDir: staging, cacheDir, baseUrl: graph.config.baseUrl, pageEntries, mode: 'production' as const, minifyEntries, sources };
    // webpack runs in a child process, mostly on one core; the search index is built in another meanwhile.
    const bundling = runChild(BUNDLE_CHILD, bundleOptions);
    const searchIndexes = searchIndexUrls(graph, routes);
    const indexing = runChild(INDEX_CHILD, { outDir: staging, pages: searchPages(graph, routes, compiled), options: searchOptions(graph), cacheDir });
    inFlight = Promise.all([bundling, indexing].map((child) => child.catch(() => undefined)));
    checkSearchFiles(graph.config.baseUrl, (await indexing).written, searchIndexes);
    lap('index');
    const chunks = await bundling;
    lap('bundle');

    copyStatic(siteDir, staging);
    copyAssets(assets, staging, graph.config.baseUrl);
    const { manifestUrls, sidebarUrls } = writeNavigationData(staging, graph, routes, chunks);
    // Prerender shards run in child processes, one per core.
    const shards = Math.max(1, Math.min(PRERENDER_SHARDS, Math.ceil(routes.length / 50)));
    const rendering = Promise.allSettled(
      Array.from({ length: shards }, (_, shard) =>
        runChild(PRERENDER_CHILD, {
          graph, siteDir, outDir: staging, cacheDir, shard, shards,
          chunks, manifestUrls, sidebarUrls: [...sidebarUrls], searchIndexes,
        },
        // React's production build: the development one renders several times slower (checks, stack frames).
        { env: { NODE_ENV: 'production' } }),
      ),
    );
    // Each shard renders all its pages before failing: the pages that failed in every shard are reported together.
    const failed = (await rendering).filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as Error);
    if (failed.some((e) => !(e instanceof BuildError))) throw failed.find((e) => !(e instanceof BuildError));
    if (failed.length) throw new BuildError(failed.map((e) => e.message).join('\n'));
    writeSitemap(staging, graph, routes);
    writeRobots(staging, graph);
    writeLlmsTxt(staging, graph, routes);
    writeMarkdownCopies(staging, graph, routes);
    lap('prerender');
    if (options.compress !== false) {
      await precompress(staging);
      lap('compress');
    }
    swapIn(staging, outDir);
  } catch (error) {
    await inFlight;
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { graph, routes, compiled, warnings: [...graph.warnings, ...warnings], timings };
}

async function main() {
  const started = performance.now();
  const siteDir = process.cwd();
  try {
    const result = await build({ siteDir, log: (m) => console.log(`  ${m}`) });
    for (const w of result.warnings) console.warn(`warning: ${w}`);
    console.log(`Built ${result.routes.length + 1} pages into build/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    if (error instanceof BuildError) {
      console.error(`\nBuild failed: ${error.message}\n`);
    } else {
      console.error('\nBuild failed with an internal error:', error);
    }
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

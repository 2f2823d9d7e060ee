/**
 * `npm run build`: runs the stages in order (load → resolve → compile → bundle → prerender → index → outputs)
 * into a staging folder, then swaps it in place of build/. On any failure build/ is left untouched.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadContent } from './content/load.ts';
import { resolveRoutes, type RouteEntry } from './routes/resolve.ts';
import { compileAll, copyAssets, type CompiledRoute } from './mdx/compileAll.ts';
import { writeGenerated } from './bundle/entries.ts';
import { clientConfig, serverConfig, runWebpack } from './bundle/webpack.ts';
import { resolveSiteData } from './render/siteData.ts';
import { buildManifests, chunkFiles, prerender, sidebarKey, type ChunkFiles } from './render/prerender.ts';
import { copyStatic, writeHashedJson, writeLlmsTxt, writeMarkdownCopies, writeRobots, writeSitemap } from './render/outputs.ts';
import { precompress } from './render/compress.ts';
import { searchPages } from './search/pages.ts';
import { buildSearchIndexes, writeSearchIndexes } from './search/indexer.ts';
import { BuildError } from './errors.ts';
import type { ContentGraph } from './content/types.ts';

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
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - t);
    t = now;
    log(`${name.padEnd(10)} ${timings[name]} ms`);
  };

  const graph = await loadContent(siteDir);
  const routes = resolveRoutes(graph);
  lap('load');
  const { compiled, warnings, assets } = await compileAll(graph, routes, cacheDir);
  lap('compile');

  const staging = `${outDir}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const site = resolveSiteData(graph);
    const pageEntries = writeGenerated(cacheDir, site, routes, compiled);
    const bundleOptions = { siteDir, outDir: staging, cacheDir, baseUrl: graph.config.baseUrl, pageEntries, mode: 'production' as const };
    const [clientStats] = await runWebpack([clientConfig(bundleOptions), serverConfig(bundleOptions)]);
    lap('bundle');

    copyStatic(siteDir, staging);
    copyAssets(assets, staging, graph.config.baseUrl);
    const chunks = chunkFiles(clientStats, graph.config.baseUrl);
    const { manifestUrls, sidebarUrls, searchIndexes } = writeSiteData(staging, graph, routes, compiled, chunks);
    lap('index');

    await prerender({ graph, routes, compiled, chunks, serverBundle: join(cacheDir, 'server', 'server.cjs'), outDir: staging, manifestUrls, sidebarUrls, searchIndexes });
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
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { graph, routes, compiled, warnings, timings };
}

/** Writes the data files the client fetches (sidebars, route manifests, search indexes) and returns their URLs. */
export function writeSiteData(outDir: string, graph: ContentGraph, routes: RouteEntry[], compiled: Map<string, CompiledRoute>, chunks: ChunkFiles) {
  const { baseUrl } = graph.config;
  const sidebarUrls = new Map<string, string>();
  for (const version of graph.versions) {
    for (const [name, items] of Object.entries(version.sidebars)) {
      sidebarUrls.set(sidebarKey(version.name, name), writeHashedJson(outDir, baseUrl, `sidebar-${version.name}-${name}`, items));
    }
  }
  const manifestUrls: Record<string, string> = {};
  for (const [name, manifest] of buildManifests(routes, chunks, sidebarUrls)) manifestUrls[name] = writeHashedJson(outDir, baseUrl, `routes-${name}`, manifest);
  const indexFiles = buildSearchIndexes(searchPages(graph, routes, compiled), {
    boosts: graph.config.search.boosts,
    indexParentCategories: graph.config.search.indexParentCategories,
  });
  const searchIndexes = Object.fromEntries(Object.entries(writeSearchIndexes(outDir, indexFiles)).map(([tag, file]) => [tag, baseUrl + file]));
  return { manifestUrls, sidebarUrls, searchIndexes };
}

/** Replaces outDir with the finished staging folder in two renames, so readers never see half a build. */
function swapIn(staging: string, outDir: string) {
  const old = `${outDir}.old-${process.pid}`;
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(staging, outDir);
  rmSync(old, { recursive: true, force: true });
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

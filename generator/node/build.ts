/**
 * `npm run build`: runs the stages in order (load → resolve → compile → bundle → prerender → index → outputs)
 * into a staging folder, then swaps it in place of build/. On any failure build/ is left untouched; after a crash
 * (even SIGKILL) the next build puts back a complete build/ if needed and removes what the crashed one left
 * (output/staging.ts). A lock keeps two builds of one site from interleaving.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRedirectsOf, loadContent } from './content/load.ts';
import { watchdog } from './watchdog.ts';
import { resolveRoutes, type RouteEntry } from './routes/resolve.ts';
import { redirectFiles, siteRedirects, writeRedirects } from './render/redirects.ts';
import { compileAll, type CompiledRoute } from './mdx/compileAll.ts';
import { copyAssets } from './mdx/assets.ts';
import { COMPILE_CHILD } from './mdx/job.ts';
import { bundleStage } from './bundle/stage.ts';
import { siteModulesOf } from './bundle/entries.ts';
import { prerenderStage, RENDER_CHILD_OPTIONS } from './render/stage.ts';
import { COMPRESS_CHILD, PRERENDER_CHILD } from './render/job.ts';
import { INDEX_CHILD, indexPreloadEnv } from './search/job.ts';
import { BuildChildren } from './children/buildChildren.ts';
import { resolveSiteData } from './render/siteData.ts';
import { writeManifestIndex, writeNavigationData } from './render/navigation.ts';
import { generatedFiles } from './render/generatedFiles.ts';
import { copyStatic, writeLlmsTxt, writeMarkdownCopies, writeRobots, writeSitemap } from './render/outputs.ts';
import { precompress } from './render/compress.ts';
import { feedFiles, writeBlogFeeds } from './render/feeds/write.ts';
import { searchPages } from './search/pages.ts';
import { searchIndexUrls, searchOptions, checkSearchFiles, isSearchFile } from './search/site.ts';
import { KeyedOutputs, type PreviousOutput } from './output/previousBuild.ts';
import { noPageRecord } from './mdx/pageRecord.ts';
import { emptyTrash, lockSite, recoverOutput, stagingFolder } from './output/staging.ts';
import { commitOutput, journalFile, rollForward } from './output/commit.ts';
import { startCensus, type Census } from './output/census.ts';
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
  /** What this build did again rather than reuse from the previous one (.cache). */
  reuse: BuildReuse;
}

export interface BuildReuse {
  /** webpack ran (it is skipped when nothing it reads changed). */
  webpack: boolean;
  /** Pages whose chunks were written without webpack (plain Markdown). */
  plainPages: number;
  /** Pages whose body was rendered (the others came from the render cache). */
  rendered: number;
  /** HTML documents kept in the previous build's output (unchanged and intact), not written again. */
  linked: number;
  /** Files compressed (the others' .br/.gz came from the compression cache). */
  compressed: number;
  /** How the output folder was updated (output/commit.ts): changes applied in place, or a whole new folder swapped in. */
  output: 'sparse' | 'swap';
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const siteDir = resolve(options.siteDir);
  const outDir = resolve(options.outDir ?? join(siteDir, 'build'));
  const cacheDir = join(siteDir, '.cache');
  const log = options.log ?? (() => undefined);
  // Started now, so that it runs by the time the site's configuration modules load (they are timed: watchdog.ts).
  watchdog();
  const unlock = await lockSite(cacheDir, log);
  try {
    // An update of the output a crashed build had started is completed first (commit.ts), then a swap's (staging.ts).
    rollForward(cacheDir, log);
    recoverOutput(outDir, log);
    // What earlier builds left in the trash is removed in the background (see swapIn).
    emptyTrash(join(cacheDir, 'trash'));
    return await buildLocked(siteDir, outDir, cacheDir, options, log);
  } finally {
    unlock();
  }
}

/** The child processes a build starts ahead of their jobs (children/buildChildren.ts), with this build's kinds. */
function startChildren(cacheDir: string, outDir: string) {
  const kinds = { compile: COMPILE_CHILD, index: INDEX_CHILD, render: PRERENDER_CHILD, compress: COMPRESS_CHILD };
  return new BuildChildren(kinds, { cold: noPageRecord(cacheDir), indexEnv: indexPreloadEnv(cacheDir, outDir), renderOptions: RENDER_CHILD_OPTIONS });
}
type Children = ReturnType<typeof startChildren>;

async function buildLocked(siteDir: string, outDir: string, cacheDir: string, options: BuildOptions, log: (message: string) => void): Promise<BuildResult> {
  const children = startChildren(cacheDir, outDir);
  // The previous output's files are looked at once, by a worker thread while this one loads the content (census.ts).
  const census = startCensus(cacheDir, outDir);
  try {
    return await runStages(siteDir, outDir, cacheDir, options, log, census, children);
  } finally {
    children.endUnused();
    census.end();
  }
}

async function runStages(
  siteDir: string,
  outDir: string,
  cacheDir: string,
  options: BuildOptions,
  log: (message: string) => void,
  census: Census,
  children: Children,
): Promise<BuildResult> {
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
  const reuse: BuildReuse = { webpack: false, plainPages: 0, rendered: 0, linked: 0, compressed: 0, output: 'swap' };
  const { compiled, warnings, assets, compiledNow } = await compileAll(graph, routes, cacheDir, {
    warm: children.compiler,
    warmSecond: children.secondCompiler,
    onCompiling: (pages) => children.compiling(pages),
  });
  const renderer = children.compiled(compiledNow);
  lap('compile');

  const staging = stagingFolder(outDir);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The stages write new and changed files into the staging folder and name the previous build's files they keep
  // (unchanged and intact); commitOutput puts both at outDir.
  const previous: PreviousOutput | undefined = existsSync(outDir) ? { outDir, kept: new Set(), stamps: await census.stamps() } : undefined;
  // A child process still writing to the staging folder is waited for before the folder is removed.
  let inFlight: Promise<unknown> = Promise.resolve();
  try {
    const site = resolveSiteData(graph);
    // webpack runs in a child process (unless nothing it reads changed), mostly on one core; the search index is
    // built in another meanwhile, through the prerender stage.
    const searchIndexes = searchIndexUrls(graph, routes);
    const indexing = children.indexer
      // The output folder even when there is none yet: the child records what it writes, so that the next build
      // keeps the search files (a first build after a clean one otherwise wrote them all again, 30,000 at 10,000 pages).
      .run({ outDir: staging, pages: searchPages(graph, routes, compiled), options: searchOptions(graph), cacheDir, previousOutDir: outDir })
      .then((answer) => {
        for (const rel of answer.kept) previous?.kept.add(rel);
        return answer;
      });
    // Its job is written to the child before the synchronous work of the next stages (linking thousands of files)
    // holds this process's event loop: at 10,000 pages the child otherwise waited seconds for it.
    await children.indexer.delivered();
    const bundling = bundleStage({
      siteDir,
      cacheDir,
      baseUrl: graph.config.baseUrl,
      site,
      modules: siteModulesOf(graph),
      routes,
      compiled,
      outDir: staging,
      previous,
    });
    inFlight = Promise.all([bundling, indexing].map((child) => child.catch(() => undefined)));
    const bundled = await bundling;
    const { chunks } = bundled;
    lap('bundle');
    reuse.webpack = !bundled.reused;
    reuse.plainPages = bundled.plainPages;
    log(`  ${bundled.reused ? 'webpack skipped (nothing it reads changed)' : 'webpack ran'}; ${bundled.plainPages} Markdown page chunks written directly`);

    // Decided before static/ is copied: no static file may take a redirect page's or a feed's place.
    const redirects = siteRedirects(graph, routes, createRedirectsOf(graph));
    warnings.push(...redirects.warnings);
    copyStatic(
      siteDir,
      staging,
      [...graph.versions.map((v) => v.docsDir), ...graph.blogs.map((b) => b.dir)],
      generatedFiles(
        graph.config.baseUrl,
        routes,
        graph.config.trailingSlash,
        [...redirectFiles(redirects.redirects, graph.config.trailingSlash), ...feedFiles(graph)],
        (rel) => existsSync(join(staging, rel)) || previous?.kept.has(rel) === true,
      ),
    );
    copyAssets(assets, staging, graph.config.baseUrl);
    const { manifestUrls, sidebarUrls, shards } = writeNavigationData(staging, graph, routes, chunks, { shardRoutes: true });
    const manifestIndex = writeManifestIndex(staging, graph.config.baseUrl, manifestUrls, shards);
    // Only the pages whose inputs changed are rendered again (in child processes); every page's document is written.
    const prerendering = prerenderStage({
      graph,
      routes,
      cacheDir,
      outDir: staging,
      previous,
      chunks,
      manifestIndex,
      sidebarUrls,
      searchIndexes,
      compiled,
      warm: renderer,
    });
    // A failure below waits for the render children too before the staging folder goes.
    inFlight = Promise.all([inFlight, prerendering.catch(() => undefined)]);
    // The files that do not depend on the pages' HTML are written while the render children work, rather than after
    // them with both cores but this one idle (at 10,000 pages, seconds of Markdown copies alone).
    writeSitemap(staging, graph, routes);
    writeRedirects(staging, graph, redirects.redirects);
    writeRobots(staging, graph);
    writeLlmsTxt(staging, graph, routes);
    const markdown = new KeyedOutputs(join(cacheDir, 'render', 'markdown.json'), '1', outDir, staging, previous?.stamps);
    writeMarkdownCopies(staging, graph, routes, markdown);
    for (const rel of markdown.kept) previous?.kept.add(rel);
    const compressors = options.compress !== false ? children.startCompressors(routes.length) : [];
    const prerendered = await prerendering;
    reuse.rendered = prerendered.rendered;
    reuse.linked = prerendered.linked;
    log(`  ${prerendered.rendered} of ${prerendered.pages} pages rendered, the others' bodies reused; ${prerendered.linked} unchanged documents kept from the previous build`);
    writeBlogFeeds(staging, graph, (path) => {
      const body = prerendered.bodies.get(path);
      return body && readFileSync(body, 'utf8');
    });
    lap('prerender');
    // The index is waited for last: its child works through bundling, prerendering and the compression of the other
    // files on the other core. The `index` time is from the end of prerendering to the index being written.
    const indexed = indexing.then(({ written }) => {
      checkSearchFiles(graph.config.baseUrl, written, searchIndexes);
      lap('index');
    });
    // Its failure is reported where it is awaited (after the other files are compressed), not as an unhandled rejection.
    indexed.catch(() => undefined);
    if (options.compress !== false) {
      const compressed = await precompress(staging, cacheDir, { isLater: isSearchFile, ready: indexed }, previous, compressors);
      reuse.compressed = compressed.compressed;
      lap('compress');
      log(`  ${compressed.compressed} of ${compressed.files} files compressed, the others' copies reused`);
    } else await indexed;
    const committed = commitOutput(staging, outDir, cacheDir, previous?.kept ?? new Set(), join(cacheDir, 'trash'));
    reuse.output = committed.mode;
    lap('commit');
    log(`  ${committed.mode === 'sparse' ? 'changes applied in place' : 'swapped in'}: ${committed.written} files written, ${committed.kept} kept, ${committed.deleted} removed`);
  } catch (error) {
    await inFlight;
    // A commit that failed while applying its journal leaves it and the staging folder to the next build, which
    // completes it (rollForward); before that, build/ is untouched and the staging folder goes.
    if (!existsSync(journalFile(cacheDir))) rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return { graph, routes, compiled, warnings: [...graph.warnings, ...warnings], timings, reuse };
}

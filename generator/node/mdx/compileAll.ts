/**
 * Compile stage: which MDX pages compile and which come from the cache (the page record's hashes, else a page's own
 * files in `.cache/pages/`), compiling the others (pages.ts: in one or two child processes above a few pages), then
 * every page's links and anchors checked (linkPolicy.ts) and every problem reported at once (failures.ts).
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteEntry } from '../routes/resolve.ts';
import type { ContentGraph } from '../content/types.ts';
import type { TocItem } from '../../shared/types.ts';
import type { CompiledPage } from './compile.ts';
import { sectionHeads, type SectionHead } from './plugins/sections.ts';
import { runChild, type WarmChild } from '../children/child.ts';
import { COMPILE_CHILD, type CompileContext, type CompileJob } from './job.ts';
import { isStamped, stampIfAny, type FileStamp } from '../cache/stamps.ts';
import { importChecker, moduleResolver, type ModuleResolver } from './checkImports.ts';
import { importCycleProblems, MARKDOWN_IMPORT } from './importCycles.ts';
import { readPageHashes, readPageRecord, writePageHashes, writePageRecord, type PageRecordEntry } from './pageRecord.ts';
import { cachedEntry, compileContext, compiledModulePath, compileJob, compileJobs, pageHashOfSource } from './pages.ts';
import { assetResolver, recordImages } from './assets.ts';
import { publishableRoots } from './plugins/publishable.ts';
import { checkAnchors, checkPageLinks, type LinkFindings } from './linkPolicy.ts';
import { failOnProblems } from './failures.ts';

export interface CompiledRoute {
  route: RouteEntry;
  modulePath: string;
  /** The hash the page was compiled from (its source and the compile context). */
  hash: string;
  /** The hash of the compiled module's bytes, recorded when it was compiled. */
  moduleHash: string;
  toc: TocItem[];
  /** Titles and anchors: the index child reads the texts itself (search/sectionTexts.ts). */
  sections: SectionHead[];
  /** Every id of the page (anchor targets). */
  ids: string[];
  /**
   * The page imports modules of its own (components, partials, images): prerendering takes it from the server bundle,
   * which resolves them as the client bundle does. Other pages are imported by Node as they are, which is faster.
   */
  bundled?: boolean;
}

export interface CompileResult {
  compiled: Map<string, CompiledRoute>;
  warnings: string[];
  /** Public URL → absolute file of images referenced beside docs, to copy into the output. */
  assets: Map<string, string>;
  /** How many pages were compiled now (the others came from the cache). */
  compiledNow: number;
}

/** The stamp of each recorded page's module: as checked this build, else as it is now (none if it is gone). */
function moduleStamps(cacheDir: string, record: Map<string, PageRecordEntry>, checked: Map<string, FileStamp>): Map<string, FileStamp> {
  const stamps = new Map(checked);
  for (const key of record.keys()) {
    if (stamps.has(key)) continue;
    const stamp = stampIfAny(compiledModulePath(cacheDir, key));
    if (stamp) stamps.set(key, stamp);
  }
  return stamps;
}

/** The page record is written again when more pages than this (or 1 %) were not served by it. */
const RECORD_AGAIN_PAGES = 20;

/** Above this many pages to compile, the work is split over two child processes (one per core). */
const PARALLEL_THRESHOLD = 60;

/**
 * `warm`: a compile child started ahead (see warmChild): it takes the jobs (with a second child above
 * PARALLEL_THRESHOLD), or is cancelled when every page is cached. Without it, a few jobs compile in this process.
 */
export async function compileAll(
  graph: ContentGraph,
  routes: RouteEntry[],
  cacheDir: string,
  options: {
    only?: Set<string>;
    warm?: WarmChild<{ jobs: CompileJob[]; context: CompileContext }, { errors: string[] }>;
    /**
     * A second compile child started ahead (a cold build): it takes the second half above PARALLEL_THRESHOLD, having
     * loaded the compiler meanwhile rather than after the pages are counted (the first half then ended seconds
     * before it, one core idle); cancelled otherwise.
     */
    warmSecond?: WarmChild<{ jobs: CompileJob[]; context: CompileContext }, { errors: string[] }>;
    /** Called with the number of pages to compile once it is known, when there are some (before they compile). */
    onCompiling?: (pages: number) => void;
  } = {},
): Promise<CompileResult> {
  const { only, warm, warmSecond, onCompiling } = options;
  mkdirSync(join(cacheDir, 'pages'), { recursive: true });
  const { context, contextHash } = compileContext(graph, routes, cacheDir);
  const assets = new Map<string, string>();
  const assetUrl = assetResolver(graph.config.baseUrl, assets, publishableRoots(context.siteDir, context.contentRoots));

  const mdxRoutes = routes.filter((r) => r.source?.format === 'mdx' && (!only || only.has(r.path)));
  const jobs: CompileJob[] = [];
  // The cached pages' metadata, read once: from the page record, or from a page's own file when the record does not
  // have it as it is now (at 10,000 pages, 10,000 small files were most of a one-page rebuild's compile). The record
  // indexes the per-page files: a page whose files are gone or were written since (by the dev server, or a build
  // killed before it recorded them) is read from its own file or compiled again. Which pages to compile is told from
  // the record's page hashes and module stamps alone (readPageHashes), so they compile while the record itself is read.
  const hints = readPageHashes(cacheDir);
  const modules = new Set(readdirSync(join(cacheDir, 'pages')));
  // Module stamps as checked now, for the pages the record has as they are: written back as they are.
  const stamps = new Map<string, FileStamp>();
  // Entries the record lacks or has stale: the per-page file was read for them.
  let misses = 0;
  const cached = new Map<string, PageRecordEntry>();
  // Pages the record has as they are now, to take from it once it is read.
  const fromRecord: { route: RouteEntry; hash: string }[] = [];
  for (const route of mdxRoutes) {
    // The source's hash and images as the load stage read them: no second read of every source.
    const hash = pageHashOfSource(contextHash, route.source!.sourceHash);
    // Images beside the page are recorded for every page, so cached pages still get their assets copied.
    recordImages(route.source!.imageRefs, route.source!.file, assetUrl);
    // The page's own files must be there too: its module, and its metadata, where the index child reads the section texts.
    const hint = hints.get(route.key);
    if (hint?.hash === hash && modules.has(`${route.key}.json`) && isStamped(compiledModulePath(cacheDir, route.key), hint.stamp)) {
      fromRecord.push({ route, hash });
      stamps.set(route.key, hint.stamp);
      continue;
    }
    misses++;
    const entry = cachedEntry(cacheDir, route.key, hash);
    if (entry) cached.set(route.key, entry);
    else jobs.push(compileJob(route, hash));
  }
  if (jobs.length) onCompiling?.(jobs.length);
  if (jobs.length <= PARALLEL_THRESHOLD) warmSecond?.cancel();
  const compiling = compileInChildren(jobs, context, warm, warmSecond);
  // Failures are reported below, once the record is read.
  compiling.catch(() => undefined);
  const record = readPageRecord(cacheDir);
  const recordWasEmpty = record.size === 0;
  // Pages whose hash the record no longer has as the hint said (a cache written by a build killed between the two
  // files): from their own files, or compiled after the others.
  const late: CompileJob[] = [];
  for (const { route, hash } of fromRecord) {
    const known = record.get(route.key);
    if (known?.hash === hash) {
      cached.set(route.key, known);
      continue;
    }
    misses++;
    stamps.delete(route.key);
    const entry = cachedEntry(cacheDir, route.key, hash);
    if (entry) cached.set(route.key, entry);
    else late.push(compileJob(route, hash));
  }
  let errors = await compiling;
  if (late.length) {
    errors = errors.concat(await compileInChildren(late, context));
    jobs.push(...late);
  }

  const compiled = new Map<string, CompiledRoute>();
  const found: LinkFindings = { problems: [], warnings: [] };
  const linkRecords: { route: RouteEntry; links: CompiledPage['links'] }[] = [];
  const failed = new Set(errors.map((e) => e.split(':')[0]));
  const compiledNow = new Set(jobs.map((j) => j.key));
  let checkImports: ReturnType<typeof importChecker> | undefined;
  let resolveModule: ModuleResolver | undefined;
  for (const route of mdxRoutes) {
    if (failed.has(route.source!.relPath)) continue;
    const entry = cached.get(route.key) ?? cachedEntry(cacheDir, route.key);
    if (!entry) throw new Error(`${route.source!.relPath}: compiled, but its metadata is missing from ${join(cacheDir, 'pages')}`);
    const { page, moduleHash, hash } = entry;
    record.set(route.key, entry);
    // A cached page's source did not change, but a module it imports may have gone: checked again, at the page's line.
    if (page.imports?.length && !compiledNow.has(route.key)) {
      checkImports ??= importChecker(context.resolution);
      const missing = checkImports(route.source!.file, route.source!.relPath, page.imports);
      if (missing.length) {
        errors.push(...missing);
        continue;
      }
    }
    // Markdown that imports itself, through its partials or directly, renders without end (importCycles.ts).
    if (page.imports?.some((i) => MARKDOWN_IMPORT.test(i.specifier))) {
      resolveModule ??= moduleResolver(context.resolution);
      const cycles = importCycleProblems({ file: route.source!.file, relPath: route.source!.relPath, imports: page.imports }, graph.siteDir, resolveModule);
      if (cycles.length) {
        errors.push(...cycles);
        continue;
      }
    }
    checkPageLinks(route, page, graph, found);
    linkRecords.push({ route, links: page.links });
    compiled.set(route.path, {
      route,
      modulePath: compiledModulePath(cacheDir, route.key),
      hash,
      moduleHash,
      toc: page.toc,
      sections: sectionHeads(page.sections),
      ids: page.ids ?? [],
      bundled: Boolean(page.imports?.length),
    });
  }

  const anchorsOf = new Map<string, Set<string>>();
  for (const [path, c] of compiled)
    anchorsOf.set(
      path,
      new Set(
        c.ids.concat(
          c.toc.map((t) => t.id),
          c.sections.map((s) => s.anchor),
        ),
      ),
    );
  checkAnchors(anchorsOf, linkRecords, graph.config, found);
  // Written again only when enough entries were missing or stale to be worth it (it is tens of megabytes at 10,000
  // pages, most of a one-page rebuild's compile stage): until then the few edited pages are read from their own files.
  if (recordWasEmpty || misses > Math.max(RECORD_AGAIN_PAGES, mdxRoutes.length / 100)) {
    // Pages that are gone are dropped, so the record does not grow with every rename.
    if (!only) {
      const current = new Set(mdxRoutes.map((r) => r.key));
      for (const key of record.keys()) if (!current.has(key)) record.delete(key);
    }
    writePageRecord(cacheDir, record, moduleStamps(cacheDir, record, stamps));
  } else if (misses) writePageHashes(cacheDir, record, moduleStamps(cacheDir, record, stamps));
  failOnProblems(graph.problems, errors, found.problems);
  return { compiled, warnings: found.warnings, assets, compiledNow: jobs.length };
}

/**
 * Compiles `jobs`: in the warm child (with the second one above PARALLEL_THRESHOLD, half each), else in new children
 * above PARALLEL_THRESHOLD, else in this process; the warm children are ended when there is nothing to compile.
 * Returns the pages' errors.
 */
async function compileInChildren(
  jobs: CompileJob[],
  context: CompileContext,
  warm?: WarmChild<{ jobs: CompileJob[]; context: CompileContext }, { errors: string[] }>,
  warmSecond?: WarmChild<{ jobs: CompileJob[]; context: CompileContext }, { errors: string[] }>,
): Promise<string[]> {
  if (!jobs.length) {
    warm?.cancel();
    return [];
  }
  if (jobs.length <= PARALLEL_THRESHOLD && !warm) return (await compileJobs(jobs, context)).errors;
  const parts = jobs.length > PARALLEL_THRESHOLD ? [jobs.slice(0, Math.ceil(jobs.length / 2)), jobs.slice(Math.ceil(jobs.length / 2))] : [jobs];
  // Both children end before a failure is reported: none is left writing into the cache after the build stops.
  const results = await Promise.allSettled(
    parts.map((part, i) =>
      i === 0 && warm ? warm.run({ jobs: part, context }) : i === 1 && warmSecond ? warmSecond.run({ jobs: part, context }) : runChild(COMPILE_CHILD, { jobs: part, context }),
    ),
  );
  const failure = results.find((p): p is PromiseRejectedResult => p.status === 'rejected');
  if (failure) throw failure.reason;
  return results.flatMap((p) => (p.status === 'fulfilled' ? p.value.errors : []));
}

/**
 * Compiles every MDX route to `.cache/pages/<key>.mjs`, reusing earlier results whose source and link
 * context did not change. Collects broken links (errors) and broken anchors (warnings) across pages.
 */
import { imageRefsOf, sourceHashOf } from '../content/sourceText.ts';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, extname, dirname } from 'node:path';
import type { RouteEntry } from '../routes/resolve.ts';
import type { ContentGraph } from '../content/types.ts';
import type { TocItem } from '../../shared/types.ts';
import type { CompiledPage, MarkdownOptions } from './compile.ts';
import type { LinkProblem } from './plugins/links.ts';
import { sectionHeads, type PageSection, type SectionHead } from './plugins/sections.ts';
import { BuildError, location } from '../errors.ts';
import { runChild, type WarmChild } from '../children/child.ts';
import { COMPILE_CHILD, type CompileContext, type CompileJob } from './job.ts';
import { copyToOutput } from '../output/files.ts';
import { writeFileAtomic } from '../cache/atomicWrite.ts';
import { isStamped, stampIfAny, type FileStamp } from '../cache/stamps.ts';
import { siteAliases } from '../config/aliases.ts';
import { importChecker, type ImportResolution } from './checkImports.ts';
import { partialContextFile, type PartialContext } from './partialContext.ts';
import { moduleHashOf, readPageHashes, readPageRecord, writePageHashes, writePageRecord, type PageRecordEntry } from './pageRecord.ts';
import { hashKey } from '../cache/keys.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
let compilerVersion: string | undefined;

/**
 * Changes whenever the compiler or one of its plugins changes, so cached pages are never stale. Computed by the
 * parent only, on first use: compile children run bundled elsewhere, where these source files are not beside them.
 */
function getCompilerVersion(): string {
  if (compilerVersion) return compilerVersion;
  const files = [
    join(HERE, 'compile.ts'),
    join(HERE, 'codeLanguages.ts'),
    ...readdirSync(join(HERE, 'plugins')).map((f) => join(HERE, 'plugins', f)),
    join(HERE, '../../shared/codeLanguages.ts'),
    join(HERE, '../../theme/CodeBlock/grammars.ts'),
    join(HERE, '../../theme/Tabs/tabValues.ts'),
  ];
  compilerVersion = hashKey(files.map((f) => readFileSync(f)));
  return compilerVersion;
}

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

/** Where the compiled module of a route lives (the prerenderer imports it from there). */
export function compiledModulePath(cacheDir: string, key: string): string {
  return join(cacheDir, 'pages', `${key}.mjs`);
}

/** The site's Markdown options, as the compiler takes them. */
export function markdownOptions(config: ContentGraph['config']): MarkdownOptions {
  return {
    format: config.markdown.format,
    mdx1Compat: config.markdown.mdx1Compat,
    magicComments: config.codeBlocks.magicComments,
    languages: config.codeBlocks.additionalLanguages,
    tableOfContents: config.tableOfContents,
  };
}

/** Public URL of an image beside a doc (content-hashed), recorded in `assets` for copying; undefined if missing. */
function assetResolver(baseUrl: string, assets: Map<string, string>) {
  return (file: string) => {
    if (!existsSync(file)) return undefined;
    const hash = hashKey(readFileSync(file), 10);
    const url = `${baseUrl}assets/images/${hash}${extname(file)}`;
    assets.set(url, file);
    return url;
  };
}

/**
 * Compiles pages and writes each one's module and metadata to the cache. Runs in-process or in a child. A page that
 * does not compile does not stop the others: every page's error is returned, so one run reports them all.
 */
export async function compileJobs(jobs: CompileJob[], context: CompileContext): Promise<{ errors: string[] }> {
  const fileRoutes = new Map(context.fileRoutes);
  const routes = new Set(context.routes);
  const asset = assetResolver(context.baseUrl, new Map());
  const errors: string[] = [];
  const checkImports = importChecker(context.resolution);
  mkdirSync(join(context.cacheDir, 'pages'), { recursive: true });
  if (!jobs.length) return { errors };
  // Imported on first use: the MDX compiler and its plugins take seconds to load, which a dev server whose pages
  // are all cached never needs to spend.
  const { compileMdx } = await import('./compile.ts');
  // esbuild too: the build process imports this module but compiles in its children (see compileInChildren).
  const { transform } = await import('esbuild');
  // esbuild minifies in its own process: the next page compiles meanwhile, with a few minifications in flight.
  const inFlight = new Set<Promise<void>>();
  for (const job of jobs) {
    const text = readFileSync(job.file, 'utf8');
    let compiled: CompiledPage;
    try {
      compiled = await compileMdx(
        text,
        job.bodyLine,
        job.relPath,
        { source: job.file, fileRoutes, routes, baseUrl: context.baseUrl, siteDir: context.siteDir, contentRoots: context.contentRoots, asset },
        context.markdown,
      );
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      errors.push(error.message);
      continue;
    }
    const missing = checkImports(job.file, job.relPath, compiled.imports);
    if (missing.length) {
      errors.push(...missing);
      continue;
    }
    const { code, ...page } = compiled;
    // Minified here, once per change (cached), rather than on every bundle: webpack leaves page chunks as they are.
    const written: Promise<void> = transform(code, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' }).then((minified) => {
      // The page's metadata goes first and comes back last: a process killed in between leaves no metadata that
      // describes another module. Atomic: the dev server's webpack may read the module while it is rewritten.
      rmSync(join(context.cacheDir, 'pages', `${job.key}.json`), { force: true });
      writeFileAtomic(compiledModulePath(context.cacheDir, job.key), minified.code);
      // Under the hash of the text compiled, which is the caller's unless the file was saved since the caller read it:
      // a later build with that text back must not take this module for it.
      writeFileAtomic(
        join(context.cacheDir, 'pages', `${job.key}.json`),
        JSON.stringify({ hash: pageHash(context.contextHash, text), moduleHash: moduleHashOf(minified.code), page }),
      );
      inFlight.delete(written);
    });
    inFlight.add(written);
    if (inFlight.size >= MINIFY_IN_FLIGHT) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return { errors };
}

const MINIFY_IN_FLIGHT = 4;

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

/** What every page's compilation depends on besides its own source: the compiler and the site's file → route map. */
/** `writePartials: false`: the caller writes the partials loader's context itself (writePartialContext), before webpack runs. */
export function compileContext(graph: ContentGraph, routes: RouteEntry[], cacheDir: string, { writePartials = true } = {}): { context: CompileContext; contextHash: string } {
  const fileRoutes = new Map<string, string>();
  for (const r of routes) if (r.source) fileRoutes.set(r.source.file, r.path);
  const routeSet = new Set(routes.map((r) => r.path));
  routeSet.add(graph.config.baseUrl.replace(/\/$/, ''));
  // The site's Markdown options change how every page compiles: they are part of every page's hash.
  const markdown = markdownOptions(graph.config);
  const contextHash = hashKey([
    getCompilerVersion(),
    JSON.stringify([...fileRoutes]),
    JSON.stringify(markdown),
    // The site's grammars decide how code blocks are highlighted.
    (markdown.languages ?? []).map((file) => readFileSync(file, 'utf8')).join('\u0000'),
  ]);
  // Not part of the hash: the aliases decide whether an import resolves, not what a page compiles to.
  const resolution: ImportResolution = { aliases: siteAliases(graph.siteDir, join(HERE, '..', '..')).alias, packageDir: join(HERE, '..', '..', '..'), siteDir: graph.siteDir };
  const context: CompileContext = {
    cacheDir,
    baseUrl: graph.config.baseUrl,
    fileRoutes: [...fileRoutes],
    routes: [...routeSet],
    markdown,
    siteDir: graph.siteDir,
    contentRoots: graph.versions.map((v) => v.docsDir),
    resolution,
    contextHash,
  };
  if (writePartials) writePartialContext(context);
  return { context, contextHash };
}

/** The partials loader (mdx/loader.ts) compiles with the same link context and options as pages. */
export function writePartialContext(context: CompileContext): void {
  const { fileRoutes, routes, baseUrl, siteDir, contentRoots, markdown } = context;
  const file = partialContextFile(context.cacheDir);
  const text = JSON.stringify({ fileRoutes, routes, baseUrl, siteDir, contentRoots, markdown } satisfies PartialContext);
  mkdirSync(context.cacheDir, { recursive: true });
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileAtomic(file, text);
}

/** The content hash a compiled page is cached under: of the compile context and the source text. */
export function pageHash(contextHash: string, text: string): string {
  return pageHashOfSource(contextHash, sourceHashOf(text));
}

/** pageHash from the source's own hash, as the load stage found it (content/sourceText.ts). */
export function pageHashOfSource(contextHash: string, sourceHash: string): string {
  return hashKey([contextHash, sourceHash]);
}

/** A page's own metadata file: a record entry whose sections have their texts. */
export type PageFileEntry = PageRecordEntry & { page: { sections: PageSection[] } };

/** A page's own metadata file, if it was compiled from exactly this hash (and its module is there). */
export function cachedEntry(cacheDir: string, key: string, hash?: string): PageFileEntry | undefined {
  const metaPath = join(cacheDir, 'pages', `${key}.json`);
  const modulePath = compiledModulePath(cacheDir, key);
  if (!existsSync(metaPath) || !existsSync(modulePath)) return undefined;
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as { hash: string; moduleHash?: string; page: Omit<CompiledPage, 'code'> };
  if (hash !== undefined && meta.hash !== hash) return undefined;
  // Files written before module hashes were recorded: hashed once here, then kept in the record.
  return { hash: meta.hash, moduleHash: meta.moduleHash ?? moduleHashOf(readFileSync(modulePath)), page: meta.page };
}

export function compileJob(route: RouteEntry, hash: string): CompileJob {
  return { key: route.key, file: route.source!.file, relPath: route.source!.relPath, bodyLine: route.source!.bodyLine, hash };
}

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
  const assetUrl = assetResolver(graph.config.baseUrl, assets);

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
  const problems: string[] = [];
  const warnings: string[] = [];
  const linkRecords: { route: RouteEntry; links: CompiledPage['links'] }[] = [];
  const failed = new Set(errors.map((e) => e.split(':')[0]));
  const compiledNow = new Set(jobs.map((j) => j.key));
  let checkImports: ReturnType<typeof importChecker> | undefined;
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
    for (const p of page.linkProblems) {
      const message = `${location(route.source!.relPath, p.line, p.column)}: ${p.message}`;
      const level = linkProblemLevel(graph.config, p);
      if (level === 'throw') problems.push(message);
      else if (level === 'warn') warnings.push(message);
    }
    for (const image of page.staticImages ?? []) {
      if (!isFile(join(graph.siteDir, 'static', image.path)))
        problems.push(`${location(route.source!.relPath, image.line, image.column)}: image "${image.url}" not found: no file static/${image.path}`);
    }
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
  failOnProblems(graph.problems, errors, problems);
  return { compiled, warnings, assets, compiledNow: jobs.length };
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

/**
 * What a link problem does: a link to a missing .md file follows onBrokenMarkdownLinks (unset: onBrokenLinks), other
 * links onBrokenLinks, a missing image always fails. `warn` only warns, `ignore` says nothing.
 */
export function linkProblemLevel(config: ContentGraph['config'], problem: LinkProblem): 'throw' | 'warn' | 'ignore' {
  if (problem.kind === 'image') return 'throw';
  if (problem.kind === 'markdown') return config.onBrokenMarkdownLinks ?? config.onBrokenLinks;
  return config.onBrokenLinks;
}

/**
 * One run reports every broken page: front matter errors found while loading, MDX errors, then broken links and
 * anchors, each as file:line:column with its fix.
 */
function failOnProblems(loadProblems: string[], compileErrors: string[], linkProblems: string[]): void {
  const all = [...loadProblems, ...compileErrors, ...linkProblems];
  if (!all.length) return;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const parts = [
    loadProblems.length ? plural(loadProblems.length, 'front matter error') : '',
    // A page may have several errors (e.g. two missing imports): pages are counted, every error is listed.
    compileErrors.length ? plural(new Set(compileErrors.map((e) => e.split(':')[0])).size, 'page') + ' that did not compile' : '',
    linkProblems.length ? plural(linkProblems.length, 'broken link') : '',
  ].filter(Boolean);
  const hint = linkProblems.length ? " (set onBrokenLinks: 'warn' in the site's configuration to only warn about links)" : '';
  throw new BuildError(`Found ${parts.join(', ')}${hint}:`, all);
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
  recordImages(imageRefsOf(text), file, assetResolver(baseUrl, assets));
  return assets;
}

/** Records the files of a page's relative image references (content/sourceText.ts, imageRefsOf). */
function recordImages(refs: string[], file: string, assetUrl: (file: string) => string | undefined) {
  for (const ref of refs) {
    // A malformed escape is reported with its line when the page compiles.
    try {
      assetUrl(join(file, '..', decodeURI(ref)));
    } catch {}
  }
}

export function copyAssets(assets: Map<string, string>, outDir: string, baseUrl: string): void {
  for (const [url, file] of assets) copyToOutput(outDir, url.slice(baseUrl.length), file);
}

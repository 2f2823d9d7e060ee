/**
 * Pages one at a time, as the compile stage (compileAll.ts) and the dev server compile them: the context every page
 * compiles in (and its hash), a page's cache key and files in `.cache/pages/`, and compiling a list of pages, in a
 * child process or in this one.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, dirname } from 'node:path';
import { sourceHashOf } from '../content/sourceText.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import type { ContentGraph } from '../content/types.ts';
import type { CompiledPage, MarkdownOptions } from './compile.ts';
import type { PageSection } from './plugins/sections.ts';
import { BuildError } from '../errors.ts';
import type { CompileContext, CompileJob } from './job.ts';
import { writeFileAtomic } from '../cache/atomicWrite.ts';
import { hashKey } from '../cache/keys.ts';
import { siteAliases } from '../config/aliases.ts';
import { importChecker, type ImportResolution } from './checkImports.ts';
import { partialContextFile, type PartialContext } from './partialContext.ts';
import { moduleHashOf, type PageRecordEntry } from './pageRecord.ts';
import { assetResolver } from './assets.ts';
import { publishableRoots } from './plugins/publishable.ts';
import { moduleDirectories } from '../config/packages.ts';

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
    join(HERE, 'sitePlugins.ts'),
    join(HERE, 'codeLanguages.ts'),
    ...readdirSync(join(HERE, 'plugins')).map((f) => join(HERE, 'plugins', f)),
    join(HERE, '../../shared/codeLanguages.ts'),
    join(HERE, '../../theme/CodeBlock/grammars.ts'),
    join(HERE, '../../theme/Tabs/tabValues.ts'),
    join(HERE, '../content/blog/posts.ts'),
  ];
  compilerVersion = hashKey(files.map((f) => readFileSync(f)));
  return compilerVersion;
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
    prismLanguages: config.codeBlocks.prismLanguages,
    tableOfContents: config.tableOfContents,
    ...(config.markdown.mermaid ? { mermaid: true } : {}),
  };
}

/**
 * Compiles pages and writes each one's module and metadata to the cache. Runs in-process or in a child. A page that
 * does not compile does not stop the others: every page's error is returned, so one run reports them all.
 */
export async function compileJobs(jobs: CompileJob[], context: CompileContext): Promise<{ errors: string[] }> {
  const fileRoutes = new Map(context.fileRoutes);
  const routes = new Set(context.routes);
  const asset = assetResolver(context.baseUrl, new Map(), publishableRoots(context.siteDir, context.contentRoots));
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
    const written: Promise<void> = transform(code, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' }).then(
      (minified) => {
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
      },
      (error: unknown) => {
        // What MDX compiled but esbuild refuses (a name declared twice, a site's recma plugin's output): the page's
        // error, not the build's stack trace. Its line would be the compiled module's, not the file's: not given.
        errors.push(moduleError(job.relPath, error));
        inFlight.delete(written);
      },
    );
    inFlight.add(written);
    if (inFlight.size >= MINIFY_IN_FLIGHT) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return { errors };
}

const MINIFY_IN_FLIGHT = 4;

/** A compiled page's module that esbuild refused, said of the page's file. */
function moduleError(relPath: string, error: unknown): string {
  const first = (error as { errors?: { text: string }[] }).errors?.[0]?.text ?? String((error as Error).message ?? error).split('\n')[0];
  return `${relPath}: the page's compiled module is not valid JavaScript: ${first}. Look at its import and export statements, and at the site's recma plugins.`;
}

/** What every page's compilation depends on besides its own source: the compiler and the site's file → route map. */
/** `writePartials: false`: the caller writes the partials loader's context itself (writePartialContext), before webpack runs. */
export function compileContext(graph: ContentGraph, routes: RouteEntry[], cacheDir: string, { writePartials = true } = {}): { context: CompileContext; contextHash: string } {
  const fileRoutes = new Map<string, string>();
  // A page's URL as Docusaurus links it: a doc's permalink keeps its slug's slash (`/docs/`), relative links resolve against it.
  for (const r of routes) if (r.source) fileRoutes.set(r.source.file, r.data.permalink ?? r.path);
  const routeSet = new Set(routes.map((r) => r.path));
  routeSet.add(graph.config.baseUrl.replace(/\/$/, ''));
  // The site's Markdown options change how every page compiles: they are part of every page's hash.
  // Blog posts compile as posts (plugins/blogPost.ts).
  const markdown = {
    ...markdownOptions(graph.config),
    ...(graph.blogs.length
      ? { blogs: graph.blogs.map((b) => ({ dir: b.dir, truncateMarker: { source: b.options.truncateMarker.source, flags: b.options.truncateMarker.flags } })) }
      : {}),
    ...(graph.sitePlugins ? { sitePlugins: graph.sitePlugins.context } : {}),
  };
  const contextHash = hashKey([
    getCompilerVersion(),
    // The site's own plugins: their packages' versions and their options (config/markdownPluginsKey.ts).
    graph.sitePlugins?.key ?? '',
    JSON.stringify([...fileRoutes]),
    JSON.stringify(markdown),
    // The site's grammars decide how code blocks are highlighted.
    (markdown.languages ?? []).map((file) => readFileSync(file, 'utf8')).join('\u0000'),
  ]);
  // Not part of the hash: the aliases decide whether an import resolves, not what a page compiles to.
  const resolution: ImportResolution = {
    aliases: siteAliases(graph.siteDir, join(HERE, '..', '..')).alias,
    modules: moduleDirectories(join(HERE, '..', '..')),
    siteDir: graph.siteDir,
  };
  const context: CompileContext = {
    cacheDir,
    baseUrl: graph.config.baseUrl,
    fileRoutes: [...fileRoutes],
    routes: [...routeSet],
    markdown,
    siteDir: graph.siteDir,
    contentRoots: [...graph.versions.map((v) => v.docsDir), ...graph.blogs.map((b) => b.dir)],
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

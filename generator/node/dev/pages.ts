/**
 * Compiles one MDX page on demand into the compile stage's cache (`.cache/pages/<key>.mjs`, keyed by content
 * hash), which the page's entry imports: webpack sees the module change and sends the update. Compiles of one
 * page never overlap, and a compile superseded by a newer edit is followed by one more, never by a stale result.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { cachedEntry, compileJob, compileJobs, compiledModulePath, pageHash } from '../mdx/pages.ts';
import { linkProblemLevel } from '../mdx/linkPolicy.ts';
import { pageImages } from '../mdx/assets.ts';
import { moduleResolver, type ModuleResolver } from '../mdx/checkImports.ts';
import { importCycleProblems, MARKDOWN_IMPORT } from '../mdx/importCycles.ts';
import { problemAt, problemFromText, problemsFromError, type Problem } from './problems.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import type { SiteState } from './content.ts';

export interface PageResult {
  /** The compiled module (the last good one when this compile failed), undefined if there never was one. */
  modulePath?: string;
  problems: Problem[];
  /** Images beside the page: public URL → file. */
  images: Map<string, string>;
}

export class PageCompiler {
  private readonly running = new Map<string, Promise<PageResult>>();
  private readonly again = new Set<string>();
  private resolve?: ModuleResolver;

  constructor(
    private readonly siteDir: string,
    private readonly cacheDir: string,
  ) {}

  /**
   * Loads the MDX compiler and runs it once on a small page of each format, with esbuild's minifier: the first edit
   * after start-up (its page came from the cache) would otherwise wait a second or two for that.
   */
  async warmUp(state: SiteState): Promise<void> {
    const { compileMdx } = await import('../mdx/compile.ts');
    const { baseUrl, contentRoots, markdown } = state.compile.context;
    for (const name of ['warm-up.md', 'warm-up.mdx']) {
      const source = join(this.siteDir, name);
      const context = { source, fileRoutes: new Map(), routes: new Set<string>(), baseUrl, siteDir: this.siteDir, contentRoots, asset: () => undefined };
      const page = await compileMdx('# Warm-up\n\nA *page* with a [link](https://example.com) and `code`.\n\n```js\nconst a = 1;\n```\n', 0, name, context, markdown);
      await transform(page.code, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' });
    }
  }

  /** Compiles the route's page unless its cached module is current. */
  compile(state: SiteState, route: RouteEntry): Promise<PageResult> {
    const running = this.running.get(route.key);
    if (running) {
      this.again.add(route.key);
      return running.then(() => this.compile(state, route));
    }
    const work = this.run(state, route).finally(() => this.running.delete(route.key));
    this.running.set(route.key, work);
    return work;
  }

  private async run(state: SiteState, route: RouteEntry): Promise<PageResult> {
    this.again.delete(route.key);
    const source = route.source!;
    let text: string;
    try {
      text = readFileSync(source.file, 'utf8');
    } catch {
      return { problems: [], images: new Map() };
    }
    const hash = pageHash(state.compile.contextHash, text);
    const images = pageImages(text, source.file, state.compile.context);
    let page = cachedEntry(this.cacheDir, route.key, hash)?.page;
    if (!page) {
      const last = compiledModulePath(this.cacheDir, route.key);
      try {
        const { errors } = await compileJobs([compileJob(route, hash)], state.compile.context);
        if (errors.length) return { modulePath: existsSync(last) ? last : undefined, problems: errors.map((e) => problemFromText(this.siteDir, e)), images };
      } catch (error) {
        return { modulePath: existsSync(last) ? last : undefined, problems: problemsFromError(this.siteDir, error), images };
      }
      page = cachedEntry(this.cacheDir, route.key, hash)?.page;
    }
    // Each kind of link problem follows its own option: `throw` shows it over the page, `warn` only logs it.
    const problems: Problem[] = [];
    if (page?.imports?.some((i) => MARKDOWN_IMPORT.test(i.specifier))) {
      this.resolve ??= moduleResolver(state.compile.context.resolution);
      const cycles = importCycleProblems({ file: source.file, relPath: source.relPath, imports: page.imports }, this.siteDir, this.resolve);
      problems.push(...cycles.map((c) => problemFromText(this.siteDir, c)));
    }
    for (const p of page?.linkProblems ?? []) {
      const level = linkProblemLevel(state.graph.config, p);
      const problem = problemAt(this.siteDir, source.file, p.line, p.column, p.message);
      if (level === 'throw') problems.push(problem);
      else if (level === 'warn') console.warn(`warning: ${problem.message}`);
    }
    return { modulePath: compiledModulePath(this.cacheDir, route.key), problems, images };
  }
}

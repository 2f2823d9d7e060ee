/**
 * Compiles one MDX page on demand into the compile stage's cache (`.cache/pages/<key>.mjs`, keyed by content
 * hash), which the page's entry imports: webpack sees the module change and sends the update. Compiles of one
 * page never overlap, and a compile superseded by a newer edit is followed by one more, never by a stale result.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cachedPage, compileJob, compileJobs, compiledModulePath, pageHash, pageImages } from '../mdx/compileAll.ts';
import { problemAt, problemsFromError, type Problem } from './problems.ts';
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

  constructor(private readonly siteDir: string, private readonly cacheDir: string) {}

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
    const images = pageImages(text, source.file, state.graph.config.baseUrl);
    let page = cachedPage(this.cacheDir, route.key, hash);
    if (!page) {
      try {
        await compileJobs([compileJob(route, hash)], state.compile.context);
      } catch (error) {
        const last = compiledModulePath(this.cacheDir, route.key);
        return { modulePath: existsSync(last) ? last : undefined, problems: problemsFromError(this.siteDir, error), images };
      }
      page = cachedPage(this.cacheDir, route.key, hash);
    }
    const linksFail = state.graph.config.onBrokenLinks === 'throw';
    const problems = (page?.linkProblems ?? []).map((p) => problemAt(this.siteDir, source.file, p.line, p.column, p.message));
    if (!linksFail) for (const p of problems) console.warn(`warning: ${p.message}`);
    return { modulePath: compiledModulePath(this.cacheDir, route.key), problems: linksFail ? problems : [], images };
  }
}

/**
 * The dev server's view of the site: the content graph and its routes (load → resolve), with look-ups by URL,
 * by route key and by source file, and what a doc's front matter looked like, so that an edit to a doc's body
 * alone is told apart from one that changes its title, label or position (which needs the content loaded again).
 */
import { readFileSync } from 'node:fs';
import { loadContent } from '../content/load.ts';
import { BuildError } from '../errors.ts';
import { headingTitle, parseFrontMatter } from '../content/frontMatter.ts';
import { resolveRoutes, type RouteEntry } from '../routes/resolve.ts';
import { resolveSiteData } from '../render/siteData.ts';
import { compileContext, writePartialContext } from '../mdx/pages.ts';
import type { CompileContext } from '../mdx/job.ts';
import type { ContentGraph, FrontMatter } from '../content/types.ts';
import type { SiteData } from '../../shared/site.ts';
import { traceStep } from './startTrace.ts';
import { routeOfPath } from '../../shared/urls.ts';

export interface SiteState {
  graph: ContentGraph;
  routes: RouteEntry[];
  site: SiteData;
  byPath: Map<string, RouteEntry>;
  byKey: Map<string, RouteEntry>;
  /** Absolute source file → its route. */
  bySource: Map<string, RouteEntry>;
  /** Absolute source file of an MDX route → what its front matter produces (see headOf); made on first use. */
  readonly heads: Map<string, string>;
  compile: { context: CompileContext; contextHash: string };
  /** Writes the context webpack's partials loader reads (once; loadSiteState wrote it unless `deferPartials`). */
  writePartials(): void;
}

/** What a page's front matter and first heading produce: when it is unchanged, the routes are too. */
function headOf(frontMatter: FrontMatter, contentTitle: string | undefined, bodyLine: number): string {
  return JSON.stringify([frontMatter, frontMatter.title ?? contentTitle ?? null, bodyLine]);
}

/** What each MDX source's front matter produces, by source file. */
function headsOf(graph: ContentGraph): Map<string, string> {
  const heads = new Map<string, string>();
  for (const version of graph.versions) for (const doc of version.docs) heads.set(doc.source, headOf(doc.frontMatter, doc.hasContentTitle ? doc.title : undefined, doc.bodyLine));
  for (const page of graph.pages) if (page.kind === 'mdx') heads.set(page.source, headOf(page.frontMatter, page.contentTitle, page.bodyLine));
  return heads;
}

/**
 * `deferPartials`: the context of webpack's partials loader (a megabyte and a half at 10,000 pages, read back to
 * compare) is written by state.writePartials(), which the server calls before webpack starts.
 */
export async function loadSiteState(siteDir: string, cacheDir: string, { deferPartials = false } = {}): Promise<SiteState> {
  // Drafts are built by the dev server (production builds leave them out).
  const graph = await loadContent(siteDir, { mode: 'development' });
  // A page whose front matter is broken is shown over the page, as any content error, until it is fixed.
  if (graph.problems.length) throw new BuildError(`Found ${graph.problems.length} front matter error${graph.problems.length === 1 ? '' : 's'}:`, graph.problems);
  for (const warning of graph.warnings) console.warn(`warning: ${warning}`);
  traceStep('content loaded');
  const routes = resolveRoutes(graph);
  traceStep('routes resolved');
  const site = resolveSiteData(graph);
  const bySource = new Map<string, RouteEntry>();
  for (const route of routes) if (route.source) bySource.set(route.source.file, route);
  traceStep('site data and look-ups');
  const compile = compileContext(graph, routes, cacheDir, { writePartials: !deferPartials });
  let partialsWritten = !deferPartials;
  traceStep('compile context');
  let heads: Map<string, string> | undefined;
  return {
    graph,
    routes,
    site,
    byPath: new Map(routes.map((r) => [r.path, r])),
    byKey: new Map(routes.map((r) => [r.key, r])),
    bySource,
    // Only an edit needs them (the graph does not change): not made before the first page is answered.
    get heads() {
      heads ??= headsOf(graph);
      return heads;
    },
    compile,
    writePartials() {
      if (!partialsWritten) writePartialContext(compile.context);
      partialsWritten = true;
    },
  };
}

/**
 * Whether an edit to `file` leaves the routes as they are: an MDX page whose front matter (and first heading, the
 * title when front matter has none) did not change. Anything unreadable counts as a change (the reload reports it).
 */
export function onlyBodyChanged(state: SiteState, file: string): boolean {
  const before = state.heads.get(file);
  const route = state.bySource.get(file);
  if (before === undefined || !route?.source) return false;
  try {
    const { frontMatter, body, bodyLine } = parseFrontMatter(readFileSync(file, 'utf8'), route.source.relPath);
    return headOf(frontMatter, headingTitle(body), bodyLine) === before;
  } catch {
    return false;
  }
}

/** The route a request path names: `/base` is the landing page `/base/`. */
export function routeOf(state: SiteState, path: string): RouteEntry | undefined {
  const base = state.graph.config.baseUrl;
  // `/x/` is the page `/x` too: the site's links end with a slash when `trailingSlash` is true.
  return state.byPath.get(path === base.replace(/\/$/, '') ? base : routeOfPath(path, base));
}

/** Search hook: turns compiled routes (their sections) into the indexer's input, one page at a time. */
import type { ContentGraph } from '../content/types.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import type { CompiledRoute } from '../mdx/compileAll.ts';
import type { SearchJobPage } from './sectionTexts.ts';
import { trailTo } from '../routes/navigation.ts';

/** Compiled pages name their compiled sections (the index child reads their texts itself: sectionTexts.ts). */
export function searchPages(graph: ContentGraph, routes: RouteEntry[], compiled: Map<string, CompiledRoute>): SearchJobPage[] {
  void graph;
  const pages: SearchJobPage[] = [];
  for (const route of routes) {
    // Unlisted pages are reachable by their link only: search does not offer them.
    if (route.data.unlisted) continue;
    const c = compiled.get(route.path);
    if (route.data.kind === 'generated-index') {
      const text = [route.data.description, ...(route.data.cards ?? []).map((card) => `${card.title} ${card.description}`)].join(' ');
      pages.push({
        path: route.path,
        pageTitle: route.data.title,
        tag: route.searchTag,
        type: route.searchType,
        sections: [{ title: '', anchor: '', text }],
        sidebarParentCategories: parents(route),
        tags: [],
      });
      continue;
    }
    if (!c) continue;
    pages.push({
      path: route.path,
      pageTitle: route.data.title,
      tag: route.searchTag,
      type: route.searchType,
      compiled: { key: route.key, hash: c.hash, heads: c.sections },
      sidebarParentCategories: parents(route),
      // The page's own summary, in the words a reader searches with ("Share data safely between processes").
      ...(route.data.description ? { description: route.data.description } : {}),
      // A post's tags and keywords are searched as a doc's keywords are.
      tags: route.doc?.frontMatter.keywords ?? (route.blogPost ? [...route.blogPost.tags.map((t) => t.label), ...(route.blogPost.frontMatter.keywords ?? [])] : []),
    });
  }
  return pages;
}

function parents(route: RouteEntry): string[] {
  if (!route.sidebarItems) return [];
  return (trailTo(route.sidebarItems, route.path) ?? []).map((c) => c.label);
}

/** What the build and the dev server both know about a site's search files: their URLs and the index options. */
import type { ContentGraph } from '../content/types.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import type { SearchIndexOptions } from './indexer.ts';
import { indexFileName } from '../../search/files.ts';

/** The URL of each tag's index file: known before the indexes are built, so pages can be rendered meanwhile. */
export function searchIndexUrls(graph: ContentGraph, routes: RouteEntry[]): Record<string, string> {
  return Object.fromEntries([...new Set(routes.map((r) => r.searchTag))].map((tag) => [tag, graph.config.baseUrl + indexFileName(tag)]));
}

export function searchOptions(graph: ContentGraph): SearchIndexOptions {
  return { boosts: graph.config.search.boosts, indexParentCategories: graph.config.search.indexParentCategories };
}

/** The pages were told where each index is: the files written must be exactly those. */
export function checkSearchFiles(baseUrl: string, written: Record<string, string>, expected: Record<string, string>): void {
  for (const [tag, file] of Object.entries(written)) {
    if (expected[tag] !== baseUrl + file) throw new Error(`Internal error: search index of tag ${tag} written as ${file}, expected ${expected[tag]}`);
  }
}

/** Whether a top-level name of the output folder is one of the search files (`search-index-…`, `search-text-…/`). */
export function isSearchFile(name: string): boolean {
  return name.startsWith('search-');
}

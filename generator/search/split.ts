/**
 * Split index files, for tags too large to load at once (the bench's 10,000-page site: 50,000 sections, 22 MB).
 * Shared by the indexer (which writes them) and the search worker (which reads them).
 *
 * `search-index-<tag>.json` keeps its name and its `{ documents, index }` shape, empty, and adds `split`: the
 * vocabulary, how many documents hold each term, where each part of the postings starts, and the documents
 * in a compact form (one entry per page). The postings are in parts by term, `search-index-<tag>/<n>.json`, so
 * that a query loads only the parts holding its terms. Scores are the same as with the whole index: the
 * postings are those the worker reads from the field vectors, in the same order.
 */
import type { StoredSearchDocument } from '../shared/types.ts';

export interface SplitManifest {
  /** The vocabulary in lunr's (code unit) order. */
  terms: string[];
  /** Documents holding each term (over all fields): what typo corrections prefer. */
  counts: number[];
  /** Part n holds the postings of terms[starts[n]] … terms[starts[n + 1] - 1]. */
  starts: number[];
  /** Distinct sidebar trails, referred to by index from `pages`. */
  categories: string[][];
  /** Pages in document order: route, trail, type, and [title, anchor] of each document (the intro first, no anchor). */
  pages: [route: string, categories: number, type: StoredSearchDocument['type'], sections: [string, string][]][];
}

/** A part: for each field, the postings `[document, weight, …]` of each of its terms (0 where a term has none). */
export interface SplitPart {
  postings: Record<string, (number[] | 0)[]>;
}

/** The folder of a split tag's parts, beside its index file. */
export function partFileName(tag: string, part: number): string {
  return `search-index-${tag}/${part}.json`;
}

/** The part holding term number `term`: a binary search in `starts`. */
export function partOf(starts: readonly number[], term: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid] <= term) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The stored documents of a split manifest, in id order. */
export function manifestDocuments(manifest: SplitManifest): StoredSearchDocument[] {
  const out: StoredSearchDocument[] = [];
  for (const [route, trail, type, sections] of manifest.pages) {
    const pageTitle = sections[0]?.[0] ?? '';
    const sidebarParentCategories = manifest.categories[trail] ?? [];
    for (const [sectionTitle, anchor] of sections) {
      out.push({ id: out.length, sectionRoute: anchor ? `${route}#${anchor}` : route, sectionTitle, pageTitle, sidebarParentCategories, type });
    }
  }
  return out;
}

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

/** What a search asks of an index's documents: one by id (a Map answers it too). */
export interface DocumentLookup {
  documents: { get(id: number): StoredSearchDocument | undefined };
  /** Document id → id of its page's first document. */
  pageStart: { get(id: number): number | undefined };
}

/**
 * manifestDocuments' documents, each made when a query first needs it: a manifest of 10,000 pages holds about
 * 50,000 sections, and making them all took most of the time from focusing the search box to the first results.
 */
export function lazyManifestDocuments(manifest: SplitManifest): DocumentLookup {
  let total = 0;
  for (const page of manifest.pages) total += page[3].length;
  // Per document: its page, and its page's first document (as documentMaps finds it: the last one without an anchor).
  const pageOf = new Int32Array(total);
  const startOf = new Int32Array(total);
  const sectionOf = new Int32Array(total);
  let id = 0;
  let first = 0;
  manifest.pages.forEach(([, , , sections], p) => {
    sections.forEach(([, anchor], s) => {
      if (!anchor) first = id;
      pageOf[id] = p;
      sectionOf[id] = s;
      startOf[id] = first;
      id++;
    });
  });
  const made = new Map<number, StoredSearchDocument>();
  const valid = (n: number) => Number.isInteger(n) && n >= 0 && n < total;
  return {
    documents: {
      get(n) {
        if (!valid(n)) return undefined;
        let doc = made.get(n);
        if (!doc) {
          const [route, trail, type, sections] = manifest.pages[pageOf[n]];
          const [sectionTitle, anchor] = sections[sectionOf[n]];
          doc = {
            id: n,
            sectionRoute: anchor ? `${route}#${anchor}` : route,
            sectionTitle,
            pageTitle: sections[0]?.[0] ?? '',
            sidebarParentCategories: manifest.categories[trail] ?? [],
            type,
          };
          made.set(n, doc);
        }
        return doc;
      },
    },
    pageStart: { get: (n) => (valid(n) ? startOf[n] : undefined) },
  };
}

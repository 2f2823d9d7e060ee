/**
 * An index file as the search engine holds it: its postings, documents and section titles, loaded from a whole index
 * or from a split one's manifest, with the postings parts of a split index added as they arrive.
 */
import type { SearchIndexFile, StoredSearchDocument } from '../shared/types.ts';
import type { SearchField } from './analyzer.ts';
import { buildPostings, sortedTermNumbers, type Postings } from './executor.ts';
import { lazyManifestDocuments, splitLines, type DocumentLookup, type SplitManifest, type SplitPart } from './split.ts';
import type { TitleWords } from './titles.ts';

export interface LoadedIndex {
  tag: string;
  postings: Postings;
  documents: DocumentLookup['documents'];
  fields: SearchField[];
  /** Document id → id of its page's first document (the page's text file is named after it). */
  pageStart: DocumentLookup['pageStart'];
  /** A split index: reads its document table now (while parts are fetched) rather than on first use. */
  prepare?: () => void;
  /** Section titles split into words and terms, by title (filled on first use). */
  titles: Map<string, TitleWords>;
  /** A split index (split.ts): where each part of the postings starts, and the parts loaded so far. */
  split?: { starts: number[]; loaded: Set<number> };
}

export function loadIndex(tag: string, file: SearchIndexFile): LoadedIndex {
  const split = (file as { split?: SplitManifest }).split;
  const fields = (file.index as { fields?: SearchField[] }).fields ?? ['title', 'content', 'tags'];
  if (split) {
    const terms = splitLines(split.terms, split.counts.length);
    const postings: Postings = { terms, numberOf: sortedTermNumbers(terms), byField: new Map(fields.map((f) => [f, []])), counts: split.counts };
    return { tag, postings, fields, ...lazyManifestDocuments(split), titles: new Map(), split: { starts: split.starts, loaded: new Set() } };
  }
  return { tag, postings: buildPostings(file.index), fields, ...documentMaps(file.documents), titles: new Map() };
}

/** Adds part `n` of a split index (fetched by the worker when a query needed it). */
export function addPart(loaded: LoadedIndex, n: number, part: SplitPart): void {
  if (!loaded.split || loaded.split.loaded.has(n)) return;
  const start = loaded.split.starts[n];
  for (const [field, lists] of Object.entries(part.postings)) {
    const byTerm = loaded.postings.byField.get(field);
    if (!byTerm) continue;
    lists.forEach((list, k) => {
      if (list) byTerm[start + k] = list;
    });
  }
  loaded.split.loaded.add(n);
}

function documentMaps(stored: StoredSearchDocument[]): Pick<LoadedIndex, 'documents' | 'pageStart'> {
  const documents = new Map<number, StoredSearchDocument>();
  const pageStart = new Map<number, number>();
  let firstId = 0;
  for (const doc of stored) {
    documents.set(doc.id, doc);
    // A page's documents are consecutive, its intro (the route without an anchor) first.
    if (!doc.sectionRoute.includes('#')) firstId = doc.id;
    pageStart.set(doc.id, firstId);
  }
  return { documents, pageStart };
}

/** The route of the page a section belongs to. */
export function pageRoute(sectionRoute: string): string {
  const hash = sectionRoute.indexOf('#');
  return hash < 0 ? sectionRoute : sectionRoute.slice(0, hash);
}

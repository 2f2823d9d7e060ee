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
import { lastAtMost } from '../shared/sorted.ts';

export interface SplitManifest {
  /**
   * The first term of each part, a line each: which parts a query needs, known from the manifest's first bytes
   * (the writer puts it first), so that the worker fetches them while the rest of the manifest arrives and parses
   * (partTable.ts). A hint only: a manifest without it loads its parts when a query first needs them.
   */
  firstTerms?: string;
  /** The vocabulary in lunr's (code unit) order, one term a line (one string parses far faster than 30,000). */
  terms: string;
  /** Documents holding each term (over all fields): what typo corrections prefer. */
  counts: number[];
  /** Part n holds the postings of terms[starts[n]] … terms[starts[n + 1] - 1]. */
  starts: number[];
  /** Distinct sidebar trails, referred to by index from `pages.trails`. */
  categories: string[][];
  /** Distinct document types, referred to by index from `pages.types`. */
  types: StoredSearchDocument['type'][];
  /**
   * Pages in document order, as columns: one string of lines per text column (escaped by `escapeLine`), so that
   * parsing the manifest makes a handful of strings rather than 70,000 (it is on the way to the first results).
   */
  pages: {
    /** Route of each page, a line each. */
    routes: string;
    /** Sidebar trail of each page (index into `categories`). */
    trails: number[];
    /** Type of each page (index into `types`). */
    types: number[];
    /** Number of documents of each page: its intro, then its sections. */
    sections: number[];
    /** Title of each document, a line each. */
    titles: string;
    /** Anchor of each document, a line each (empty for a page's intro). */
    anchors: string;
  };
}

/** A value as one line of a column: backslashes and line breaks escaped. */
export function escapeLine(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

/** The inverse of escapeLine. */
export function unescapeLine(line: string): string {
  return line.includes('\\') ? line.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 'r' ? '\r' : c)) : line;
}

/** The column of `values`: a line each. */
export function joinLines(values: readonly string[]): string {
  return values.map(escapeLine).join('\n');
}

/**
 * A column read line by line without splitting it: where each line starts, found with one scan, and a line made
 * into a string only when asked for (a first query needs a handful of the 50,000 titles at 10,000 pages, and
 * making them all was most of its time).
 */
export class LineColumn {
  /** Start of line n; one past the end of the column at `count`. */
  private readonly starts: Int32Array;

  constructor(
    private readonly column: string,
    readonly count: number,
  ) {
    this.starts = new Int32Array(count + 1);
    if (!count) return;
    let lines = 1;
    for (let at = column.indexOf('\n'); at >= 0; at = column.indexOf('\n', at + 1)) {
      if (lines < count) this.starts[lines] = at + 1;
      lines++;
    }
    if (lines !== count) throw new Error(`a column of ${lines} lines, expected ${count}`);
    this.starts[count] = column.length + 1;
  }

  /** Line n, unescaped (undefined beyond the column). */
  get(n: number): string | undefined {
    if (!(n >= 0 && n < this.count)) return undefined;
    return unescapeLine(this.column.slice(this.starts[n], this.starts[n + 1] - 1));
  }

  /** Whether line n is empty (without making it). */
  isEmpty(n: number): boolean {
    return this.starts[n + 1] - 1 === this.starts[n];
  }
}

/** The values of a column (an empty column has no values). */
export function splitLines(column: string, count: number): string[] {
  if (!count) return [];
  const lines = column.split('\n');
  if (lines.length !== count) throw new Error(`a column of ${lines.length} lines, expected ${count}`);
  return lines.map(unescapeLine);
}

/** The manifest's page columns, from stored documents in id order (a document without an anchor starts a page). */
export function pageColumns(documents: readonly StoredSearchDocument[]): Pick<SplitManifest, 'categories' | 'types' | 'pages'> {
  const trails = new Map<string, number>();
  const types = new Map<StoredSearchDocument['type'], number>();
  const routes: string[] = [];
  const pages: SplitManifest['pages'] = { routes: '', trails: [], types: [], sections: [], titles: '', anchors: '' };
  const titles: string[] = [];
  const anchors: string[] = [];
  for (const doc of documents) {
    const hash = doc.sectionRoute.indexOf('#');
    if (hash < 0 || !routes.length) {
      const key = JSON.stringify(doc.sidebarParentCategories);
      if (!trails.has(key)) trails.set(key, trails.size);
      if (!types.has(doc.type)) types.set(doc.type, types.size);
      routes.push(hash < 0 ? doc.sectionRoute : doc.sectionRoute.slice(0, hash));
      pages.trails.push(trails.get(key)!);
      pages.types.push(types.get(doc.type)!);
      pages.sections.push(0);
    }
    pages.sections[pages.sections.length - 1]++;
    titles.push(doc.sectionTitle);
    anchors.push(hash < 0 ? '' : doc.sectionRoute.slice(hash + 1));
  }
  pages.routes = joinLines(routes);
  pages.titles = joinLines(titles);
  pages.anchors = joinLines(anchors);
  return { categories: [...trails.keys()].map((k) => JSON.parse(k) as string[]), types: [...types.keys()], pages };
}

/** A part: for each field, the postings `[document, weight, …]` of each of its terms (0 where a term has none). */
export interface SplitPart {
  postings: Record<string, (number[] | 0)[]>;
}

/** The folder of a split tag's parts, beside its index file. */
export function partFileName(tag: string, part: number): string {
  return `search-index-${tag}/${part}.json`;
}

/** The part holding term number `term`: the last whose first number is not after it. */
export function partOf(starts: readonly number[], term: number): number {
  return lastAtMost(starts, term);
}

/** What a search asks of an index's documents: one by id (a Map answers it too). */
export interface DocumentLookup {
  documents: { get(id: number): StoredSearchDocument | undefined };
  /** Document id → id of its page's first document. */
  pageStart: { get(id: number): number | undefined };
  /**
   * Reads the page columns now rather than on the first lookup: the worker calls it while the first query's
   * postings parts are on their way, so that the reading costs nothing on the way to the first results.
   */
  prepare?: () => void;
}

/**
 * A split manifest's documents, each made when a query first needs it: a manifest of 10,000 pages holds about
 * 50,000 sections, and making them all took most of the time from focusing the search box to the first results.
 * The columns' lines are found on first use (or `prepare`), and each value made when a document needs it.
 */
export function lazyManifestDocuments(manifest: SplitManifest): DocumentLookup {
  const { pages } = manifest;
  let total = 0;
  for (const n of pages.sections) total += n;
  let columns: { routes: LineColumn; titles: LineColumn; anchors: LineColumn; pageOf: Int32Array; startOf: Int32Array; firstOfPage: Int32Array } | undefined;
  const read = () => {
    if (columns) return columns;
    const titles = new LineColumn(pages.titles, total);
    const anchors = new LineColumn(pages.anchors, total);
    // Per document: its page, and its page's first document (as documentMaps finds it: the last one without an anchor).
    const pageOf = new Int32Array(total);
    const startOf = new Int32Array(total);
    const firstOfPage = new Int32Array(pages.sections.length);
    let id = 0;
    let first = 0;
    pages.sections.forEach((count, p) => {
      firstOfPage[p] = id;
      for (let s = 0; s < count; s++, id++) {
        if (anchors.isEmpty(id)) first = id;
        pageOf[id] = p;
        startOf[id] = first;
      }
    });
    columns = { routes: new LineColumn(pages.routes, pages.sections.length), titles, anchors, pageOf, startOf, firstOfPage };
    return columns;
  };
  const made = new Map<number, StoredSearchDocument>();
  const valid = (n: number) => Number.isInteger(n) && n >= 0 && n < total;
  return {
    documents: {
      get(n) {
        if (!valid(n)) return undefined;
        let doc = made.get(n);
        if (!doc) {
          const { routes, titles, anchors, pageOf, firstOfPage } = read();
          const p = pageOf[n];
          const route = routes.get(p) ?? '';
          const anchor = anchors.get(n);
          doc = {
            id: n,
            sectionRoute: anchor ? `${route}#${anchor}` : route,
            sectionTitle: titles.get(n) ?? '',
            pageTitle: titles.get(firstOfPage[p]) ?? '',
            sidebarParentCategories: manifest.categories[pages.trails[p]] ?? [],
            type: manifest.types[pages.types[p]],
          };
          made.set(n, doc);
        }
        return doc;
      },
    },
    pageStart: { get: (n) => (valid(n) ? read().startOf[n] : undefined) },
    prepare: () => void read(),
  };
}

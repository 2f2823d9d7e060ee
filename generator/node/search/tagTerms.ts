/**
 * The terms of a tag's documents as numbers: one vocabulary (term → id) and, for each (document, field), a run of
 * (term id, occurrences) postings in typed arrays, in the order lunr meets them. This is what the index stage keeps
 * between builds (cache.ts) and scores from (scoring.ts).
 *
 * Why numbers: a one-page edit at 10,000 pages used to read 50,000 documents' terms back as strings (2 s of the
 * index child's time, most of it the garbage collector) to look each of millions of postings up by its term. Kept as
 * typed arrays, the saved terms load as a few memory copies, and the unchanged pages' postings are copied as slices.
 */
import type { SearchField } from '../../search/analyzer.ts';
import type { DocumentTerms } from './terms.ts';

/** Every field a document may have terms in, in lunr's order (indexFields picks those an index uses). */
export const TERM_FIELDS: readonly SearchField[] = ['title', 'content', 'tags', 'sidebarParentCategories'];
const FIELDS = TERM_FIELDS.length;

/** The numeric terms of a tag's pages, in page and document order. */
export interface TagTerms {
  /** Term id → term. Ids are only names: lunr's term numbers are worked out again from the order of the postings. */
  vocabulary: string[];
  /** Cache key of each page. */
  keys: string[];
  /** Documents of each page. */
  pageDocuments: Int32Array;
  /** Where the postings of (document d, field f) start: `starts[d × 4 + f]`; one more entry, the end. */
  starts: Int32Array;
  /** Term id of each posting. */
  terms: Int32Array;
  /** Occurrences of each posting's term in its field. */
  counts: Int32Array;
}

/** The postings of one page: its documents' runs, as `TagTerms` holds them (starts from 0, without the end). */
interface PagePostings {
  documents: number;
  starts: Int32Array;
  terms: Int32Array;
  counts: Int32Array;
}

/**
 * Builds a tag's terms page by page: a page whose key the previous terms (`known`) hold, with as many documents, has
 * its postings copied; any other is given by `tokenise` (its documents' terms) and numbered here.
 */
export class TagTermsBuilder {
  private readonly vocabulary: string[];
  private ids: Map<string, number> | undefined;
  private readonly pages: (PagePostings | number)[] = [];
  private readonly keys: string[] = [];
  private readonly knownPages: Map<string, number>;
  private readonly knownFirstDocument: Int32Array;
  /** Pages tokenised (rather than copied). */
  tokenised = 0;

  constructor(private readonly known: TagTerms | undefined) {
    this.vocabulary = known ? known.vocabulary.slice() : [];
    this.knownPages = new Map(known?.keys.map((key, i) => [key, i]));
    this.knownFirstDocument = new Int32Array((known?.keys.length ?? 0) + 1);
    if (known) for (let i = 0; i < known.keys.length; i++) this.knownFirstDocument[i + 1] = this.knownFirstDocument[i] + known.pageDocuments[i];
  }

  /** Adds the next page: copied from the known terms if they hold `key` with `documents` documents, else tokenised. */
  add(key: string, documents: number, tokenise: () => DocumentTerms[]): void {
    this.keys.push(key);
    const known = this.knownPages.get(key);
    if (known !== undefined && this.known!.pageDocuments[known] === documents) {
      this.pages.push(known);
      return;
    }
    this.tokenised++;
    this.pages.push(this.number(tokenise()));
  }

  private number(docs: DocumentTerms[]): PagePostings {
    this.ids ??= new Map(this.vocabulary.map((term, id) => [term, id]));
    let size = 0;
    for (const doc of docs) for (const field of TERM_FIELDS) size += doc[field]?.terms.length ?? 0;
    const page: PagePostings = { documents: docs.length, starts: new Int32Array(docs.length * FIELDS), terms: new Int32Array(size), counts: new Int32Array(size) };
    let p = 0;
    docs.forEach((doc, d) => {
      TERM_FIELDS.forEach((field, f) => {
        page.starts[d * FIELDS + f] = p;
        const list = doc[field];
        if (!list) return;
        for (let t = 0; t < list.terms.length; t++) {
          let id = this.ids!.get(list.terms[t]);
          if (id === undefined) {
            id = this.vocabulary.length;
            this.vocabulary.push(list.terms[t]);
            this.ids!.set(list.terms[t], id);
          }
          page.terms[p] = id;
          page.counts[p++] = list.counts[t];
        }
      });
    });
    return page;
  }

  /** The tag's terms, pages in the order added. */
  finish(): TagTerms {
    const known = this.known;
    const rangeOf = (page: PagePostings | number): { documents: number; from: number; to: number } => {
      if (typeof page !== 'number') return { documents: page.documents, from: 0, to: page.terms.length };
      const first = this.knownFirstDocument[page];
      const documents = known!.pageDocuments[page];
      return { documents, from: known!.starts[first * FIELDS], to: known!.starts[(first + documents) * FIELDS] };
    };
    let documents = 0;
    let postings = 0;
    for (const page of this.pages) {
      const range = rangeOf(page);
      documents += range.documents;
      postings += range.to - range.from;
    }
    const out: TagTerms = {
      vocabulary: this.vocabulary,
      keys: this.keys,
      pageDocuments: new Int32Array(this.pages.length),
      starts: new Int32Array(documents * FIELDS + 1),
      terms: new Int32Array(postings),
      counts: new Int32Array(postings),
    };
    let d = 0;
    let p = 0;
    this.pages.forEach((page, i) => {
      const range = rangeOf(page);
      out.pageDocuments[i] = range.documents;
      if (typeof page === 'number') {
        const first = this.knownFirstDocument[page] * FIELDS;
        for (let k = 0; k < range.documents * FIELDS; k++) out.starts[d * FIELDS + k] = known!.starts[first + k] - range.from + p;
        out.terms.set(known!.terms.subarray(range.from, range.to), p);
        out.counts.set(known!.counts.subarray(range.from, range.to), p);
      } else {
        for (let k = 0; k < range.documents * FIELDS; k++) out.starts[d * FIELDS + k] = page.starts[k] + p;
        out.terms.set(page.terms, p);
        out.counts.set(page.counts, p);
      }
      d += range.documents;
      p += range.to - range.from;
    });
    out.starts[documents * FIELDS] = p;
    return out;
  }
}

/**
 * The same terms with only the vocabulary their postings use, numbered by first use: what is saved, so that terms
 * dropped by edits do not pile up in the vocabulary build after build.
 */
export function withUsedVocabulary(terms: TagTerms): TagTerms {
  const renumber = new Int32Array(terms.vocabulary.length).fill(-1);
  const vocabulary: string[] = [];
  const ids = new Int32Array(terms.terms.length);
  for (let p = 0; p < terms.terms.length; p++) {
    const old = terms.terms[p];
    if (renumber[old] < 0) {
      renumber[old] = vocabulary.length;
      vocabulary.push(terms.vocabulary[old]);
    }
    ids[p] = renumber[old];
  }
  return { ...terms, vocabulary, terms: ids };
}

/**
 * The index terms of each search document, and lunr's index built from them.
 *
 * Tokenising is the costly, per-page part of indexing, so it is kept per page (cache.ts): a page whose input
 * did not change keeps its terms. Building the index from the terms is lunr 2.3.9's own Builder (its BM25
 * weights, term numbers and serialisation), fed terms instead of text; only its final `createTokenSet` step
 * is skipped: the token set (an automaton of the vocabulary, most of lunr's build time) is not part of the
 * serialised index.
 */
import type { SearchDocument } from '../../shared/types.ts';
import { textTerms, type SearchField } from '../../search/analyzer.ts';

/** BM25 constants (lunr's defaults, fixed by the spec). */
export const BM25 = { b: 0.75, k1: 1.2 };

/**
 * A field's index terms in order of first occurrence, and each one's occurrences (what lunr's Builder keeps of a
 * field). Two arrays rather than a pair per term: at 10,000 pages, millions of small arrays kept the garbage
 * collector busy for half of the index stage.
 */
export interface FieldTerms {
  terms: string[];
  counts: ArrayLike<number>;
}

/** The index terms of one document, by field (a field without terms is left out). */
export type DocumentTerms = Partial<Record<SearchField, FieldTerms>>;

export interface IndexOptions {
  boosts: { title: number; content: number; tags: number; parentCategories: number };
  indexParentCategories: boolean;
  /** Tags with more documents than this are split into parts loaded on demand (parts.ts; default 20,000). */
  splitAbove?: number;
  /** Postings per part of a split tag (default 16,000). */
  partPostings?: number;
}

function fieldTerms(text: string, field: SearchField): FieldTerms | undefined {
  const counts = new Map<string, number>();
  for (const term of textTerms(text, field)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts.size ? { terms: [...counts.keys()], counts: [...counts.values()] } : undefined;
}

/**
 * The terms of a document as lunr indexes it. Page-level fields (tags, parent categories) are indexed once per
 * page, on its intro document (the route without an anchor), not repeated on every section; so is the page's
 * description, as content of the intro: the one-sentence summary often names the task in the reader's words.
 */
export function documentTerms(doc: SearchDocument): DocumentTerms {
  const intro = !doc.sectionRoute.includes('#');
  const terms: DocumentTerms = {};
  const add = (field: SearchField, text: string) => {
    const found = fieldTerms(text, field);
    if (found) terms[field] = found;
  };
  add('title', doc.title);
  add('content', doc.description ? `${doc.content}\n${doc.description}` : doc.content);
  if (intro) {
    add('tags', doc.tags.join('\n'));
    add('sidebarParentCategories', doc.sidebarParentCategories.join('\n'));
  }
  return terms;
}

/** The fields of an index, in lunr's order, with their boosts. */
export function indexFields(options: IndexOptions): [SearchField, number][] {
  const { boosts } = options;
  const fields: [SearchField, number][] = [
    ['title', boosts.title],
    ['content', boosts.content],
    ['tags', boosts.tags],
  ];
  if (options.indexParentCategories) fields.push(['sidebarParentCategories', boosts.parentCategories]);
  return fields;
}

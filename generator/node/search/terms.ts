/**
 * The index terms of each search document, and lunr's index built from them.
 *
 * Tokenising is the costly, per-page part of indexing, so it is kept per page (cache.ts): a page whose input
 * did not change keeps its terms. Building the index from the terms is lunr 2.3.9's own Builder (its BM25
 * weights, term numbers and serialisation), fed terms instead of text; only its final `createTokenSet` step
 * is skipped: the token set (an automaton of the vocabulary, most of lunr's build time) is not part of the
 * serialised index.
 */
import lunr from 'lunr';
import type { SearchDocument } from '../../shared/types.ts';
import { textTerms, type SearchField } from '../../search/analyzer.ts';
import type { SerialisedIndex } from './compact.ts';

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
 * page, on its intro document (the route without an anchor), not repeated on every section.
 */
export function documentTerms(doc: SearchDocument): DocumentTerms {
  const intro = !doc.sectionRoute.includes('#');
  const terms: DocumentTerms = {};
  const add = (field: SearchField, text: string) => {
    const found = fieldTerms(text, field);
    if (found) terms[field] = found;
  };
  add('title', doc.title);
  add('content', doc.content);
  if (intro) {
    add('tags', doc.tags.join('\n'));
    add('sidebarParentCategories', doc.sidebarParentCategories.join('\n'));
  }
  return terms;
}

/** lunr's Builder, as the index stage uses it (Builder's own type has no access to these steps). */
type Builder = lunr.Builder & {
  calculateAverageFieldLengths(): void;
  createFieldVectors(): void;
  invertedIndex: object;
  fieldVectors: object;
  _fields: Record<string, unknown>;
  searchPipeline: lunr.Pipeline;
};

/** lunr's serialisation of an index of `documents` (ids and their terms), before compact.ts makes it lean. */
export function lunrIndexOfTerms(documents: { id: number; terms: DocumentTerms }[], options: IndexOptions): SerialisedIndex {
  const builder = new lunr.Builder() as Builder;
  builder.pipeline.reset();
  builder.searchPipeline.reset();
  builder.b(BM25.b);
  builder.k1(BM25.k1);
  builder.ref('id');
  // Each field hands lunr its terms, each repeated as often as it occurs (lunr counts them); the tokenizer
  // passes them through. With an empty pipeline and no metadata, lunr keeps terms as plain strings.
  const field = (name: SearchField, boost: number) => builder.field(name, { boost, extractor: (doc: object) => expand((doc as { terms: DocumentTerms }).terms[name]) } as never);
  const { boosts } = options;
  field('title', boosts.title);
  field('content', boosts.content);
  field('tags', boosts.tags);
  if (options.indexParentCategories) field('sidebarParentCategories', boosts.parentCategories);
  builder.tokenizer = ((value: unknown) => value) as unknown as typeof lunr.tokenizer;
  for (const doc of documents) builder.add(doc);
  builder.calculateAverageFieldLengths();
  builder.createFieldVectors();
  const index = new lunr.Index({
    invertedIndex: builder.invertedIndex,
    fieldVectors: builder.fieldVectors,
    fields: Object.keys(builder._fields),
    pipeline: builder.searchPipeline,
  } as unknown as lunr.Index.Attributes);
  return index.toJSON() as unknown as SerialisedIndex;
}

function expand(terms: FieldTerms | undefined): string[] {
  if (!terms) return [];
  const out: string[] = [];
  terms.terms.forEach((term, t) => {
    for (let i = 0; i < terms.counts[t]; i++) out.push(term);
  });
  return out;
}

/** lunr's serialisation of an index of `documents` (tokenised here). */
export function lunrIndex(documents: SearchDocument[], options: IndexOptions): SerialisedIndex {
  return lunrIndexOfTerms(
    documents.map((doc) => ({ id: doc.id, terms: documentTerms(doc) })),
    options,
  );
}

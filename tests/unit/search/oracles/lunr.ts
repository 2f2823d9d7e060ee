/**
 * Test oracle: lunr 2.3.9's own Builder, fed the index stage's terms (tokenised by the stage's analyzer), serialised
 * as lunr does. The index stage's fast path must give exactly this (indexer.test.ts, scoring.test.ts).
 */
import lunr from 'lunr';
import type { SearchDocument } from '../../../../generator/shared/types.ts';
import type { SearchField } from '../../../../generator/search/analyzer.ts';
import type { SerialisedIndex } from '../../../../generator/node/search/compact.ts';
import { BM25, documentTerms, type DocumentTerms, type FieldTerms, type IndexOptions } from '../../../../generator/node/search/terms.ts';

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

/**
 * The index stage scores from numeric terms (tagTerms.ts, scoring.ts): its files must be exactly those of the string
 * path it replaced (compactIndex(bm25Index(…)), itself checked against lunr's Builder in indexer.test.ts), whole or
 * split, and terms copied from a previous build's (after edits that add, drop and move terms) must score as if every
 * page were tokenised afresh.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pageDocuments, stored, type SearchInputPage } from '../../../generator/node/search/indexer.ts';
import { bm25Index } from './oracles/bm25.ts';
import { compactIndex } from './oracles/compact.ts';
import { splitIndexFiles } from './oracles/split.ts';
import { scoreTag, serialisedIndex, splitTagFiles } from '../../../generator/node/search/scoring.ts';
import { TagTermsBuilder, withUsedVocabulary, type TagTerms } from '../../../generator/node/search/tagTerms.ts';
import { documentTerms, type IndexOptions } from '../../../generator/node/search/terms.ts';
import type { SearchDocument } from '../../../generator/shared/types.ts';
import { FIXTURE_OPTIONS, FIXTURE_PAGES } from './fixture.ts';
import { markdownPages } from './markdownPages.ts';

const DOCS = join(import.meta.dirname, '..', '..', '..', 'docs');
const REAL = existsSync(DOCS) ? markdownPages(DOCS, '/docs-archive/', 'docs-default-1.1.0') : [];
const OPTION_SETS: IndexOptions[] = [FIXTURE_OPTIONS, { indexParentCategories: false, boosts: { title: 7, content: 1, tags: 2, parentCategories: 3 } }];

function documentsOf(pages: SearchInputPage[]): SearchDocument[][] {
  let id = 0;
  return pages.map((page) => {
    const docs = pageDocuments(page, id);
    id += docs.length;
    return docs;
  });
}

function numericTerms(pages: SearchInputPage[], known?: TagTerms): { terms: TagTerms; tokenised: number } {
  const builder = new TagTermsBuilder(known);
  documentsOf(pages).forEach((docs, i) => {
    builder.add(pages[i].path + JSON.stringify(pages[i].sections), docs.length, () => docs.map(documentTerms));
  });
  return { terms: builder.finish(), tokenised: builder.tokenised };
}

/** What the string path made of the pages: the lean index, and its split files. */
function stringPath(pages: SearchInputPage[], options: IndexOptions) {
  const docs = documentsOf(pages).flat();
  const index = compactIndex(
    bm25Index(
      docs.map((d) => ({ id: d.id, terms: documentTerms(d) })),
      options,
    ),
  );
  return { index: JSON.stringify(index), split: [...splitIndexFiles('t', docs.map(stored), index, 500)] };
}

function numericPath(terms: TagTerms, pages: SearchInputPage[], options: IndexOptions) {
  const docs = documentsOf(pages).flat().map(stored);
  const scored = scoreTag(terms, options);
  return { index: JSON.stringify(serialisedIndex(scored)), split: [...splitTagFiles('t', docs, scored, 500)] };
}

test('numeric terms score to the same lean index and split files as the string path (fixture and real docs, both option sets)', () => {
  for (const pages of [FIXTURE_PAGES, REAL]) {
    const { terms } = numericTerms(pages);
    for (const options of OPTION_SETS) assert.deepEqual(numericPath(terms, pages, options), stringPath(pages, options));
  }
});

test('terms copied from a previous build score as a fresh build would, after edits that add, drop and move terms', () => {
  const pages = REAL.length ? REAL.slice(0, 300) : FIXTURE_PAGES;
  const { terms: first } = numericTerms(pages);
  // Edits: a page's text replaced (terms dropped, a term never seen), a section added (the document count changes),
  // a page removed and two pages swapped (lunr numbers terms by first occurrence, which moves with them).
  const edited = pages.map((page) => ({ ...page }));
  edited[0] = { ...edited[0], sections: edited[0].sections.map((s) => ({ ...s, text: 'zzyzxunseen words replace everything here' })) };
  edited[1] = { ...edited[1], sections: [...edited[1].sections, { title: 'Added', anchor: 'added', text: 'Another archive entry' }] };
  edited.splice(5, 1);
  [edited[7], edited[9]] = [edited[9], edited[7]];
  for (const known of [first, withUsedVocabulary(first)]) {
    const { terms, tokenised } = numericTerms(edited, known);
    assert.equal(tokenised, 2, 'only the two edited pages are tokenised');
    for (const options of OPTION_SETS) assert.deepEqual(numericPath(terms, edited, options), stringPath(edited, options));
  }
  // Saved with only the vocabulary in use: the edit's dropped terms are gone, and a later build from them still equals a fresh one.
  const saved = withUsedVocabulary(numericTerms(edited, first).terms);
  assert.ok(saved.vocabulary.length < numericTerms(edited, first).terms.vocabulary.length);
  const { terms: again, tokenised } = numericTerms(edited, saved);
  assert.equal(tokenised, 0);
  assert.deepEqual(numericPath(again, edited, FIXTURE_OPTIONS), stringPath(edited, FIXTURE_OPTIONS));
});

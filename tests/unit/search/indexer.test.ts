import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import lunr from 'lunr';
import { buildSearchIndexes, writeSearchIndexes, pageDocuments, type SearchInputPage } from '../../../scripts/search/indexer.ts';
import { splitWords, identifierParts, isPlainWord, highlightKeys } from '../../../src/search/tokenizer.ts';
import { wordTerms, textTerms, analyzeQueryWord } from '../../../src/search/analyzer.ts';
import { FIXTURE_OPTIONS, FIXTURE_PAGES } from './fixture.ts';
import { tempDir } from '../../helpers.ts';

test('words split on whitespace, hyphens and punctuation; $ . _ join identifiers', () => {
  const text = 'Call `zipReadArchive(file)` with a 4D.File; see $filter, $atomic$atOnce and end-to-end. e.g.';
  assert.deepEqual(
    splitWords(text).map((w) => w.text),
    ['Call', 'zipReadArchive', 'file', 'with', 'a', '4D.File', 'see', '$filter', '$atomic$atOnce', 'and', 'end', 'to', 'end', 'e.g'],
  );
  for (const w of splitWords(text)) assert.equal(text.slice(w.start, w.end), w.text);
});

test('identifier parts: camelCase, dotted, $-prefixed; ordinary words have none', () => {
  assert.deepEqual(identifierParts('zipReadArchive'), ['zip', 'read', 'archive']);
  assert.deepEqual(identifierParts('4D.File'), ['4d', 'file']);
  assert.deepEqual(identifierParts('$filter'), ['filter']);
  assert.deepEqual(identifierParts('HTTPRequest'), ['http', 'request']);
  assert.deepEqual(identifierParts('selection'), []);
  assert.equal(isPlainWord('Selections'), true);
  assert.equal(isPlainWord('EntitySelection'), false);
  // highlighting: the whole word or a dotted segment, never a camelCase part
  assert.deepEqual(highlightKeys('4D.EntitySelection'), ['4d.entityselection', '4d', 'entityselection']);
  assert.deepEqual(highlightKeys('$filter'), ['$filter', 'filter']);
  assert.deepEqual(highlightKeys('cs.DataClassNameSelection'), ['cs.dataclassnameselection', 'cs', 'dataclassnameselection']);
  assert.deepEqual(highlightKeys('Selections'), ['selections']);
});

test('identifiers are indexed as written (never stemmed), ordinary words too; stop words leave content only', () => {
  assert.deepEqual(wordTerms('EntitySelection', 'content'), ['entityselection', 'entity', 'selection']);
  assert.deepEqual(wordTerms('$filter', 'title'), ['$filter', 'filter']);
  assert.deepEqual(wordTerms('Selections', 'content'), ['selections']);
  assert.deepEqual(wordTerms('the', 'content'), []);
  assert.deepEqual(wordTerms('not', 'title'), ['not']);
  assert.deepEqual(textTerms('A 4D.File, not a folder', 'content'), ['4d.file', '4d', 'file', 'folder']);
  // Query words carry their stem for prefix lookup: selections → select*, entities → entiti* and entity.
  assert.equal(analyzeQueryWord('selections').stem, 'select');
  assert.equal(analyzeQueryWord('entities').stemY, 'entity');
  assert.equal(analyzeQueryWord('zipReadArchive').stem, undefined);
});

test('pages become section documents: intro titled by the page, sections by their heading, route#anchor', () => {
  const docs = pageDocuments(FIXTURE_PAGES[0], 10);
  assert.equal(docs.length, 4);
  assert.deepEqual(docs[0], {
    id: 10,
    title: 'zipReadArchive',
    content: FIXTURE_PAGES[0].sections[0].text,
    tags: ['zip', 'archive', 'unzip', 'ZipArchive'],
    sidebarParentCategories: ['Language', 'Commands'],
    sectionRoute: '/docs-archive/language/commands/zipReadArchive',
    sectionTitle: 'zipReadArchive',
    pageTitle: 'zipReadArchive',
    type: 'docs',
  });
  assert.equal(docs[1].sectionRoute, '/docs-archive/language/commands/zipReadArchive#syntax');
  assert.equal(docs[1].title, 'Syntax');
  assert.equal(docs[1].sectionTitle, 'Syntax');
  // A page without intro text still gets an intro document, so its title is searchable.
  const noIntro: SearchInputPage = { ...FIXTURE_PAGES[0], sections: [{ title: 'Syntax', anchor: 'syntax', text: 'x' }] };
  assert.deepEqual(pageDocuments(noIntro, 0).map((d) => d.sectionRoute), ['/docs-archive/language/commands/zipReadArchive', '/docs-archive/language/commands/zipReadArchive#syntax']);
});

test('one index per tag, a plain lunr 2.3.9 serialisation with the configured fields', () => {
  const files = buildSearchIndexes(FIXTURE_PAGES, FIXTURE_OPTIONS);
  assert.deepEqual([...files.keys()], ['default-en', 'docs-default-1.1.0']);
  const docsFile = files.get('docs-default-1.1.0')!;
  const index = docsFile.index as { version: string; fields: string[]; pipeline: string[]; fieldVectors: [string, number[]][]; invertedIndex: [string, object][] };
  assert.equal(index.version, lunr.version);
  assert.equal(lunr.version, '2.3.9');
  assert.deepEqual(index.fields, ['title', 'content', 'tags', 'sidebarParentCategories']);
  assert.deepEqual(index.pipeline, []);
  // ids are unique and dense per tag; every document is referenced by the index
  assert.deepEqual(docsFile.documents.map((d) => d.id), docsFile.documents.map((_, i) => i));
  // no empty field vectors are shipped
  assert.ok(index.fieldVectors.every(([, v]) => v.length > 0));
  // the serialisation loads with stock lunr and answers a query
  const loaded = lunr.Index.load(index);
  const hits = loaded.query((q) => q.term('zipreadarchive', { fields: ['title'], usePipeline: false }));
  assert.equal(docsFile.documents[Number(hits[0].ref)].pageTitle, 'zipReadArchive');
  // tags and parent categories are indexed once per page (intro), not on each section
  const tagPosting = index.invertedIndex.find(([t]) => t === 'unzip')![1] as Record<string, Record<string, unknown>>;
  assert.deepEqual(Object.keys(tagPosting.tags), ['0']);
  // identifiers are kept whole in the vocabulary
  const vocabulary = new Set(index.invertedIndex.map(([t]) => t));
  for (const t of ['$filter', '4d.file', 'zipreadarchive', 'entityselection', 'newsharedobject']) assert.ok(vocabulary.has(t), t);
  assert.ok(!vocabulary.has('the'), 'stop words are not indexed from content');
});

test('parent categories can be switched off; boosts are applied per field', () => {
  const files = buildSearchIndexes(FIXTURE_PAGES, { ...FIXTURE_OPTIONS, indexParentCategories: false });
  const index = files.get('docs-default-1.1.0')!.index as { fields: string[] };
  assert.deepEqual(index.fields, ['title', 'content', 'tags']);
  const boosted = buildSearchIndexes(FIXTURE_PAGES.slice(0, 1), { ...FIXTURE_OPTIONS, boosts: { ...FIXTURE_OPTIONS.boosts, title: 10 } });
  const plain = buildSearchIndexes(FIXTURE_PAGES.slice(0, 1), FIXTURE_OPTIONS);
  const weight = (f: typeof plain) => ((f.get('docs-default-1.1.0')!.index as { fieldVectors: [string, number[]][] }).fieldVectors.find(([r]) => r === 'title/0')![1][1]);
  assert.ok(Math.abs(weight(boosted) / weight(plain) - 2) < 0.05, `${weight(boosted)} vs ${weight(plain)}`);
});

test('index files are written as search-index-<tag>.json and the names returned', () => {
  const dir = tempDir();
  const files = buildSearchIndexes(FIXTURE_PAGES, FIXTURE_OPTIONS);
  const written = writeSearchIndexes(dir, files);
  assert.deepEqual(written, { 'default-en': 'search-index-default-en.json', 'docs-default-1.1.0': 'search-index-docs-default-1.1.0.json' });
  assert.deepEqual(readdirSync(dir).sort(), ['search-index-default-en.json', 'search-index-docs-default-1.1.0.json']);
  const parsed = JSON.parse(readFileSync(join(dir, 'search-index-default-en.json'), 'utf8'));
  assert.deepEqual(Object.keys(parsed), ['documents', 'index']);
  assert.equal(parsed.documents[0].type, 'other');
});

test('a site-sized input (630 pages, 4,410 sections) indexes every section, per tag', () => {
  const pages: SearchInputPage[] = [];
  const words = 'entity selection query dataclass zipReadArchive 4D.File $filter process worker shared object collection'.split(' ');
  for (let p = 0; p < 630; p++) {
    const sections = Array.from({ length: 7 }, (_, s) => ({
      title: s ? `Section ${s} ${words[(p + s) % words.length]}` : '',
      anchor: s ? `section-${s}` : '',
      text: Array.from({ length: 120 }, (_, i) => `${words[(p * 7 + s * 3 + i) % words.length]}${i % 17 === 0 ? p : ''}`).join(' '),
    }));
    pages.push({ path: `/docs-archive/p${p}`, pageTitle: `Page ${p}`, tag: p % 2 ? 'docs-default-1.1.0' : 'docs-default-1.0.0', type: 'docs', sections, sidebarParentCategories: ['A', 'B'], tags: ['t'] });
  }
  // Speed is measured by `npm run bench`, not asserted here.
  const files = buildSearchIndexes(pages, FIXTURE_OPTIONS);
  assert.equal([...files.values()].reduce((n, f) => n + f.documents.length, 0), 630 * 7);
  assert.deepEqual([...files.keys()], ['docs-default-1.0.0', 'docs-default-1.1.0']);
});

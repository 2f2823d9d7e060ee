/**
 * Split indexes (tags of more than 20,000 sections): a manifest and postings parts loaded on demand. Forced here on
 * small inputs (splitAbove: 0): every answer must be the one the whole index gives, and a query loads only the
 * parts that hold its terms.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchIndexes, type SearchInputPage } from '../../../generator/node/search/indexer.ts';
import { manifestDocuments, splitIndexFiles } from './oracles/split.ts';
import type { SerialisedIndex } from '../../../generator/node/search/compact.ts';
import { present, rank, rankLoadingParts } from '../../../generator/search/engine.ts';
import { loadIndex, type LoadedIndex } from '../../../generator/search/loadedIndex.ts';
import { indexFileName } from '../../../generator/search/files.ts';
import { joinLines, LineColumn, lazyManifestDocuments, pageColumns, partFileName, splitLines, type SplitManifest, type SplitPart } from '../../../generator/search/split.ts';
import { sortedTermNumbers } from '../../../generator/search/executor.ts';
import type { StoredSearchDocument } from '../../../generator/shared/types.ts';
import { FIXTURE_OPTIONS, FIXTURE_PAGES, IDENTIFIER_QUERIES } from './fixture.ts';
import { markdownPages } from './markdownPages.ts';
import { EVALUATION_SET } from '../../../scripts/bench/searchQueries.ts';

const DOCS = join(import.meta.dirname, '..', '..', '..', 'docs');
const REAL = existsSync(DOCS) ? markdownPages(DOCS, '/docs-archive/', 'docs-default-1.1.0') : [];

function build(pages: SearchInputPage[], splitAbove?: number) {
  const tags = buildSearchIndexes(pages, { ...FIXTURE_OPTIONS, splitAbove, partPostings: 2_000 });
  const indexes = [...tags].map(([tag, { files }]) => loadIndex(tag, JSON.parse(files.get(indexFileName(tag))!)));
  const files = new Map([...tags.values()].flatMap((t) => [...t.files]));
  const fetched: string[] = [];
  const load = async (index: LoadedIndex, n: number): Promise<SplitPart> => {
    const name = partFileName(index.tag, n);
    fetched.push(name);
    return JSON.parse(files.get(name)!);
  };
  return { indexes, files, fetched, load };
}

const QUERIES = [
  ...IDENTIFIER_QUERIES.map(([q]) => q),
  'zip archive',
  'entit',
  'selections',
  'title:file',
  'archiv~1',
  'arcive',
  '+zip -folder',
  '*archive',
  'z*p',
  'enitty selection',
  'shared object use',
  'e',
  'qqqq',
];

test('a split tag: its index file is a manifest (documents and postings elsewhere), its postings are in parts', () => {
  const { files } = build(FIXTURE_PAGES, 0);
  const manifest = JSON.parse(files.get(indexFileName('docs-default-1.1.0'))!);
  assert.deepEqual(Object.keys(manifest), ['documents', 'index', 'split']);
  assert.deepEqual(manifest.documents, []);
  assert.ok(manifest.split.counts.length > 100 && manifest.split.starts.length >= 1);
  assert.equal(typeof manifest.split.terms, 'string', 'the vocabulary as one string of lines');
  assert.ok(files.has(partFileName('docs-default-1.1.0', 0)));
  assert.ok(
    [...files.keys()].some((f) => f.startsWith('search-text-docs-default-1.1.0/')),
    'page texts as before',
  );
  // Below the threshold nothing changes.
  const whole = JSON.parse(build(FIXTURE_PAGES).files.get(indexFileName('docs-default-1.1.0'))!);
  assert.deepEqual(Object.keys(whole), ['documents', 'index']);
});

for (const [name, pages, queries] of [
  ['fixture', FIXTURE_PAGES, QUERIES],
  ['real docs', REAL, [...QUERIES, ...EVALUATION_SET.map((q) => q.query)]],
] as const) {
  test(`split and whole indexes give the same answers (${name})`, { skip: !pages.length && 'no docs' }, async () => {
    const whole = build(pages);
    const split = build(pages, 0);
    assert.ok(!(split.indexes[0].postings.numberOf instanceof Map), 'the split vocabulary is searched, not mapped');
    for (const query of queries) {
      const expected = present(rank(whole.indexes, query, { limit: 20 }));
      const actual = present(await rankLoadingParts(split.indexes, query, { limit: 20 }, split.load));
      assert.deepEqual(actual, expected, query);
    }
  });
}

test('a query loads only the parts that hold its terms, each once', { skip: !REAL.length && 'no docs' }, async () => {
  const split = build(REAL, 0);
  const partCount = [...split.files.keys()].filter((f) => f.startsWith('search-index-docs-default-1.1.0/')).length;
  assert.ok(partCount > 40, `${partCount} parts`);
  const r = present(await rankLoadingParts(split.indexes, 'zipReadArchive', { limit: 8 }, split.load));
  assert.equal(r.hits[0].document.sectionRoute.split('#')[0], '/docs-archive/language/commands/zipReadArchive');
  assert.ok(split.fetched.length <= 3, split.fetched.join(' '));
  const before = split.fetched.length;
  await rankLoadingParts(split.indexes, 'zipReadArchive', { limit: 8 }, split.load);
  assert.equal(split.fetched.length, before, 'loaded parts are kept');
  // A part that cannot be loaded: the query fails (the worker answers "search is unavailable").
  await assert.rejects(rankLoadingParts(split.indexes, 'newSharedObject', { limit: 8 }, async () => Promise.reject(new Error('500'))));
});

test("a split manifest's documents, made on demand from its page columns, are the documents written, with their pages' first ids", () => {
  const doc = (
    id: number,
    sectionRoute: string,
    sectionTitle: string,
    pageTitle: string,
    sidebarParentCategories: string[],
    type: StoredSearchDocument['type'],
  ): StoredSearchDocument => ({
    id,
    sectionRoute,
    sectionTitle,
    pageTitle,
    sidebarParentCategories,
    type,
  });
  const written = [
    doc(0, '/a', 'A', 'A', ['Guide'], 'docs'),
    doc(1, '/a#syntax', 'Syntax', 'A', ['Guide'], 'docs'),
    // Line breaks and backslashes in a title survive the one-line-per-value columns.
    doc(2, '/a#example', 'Ex\\ample\ntwo\\n', 'A', ['Guide'], 'docs'),
    doc(3, '/b', 'B', 'B', [], 'docs'),
    doc(4, '/c', 'C', 'C', ['Guide'], 'other'),
    // An anchor-less section further down starts a page of its own, as documentMaps reads it.
    doc(5, '/c', 'Odd', 'Odd', ['Guide'], 'other'),
    doc(6, '/c#after', 'After', 'Odd', ['Guide'], 'other'),
  ];
  const manifest: SplitManifest = { terms: joinLines(['a', 'b\\c']), counts: [1, 1], starts: [0], ...pageColumns(written) };
  // Every value of a page column is one line, whatever it holds.
  assert.equal(manifest.pages.titles.split('\n').length, written.length);
  assert.deepEqual(splitLines(manifest.terms, 2), ['a', 'b\\c']);
  assert.throws(() => splitLines(manifest.pages.titles, written.length + 1), /7 lines, expected 8/);
  assert.deepEqual(manifestDocuments(manifest), written);
  const lazy = lazyManifestDocuments(manifest);
  let first = 0;
  for (const d of written) {
    if (!d.sectionRoute.includes('#')) first = d.id;
    assert.deepEqual(lazy.documents.get(d.id), d);
    assert.equal(lazy.pageStart.get(d.id), first, `page start of ${d.id}`);
  }
  assert.equal(lazy.documents.get(written.length), undefined);
  assert.equal(lazy.documents.get(-1), undefined);
  assert.equal(lazy.pageStart.get(written.length), undefined);
  assert.equal(lazy.documents.get(1), lazy.documents.get(1), 'made once');
});

test('a sorted vocabulary is looked up by binary search, an unsorted one through a map: same numbers', () => {
  const sorted = ['$filter', '10', '4d', 'a', 'ab', 'b', 'zip', 'é'];
  for (const terms of [sorted, ['b', 'a', 'c']]) {
    const numbers = sortedTermNumbers(terms);
    for (const [n, t] of terms.entries()) assert.equal(numbers.get(t), n, t);
    assert.equal(numbers.get('aa'), undefined);
    assert.equal(numbers.has('zz'), false);
    assert.equal(numbers.has(terms[0]), true);
  }
  assert.ok(!(sortedTermNumbers(sorted) instanceof Map));
  assert.ok(sortedTermNumbers(['b', 'a']) instanceof Map);
});

test('parts: a common term never shares a part with a run of rare ones; a part holds at most the target unless one term has more', () => {
  // 300 rare terms (one posting each) around a common one (500 postings), like `function0` … `function9999` and `integer`.
  const terms = [
    ...Array.from({ length: 150 }, (_, i) => `f${String(i).padStart(3, '0')}`),
    'g-common',
    ...Array.from({ length: 150 }, (_, i) => `h${String(i).padStart(3, '0')}`),
  ];
  const fieldVectors: [string, number[]][] = [];
  for (let doc = 0; doc < 500; doc++) {
    const vector = [terms.indexOf('g-common'), 1];
    if (doc < 150) vector.unshift(doc, 2);
    else if (doc < 300) vector.push(151 + doc - 150, 2);
    fieldVectors.push([`content/${doc}`, vector]);
  }
  const index: SerialisedIndex = { version: '2.3.9', fields: ['content'], fieldVectors, invertedIndex: terms.map((t, i) => [t, { _index: i }]), pipeline: [] };
  const documents: StoredSearchDocument[] = Array.from({ length: 500 }, (_, id) => ({
    id,
    sectionRoute: `/p${id}`,
    sectionTitle: `P${id}`,
    pageTitle: `P${id}`,
    sidebarParentCategories: [],
    type: 'docs',
  }));
  const files = splitIndexFiles('t', documents, index, 200);
  const { split } = JSON.parse(files.get(indexFileName('t'))!) as { split: SplitManifest };
  const common = terms.indexOf('g-common');
  const parts = split.starts.map((start, n) => ({ start, end: split.starts[n + 1] ?? terms.length }));
  const own = parts.find((p) => p.start <= common && common < p.end)!;
  assert.deepEqual(own, { start: common, end: common + 1 }, 'the common term is alone in its part');
  for (const [n, { start, end }] of parts.entries()) {
    const cost = split.counts.slice(start, end).reduce((sum, c) => sum + 1 + c, 0);
    assert.ok(end - start === 1 || cost <= 200, `part ${n}: ${end - start} terms, cost ${cost}`);
    const part = JSON.parse(files.get(partFileName('t', n))!) as SplitPart;
    assert.equal(part.postings.content.length, end - start);
  }
  assert.ok(parts.length <= 5, `${parts.length} parts: full ones, not one per term`);
});

test('a column of lines is read line by line: escaped values, empty lines, a wrong count', () => {
  const values = ['a', '', 'b\\c\nd', 'é', ''];
  const column = new LineColumn(joinLines(values), values.length);
  assert.deepEqual(
    values.map((_, n) => column.get(n)),
    values,
  );
  assert.deepEqual(
    values.map((_, n) => column.isEmpty(n)),
    [false, true, false, false, true],
  );
  assert.equal(column.get(values.length), undefined);
  assert.equal(column.get(-1), undefined);
  assert.equal(new LineColumn('x', 1).get(0), 'x');
  assert.equal(new LineColumn('', 0).get(0), undefined);
  assert.throws(() => new LineColumn(joinLines(values), values.length + 1), /5 lines, expected 6/);
  assert.throws(() => new LineColumn(joinLines(values), values.length - 1), /5 lines, expected 4/);
});

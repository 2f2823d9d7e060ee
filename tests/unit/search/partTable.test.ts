/**
 * A split manifest's part table (generator/search/partTable.ts): read from the manifest's first bytes, it names the
 * parts a query needs before the manifest has loaded, so the worker fetches them meanwhile. Checked against what
 * the ranking itself loads: the parts fetched ahead are parts the query needs, and for words as written they are
 * all it needs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSearchIndexes } from '../../../generator/node/search/indexer.ts';
import { indexFileName } from '../../../generator/search/files.ts';
import { rankLoadingParts } from '../../../generator/search/engine.ts';
import { loadIndex, type LoadedIndex } from '../../../generator/search/loadedIndex.ts';
import { partFileName, type SplitPart } from '../../../generator/search/split.ts';
import { MAX_PARTS_AHEAD, partOfTerm, partsForQuery, peekFirstTerms } from '../../../generator/search/partTable.ts';
import type { SearchField } from '../../../generator/search/analyzer.ts';
import { FIXTURE_OPTIONS, FIXTURE_PAGES } from './fixture.ts';

const TAG = 'docs-default-1.1.0';
const FIELDS: SearchField[] = ['title', 'content', 'tags'];

function splitFixture() {
  const tags = buildSearchIndexes(FIXTURE_PAGES, { ...FIXTURE_OPTIONS, splitAbove: 0, partPostings: 40 });
  const files = tags.get(TAG)!.files;
  const manifest = files.get(indexFileName(TAG))!;
  return { files, manifest, parsed: JSON.parse(manifest) };
}

test('the manifest opens with its part table: read from its first bytes, whatever the cut, it is the first term of each part', () => {
  const { manifest, parsed } = splitFixture();
  const terms: string[] = parsed.split.terms.split('\n');
  const expected = (parsed.split.starts as number[]).map((t) => terms[t]);
  assert.ok(expected.length > 5, `${expected.length} parts`);
  const end = manifest.indexOf('","terms":');
  assert.ok(end > 0 && end < 2_000, 'the table comes before the vocabulary');
  for (let cut = 0; cut <= end; cut++) assert.equal(peekFirstTerms(manifest.slice(0, cut)), undefined, `cut at ${cut}: more bytes needed`);
  assert.deepEqual(peekFirstTerms(manifest.slice(0, end + 1)), expected);
  assert.deepEqual(peekFirstTerms(manifest), expected);
  // A whole index (or a manifest without a table) has none: the worker stops looking at once.
  assert.equal(peekFirstTerms('{"documents":[{"id":0,"sectionRoute":"/a"}],"index":{}}'), null);
  assert.equal(peekFirstTerms(`{"documents":[],"index":{"fields":[]},"split":{"terms":"${'a\\n'.repeat(10_000)}"`), null);
  // Escaped characters in a term survive.
  assert.deepEqual(peekFirstTerms('{"documents":[],"index":{},"split":{"firstTerms":"a\\"b\\n\\\\\\\\c","terms":""}}'), ['a"b', '\\c']);
});

test('partOfTerm: the part whose range holds the term', () => {
  const first = ['a', 'f', 'function42', 'm'];
  assert.equal(partOfTerm(first, '0'), 0);
  assert.equal(partOfTerm(first, 'a'), 0);
  assert.equal(partOfTerm(first, 'e'), 0);
  assert.equal(partOfTerm(first, 'f'), 1);
  assert.equal(partOfTerm(first, 'function4'), 1);
  assert.equal(partOfTerm(first, 'function42'), 2);
  assert.equal(partOfTerm(first, 'function4217'), 2);
  assert.equal(partOfTerm(first, 'zip'), 3);
});

test('the parts fetched ahead are parts the query needs; for words as written, all it needs', async () => {
  const { files, parsed } = splitFixture();
  const firstTerms = peekFirstTerms(files.get(indexFileName(TAG))!)!;
  for (const query of ['zipReadArchive', 'zip archive', 'entity selection', 'selections', 'title:file', '+zip -folder', 'newSharedObject', 'file', 'arch']) {
    const index: LoadedIndex = loadIndex(TAG, parsed);
    const loaded: number[] = [];
    await rankLoadingParts([index], query, { fields: FIELDS, limit: 8 }, async (_, n): Promise<SplitPart> => {
      loaded.push(n);
      return JSON.parse(files.get(partFileName(TAG, n))!);
    });
    const ahead = partsForQuery(firstTerms, query, FIELDS);
    assert.ok(ahead.length > 0 && ahead.length <= MAX_PARTS_AHEAD, `${query}: ${ahead}`);
    for (const n of ahead) assert.ok(loaded.includes(n), `${query}: part ${n} fetched ahead, not needed (${loaded})`);
    if (loaded.length <= MAX_PARTS_AHEAD) assert.deepEqual([...ahead].sort(), [...loaded].sort(), `${query}: every part it needs`);
  }
  // Nothing to guess from: a malformed query, a pattern (which terms it stands for takes the vocabulary).
  assert.deepEqual(partsForQuery(firstTerms, 'title:', FIELDS), []);
  assert.deepEqual(partsForQuery(firstTerms, 'z*p', FIELDS), []);
  assert.deepEqual(partsForQuery([], 'zip', FIELDS), []);
});

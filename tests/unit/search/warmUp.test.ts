/**
 * The worker's warm-up before its index files arrive (warmUp.ts): its tiny index must be a valid index, whole and
 * split, that its queries really search (hits, titles, snippets), or the warm-up compiles nothing but the empty path.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadIndex, present, rank, rankLoadingParts } from '../../../generator/search/engine.ts';
import { sample, SAMPLE_TEXT, warmUpOnSample, WARM_UP_QUERIES } from '../../../generator/search/warmUp.ts';
import type { SearchIndexFile } from '../../../generator/shared/types.ts';

test('the warm-up index answers its queries, whole and split alike, most of them with hits and snippets', async () => {
  const { whole, manifest, part } = sample();
  const plain = loadIndex('warm-up', whole);
  const split = loadIndex('warm-up-split', { documents: [], index: { fields: (whole.index as { fields: string[] }).fields }, split: manifest } as SearchIndexFile);
  let withHits = 0;
  let parts = 0;
  for (const query of WARM_UP_QUERIES) {
    const text = () => SAMPLE_TEXT;
    const a = present(rank([plain], query, { limit: 8 }), text);
    const b = present(
      await rankLoadingParts([split], query, { limit: 8 }, async () => {
        parts++;
        return part;
      }),
      text,
    );
    assert.equal(a.error, undefined, query);
    assert.deepEqual(
      b.hits.map((h) => [h.document.sectionRoute, h.score.toFixed(6)]),
      a.hits.map((h) => [h.document.sectionRoute, h.score.toFixed(6)]),
      query,
    );
    if (a.hits.length && a.hits.some((h) => h.snippet.length > 1)) withHits++;
  }
  assert.ok(withHits >= WARM_UP_QUERIES.length - 2, `${withHits} of ${WARM_UP_QUERIES.length} queries found highlighted hits`);
  assert.equal(parts, 1, 'the split form loads its part once');
});

test('the warm-up stops as soon as it is told to, and never throws', async () => {
  let asked = 0;
  await warmUpOnSample(() => ++asked > 3);
  assert.equal(asked, 4, 'three queries, then stopped');
});

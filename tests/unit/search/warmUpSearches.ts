/** The check that a warm-up's words really search (the generator's and a site's). */
import assert from 'node:assert/strict';
import { present, rank, rankLoadingParts } from '../../../generator/search/engine.ts';
import { loadIndex } from '../../../generator/search/loadedIndex.ts';
import { sample, sampleText, type WarmUpWords } from '../../../generator/search/warmUp.ts';
import type { SearchIndexFile } from '../../../generator/shared/types.ts';

/** The warm-up's tiny index answers its queries, whole and split alike, most of them with hits and snippets. */
export async function assertWarmUpSearches(words: WarmUpWords): Promise<void> {
  const { whole, manifest, part } = sample(words);
  const plain = loadIndex('warm-up', whole);
  const split = loadIndex('warm-up-split', { documents: [], index: { fields: (whole.index as { fields: string[] }).fields }, split: manifest } as SearchIndexFile);
  let withHits = 0;
  let parts = 0;
  for (const query of words.queries) {
    const text = () => sampleText(words);
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
  assert.ok(withHits >= words.queries.length - 2, `${withHits} of ${words.queries.length} queries found highlighted hits`);
  assert.equal(parts, 1, 'the split form loads its part once');
}

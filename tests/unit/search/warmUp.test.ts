/**
 * The worker's warm-up before its index files arrive (warmUp.ts): its tiny index must be a valid index, whole and
 * split, that its queries really search (hits, titles, snippets), or the warm-up compiles nothing but the empty path.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_WARM_UP_WORDS, warmUpOnSample } from '../../../generator/search/warmUp.ts';
import { assertWarmUpSearches } from './warmUpSearches.ts';

test("the generator's warm-up index answers its queries, whole and split alike, most of them with hits and snippets", () => assertWarmUpSearches(DEFAULT_WARM_UP_WORDS));

test('the warm-up stops as soon as it is told to, and never throws', async () => {
  let asked = 0;
  await warmUpOnSample(() => ++asked > 3);
  assert.equal(asked, 4, 'three queries, then stopped');
});

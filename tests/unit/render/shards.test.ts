import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shardCount } from '../../../generator/node/render/stage.ts';

test('a few pages render in one process, more in one per core', () => {
  assert.equal(shardCount(0), 1);
  assert.equal(shardCount(30), 1);
  assert.equal(shardCount(100), 2);
  assert.equal(shardCount(5_000), 2);
});

test('above the per-process limit, the shards are a multiple of the cores: no process renders alone at the end', () => {
  // 10,003 pages at 2,500 a process would be 5 shards: the fifth alone on one core.
  assert.equal(shardCount(10_003), 6);
  assert.equal(shardCount(5_001), 4);
  assert.equal(shardCount(7_500), 4);
  for (const pages of [5_001, 7_777, 10_003, 12_345, 20_000]) {
    const shards = shardCount(pages);
    assert.equal(shards % 2, 0, `${pages} pages: ${shards} shards`);
    assert.ok(Math.ceil(pages / shards) <= 2_500, `${pages} pages: at most 2,500 a shard`);
  }
});

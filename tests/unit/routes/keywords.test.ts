import { test } from 'node:test';
import assert from 'node:assert/strict';
import { topicKeywords } from '../../../generator/node/routes/resolve.ts';

const byPath = { '/api': ['REST'], '/studio/': ['Studio'], '/get-started': ['start'] };

test('topic keywords apply to a prefix and the pages below it', () => {
  assert.deepEqual(topicKeywords(byPath, '/api'), ['REST']);
  assert.deepEqual(topicKeywords(byPath, '/api/$filter'), ['REST']);
  assert.deepEqual(topicKeywords(byPath, '/studio/roles/overview'), ['Studio']);
  assert.deepEqual(topicKeywords(byPath, '/studio'), ['Studio']);
});

test('topic keywords stop at path boundaries: /api does not cover /apiary', () => {
  assert.deepEqual(topicKeywords(byPath, '/apiary'), []);
  assert.deepEqual(topicKeywords(byPath, '/studiox/page'), []);
  assert.deepEqual(topicKeywords(byPath, '/get-started-fast'), []);
  assert.deepEqual(topicKeywords(byPath, '/'), []);
});

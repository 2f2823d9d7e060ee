import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodePath, parseRange, requestTarget } from '../../../generator/node/http/requests.ts';

test('request paths are decoded; malformed ones are null', () => {
  assert.deepEqual(requestTarget('/docs-archive/%E6%97%A5/?q=1'), { pathname: '/docs-archive/日/', search: '?q=1' });
  assert.deepEqual(requestTarget('/docs-archive/api/%24filter'), { pathname: '/docs-archive/api/$filter', search: '' });
  for (const bad of ['/docs-archive/%E0%A4%A', '/docs-archive/%', '/a%0d%0aSet-Cookie:x', '/a%00b', '/docs-archive/..%2F..%2Fetc', '/x/%2e%2e%2fy'])
    assert.equal(requestTarget(bad), null, bad);
});

test('a decoded path never reaches a header unencoded', () => {
  assert.equal(encodePath('/docs-archive/日'), '/docs-archive/%E6%97%A5');
  assert.equal(encodePath('/a\r\nb?c#d%'), '/a%0D%0Ab%3Fc%23d%25');
  assert.equal(encodePath('/docs-archive/api/$filter'), '/docs-archive/api/$filter');
});

test('ranges: one satisfiable range is served, a backwards or out-of-file one is unsatisfiable, others are ignored', () => {
  assert.deepEqual(parseRange('bytes=0-9', 100), { start: 0, end: 9 });
  assert.deepEqual(parseRange('bytes=90-', 100), { start: 90, end: 99 });
  assert.deepEqual(parseRange('bytes=-10', 100), { start: 90, end: 99 });
  assert.deepEqual(parseRange('bytes=95-200', 100), { start: 95, end: 99 });
  assert.equal(parseRange('bytes=50-10', 100), 'unsatisfiable');
  assert.equal(parseRange('bytes=100-', 100), 'unsatisfiable');
  assert.equal(parseRange('bytes=-0', 100), 'unsatisfiable');
  assert.equal(parseRange('bytes=0-1,5-6', 100), 'whole');
  assert.equal(parseRange('items=1-2', 100), 'whole');
  assert.equal(parseRange('bytes=abc', 100), 'whole');
});

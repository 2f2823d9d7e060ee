import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodePath, requestTarget } from '../../../generator/node/http/requests.ts';

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

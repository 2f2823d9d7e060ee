import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { chunkInputKey } from '../../../generator/node/bundle/chunkRecord.ts';
import { routeDataJson } from '../../../generator/node/routes/dataJson.ts';
import type { RouteEntry } from '../../../generator/node/routes/resolve.ts';
import type { CompiledRoute } from '../../../generator/node/mdx/compileAll.ts';
import type { RouteData } from '../../../generator/shared/types.ts';

const data = (title: string): RouteData => ({
  path: '/docs/a',
  kind: 'doc',
  title,
  description: 'A "quoted" description ☰',
  breadcrumbs: [{ label: 'Guide', href: '/docs/guide' }, { label: title }],
  next: { title: 'B', href: '/docs/b' },
  alternates: { current: '/docs/a' },
});
const route = (routeData: RouteData) =>
  ({ path: '/docs/a', key: 'docs_a-123456', data: routeData, keywords: [], searchTag: 't', searchType: 'docs', source: { format: 'mdx' } }) as unknown as RouteEntry;
const compiled = { moduleHash: 'm1', bundled: false } as CompiledRoute;

test("a page chunk's key is the hash of its inputs' JSON as earlier builds made it (their chunks are still kept)", () => {
  const r = route(data('A'));
  const before = createHash('sha1')
    .update(JSON.stringify(['/base/', r.path, 'm1', r.data]))
    .digest('hex');
  assert.equal(chunkInputKey(r, compiled, '/base/'), before);
  assert.equal(routeDataJson(r.data), JSON.stringify(r.data));
});

test("a page chunk's key changes with its route data and module, each data object its own JSON", () => {
  const a = route(data('A'));
  const b = route(data('B'));
  const keyA = chunkInputKey(a, compiled, '/base/');
  assert.notEqual(chunkInputKey(b, compiled, '/base/'), keyA, 'another title in the route data');
  assert.notEqual(chunkInputKey(a, { ...compiled, moduleHash: 'm2' }, '/base/'), keyA, 'another module');
  assert.equal(routeDataJson(b.data), JSON.stringify(b.data));
  assert.equal(chunkInputKey(a, compiled, '/base/'), keyA, 'asked again');
});

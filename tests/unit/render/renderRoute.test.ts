import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { loadContent } from '../../../generator/node/content/load.ts';
import { resolveRoutes } from '../../../generator/node/routes/resolve.ts';
import { renderRoute } from '../../../generator/node/render/prerender.ts';

const site = join(import.meta.dirname, '..', '..', 'fixtures', 'site');

test('a render child gets only what rendering and the document read of a route, not its version and doc', async () => {
  const routes = resolveRoutes(await loadContent(site));
  const doc = routes.find((r) => r.source?.format === 'mdx' && r.version && r.sidebarItems)!;
  const slim = renderRoute(doc);
  assert.deepEqual(Object.keys(slim).sort(), ['data', 'key', 'keywords', 'path', 'sidebarItems', 'source', 'version']);
  assert.deepEqual(slim.version, { name: doc.version!.name });
  assert.deepEqual(slim.source, { format: 'mdx', relPath: doc.source!.relPath });
  assert.equal(slim.data, doc.data);
  // A route without a sidebar or version (a TSX page) has none of those keys.
  const page = routes.find((r) => !r.version && !r.sidebarItems)!;
  assert.equal('sidebarItems' in renderRoute(page) || 'version' in renderRoute(page), false);
});

test("the pages of one sidebar still share its items in the child's message (pieces are rendered once per item)", async () => {
  const routes = resolveRoutes(await loadContent(site));
  const [a, b] = routes.filter((r) => r.sidebarItems && r.sidebarItems === routes.find((s) => s.sidebarItems)!.sidebarItems);
  assert.ok(a && b, 'two routes of one sidebar in the fixture');
  const [x, y] = deserialize(serialize([renderRoute(a), renderRoute(b)])) as ReturnType<typeof renderRoute>[];
  assert.ok(x.sidebarItems && x.sidebarItems === y.sidebarItems);
  assert.deepEqual(x.sidebarItems, a.sidebarItems);
});

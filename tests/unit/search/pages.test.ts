import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchPages } from '../../../generator/node/search/pages.ts';
import type { ContentGraph } from '../../../generator/node/content/types.ts';
import type { RouteEntry } from '../../../generator/node/routes/resolve.ts';
import type { CompiledRoute } from '../../../generator/node/mdx/compileAll.ts';

const route = (path: string, description: string): RouteEntry =>
  ({ path, key: path, data: { kind: 'doc', title: 'HTTPRequest', description }, keywords: [], searchTag: 'docs-default-1.1.0', searchType: 'docs' }) as unknown as RouteEntry;
const compiled = (r: RouteEntry) => ({ route: r, hash: 'h', sections: [{ title: '', anchor: '' }] }) as unknown as CompiledRoute;

test("the index job gets each page's description, to search with its intro", () => {
  const described = route('/docs-archive/language/HTTPRequestClass', 'Make HTTP requests to external servers.');
  const bare = route('/docs-archive/language/other', '');
  const pages = searchPages({} as ContentGraph, [described, bare], new Map([described, bare].map((r) => [r.path, compiled(r)])));
  assert.equal(pages[0].description, 'Make HTTP requests to external servers.');
  assert.equal(pages[1].description, undefined);
});

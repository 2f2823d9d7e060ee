/**
 * The dev server's plain pages: a compiled page that imports only the JSX runtime and `@mdx-js/react` is served
 * as a chunk written without webpack, with the revision that orders its registrations in the browser; any other
 * page is left to webpack.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { plainChunk } from '../../../generator/node/dev/plainPages.ts';

const route = { path: '/docs/page', data: { path: '/docs/page', title: 'Page' } } as never;
const runtime = 'import{jsx as s}from"react/jsx-runtime";';

test('a plain page is a chunk that registers its factory, data and revision; one that imports a component is not', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-plain-'));
  try {
    const module = join(dir, 'page.mjs');
    writeFileSync(module, `${runtime}function r(){return s("p",{children:"Hello"})}export{r as default};`);
    const chunk = plainChunk(route, module, 7);
    assert.ok(chunk, 'a plain page gets a chunk');
    const registered: unknown[][] = [];
    runInNewContext(chunk, { self: { __QDOCS_PAGES__: registered } });
    const [path, make, data, revision] = registered[0] as [string, (r: (n: string) => unknown) => { default: () => unknown }, { title: string }, number];
    assert.equal(path, '/docs/page');
    assert.equal(data.title, 'Page');
    assert.equal(revision, 7);
    const module0 = make(() => ({ jsx: (type: unknown, props: unknown) => ({ type, props }) }));
    assert.match(JSON.stringify(module0.default()), /Hello/);
    // Rewritten with an import of a component: webpack's from now on.
    writeFileSync(module, `${runtime}import t from"./Note.js";function r(){return s(t,{})}export{r as default};`);
    assert.equal(plainChunk(route, module, 8), undefined);
    assert.equal(plainChunk(route, join(dir, 'missing.mjs')), undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { transform } from 'esbuild';
import { compileMdx } from '../../../generator/node/mdx/compile.ts';
import { pageChunkScript, plainPageFactory } from '../../../generator/node/bundle/pageChunks.ts';

/** A page compiled and minified as the compile stage does it. */
async function compiledPage(markdown: string): Promise<string> {
  const page = await compileMdx(
    markdown,
    1,
    'docs/page.md',
    { source: '/site/docs/page.md', fileRoutes: new Map(), routes: new Set(), baseUrl: '/', siteDir: '/site', contentRoots: ['/site/docs'], asset: () => undefined },
    { format: 'mdx', mdx1Compat: {}, magicComments: [], tableOfContents: {} } as never,
  );
  return (await transform(page.code, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' })).code;
}

test('a plain page becomes a factory that returns its module, given the shared modules', async () => {
  const code = await compiledPage('## Syntax\n\nSome *text*.\n');
  const factory = plainPageFactory(code);
  assert.ok(factory, 'plain');
  const registered: unknown[][] = [];
  const jsxRuntime = { jsx: (type: unknown, props: unknown) => ({ type, props }), jsxs: (type: unknown, props: unknown) => ({ type, props }), Fragment: 'Fragment' };
  const mdxReact = { useMDXComponents: () => ({}) };
  runInNewContext(pageChunkScript(factory, '/docs/page', { path: '/docs/page' } as never), { self: { __QDOCS_PAGES__: registered } });
  const [path, make, data] = registered[0] as [string, (r: (n: string) => unknown) => { default: () => unknown; toc: unknown[] }, unknown];
  assert.equal(path, '/docs/page');
  // Values made in the script's own context: compared as JSON.
  assert.deepEqual(JSON.parse(JSON.stringify(data)), { path: '/docs/page' });
  const module = make((name) => ({ 'react/jsx-runtime': jsxRuntime, '@mdx-js/react': mdxReact })[name]);
  assert.deepEqual(Object.keys(module).sort(), ['default', 'toc'], 'the exports of the compiled module');
  assert.equal(typeof module.default, 'function');
  assert.match(JSON.stringify(module.default()), /Some /);
});

test('pages that import other modules, load one at run time or are shaped otherwise stay with webpack', () => {
  const runtime = 'import{jsx as s}from"react/jsx-runtime";';
  assert.equal(plainPageFactory(`${runtime}import{Tabs as t}from"@theme/Tabs";function r(){return s(t,{})}export{r as default};`), undefined);
  assert.equal(plainPageFactory(`${runtime}import t from"./Note.js";function r(){return s(t,{})}export{r as default};`), undefined);
  assert.equal(plainPageFactory(`${runtime}function r(){import("./x.js");return s("p",{})}export{r as default};`), undefined);
  assert.equal(plainPageFactory(`${runtime}export*from"./x.js";function r(){return s("p",{})}export{r as default};`), undefined);
  assert.equal(plainPageFactory(`${runtime}const a=import.meta.url;function r(){return s("p",{children:a})}export{r as default};`), undefined);
  assert.ok(plainPageFactory(`${runtime}function r(){return s("p",{})}export{r as default};`));
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { compileMdx } from '../../../generator/node/mdx/compile.ts';
import { pageModuleFunction, pageModuleLoader } from '../../../generator/node/render/pageModules.ts';
import type { PageModule } from '../../../generator/shared/page.ts';

const PAGE = `## Syntax

Some *text* with \`code\` and a [link](https://example.com).

| a | b |
|---|---|
| 1 | 2 |

\`\`\`js title="x.js" {2}
const a = 1;
const b = 2;
\`\`\`

export const answer = 42;
`;

/** A page's module as the compile stage caches it (compiled, then minified by esbuild). */
async function compiledModule(source: string): Promise<string> {
  const { code } = await compileMdx(source, 0, 'a.mdx', {
    source: '/site/docs/a.mdx',
    fileRoutes: new Map(),
    routes: new Set(),
    baseUrl: '/',
    siteDir: '/site',
    contentRoots: ['/site/docs'],
    asset: () => undefined,
  });
  return (await transform(code, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' })).code;
}

/** A folder inside the package, so that the modules' packages (react, @mdx-js/react) resolve as the cache's do. */
function moduleDir(): string {
  const parent = join(process.cwd(), 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, 'test-page-modules-'));
}

test('a compiled page evaluated as a function of its imports renders and exports exactly what its module does', async () => {
  const dir = moduleDir();
  try {
    const code = await compiledModule(PAGE);
    assert.ok(pageModuleFunction(code), 'the compile stage output has the one shape');
    const file = join(dir, 'page.mjs');
    writeFileSync(file, code);
    const fast = await pageModuleLoader()(file);
    const imported = (await import(pathToFileURL(file).href)) as PageModule & { answer: number };
    assert.deepEqual(Object.keys(fast).sort(), Object.keys(imported).sort());
    assert.deepEqual(fast.toc, imported.toc);
    assert.equal((fast as unknown as { answer: number }).answer, 42);
    const html = renderToString(createElement(fast.default!));
    assert.match(html, /<h2 id="syntax">Syntax<\/h2>/);
    assert.equal(html, renderToString(createElement(imported.default!)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('modules of another shape are imported as they are', async () => {
  const dir = moduleDir();
  try {
    const others = {
      'default.mjs': 'export default function Page(){return null}',
      'relative.mjs': 'import{x as y}from"./helper.mjs";export{y as default};',
      'meta.mjs': 'const u=import.meta.url;export{u as default};',
      'namespace.mjs': 'import*as R from"react";const c=R.createElement;export{c as default};',
    };
    writeFileSync(join(dir, 'helper.mjs'), 'export const x = "helper";');
    const load = pageModuleLoader();
    for (const [name, code] of Object.entries(others)) {
      assert.equal(pageModuleFunction(code), undefined, name);
      writeFileSync(join(dir, name), code);
      assert.ok((await load(join(dir, name))).default !== undefined, name);
    }
    assert.equal((await load(join(dir, 'relative.mjs'))).default, 'helper' as never);
    // Module code is strict: an assignment to an undeclared name throws either way.
    writeFileSync(join(dir, 'sloppy.mjs'), 'import{jsx as t}from"react/jsx-runtime";undeclared=1;export{t as default};');
    await assert.rejects(load(join(dir, 'sloppy.mjs')), ReferenceError);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A page's imports resolve from its own folder: relative specifiers made absolute, require() made an import, each recorded. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileMdx, DEFAULT_MARKDOWN_OPTIONS } from '../../../generator/node/mdx/compile.ts';

const ctx = {
  source: '/site/docs/guide/page.mdx',
  fileRoutes: new Map<string, string>(),
  routes: new Set<string>(),
  baseUrl: '/',
  siteDir: '/site',
  contentRoots: ['/site/docs'],
  asset: () => undefined,
};

test('relative imports become absolute paths from the page folder; aliases and packages stay as written; positions recorded', async () => {
  const page = await compileMdx(
    "import A from './_parts/A';\nimport B from '../shared/B.jsx';\nimport Tabs from '@theme/Tabs';\nimport clsx from 'clsx';\nexport { default as C } from './C';\n\n<A />\n",
    0,
    'docs/guide/page.mdx',
    ctx,
    DEFAULT_MARKDOWN_OPTIONS,
  );
  assert.match(page.code, /from "\/site\/docs\/guide\/_parts\/A"/);
  assert.match(page.code, /from "\/site\/docs\/shared\/B\.jsx"/);
  assert.match(page.code, /from "\/site\/docs\/guide\/C"/);
  assert.match(page.code, /from ['"]@theme\/Tabs['"]/);
  assert.match(page.code, /from ['"]clsx['"]/);
  assert.deepEqual(page.imports, [
    { specifier: './_parts/A', line: 1, column: 1 },
    { specifier: '../shared/B.jsx', line: 2, column: 1 },
    { specifier: '@theme/Tabs', line: 3, column: 1 },
    { specifier: 'clsx', line: 4, column: 1 },
    { specifier: './C', line: 5, column: 1 },
  ]);
});

test("require('./x.png').default in JSX becomes a namespace import (an ES module has no require), recorded at its position", async () => {
  const page = await compileMdx('# Title\n\n<img src={require(\'./img/x.png\').default} alt="x" />\n', 0, 'docs/guide/page.mdx', ctx, DEFAULT_MARKDOWN_OPTIONS);
  assert.doesNotMatch(page.code, /require\(/);
  assert.match(page.code, /import \* as (__require0) from "\/site\/docs\/guide\/img\/x\.png"[\s\S]*\1\.default/);
  assert.deepEqual(page.imports, [{ specifier: './img/x.png', line: 3, column: 11 }]);
});

test('a page without imports records none (it is prerendered without the server bundle)', async () => {
  const page = await compileMdx('# Plain\n\nText with `import x from "y"` in code.\n', 0, 'docs/guide/page.mdx', ctx, DEFAULT_MARKDOWN_OPTIONS);
  assert.deepEqual(page.imports, []);
});

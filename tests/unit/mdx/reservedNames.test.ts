/**
 * `import MDXContent from '@theme/MDXContent'` in an .mdx page, as Docusaurus sites write: MDX declares a function of
 * that name in every compiled page, so the page's import is renamed (every reference with it) and the module parses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { transform } from 'esbuild';
import { compileMdx, DEFAULT_MARKDOWN_OPTIONS } from '../../../generator/node/mdx/compile.ts';

const ctx = { source: '/site/docs/wrapped.mdx', fileRoutes: new Map<string, string>(), routes: new Set<string>(), baseUrl: '/', asset: () => undefined };

test("a page's own MDXContent import is renamed: the compiled module declares MDXContent once, and uses the import", async () => {
  const source = [
    "import MDXContent from '@theme/MDXContent';",
    'export const parts = { MDXContent, name: MDXContent.displayName };',
    '',
    '<MDXContent>',
    '',
    'Some **wrapped** text.',
    '',
    '</MDXContent>',
    '',
  ].join('\n');
  const page = await compileMdx(source, 0, 'docs/wrapped.mdx', ctx, DEFAULT_MARKDOWN_OPTIONS);
  // esbuild (the module's next step) refused it before: "The symbol "MDXContent" has already been declared".
  await transform(page.code, { loader: 'js', format: 'esm' });
  assert.match(page.code, /import (\w+) from ['"]@theme\/MDXContent['"]/);
  const alias = /import (\w+) from ['"]@theme\/MDXContent['"]/.exec(page.code)![1];
  assert.notEqual(alias, 'MDXContent');
  assert.match(page.code, new RegExp(`MDXContent: ${alias},`), 'a shorthand property keeps its key');
  assert.match(page.code, new RegExp(`${alias}\\.displayName`));
  assert.match(page.code, new RegExp(`\\(${alias}, \\{`), 'the JSX element is the import');
  assert.match(page.code, /export default function MDXContent\(/);
});

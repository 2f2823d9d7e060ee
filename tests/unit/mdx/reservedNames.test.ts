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

test('a page that exports a declaration of such a name is an error at its line, whatever the form of the declaration', async () => {
  // Its export is the page's own (a named export of the module): renaming it would change what the page exports.
  for (const [declaration, name] of [
    ['export const MDXContent = () => null;', 'MDXContent'],
    ['export function _createMdxContent() {}', '_createMdxContent'],
    ['export class MDXContent {}', 'MDXContent'],
    ['export const { a, b: [c, ...MDXContent] } = {};', 'MDXContent'],
  ]) {
    const source = ['# Title', '', 'Text.', '', declaration, ''].join('\n');
    await assert.rejects(compileMdx(source, 0, 'docs/wrapped.mdx', ctx, DEFAULT_MARKDOWN_OPTIONS), (error: Error) => {
      assert.equal(
        error.message,
        `docs/wrapped.mdx:5:1: MDX error: the page exports "${name}", the name of a function MDX declares in every compiled page: give yours another name`,
      );
      return true;
    });
  }
  // Another export is the page's, as before.
  await compileMdx('export const content = 1;\n\n# Title\n', 0, 'docs/wrapped.mdx', ctx, DEFAULT_MARKDOWN_OPTIONS);
});

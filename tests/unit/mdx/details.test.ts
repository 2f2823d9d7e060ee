/** The details plugin: a page with a <details> (HTML in .md, JSX in .mdx) imports @theme/Details and renders through it; other pages import nothing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileMdx, DEFAULT_MARKDOWN_OPTIONS } from '../../../generator/node/mdx/compile.ts';

const ctx = (source: string) => ({ source, fileRoutes: new Map<string, string>(), routes: new Set<string>(), baseUrl: '/', asset: () => undefined });
const DETAILS = '<details open class="faq">\n  <summary>More</summary>\n\nHidden **text**.\n\n</details>\n';

test('CommonMark page: the HTML <details> becomes the theme component, its attributes React props, <summary> kept', async () => {
  const { code } = await compileMdx(DETAILS, 0, 'a.md', ctx('/site/docs/a.md'), { ...DEFAULT_MARKDOWN_OPTIONS, format: 'md' });
  assert.match(code, /import _ThemeDetails from ['"]@theme\/Details['"]/);
  assert.match(code, /_ThemeDetails, \{\s*open: true,\s*className: "faq"/);
  assert.match(code, /_components\.summary/);
  assert.doesNotMatch(code, /"details"|\.details\b/);
});

test('MDX page: nested <details> written in JSX both render through the component, imported once', async () => {
  const source = '<details>\n<summary>Outer</summary>\n\n<details>\n<summary>Inner</summary>\n\nDeep\n</details>\n</details>\n';
  const { code } = await compileMdx(source, 0, 'a.mdx', ctx('/site/docs/a.mdx'));
  assert.equal(code.match(/@theme\/Details/g)?.length, 1);
  assert.equal(code.match(/_jsxs?\(_ThemeDetails,/g)?.length, 2);
});

test('a page without <details> imports nothing more (its chunk does not grow)', async () => {
  const { code } = await compileMdx('# Title\n\nA <summary>-free page, with `details` in code.\n', 0, 'a.md', ctx('/site/docs/a.md'), {
    ...DEFAULT_MARKDOWN_OPTIONS,
    format: 'md',
  });
  assert.doesNotMatch(code, /@theme\/Details|_ThemeDetails/);
});

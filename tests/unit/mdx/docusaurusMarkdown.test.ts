/** Docusaurus's Markdown features: formats, mdx1Compat, admonitions, code blocks, ids, links. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileMdx, DEFAULT_MARKDOWN_OPTIONS, pageFormat, type MarkdownOptions } from '../../../generator/node/mdx/compile.ts';
import { applyMagicComments, parseCodeMeta } from '../../../generator/node/mdx/plugins/codeBlocks.ts';
import { escapeHeadingIds } from '../../../generator/node/mdx/plugins/headingIds.ts';
import { preprocessAdmonitions } from '../../../generator/node/mdx/plugins/admonitions.ts';

const ctx = (source = '/site/docs/a/page.md') => ({
  source,
  fileRoutes: new Map(
    Object.entries({
      '/site/docs/a/page.md': '/base/docs/a/page',
      '/site/docs/a/page.mdx': '/base/docs/a/page',
      '/site/docs/a/other.md': '/base/docs/a/other',
      '/site/docs/intro.md': '/base/docs',
    }),
  ),
  routes: new Set(['/base/docs/a/page', '/base/docs/a/other', '/base/docs', '/base/docs/b/c']),
  baseUrl: '/base/',
  siteDir: '/site',
  contentRoots: ['/site/docs'],
  asset: () => undefined,
});
const options = (extra: Partial<MarkdownOptions> = {}): MarkdownOptions => ({ ...DEFAULT_MARKDOWN_OPTIONS, ...extra });

test('format: detect reads .md as CommonMark (braces, <, HTML) and .mdx as MDX; front matter mdx.format wins', async () => {
  assert.equal(pageFormat('/x/a.md', 'detect'), 'md');
  assert.equal(pageFormat('/x/a.mdx', 'detect'), 'mdx');
  assert.equal(pageFormat('/x/a.md', 'mdx'), 'mdx');
  assert.equal(pageFormat('/x/a.mdx', 'md'), 'md');
  assert.equal(pageFormat('/x/a.md', 'mdx', 'md'), 'md');
  const md = await compileMdx('Braces {as text}, a < b.\n\nPress <kbd>Ctrl</kbd>.\n', 0, 'a.md', ctx(), options({ format: 'detect' }));
  assert.match(md.code, /Braces \{as text\}, a < b\./);
  assert.match(md.code, /"kbd"/);
  await assert.rejects(compileMdx('Braces {as text(}\n', 0, 'a.mdx', ctx('/site/docs/a/page.mdx'), options({ format: 'detect' })), /MDX error/);
});

test('mdx1Compat.comments: HTML comments in MDX are dropped; off, they are an MDX error', async () => {
  const { code } = await compileMdx('Before\n\n<!-- hidden note -->\n\nAfter\n', 0, 'a.mdx', ctx(), options());
  assert.doesNotMatch(code, /hidden note/);
  await assert.rejects(compileMdx('<!-- x -->\n', 0, 'a.mdx', ctx(), options({ mdx1Compat: { comments: false, admonitions: true, headingIds: true } })), /MDX error/);
});

test('mdx1Compat.headingIds: ## Title {#id} keeps the id as written, in MDX and in CommonMark', async () => {
  assert.equal(escapeHeadingIds('## A {#a}\n```\n## B {#b}\n```\ntext {#c}'), '## A \\{#a}\n```\n## B {#b}\n```\ntext {#c}');
  for (const format of ['mdx', 'md'] as const) {
    const { code, toc, ids } = await compileMdx('## Hello World {#Custom_ID}\n\n### Sub\n', 0, 'a.mdx', ctx(), options({ format }));
    assert.deepEqual(toc[0], { value: 'Hello World', id: 'Custom_ID', level: 2 });
    assert.ok(ids.includes('Custom_ID') && ids.includes('sub'));
    assert.doesNotMatch(code, /\{#/);
  }
});

test('TOC levels: the site default is h2–h3; a page may ask for h2–h5', async () => {
  const source = '---\ntoc_max_heading_level: 5\n---\n## Two\n### Three\n#### Four\n##### Five\n###### Six\n';
  const { toc } = await compileMdx(source, 3, 'a.md', ctx(), options());
  assert.deepEqual(
    toc.map((t) => t.level),
    [2, 3, 4, 5],
  );
  const site = await compileMdx('## Two\n### Three\n#### Four\n', 0, 'a.md', ctx(), options({ tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 4 } }));
  assert.deepEqual(
    site.toc.map((t) => t.level),
    [3, 4],
  );
});

test('admonitions: seven types keep their own name; titles in both syntaxes, Markdown titles as mdxAdmonitionTitle', async () => {
  for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important']) {
    const { code } = await compileMdx(`:::${type}\nBody\n:::\n`, 0, 'a.mdx', ctx(), options());
    assert.match(code, new RegExp(`type: "${type}"`), type);
  }
  assert.equal(preprocessAdmonitions(':::tip Title with [link](./x.md)\n> :::note Quoted\n'), ':::tip[Title with [link](./x.md)]\n> :::note[Quoted]\n');
  const plain = await compileMdx(':::tip Pro tip\nBody\n:::\n', 0, 'a.mdx', ctx(), options());
  assert.match(plain.code, /title: "Pro tip"/);
  const rich = await compileMdx(':::note[Title with **bold**]\nBody\n:::\n', 0, 'a.mdx', ctx(), options());
  assert.match(rich.code, /mdxAdmonitionTitle/);
  assert.match(rich.code, /"strong"/);
  const off = await compileMdx(':::tip Pro tip\nBody\n:::\n', 0, 'a.mdx', ctx(), options({ mdx1Compat: { comments: true, admonitions: false, headingIds: true } }));
  assert.doesNotMatch(off.code, /title: "Pro tip"/);
});

test("magic comments: removed, their lines classed, in each language's comment syntax", () => {
  const meta = parseCodeMeta('');
  const defaults = [
    { className: 'hl', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
    { className: 'err', line: 'This will error' },
  ];
  const js = applyMagicComments('a\n// highlight-next-line\nb\n/* highlight-start */\nc\nd\n// highlight-end\ne\n// This will error\nf', 'js', meta, defaults);
  assert.equal(js.code, 'a\nb\nc\nd\ne\nf');
  assert.deepEqual(
    [...js.lineClasses],
    [
      [2, ['hl']],
      [3, ['hl']],
      [1, ['hl']],
      [5, ['err']],
    ],
  );
  assert.equal(applyMagicComments('# highlight-next-line\nx', 'python', meta, defaults).code, 'x');
  assert.equal(applyMagicComments('<!-- highlight-next-line -->\n<p/>', 'html', meta, defaults).code, '<p/>');
  assert.equal(applyMagicComments('{/* highlight-next-line */}\n<p/>', 'jsx', meta, defaults).code, '<p/>');
  assert.equal(applyMagicComments('-- highlight-next-line\nselect 1', 'sql', meta, defaults).code, 'select 1');
  assert.equal(applyMagicComments('// highlight-next-line\nvar a : integer', 'qs', meta, defaults).code, 'var a : integer');
  // Python has no // comments: the line stays code.
  assert.equal(applyMagicComments('// highlight-next-line\nx', 'python', meta, defaults).code, '// highlight-next-line\nx');
  // A {1,3} range wins over magic comments, with the first magic comment's class.
  const ranged = applyMagicComments('// highlight-next-line\nb', 'js', parseCodeMeta('{1}'), defaults);
  assert.equal(ranged.code, '// highlight-next-line\nb');
  assert.deepEqual([...ranged.lineClasses], [[0, ['hl']]]);
});

test('code blocks: showLineNumbers and showLineNumbers=N, magic comments gone from the page', async () => {
  assert.deepEqual([parseCodeMeta('showLineNumbers').showLineNumbers, parseCodeMeta('showLineNumbers').lineNumbersStart], [true, 1]);
  assert.equal(parseCodeMeta('title="x" showLineNumbers=5').lineNumbersStart, 5);
  const { code } = await compileMdx('```js showLineNumbers=5\n// highlight-next-line\nconst a = 1;\n```\n', 0, 'a.mdx', ctx(), options());
  assert.match(code, /"data-line-numbers": "true"/);
  assert.match(code, /"data-line-start": "5"/);
  assert.match(code, /code-line code-line--highlighted/);
  assert.doesNotMatch(code, /highlight-next-line/);
});

test('every id of the page is collected: headings, HTML ids and names, JSX ids', async () => {
  const { ids } = await compileMdx('## Head\n\n<div id="jsx-id">x</div>\n\n<a name="named"></a>\n', 0, 'a.mdx', ctx(), options());
  assert.deepEqual(ids.sort(), ['head', 'jsx-id', 'named']);
  const md = await compileMdx('<a id="raw-anchor"></a>\n\n# Title\n', 0, 'a.md', ctx(), options({ format: 'md' }));
  assert.deepEqual(md.ids.sort(), ['raw-anchor', 'title']);
});

test('links as Docusaurus reads them: extensionless URLs relative to the page, routes without the base URL, @site and docs-root files', async () => {
  const { code, linkProblems, links } = await compileMdx(
    '[a](other) [b](./other#x) [c](../b/c) [d](/docs/a/other) [e](/base/docs) [f](@site/docs/intro.md) [g](/a/other.md) [h](pathname:///raw.html) [i](./missing)\n',
    0,
    'a.md',
    ctx(),
    options(),
  );
  for (const href of ['/base/docs/a/other', '/base/docs/a/other#x', '/base/docs/b/c', '/base/docs', '/raw.html']) assert.match(code, new RegExp(`href: "${href}"`), href);
  assert.equal((code.match(/href: "\/base\/docs\/a\/other"/g) ?? []).length, 3);
  assert.deepEqual(
    linkProblems.map((p) => [p.kind, p.column]),
    [['link', 142]],
  );
  assert.match(linkProblems[0].message, /broken link "\.\/missing": no route \/base\/docs\/a\/missing/);
  assert.deepEqual(
    links.find((l) => l.anchor === 'x'),
    { route: '/base/docs/a/other', anchor: 'x', line: 1, column: 12 },
  );
});

test('a broken .md link is a "markdown" problem (onBrokenMarkdownLinks), with its position', async () => {
  const { linkProblems } = await compileMdx('Text\n\n[x](./gone.md)\n', 0, 'a.md', ctx(), options());
  assert.deepEqual(
    linkProblems.map((p) => [p.kind, p.line, p.column]),
    [['markdown', 3, 1]],
  );
});

test('MDX errors name file:line:column and say how to fix the usual ones', async () => {
  await assert.rejects(
    compileMdx('Text with {broken(} expression\n', 0, 'docs/bad.mdx', ctx(), options()),
    /^BuildError: docs\/bad\.mdx:1:\d+: MDX error: .*write \\\{ for a literal brace/,
  );
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileMdx } from '../../../generator/node/mdx/compile.ts';
import { preprocessAdmonitions } from '../../../generator/node/mdx/plugins/admonitions.ts';
import { highlightLines, parseCodeMeta } from '../../../generator/node/mdx/plugins/codeBlocks.ts';

const ctx = (extra: Record<string, string> = {}) => ({
  source: '/site/docs/a/page.md',
  fileRoutes: new Map(Object.entries({ '/site/docs/a/other.md': '/docs-archive/a/other', '/site/docs/b.mdx': '/docs-archive/b', ...extra })),
  routes: new Set(['/docs-archive/a/other', '/docs-archive/b']),
  baseUrl: '/docs-archive/',
  asset: () => undefined,
});

test('admonition titles become directive labels, code fences are left alone', () => {
  assert.equal(preprocessAdmonitions(':::tip Mind the gap\nx\n:::'), ':::tip[Mind the gap]\nx\n:::');
  assert.equal(preprocessAdmonitions('```\n:::tip Not me\n```'), '```\n:::tip Not me\n```');
});

test('admonitions compile to <Admonition> with type and title; other directives stay text', async () => {
  const { code } = await compileMdx(':::caution Careful\nBody **bold**\n:::\n\nA ratio a:b and 10:30.\n', 0, 'x.md', ctx());
  assert.match(code, /Admonition, \{\s*type: "caution",\s*title: "Careful"/);
  assert.match(code, /A ratio a:b and 10:30\./);
});

test('headings get unique GitHub-style ids and h2–h3 make the exported TOC', async () => {
  const { code, toc } = await compileMdx('## Hello World\n\n### Sub part\n\n#### Deep\n\n## Hello World\n', 0, 'x.md', ctx());
  assert.deepEqual(toc, [
    { value: 'Hello World', id: 'hello-world', level: 2 },
    { value: 'Sub part', id: 'sub-part', level: 3 },
    { value: 'Hello World', id: 'hello-world-1', level: 2 },
  ]);
  assert.match(code, /export const toc = /);
  assert.match(code, /id: "deep"/);
});

test("a TOC entry keeps its heading's inline code apart, shown as <code> as Docusaurus's TOC does (issue 28)", async () => {
  const { toc } = await compileMdx('## The `a<b>` of [`expect(x).toHaveBeenCalledTimes(n)`](#x)\n\n## Plain & simple\n', 0, 'x.md', ctx());
  assert.deepEqual(toc, [
    {
      value: 'The a<b> of expect(x).toHaveBeenCalledTimes(n)',
      id: 'the-ab-of-expectxtohavebeencalledtimesn',
      level: 2,
      parts: ['The ', { code: 'a<b>' }, ' of ', { code: 'expect(x).toHaveBeenCalledTimes(n)' }],
    },
    { value: 'Plain & simple', id: 'plain--simple', level: 2 },
  ]);
});

test('code meta: title and highlighted line ranges', () => {
  const meta = parseCodeMeta('title="Create an invoice" {1,3-4}');
  assert.equal(meta.title, 'Create an invoice');
  assert.deepEqual([...meta.highlight], [1, 3, 4]);
  assert.deepEqual([...parseCodeMeta(undefined).highlight], []);
});

test('a blank line is an empty line element: its only line break is the one between lines', () => {
  for (const language of ['js', 'plain']) {
    const lines = highlightLines('a = 1\n\nb = 2', language);
    assert.equal(lines.length, 3, language);
    assert.deepEqual(lines[1], [], language);
  }
});

test('code blocks carry language, title and highlighted lines into the page', async () => {
  const { code } = await compileMdx('```qs title="Demo" {2}\nvar a : integer\na = 1\n```\n', 0, 'x.md', ctx());
  assert.match(code, /"data-language": "qs"/);
  assert.match(code, /"data-title": "Demo"/);
  assert.match(code, /code-line code-line--highlighted/);
});

test('relative .md links resolve to routes; broken ones are reported with position', async () => {
  const { code, linkProblems, links } = await compileMdx('See [other](./other.md#part), [b](../b.md) and [gone](./gone.md).\n', 0, 'x.md', ctx());
  assert.match(code, /href: "\/docs-archive\/a\/other#part"/);
  assert.match(code, /href: "\/docs-archive\/b"/);
  assert.equal(linkProblems.length, 1);
  assert.match(linkProblems[0].message, /broken link "\.\/gone\.md"/);
  assert.equal(linkProblems[0].line, 1);
  assert.deepEqual(
    links.map((l) => l.anchor),
    ['part', undefined],
  );
});

test("a link to a doc whose permalink ends with a slash (slug: /) is that permalink, as Docusaurus's; relative URLs resolve against it", async () => {
  // Docusaurus: [Guides](./guides/index.md) → href="/docs/guides/" (trailingSlash unset); on that page, [x](install) is
  // /docs/guides/install, as the browser reads it.
  const links = ctx({ '/site/docs/a/guides/index.md': '/docs-archive/a/guides/' });
  const toIndex = await compileMdx('[Guides](./guides/index.md#top)\n', 0, 'x.md', links);
  assert.match(toIndex.code, /href: "\/docs-archive\/a\/guides\/#top"/);
  // The anchor is checked on the page's route, which has no slash.
  assert.deepEqual(
    toIndex.links.map((l) => [l.route, l.anchor]),
    [['/docs-archive/a/guides', 'top']],
  );
  const onIndex = { ...links, source: '/site/docs/a/guides/index.md', routes: new Set([...links.routes, '/docs-archive/a/guides/install']) };
  const relative = await compileMdx('[Install](install)\n', 0, 'x.md', onIndex);
  assert.deepEqual(relative.linkProblems, []);
  assert.match(relative.code, /href: "\/docs-archive\/a\/guides\/install"/);
});

test('absolute links are checked against the route set', async () => {
  const { linkProblems } = await compileMdx('[ok](/docs-archive/b) [bad](/docs-archive/nowhere)\n', 0, 'x.md', ctx());
  assert.equal(linkProblems.length, 1);
  assert.match(linkProblems[0].message, /no route \/docs-archive\/nowhere/);
});

test('search sections come from the rendered tree: intro, then one per h2/h3, code included, no markup', async () => {
  const { sections } = await compileMdx('Intro **text**.\n\n## First\n\nBody with `code`.\n\n```qs\nvar x : integer\n```\n\n### Second\n\nMore.\n', 0, 'x.md', ctx());
  assert.deepEqual(
    sections.map((s) => [s.title, s.anchor]),
    [
      ['', ''],
      ['First', 'first'],
      ['Second', 'second'],
    ],
  );
  assert.equal(sections[0].text, 'Intro text.');
  assert.match(sections[1].text, /Body with code\. var x : integer/);
});

test('malformed MDX is an error naming file, line and column', async () => {
  await assert.rejects(compileMdx('---\ntitle: x\n---\nLine one\n\nText with {broken(} expression\n', 3, 'docs/bad.mdx', ctx()), /^BuildError: docs\/bad\.mdx:6:\d+: MDX error/);
});

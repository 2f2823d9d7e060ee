/** Blog posts compile to one module that renders the whole post, or its summary when BlogPostRest is given as nothing. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMdx, DEFAULT_MARKDOWN_OPTIONS } from '../../../generator/node/mdx/compile.ts';
import { DEFAULT_TRUNCATE_MARKER } from '../../../generator/node/config/blog.ts';

const ctx = (source: string) => ({ source, fileRoutes: new Map<string, string>(), routes: new Set<string>(), baseUrl: '/', asset: () => undefined });
const OPTIONS = { ...DEFAULT_MARKDOWN_OPTIONS, blogs: [{ dir: '/site/blog', truncateMarker: { source: DEFAULT_TRUNCATE_MARKER.source, flags: '' } }] };
const TMP = join(import.meta.dirname, '..', '..', '.tmp');

/** The compiled module rendered with BlogPostRest as given. */
async function render(code: string, rest: (props: { children?: ReactNode }) => ReactNode): Promise<string> {
  mkdirSync(TMP, { recursive: true });
  const dir = mkdtempSync(join(TMP, 'blog-mdx-'));
  try {
    const file = join(dir, 'post.mjs');
    writeFileSync(file, code);
    const module = (await import(pathToFileURL(file).href)) as { default: (props: { components: object }) => ReactNode };
    return renderToStaticMarkup(createElement(module.default, { components: { BlogPostRest: rest } }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const whole = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);
const nothing = () => null;

for (const [name, format, marker] of [
  ['MDX, {/* truncate */}', 'mdx', '{/* truncate */}'],
  ['MDX, <!-- truncate --> (mdx1Compat comments)', 'mdx', '<!-- truncate -->'],
  ['CommonMark, <!-- truncate -->', 'md', '<!-- truncate -->'],
] as const) {
  test(`${name}: the summary is what comes before the marker; the body title is taken out`, async () => {
    const source = `# Hello\n\nThe summary.\n\n${marker}\n\n## More\n\nThe rest.\n`;
    const page = await compileMdx(source, 0, 'blog/a.md', ctx(`/site/blog/a.${format}`), { ...OPTIONS, format });
    const full = await render(page.code, whole);
    const summary = await render(page.code, nothing);
    assert.doesNotMatch(full, /<h1/);
    assert.match(full, /The summary\.[\s\S]*The rest\./);
    assert.match(summary, /The summary\./);
    assert.doesNotMatch(summary, /The rest\.|More/);
    // The TOC still has the headings after the marker.
    assert.deepEqual(
      page.toc.map((t) => t.value),
      ['More'],
    );
  });
}

test('a doc is not a post: its title and a truncate comment are left alone', async () => {
  const page = await compileMdx('# Hello\n\nA.\n\n{/* truncate */}\n\nB.\n', 0, 'docs/a.mdx', ctx('/site/docs/a.mdx'), OPTIONS);
  assert.doesNotMatch(page.code, /BlogPostRest/);
  assert.match(page.code, /_components\.h1/);
});

test("a blog's own truncateMarker ends the summary; the default markers then do not", async () => {
  const options = { ...OPTIONS, blogs: [{ dir: '/site/blog', truncateMarker: { source: '\\{\\/\\*\\s*more\\s*\\*\\/\\}', flags: 'g' } }] };
  const page = await compileMdx('The summary.\n\n{/* truncate */}\n\nStill the summary.\n\n{/* more */}\n\nThe rest.\n', 0, 'blog/a.mdx', ctx('/site/blog/a.mdx'), options);
  const summary = await render(page.code, nothing);
  assert.match(summary, /The summary\.[\s\S]*Still the summary\./);
  assert.doesNotMatch(summary, /The rest\./);
  assert.match(await render(page.code, whole), /The rest\./);
});

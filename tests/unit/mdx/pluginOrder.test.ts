/**
 * A site's Markdown plugins run where Docusaurus 3.10 runs them (mdx-loader's `processor.js`, read from
 * `@docusaurus/mdx-loader@3.10.2` `lib/processor.js`):
 *
 *   remark: beforeDefaultRemarkPlugins, front matter, directives, content title, admonitions, headings (ids), emoji,
 *           toc, details, head, mermaid, images, Markdown links, links, gfm, comments, remarkPlugins, …
 *   rehype: beforeDefaultRehypePlugins, rehypePlugins          recma: recmaPlugins
 *
 * Each plugin of a docs, pages or blog set records what it sees: the earlier ones the tree as parsed, the later ones
 * admonitions made, custom heading ids taken off the text and `.md` links turned into URLs.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMdx, DEFAULT_MARKDOWN_OPTIONS } from '../../../generator/node/mdx/compile.ts';
import { tempDir } from '../../helpers.ts';

interface Seen {
  plugin: string;
  admonitionParsed?: boolean;
  admonitionMade?: boolean;
  headingId?: string;
  headingText?: string;
  linkUrl?: string;
  h2Ids?: string[];
}
const holder = globalThis as { __qdocsPluginOrder?: Seen[] };
holder.__qdocsPluginOrder ??= [];
const seen = holder.__qdocsPluginOrder;

const site = tempDir('qdocs-plugin-order-');
after(() => rmSync(site, { recursive: true, force: true }));
mkdirSync(join(site, 'docs'), { recursive: true });
mkdirSync(join(site, 'blog'), { recursive: true });
mkdirSync(join(site, 'src/pages'), { recursive: true });

// The plugins are the site's own functions: they record into a global the test reads (the config runs in this process).
const plugins = (set: string) => `{
    beforeDefaultRemarkPlugins: [remark('${set}:beforeDefaultRemark')],
    remarkPlugins: [remark('${set}:remark')],
    beforeDefaultRehypePlugins: [rehype('${set}:beforeDefaultRehype')],
    rehypePlugins: [rehype('${set}:rehype')],
    recmaPlugins: [() => () => { seen.push({ plugin: '${set}:recma' }); }],
  }`;
writeFileSync(
  join(site, 'site.config.ts'),
  `const seen = (globalThis.__qdocsPluginOrder ??= []);
const visit = (node, f) => { f(node); for (const child of node.children ?? []) visit(child, f); };
const text = (node) => node.value ?? (node.children ?? []).map(text).join('');
const remark = (plugin) => () => (tree) => {
  const entry = { plugin, admonitionParsed: false, admonitionMade: false };
  visit(tree, (node) => {
    if (node.type === 'containerDirective' && node.name === 'note') entry.admonitionParsed = true;
    if (node.type === 'mdxJsxFlowElement' && node.name === 'Admonition') entry.admonitionMade = true;
    if (node.type === 'heading' && node.depth === 2 && text(node).startsWith('Custom')) {
      entry.headingId = node.data?.hProperties?.id;
      entry.headingText = text(node);
    }
    if (node.type === 'link') entry.linkUrl = node.url;
  });
  seen.push(entry);
};
const rehype = (plugin) => () => (tree) => {
  const entry = { plugin, h2Ids: [] };
  visit(tree, (node) => { if (node.type === 'element' && node.tagName === 'h2') entry.h2Ids.push(node.properties?.id); });
  seen.push(entry);
};
export default { title: 'T', tagline: '', url: 'https://example.com', baseUrl: '/', trailingSlash: false, i18n: { defaultLocale: 'en', locales: ['en'] }, keywords: [], keywordsByPath: {}, colorMode: {}, navbar: { title: 'T', items: [] }, footer: { links: [], copyright: '' }, search: { boosts: { title: 1, content: 1, tags: 1, parentCategories: 1 } },
  docs: { versions: {}, ...${plugins('docs')} },
  pages: ${plugins('pages')},
  blog: { path: 'blog', ...${plugins('blog')} },
};
`,
);

const PAGE = ':::note\n\nA note.\n\n:::\n\n## Custom title {#custom-id}\n\n## Plain title\n\nSee [the other page](./other.md).\n';
const sets = [
  { option: 'docs', dirs: [join(site, 'docs')] },
  { option: 'pages', dirs: [join(site, 'src/pages')] },
  { option: 'blog', dirs: [join(site, 'blog')] },
];

async function compileIn(folder: string): Promise<Seen[]> {
  seen.length = 0;
  const source = join(site, folder, 'page.md');
  const fileRoutes = new Map([[join(site, folder, 'other.md'), `/${folder}/other`]]);
  const ctx = { source, fileRoutes, routes: new Set([`/${folder}/other`]), baseUrl: '/', siteDir: site, asset: () => undefined };
  await compileMdx(PAGE, 0, `${folder}/page.md`, ctx, { ...DEFAULT_MARKDOWN_OPTIONS, sitePlugins: { siteDir: site, sets, hooks: false } });
  return [...seen];
}

for (const [set, folder] of [
  ['docs', 'docs'],
  ['pages', 'src/pages'],
  ['blog', 'blog'],
] as const) {
  test(`${set}: the site's plugins run in Docusaurus's order, each list at its place among the generator's`, async () => {
    const order = await compileIn(folder);
    assert.deepEqual(
      order.map((entry) => entry.plugin),
      ['beforeDefaultRemark', 'remark', 'beforeDefaultRehype', 'rehype', 'recma'].map((name) => `${set}:${name}`),
      "only the page's own set runs, each list once, in order",
    );
    const [beforeRemark, remark, beforeRehype, rehype] = order;
    // Before the defaults: the tree as parsed (the admonition a directive, the custom id still in the heading's text).
    assert.equal(beforeRemark.admonitionParsed, true);
    assert.equal(beforeRemark.admonitionMade, false);
    assert.equal(beforeRemark.headingId, undefined);
    assert.match(beforeRemark.headingText ?? '', /\{#custom-id\}/);
    assert.equal(beforeRemark.linkUrl, './other.md');
    // After them: admonitions made, the custom id taken off the text, the Markdown link resolved to its URL.
    assert.equal(remark.admonitionParsed, false);
    assert.equal(remark.admonitionMade, true);
    assert.equal(remark.headingId, 'custom-id');
    assert.equal(remark.headingText, 'Custom title');
    assert.equal(remark.linkUrl, `/${folder}/other`);
    // Both rehype lists see the custom id the headings plugin set in remark.
    assert.equal(beforeRehype.h2Ids?.[0], 'custom-id');
    assert.equal(rehype.h2Ids?.[0], 'custom-id');
    assert.deepEqual(rehype.h2Ids, ['custom-id', 'plain-title']);
  });
}

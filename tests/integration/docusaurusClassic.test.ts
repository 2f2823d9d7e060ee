/**
 * Issue 27 items 2 and 3: the official `create-docusaurus` classic template (tests/fixtures/docusaurus-classic, as
 * `npx create-docusaurus@3.10.2 classic classic --javascript --skip-install` writes it) builds here unchanged: its home
 * page (`src/pages/index.js`, rendering `@theme/Layout` with a title and a description, CSS modules, the features'
 * SVGs), every doc, and (issue 29) its blog with its feeds, at the URLs Docusaurus 3.10 gives them.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type BuildResult } from '../../generator/node/build.ts';
import { listFiles } from '../helpers.ts';
import { children, elements, parseXml, textOf } from '../xml.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'docusaurus-classic');

/**
 * The HTML files Docusaurus 3.10.2 writes for the template (trailingSlash unset: a folder per route), made with
 *   cd /tmp && npx -y create-docusaurus@3.10.2 classic classic --javascript --skip-install
 *   cd classic && npm install && npx docusaurus build && (cd build && find . -name '*.html' | sort)
 */
const DOCUSAURUS_HTML = [
  '404.html',
  'blog/archive/index.html',
  'blog/authors/all-sebastien-lorber-articles/index.html',
  'blog/authors/index.html',
  'blog/authors/yangshun/index.html',
  'blog/first-blog-post/index.html',
  'blog/index.html',
  'blog/long-blog-post/index.html',
  'blog/mdx-blog-post/index.html',
  'blog/tags/docusaurus/index.html',
  'blog/tags/facebook/index.html',
  'blog/tags/hello/index.html',
  'blog/tags/hola/index.html',
  'blog/tags/index.html',
  'blog/welcome/index.html',
  'docs/category/tutorial---basics/index.html',
  'docs/category/tutorial---extras/index.html',
  'docs/intro/index.html',
  'docs/tutorial-basics/congratulations/index.html',
  'docs/tutorial-basics/create-a-blog-post/index.html',
  'docs/tutorial-basics/create-a-document/index.html',
  'docs/tutorial-basics/create-a-page/index.html',
  'docs/tutorial-basics/deploy-your-site/index.html',
  'docs/tutorial-basics/markdown-features/index.html',
  'docs/tutorial-extras/manage-docs-versions/index.html',
  'docs/tutorial-extras/translate-your-site/index.html',
  'index.html',
  'markdown-page/index.html',
];
/** The generator's own page: the search feature brings its /search route (as a Docusaurus search plugin does). */
const SEARCH_PAGE = 'search/index.html';

let site: string;
let result: BuildResult;
const out = () => join(site, 'build');
const html = (file: string) => readFileSync(join(out(), file), 'utf8');

before(async () => {
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  site = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'classic-'));
  cpSync(FIXTURE, site, { recursive: true });
  result = await build({ siteDir: site, outDir: out(), compress: false });
});

after(() => rmSync(site, { recursive: true, force: true }));

test('the pages are the HTML files Docusaurus 3.10 writes for the template: same routes, same file layout', () => {
  const built = listFiles(out())
    .filter((f) => f.endsWith('.html'))
    .sort();
  assert.deepEqual(
    built.filter((f) => f !== SEARCH_PAGE),
    DOCUSAURUS_HTML,
  );
  assert.ok(built.includes(SEARCH_PAGE));
  // Routes without a slash, as Docusaurus's with trailingSlash unset; the generated indexes' slugs by github-slugger.
  assert.ok(result.routes.some((r) => r.path === '/docs/category/tutorial---basics'));
  assert.match(html('docs/intro/index.html'), /<link rel="canonical" href="https:\/\/your-docusaurus-site\.example\.com\/docs\/intro">/);
});

test('the home page (src/pages/index.js) renders inside the theme, titled and described by its own <Layout>', () => {
  const home = html('index.html');
  assert.match(home, /<title>Hello from My Site \| My Site<\/title>/);
  assert.match(home, /<meta name="description" content="Description will go into a meta tag in &lt;head \/&gt;">/);
  assert.doesNotMatch(home, /qdocs-page-head/);
  // One navbar and one footer: the page's Layout is the shell's.
  assert.equal(home.match(/<nav aria-label="Main"/g)?.length, 1);
  assert.equal(home.match(/<footer/g)?.length, 1);
  // Its header with a CSS module class, the site's title and tagline from useDocusaurusContext, its Link.
  assert.match(home, /<header class="hero hero--primary heroBanner_[\w-]+">/);
  assert.match(home, /<h1 class="hero__title">My Site<\/h1>/);
  assert.match(home, /<a class="button button--secondary button--lg" href="\/docs\/intro">/);
  // The features' require('@site/static/img/….svg').default render (as images until SVGs are components, issue 28).
  assert.equal(home.match(/<img src="\/assets\/images\/undraw_docusaurus_\w+-\w+\.svg" alt="" class="featureSvg_[\w-]+" role="img"\/>/g)?.length, 3);
  assert.match(home, /<h3>Easy to Use<\/h3>/);
});

/**
 * The blog's feeds as the same Docusaurus build writes them (build/blog/rss.xml and atom.xml): their fields and
 * items, read with xml-js. The items' content is the post's HTML, which differs with the theme's markup.
 */
const SITE = 'https://your-docusaurus-site.example.com';
const DOCUSAURUS_RSS = {
  channel: { title: 'My Site Blog', link: `${SITE}/blog`, description: 'My Site Blog', lastBuildDate: 'Thu, 26 Aug 2021 00:00:00 GMT', language: 'en' },
  items: [
    ['Welcome', 'welcome', 'Thu, 26 Aug 2021 00:00:00 GMT', 'Docusaurus blogging features are powered by the blog plugin.', ['Facebook', 'Hello', 'Docusaurus']],
    ['MDX Blog Post', 'mdx-blog-post', 'Sun, 01 Aug 2021 00:00:00 GMT', 'Blog posts support Docusaurus Markdown features, such as MDX.', ['Docusaurus']],
    ['Long Blog Post', 'long-blog-post', 'Wed, 29 May 2019 00:00:00 GMT', 'This is the summary of a very long blog post,', ['Hello', 'Docusaurus']],
    ['First Blog Post', 'first-blog-post', 'Tue, 28 May 2019 00:00:00 GMT', 'Lorem ipsum dolor sit amet...', ['Hola', 'Docusaurus']],
  ],
};
const SEB = 'Sébastien Lorber https://sebastienlorber.com';
const YANGSHUN = 'Yangshun Tay https://linkedin.com/in/yangshun';
const DOCUSAURUS_ATOM = {
  feed: { id: `${SITE}/blog`, title: 'My Site Blog', updated: '2021-08-26T00:00:00.000Z', subtitle: 'My Site Blog', icon: `${SITE}/img/favicon.ico`, link: `${SITE}/blog` },
  entries: [
    ['welcome', '2021-08-26T00:00:00.000Z', [SEB, YANGSHUN]],
    ['mdx-blog-post', '2021-08-01T00:00:00.000Z', [SEB]],
    ['long-blog-post', '2019-05-29T00:00:00.000Z', [YANGSHUN]],
    ['first-blog-post', '2019-05-28T00:00:00.000Z', [SEB, YANGSHUN]],
  ],
};

test("the blog's RSS and Atom feeds hold what Docusaurus 3.10's hold for the template, next to their style sheets", () => {
  const own = (node: Parameters<typeof children>[0], name: string) => textOf(children(node, name)[0]);
  const channel = elements(parseXml(html('blog/rss.xml')), 'channel')[0];
  assert.deepEqual(Object.fromEntries(Object.keys(DOCUSAURUS_RSS.channel).map((k) => [k, own(channel, k)])), DOCUSAURUS_RSS.channel);
  assert.deepEqual(
    children(channel, 'item').map((item) => [
      own(item, 'title'),
      own(item, 'link'),
      own(item, 'guid'),
      own(item, 'pubDate'),
      own(item, 'description'),
      children(item, 'category').map((c) => textOf(c)),
    ]),
    DOCUSAURUS_RSS.items.map(([title, slug, date, description, tags]) => [title, `${SITE}/blog/${slug}`, `${SITE}/blog/${slug}`, date, description, tags]),
  );
  const feed = elements(parseXml(html('blog/atom.xml')), 'feed')[0];
  const { link, ...fields } = DOCUSAURUS_ATOM.feed;
  assert.deepEqual(Object.fromEntries(Object.keys(fields).map((k) => [k, own(feed, k)])), fields);
  assert.deepEqual(
    children(feed, 'link').map((l) => l.attributes),
    [{ rel: 'alternate', href: link }],
  );
  assert.deepEqual(
    children(feed, 'entry').map((entry) => [
      own(entry, 'id'),
      children(entry, 'link')[0].attributes?.href,
      own(entry, 'updated'),
      own(entry, 'summary'),
      children(entry, 'author').map((a) => `${own(a, 'name')} ${own(a, 'uri')}`),
      children(entry, 'category').map((c) => c.attributes?.term),
    ]),
    DOCUSAURUS_ATOM.entries.map(([slug, updated, authors], i) => {
      const [, , , summary, tags] = DOCUSAURUS_RSS.items[i];
      return [`${SITE}/blog/${slug}`, `${SITE}/blog/${slug}`, updated, summary, authors, tags];
    }),
  );
  // Docusaurus's files beside the feeds (its build/blog/ but for the pages' folders).
  for (const file of ['rss.xsl', 'rss.css', 'atom.xsl', 'atom.css']) assert.ok(listFiles(out()).includes(`blog/${file}`), file);
});

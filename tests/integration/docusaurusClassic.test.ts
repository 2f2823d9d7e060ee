/**
 * Issue 27 items 2 and 3: the official `create-docusaurus` classic template (tests/fixtures/docusaurus-classic, as
 * `npx create-docusaurus@3.10.2 classic classic --javascript --skip-install` writes it) builds here unchanged: its home
 * page (`src/pages/index.js`, rendering `@theme/Layout` with a title and a description, CSS modules, the features'
 * SVGs), every doc and (issue 29) its blog, at the URLs Docusaurus 3.10 gives them.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type BuildResult } from '../../generator/node/build.ts';
import { listFiles } from '../helpers.ts';

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

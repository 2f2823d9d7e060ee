/**
 * Issue 27 items 2 and 3: the official `create-docusaurus` classic template (tests/fixtures/docusaurus-classic, as
 * `npx create-docusaurus@3.10.2 classic classic --javascript --skip-install` writes it) builds here unchanged: its home
 * page (`src/pages/index.js`, rendering `@theme/Layout` with a title and a description, CSS modules, the features'
 * SVGs) and every doc, at the URLs Docusaurus 3.10 gives them. Its blog is not built here (the blog is issue 29).
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
 * without the blog's (blog/…).
 */
const DOCUSAURUS_HTML = [
  '404.html',
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
  // themeConfig.footer.style: 'dark', as the template sets it (issue 28).
  assert.equal(home.match(/<footer class="footer footer--dark">/g)?.length, 1);
  // Its header with a CSS module class, the site's title and tagline from useDocusaurusContext, its Link.
  assert.match(home, /<header class="hero hero--primary heroBanner_[\w-]+">/);
  assert.match(home, /<h1 class="hero__title">My Site<\/h1>/);
  assert.match(home, /<a class="button button--secondary button--lg" href="\/docs\/intro">/);
  // The features' require('@site/static/img/….svg').default are React components (SVGR, issue 28): inline SVGs in the
  // prerendered HTML, with the props the template gives them and the SVG's own viewBox and title kept.
  const svgs = [
    ...home.matchAll(
      /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="[\d.]+" height="[\d.]+" viewBox="[\d. ]+" class="featureSvg_[\w-]+" role="img"><title>([^<]+)<\/title>/g,
    ),
  ];
  assert.deepEqual(
    svgs.map((m) => m[1]),
    ['Easy to Use', 'Focus on What Matters', 'Powered by React'],
  );
  assert.doesNotMatch(home, /<img[^>]+undraw_docusaurus/);
  assert.match(home, /<h3>Easy to Use<\/h3>/);
});

test("every page loads the Infima the site uses, then the theme's CSS, then the site's custom.css (issue 28)", () => {
  assert.deepEqual(
    result.warnings.filter((w) => /customCss|stylesheet|Infima/i.test(w)),
    [],
  );
  const sheet = html('docs/intro/index.html').match(/<link rel="stylesheet" href="\/(assets\/css\/main\.\w+\.css)"/)?.[1];
  assert.ok(sheet, 'the doc page links the main style sheet');
  // Custom properties keep their value's space once minified: compared without it.
  const css = readFileSync(join(out(), sheet), 'utf8').replace(/:\s+/g, ':');
  const at = (text: string) => {
    const index = css.indexOf(text);
    assert.ok(index >= 0, `${text} is in ${sheet}`);
    return index;
  };
  // Infima's rules for the classes the home page writes (hero, grid, buttons), from the infima package…
  const infima = [at('.hero--primary{'), at('.col--4{'), at('.button--lg{'), at('.text--center{')];
  // …before the theme's own rules, and the site's custom.css (its green) after them.
  const theme = at('.skip-link{');
  const custom = at('--ifm-color-primary:#2e8555');
  assert.ok(Math.max(...infima) < theme && theme < custom, 'Infima, then the theme, then custom.css');
  // Only what the site uses: not Infima's cards, alerts or avatars, and not its navbar (the theme draws its own).
  for (const unused of ['.card{', '.alert{', '.avatar{', '.navbar__link{color:var(--ifm-navbar-link-color)']) assert.ok(!css.includes(unused), unused);
});

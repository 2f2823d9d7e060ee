/**
 * Issue 27 item 3: the URLs Docusaurus 3.10 gives a site that moves its docs and blog and asks for trailing slashes.
 * The classic template (tests/fixtures/docusaurus-classic) with `trailingSlash: true`, the docs at `routeBasePath:
 * 'guide'`, the blog at `routeBasePath: 'news'` with `postsPerPage: 2` (and `onBrokenLinks: 'warn'`: its navbar
 * still links /docs and /blog). DOCUSAURUS_HTML is what Docusaurus 3.10.2 wrote for it:
 *   npm i @docusaurus/core@3.10.2 @docusaurus/preset-classic@3.10.2 @docusaurus/faster@3.10.2 react@19 react-dom@19
 *   cp -r tests/fixtures/docusaurus-classic v1 && (edit its docusaurus.config.js as VARIANT does)
 *   cd v1 && npx docusaurus build && (cd build && find . -name '*.html' | sort)
 * The same build's canonical links (`…/guide/intro/`), sidebar links, sitemap and RSS links end with a slash, as
 * this generator's do (compared by hand on 29 November 2026; the links follow `applyTrailingSlash`, unit-tested).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../../generator/node/content/load.ts';
import { resolveRoutes } from '../../../generator/node/routes/resolve.ts';
import { routeToFile } from '../../../generator/shared/urls.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/docusaurus-classic', import.meta.url));

const VARIANT: [string, string][] = [
  ["baseUrl: '/',", "baseUrl: '/',\n  trailingSlash: true,"],
  ["onBrokenLinks: 'throw',", "onBrokenLinks: 'warn',"],
  ["sidebarPath: './sidebars.js',", "sidebarPath: './sidebars.js',\n          routeBasePath: 'guide',"],
  ['showReadingTime: true,', "showReadingTime: true,\n          routeBasePath: 'news',\n          postsPerPage: 2,"],
];

const DOCUSAURUS_HTML = [
  '404.html',
  'guide/category/tutorial---basics/index.html',
  'guide/category/tutorial---extras/index.html',
  'guide/intro/index.html',
  'guide/tutorial-basics/congratulations/index.html',
  'guide/tutorial-basics/create-a-blog-post/index.html',
  'guide/tutorial-basics/create-a-document/index.html',
  'guide/tutorial-basics/create-a-page/index.html',
  'guide/tutorial-basics/deploy-your-site/index.html',
  'guide/tutorial-basics/markdown-features/index.html',
  'guide/tutorial-extras/manage-docs-versions/index.html',
  'guide/tutorial-extras/translate-your-site/index.html',
  'index.html',
  'markdown-page/index.html',
  'news/archive/index.html',
  'news/authors/all-sebastien-lorber-articles/index.html',
  'news/authors/all-sebastien-lorber-articles/page/2/index.html',
  'news/authors/index.html',
  'news/authors/yangshun/index.html',
  'news/authors/yangshun/page/2/index.html',
  'news/first-blog-post/index.html',
  'news/index.html',
  'news/long-blog-post/index.html',
  'news/mdx-blog-post/index.html',
  'news/page/2/index.html',
  'news/tags/docusaurus/index.html',
  'news/tags/docusaurus/page/2/index.html',
  'news/tags/facebook/index.html',
  'news/tags/hello/index.html',
  'news/tags/hola/index.html',
  'news/tags/index.html',
  'news/welcome/index.html',
];

test('trailingSlash: true and moved docs and blog: the pages Docusaurus 3.10 writes, at the same paths', async () => {
  const site = mkdtempSync(join(tmpdir(), 'qdocs-variant-'));
  try {
    cpSync(FIXTURE, site, { recursive: true });
    const file = join(site, 'docusaurus.config.js');
    let config = readFileSync(file, 'utf8');
    for (const [from, to] of VARIANT) {
      assert.ok(config.includes(from), `the fixture's config no longer holds ${from}`);
      config = config.replace(from, to);
    }
    writeFileSync(file, config);
    const graph = await loadContent(site);
    assert.deepEqual(graph.problems, []);
    const routes = resolveRoutes(graph);
    const files = routes
      .map((r) => routeToFile('/', r.path, true))
      // The generator's own search page (a Docusaurus search plugin brings one too), and the 404 page written apart.
      .filter((f) => f !== 'search/index.html')
      .concat('404.html')
      .sort();
    assert.deepEqual(files, DOCUSAURUS_HTML);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

/**
 * Issue 27 item 7: a Docusaurus site shaped like a large open-source project's (tests/fixtures/docusaurus-oss: an .mjs
 * config, two versions, items on both sides of the navbar, an HTML footer, redirects, client modules, scripts, head
 * tags, custom fields) builds as written, and its pages say what Docusaurus's say.
 *
 * The reference: Docusaurus 3.10.2 built the same folder (`npm install` of its package.json, `npx docusaurus build`);
 * what it wrote is recorded below where it is compared.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../../generator/node/content/load.ts';
import { importDocusaurus } from '../../generator/node/docusaurus/import.ts';
import { copyDocusaurusFixture, DOCUSAURUS_OSS_FIXTURE, readOut } from './docusaurusSite.ts';
import { listFiles } from '../helpers.ts';
import { sharedBuild } from '../sharedBuild.ts';
import { build } from '../../generator/node/build.ts';

let site: string;
let out: string;
let result: { warnings: string[] };
const page = (file: string) => readOut(out, file);
const one = (html: string, pattern: RegExp) => pattern.exec(html)?.[0] ?? '';
/** The first element that opens with `start` (`<footer class="footer`), to its first closing tag ('' if none). */
const element = (html: string, start: string) => one(html, new RegExp(`${start}[\\s\\S]*?</${/^<(\w+)/.exec(start)![1]}>`));
const header = (html: string) => element(html, '<header class="navbar');

// The build docusaurusOss.spec.ts serves (tests/sharedBuild.ts): read here, never changed.
before(async () => {
  ({ site, out, ...result } = await sharedBuild({ fixture: DOCUSAURUS_OSS_FIXTURE, options: { compress: false } }));
});

describe('the pages Docusaurus writes', () => {
  test('the HTML files are Docusaurus 3.10’s, and the search page', () => {
    // (cd build && find . -name '*.html' | sort) after the Docusaurus build, without the redirect pages (see below).
    const docusaurus = [
      '404.html',
      'docs/1.x/category/guides/index.html',
      'docs/1.x/guides/install/index.html',
      'docs/1.x/index.html',
      'docs/api/hooks/index.html',
      'docs/api/overview/index.html',
      'docs/api/render/index.html',
      'docs/guides/configure/index.html',
      'docs/guides/index.html',
      'docs/guides/install/index.html',
      'docs/index.html',
      'go/index.html',
      'index.html',
      'versions/index.html',
    ];
    const redirects = [
      'api/index.html',
      'docs/getting-started/index.html',
      'docs/legacy/category/guides/index.html',
      'docs/legacy/guides/install/index.html',
      'docs/legacy/index.html',
      'docs/old-api/index.html',
    ];
    const ours = listFiles(out).filter((f) => f.endsWith('.html'));
    assert.deepEqual(ours, [...docusaurus, ...redirects, 'search/index.html'].sort());
  });

  test('redirect pages are Docusaurus’s, byte for byte, to the URL each redirect names', () => {
    // build/docs/getting-started/index.html as @docusaurus/plugin-client-redirects 3.10.2 wrote it.
    const docusaurus = `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=/docs/guides/install">
    <link rel="canonical" href="/docs/guides/install" />
  </head>
  <script>
    window.location.href = '/docs/guides/install' + window.location.search + window.location.hash;
  </script>
</html>`;
    assert.equal(page('docs/getting-started/index.html'), docusaurus);
    // grep -o 'url=[^"]*' in each of Docusaurus's redirect pages: redirects (from a list) and createRedirects (the
    // version root keeps its slash, as its permalink has one in Docusaurus).
    const targets = Object.fromEntries(
      ['api/index.html', 'docs/old-api/index.html', 'docs/legacy/index.html', 'docs/legacy/category/guides/index.html', 'docs/legacy/guides/install/index.html'].map((f) => [
        f,
        /url=([^"]*)/.exec(page(f))?.[1],
      ]),
    );
    assert.deepEqual(targets, {
      'api/index.html': '/docs/api/overview',
      'docs/old-api/index.html': '/docs/api/overview',
      'docs/legacy/index.html': '/docs/1.x/',
      'docs/legacy/category/guides/index.html': '/docs/1.x/category/guides',
      'docs/legacy/guides/install/index.html': '/docs/1.x/guides/install',
    });
    assert.doesNotMatch(page('sitemap.xml'), /legacy|old-api|getting-started/);
  });
});

describe('a doc whose slug ends with a slash (trailingSlash unset)', () => {
  test('its links, the sitemap and the canonical URL are Docusaurus’s: /docs/ for slug: /, /docs/guides/ for guides/index.md', () => {
    // (cd build && grep -o 'pagination-nav__link[^"]*" href="[^"]*"' -r docs --include=*.html | sort) after Docusaurus
    // 3.10.2's build: the prev/next links of every doc page.
    const docusaurusPagination = [
      'docs/1.x/category/guides/index.html next /docs/1.x/guides/install',
      'docs/1.x/category/guides/index.html prev /docs/1.x/',
      'docs/1.x/guides/install/index.html prev /docs/1.x/category/guides',
      'docs/1.x/index.html next /docs/1.x/category/guides',
      'docs/api/hooks/index.html next /docs/api/render',
      'docs/api/hooks/index.html prev /docs/api/overview',
      'docs/api/overview/index.html next /docs/api/hooks',
      'docs/api/render/index.html prev /docs/api/hooks',
      'docs/guides/configure/index.html prev /docs/guides/install',
      'docs/guides/index.html next /docs/guides/install',
      'docs/guides/index.html prev /docs/',
      'docs/guides/install/index.html next /docs/guides/configure',
      'docs/guides/install/index.html prev /docs/guides/',
      'docs/index.html next /docs/guides/',
    ];
    const ours = listFiles(out)
      .filter((f) => f.startsWith('docs/') && f.endsWith('.html'))
      .flatMap((f) => [...page(f).matchAll(/<a class="pagination-nav__link pagination-nav__link--(prev|next)" href="([^"]+)"/g)].map((m) => `${f} ${m[1]} ${m[2]}`))
      .sort();
    assert.deepEqual(ours, docusaurusPagination);
    // Docusaurus, build/docs/guides/install/index.html: <a … href="/docs/">Docs</a> (navbar) and <a class="menu__link"
    // href="/docs/"><span …>Introduction</span></a> (sidebar); <a class="breadcrumbs__link" href="/docs/guides/">.
    const install = page('docs/guides/install/index.html');
    assert.match(header(install), /href="\/docs\/">Docs<\/a>/);
    assert.match(install, /<a class="menu__link" href="\/docs\/">Introduction<\/a>/);
    assert.match(install, /<nav aria-label="Breadcrumbs" class="breadcrumbs"><ol><li><a aria-label="Home page" href="\/">⌂<\/a><\/li><li><a href="\/docs\/guides\/">Guides<\/a>/);
    // The sidebar and the navbar still know the page they link to is the one being read (Docusaurus: menu__link--active).
    assert.match(page('docs/index.html'), /<a class="menu__link menu__link--active" aria-current="page" href="\/docs\/">Introduction<\/a>/);
    assert.match(header(page('docs/index.html')), /<a class="navbar__link navbar__link--active" aria-current="page" href="\/docs\/">Docs<\/a>/);
    // A link written in the configuration stays as written, as Docusaurus's Link leaves it (footer: <a href="/docs">Introduction</a>).
    assert.match(install, /<a class="footer__link" href="\/docs">Introduction<\/a>/);
    assert.match(page('docs/index.html'), /<link rel="canonical" href="https:\/\/widget.example.org\/docs\/">/);
    // Docusaurus's sitemap.xml: https://widget.example.org/docs/1.x/, /docs/ and /docs/guides/ with their slash.
    const sitemap = page('sitemap.xml');
    for (const loc of ['/docs/1.x/', '/docs/', '/docs/guides/', '/docs/guides/install']) assert.ok(sitemap.includes(`<loc>https://widget.example.org${loc}</loc>`), loc);
    assert.ok(!sitemap.includes('<loc>https://widget.example.org/docs</loc>'));
  });
});

describe('config as written (item 7)', () => {
  test('titleDelimiter joins the page title and the site title, as Docusaurus’s <title>', () => {
    // Docusaurus: <title data-rh="true">Installation · Widget</title>, and "Home · Widget" for src/pages/index.js.
    assert.match(page('docs/guides/install/index.html'), /<title>Installation · Widget<\/title>/);
    assert.match(page('index.html'), /<title>Home · Widget<\/title>/);
  });

  test('navbar items of every type, on both sides', () => {
    const nav = header(page('docs/guides/install/index.html'));
    const [left, right] = nav.split('<div class="navbar__right">');
    // Left: the sidebar's item (active), a link, a dropdown with a doc, HTML and an external link.
    assert.match(left, /<a class="navbar__link navbar__link--active" aria-current="page" href="\/docs\/">Docs<\/a>/);
    assert.match(left, /<a class="navbar__link" href="\/docs\/api\/overview">API<\/a>/);
    assert.match(left, /<button type="button" class="navbar__link dropdown__toggle"[^>]*>Community<\/button>/);
    // Docusaurus: <li><a aria-current="page" class="dropdown__link dropdown__link--active" href="/docs/guides/configure">
    // Configuration</a></li>: a doc item is active on every page of its doc's sidebar (DocNavbarItem), in a dropdown too.
    assert.match(
      left,
      /<li><a class="dropdown__link dropdown__link--active" aria-current="page" href="\/docs\/guides\/configure">Configuration<\/a><\/li><li><hr class="dropdown-separator"><\/li>/,
    );
    // …and not on a page of another sidebar (Docusaurus, build/docs/api/hooks/index.html: <a class="dropdown__link" …>).
    assert.match(header(page('docs/api/hooks/index.html')), /<li><a class="dropdown__link" href="\/docs\/guides\/configure">Configuration<\/a><\/li>/);
    assert.match(left, /href="https:\/\/github.com\/example\/widget\/discussions"[^>]*>Discussions<\/a>/);
    // Right: the version dropdown (its links: the next test), the HTML item, the GitHub link.
    assert.ok(right, 'right-positioned items are rendered');
    assert.match(right, /aria-label="Docs version: 2.x">2.x<\/button>/);
    assert.match(right, /<div class="navbar__item"><span class="navbar-badge">beta<\/span><\/div>/);
    assert.match(right, /<a href="https:\/\/github.com\/example\/widget"[^>]*class="navbar__item navbar__link" aria-label="GitHub repository">GitHub<\/a>/);
  });

  test('the version dropdown lists dropdownItemsBefore, the versions, then dropdownItemsAfter, each marked active as in Docusaurus', () => {
    // Docusaurus 3.10.2 on the same folder: mkdir site && cp -r tests/fixtures/docusaurus-oss/. site && ln -s
    // /tmp/docu-ref/node_modules site/node_modules (core, preset-classic, plugin-client-redirects 3.10.2) && cd site &&
    // npx docusaurus build; then each page's right-hand version dropdown, its <li><a> as "label href" (+ " active" for
    // class="dropdown__link dropdown__link--active" aria-current="page"). A link to the page being read is active
    // (the "Upgrading" link on /docs/guides/install); a version only on the docs of that version, none elsewhere.
    const docusaurus = {
      'docs/guides/install/index.html': ['All versions /versions', '2.x /docs/guides/install active', '1.x /docs/1.x/guides/install', 'Upgrading /docs/guides/install active'],
      'docs/1.x/guides/install/index.html': ['All versions /versions', '2.x /docs/guides/install', '1.x /docs/1.x/guides/install active', 'Upgrading /docs/guides/install'],
      'versions/index.html': ['All versions /versions active', '2.x /docs/', '1.x /docs/1.x/', 'Upgrading /docs/guides/install'],
      'index.html': ['All versions /versions', '2.x /docs/', '1.x /docs/1.x/', 'Upgrading /docs/guides/install'],
    };
    const links = (file: string) => {
      const menu = one(header(page(file)).split('<div class="navbar__right">')[1] ?? '', /<ul class="dropdown__menu"[\s\S]*?<\/ul>/);
      return [...menu.matchAll(/<a class="dropdown__link( dropdown__link--active" aria-current="page)?" href="([^"]+)">([^<]+)/g)].map(
        ([, active, href, label]) => `${label} ${href}${active ? ' active' : ''}`,
      );
    };
    assert.deepEqual(Object.fromEntries(Object.keys(docusaurus).map((file) => [file, links(file)])), docusaurus);
  });

  test('a link with activeBaseRegex is active on every page its pattern matches', () => {
    // Docusaurus: <a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/docs/api/overview">API</a> on /docs/api/render.
    assert.match(header(page('docs/api/render/index.html')), /<a class="navbar__link navbar__link--active" aria-current="page" href="\/docs\/api\/overview">API<\/a>/);
    assert.match(header(page('docs/guides/install/index.html')), /<a class="navbar__link" href="\/docs\/api\/overview">API<\/a>/);
  });

  test('the footer’s HTML item and copyright are HTML, as Docusaurus writes them', () => {
    const footer = element(page('docs/guides/install/index.html'), '<footer class="footer');
    // Docusaurus: <li class="footer__item"><a href="https://www.netlify.com" class="footer-netlify">Deploys by Netlify</a></li>
    assert.match(footer, /<li class="footer__item"><a href="https:\/\/www.netlify.com" class="footer-netlify">Deploys by Netlify<\/a><\/li>/);
    // Docusaurus: <div class="footer__copyright">Copyright &copy; 2026 Widget&trade; contributors. <a href="/docs">Docs</a> are <em>CC BY 4.0</em>.</div>
    assert.match(footer, /<div class="footer__copyright">Copyright &copy; 2026 Widget&trade; contributors. <a href="\/docs">Docs<\/a> are <em>CC BY 4.0<\/em>.<\/div>/);
  });

  test('the announcement bar, its content HTML and its colours, is on every page, archived versions included', () => {
    for (const file of ['index.html', 'docs/guides/install/index.html', 'docs/1.x/guides/install/index.html', 'docs/1.x/category/guides/index.html']) {
      const bar = element(page(file), '<section class="announcement-bar');
      // Docusaurus: style="background-color:#20232a;color:#ffffff" … <b>Widget 2</b> is out: <a href="/docs/guides/install">upgrade now</a> &rarr;
      assert.match(bar, /style="background-color:#20232a;color:#ffffff"/, file);
      assert.match(bar, /<b>Widget 2<\/b> is out: <a href="\/docs\/guides\/install">upgrade now<\/a> &rarr;/, file);
    }
  });

  test('editUrl as a function of the config’s module, its closure intact: the edit links Docusaurus writes', () => {
    // Docusaurus: href="https://github.com/example/widget/edit/main/website/docs/guides/install.md"
    assert.match(page('docs/guides/install/index.html'), /href="https:\/\/github.com\/example\/widget\/edit\/main\/website\/docs\/guides\/install.md"/);
    assert.match(page('docs/1.x/guides/install/index.html'), /href="https:\/\/github.com\/example\/widget\/edit\/main\/website\/versioned_docs\/version-1.x\/guides\/install.md"/);
  });

  test('a version’s badge, label, path and banner', () => {
    // Docusaurus: <span class="theme-doc-version-badge badge badge--secondary">Version: 2.x</span> on 2.x docs (badge: true),
    // none on 1.x docs (badge: false), whose pages carry the unmaintained banner instead.
    assert.match(page('docs/api/render/index.html'), /<span class="theme-doc-version-badge badge badge--secondary">Version: 2.x<\/span>/);
    assert.doesNotMatch(page('docs/1.x/guides/install/index.html'), /theme-doc-version-badge/);
    assert.match(page('docs/1.x/guides/install/index.html'), /no longer actively maintained/);
  });

  test('includeCurrentVersion and onlyIncludeVersions choose the versions built', async () => {
    // A copy per variant: an ES module config is loaded once per process and path (Node's module cache).
    const variant = async (options: string) => {
      const dir = copyDocusaurusFixture('docusaurus-oss-versions-', DOCUSAURUS_OSS_FIXTURE);
      try {
        const config = join(dir, 'docusaurus.config.mjs');
        writeFileSync(config, readFileSync(config, 'utf8').replace("lastVersion: 'current',", options));
        return (await loadContent(dir)).versions.map((v) => [v.name, v.path]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    assert.deepEqual(await variant("lastVersion: '1.x', includeCurrentVersion: false,"), [['1.x', '/docs/1.x']]);
    assert.deepEqual(await variant("lastVersion: 'current', onlyIncludeVersions: ['current'],"), [['current', '/docs']]);
    await assert.rejects(variant("lastVersion: 'current', onlyIncludeVersions: ['1.x'],"), /docs\.lastVersion is "current", which is not built/);
  });

  test('headTags and scripts are in every page’s head, in Docusaurus’s order and markup', () => {
    for (const file of ['index.html', 'docs/guides/install/index.html', '404.html']) {
      const head = one(page(file), /<head>[\s\S]*<\/head>/);
      // Docusaurus (docs/guides/install/index.html): after its own tags, before the style sheets and scripts.
      assert.match(
        head,
        /<link rel="preconnect" href="https:\/\/cdn.widget.example.org">\n<meta name="widget-build" content="fixture">\n<script src="\/js\/extra.js" defer="defer"><\/script>\n<script src="https:\/\/cdn.widget.example.org\/stats.js"><\/script>/,
        file,
      );
    }
  });

  test('the importer copies the client modules the configuration names', async () => {
    const target = join(site, '..', `${site.split(/[\\/]/).pop()}-imported`);
    try {
      const { copied } = await importDocusaurus(site, target);
      assert.ok(copied.includes('src/clientModules/marker.js'), copied.join(', '));
      assert.ok(existsSync(join(target, 'src', 'clientModules', 'marker.js')));
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });

  test('what the generator leaves out is a warning naming it', () => {
    // Redirects, client modules, scripts and head tags are carried over: no warning names them.
    assert.ok(!result.warnings.some((w) => /clientModules|scripts|headTags|plugins\[0\]/.test(w)), result.warnings.join('\n'));
    // Docusaurus shows a one-entry language menu; the generator shows none with one locale, and says so.
    assert.ok(
      result.warnings.some((w) => /themeConfig\.navbar\.items\[4\].*one locale/.test(w)),
      result.warnings.join('\n'),
    );
  });
});

describe('the modules Docusaurus sites import (item 6)', () => {
  const main = (html: string) => element(html, '<main class="container">');

  test('useDocusaurusContext (customFields), useGlobalData, @docusaurus/Interpolate and isInternalUrl render what Docusaurus renders', () => {
    // Docusaurus 3.10.2, build/index.html:
    const docusaurus =
      '<main class="container"><h1>Widget</h1><p id="api-base">https://api.widget.example.org</p><p id="release">Release 2 (Sprocket)</p><p id="versions">current, 1.x</p><p id="internal">true false false</p></main>';
    assert.equal(main(page('index.html')), docusaurus);
  });

  test('useVersions and useLatestVersion: a versions page lists each version by its main doc', () => {
    // Docusaurus: <li><a href="/docs/">2.x</a></li><li><a href="/docs/1.x/">1.x</a></li> (the permalinks of a doc
    // whose slug is / end with a slash).
    const html = main(page('versions/index.html'));
    assert.match(html, /<p id="latest">Latest: <!-- -->2.x<\/p>/);
    assert.match(html, /<li><a href="\/docs\/">2.x<\/a><\/li><li><a href="\/docs\/1.x\/">1.x<\/a><\/li>/);
  });

  test('the docs hooks, theme-common and the router on a doc page say what they say in Docusaurus', () => {
    // Docusaurus 3.10.2, build/docs/api/hooks/index.html (DocFacts: useDocsVersion, useActiveVersion, useActiveDocContext,
    // useDocById of a doc in the page's sidebar and of one in another sidebar, useThemeConfig, useLocation, useColorMode,
    // ThemeClassNames):
    const docusaurus =
      '<ul class="doc-facts theme-doc-markdown"><li id="fact-version">current 2.x</li><li id="fact-active">current</li><li id="fact-doc">api/hooks</li><li id="fact-alternate">/docs/api/hooks</li><li id="fact-by-id">render()</li><li id="fact-other-sidebar">Installation | Install Widget with npm. | docs</li><li id="fact-navbar">Widget</li><li id="fact-path">/docs/api/hooks</li><li id="fact-color">light</li></ul>';
    assert.equal(element(page('docs/api/hooks/index.html'), '<ul class="doc-facts'), docusaurus);
  });

  test('DocCardList on a category’s doc: a card per item, with the docs’ descriptions; ThemedImage; Interpolate with an element', () => {
    const html = page('docs/guides/index.html');
    // (The theme's own classes for the list and cards, not Infima's row/col/card: see theme/DocCardList.)
    const cards = element(html, '<section class="doc-card-list">');
    // Docusaurus: each card <a class="card padding--lg theme-doc-card-container …" href="/docs/guides/install"><h2
    // class="theme-doc-card-heading …" title="Installation"><span class="theme-doc-card-icon …">📄️</span><span
    // class="text--truncate theme-doc-card-title …">Installation</span></h2><p class="text--truncate
    // theme-doc-card-description …" title="Install Widget with npm.">Install Widget with npm.</p></a>, then Configuration.
    const found = [...cards.matchAll(/href="([^"]+)"><h2[^>]*title="([^"]+)"><span[^>]*>(.+?)<\/span><span[^>]*>([^<]+)<\/span><\/h2><p[^>]*>([^<]+)<\/p>/g)].map((m) =>
      m.slice(1),
    );
    assert.deepEqual(found, [
      ['/docs/guides/install', 'Installation', '📄️', 'Installation', 'Install Widget with npm.'],
      ['/docs/guides/configure', 'Configuration', '📄️', 'Configuration', 'Widget reads widget.config.js.'],
    ]);
    // Docusaurus: <img src="/img/widget-light.svg" alt="Widget" class="… themedComponent--light_…"><img src="/img/widget-dark.svg" …>
    assert.match(
      html,
      /<img alt="Widget" src="\/img\/widget-light.svg" class="themed-image themed-image--light"\/><img alt="Widget" src="\/img\/widget-dark.svg" class="themed-image themed-image--dark"\/>/,
    );
    // Docusaurus: <p id="interpolated">2<!-- --> guides, then <a class="" href="/docs/api/overview">the API</a>.</p>
    assert.match(html, /<p id="interpolated">2<!-- --> guides, then <a href="\/docs\/api\/overview">the API<\/a>.<\/p>/);
    // Only a page that shows DocCardList carries the cards' descriptions in its route data.
    assert.doesNotMatch(page('docs/guides/install/index.html'), /"cards":/);
  });
});

describe('useDocById after an edit', { timeout: 600_000 }, () => {
  test('a doc’s title edited: the next build (on its cache) runs webpack again, and the page that shows the doc by id says the new title', async () => {
    const dir = copyDocusaurusFixture('docusaurus-oss-doc-by-id-', DOCUSAURUS_OSS_FIXTURE);
    try {
      const target = join(dir, 'build');
      await build({ siteDir: dir, outDir: target, compress: false });
      const install = join(dir, 'docs', 'guides', 'install.md');
      writeFileSync(install, readFileSync(install, 'utf8').replace('# Installation', '# Widget setup'));
      const again = await build({ siteDir: dir, outDir: target, compress: false });
      // Only the docs plugin's client reads the docs' titles (from .cache/generated/version-docs.json): webpack must see it changed.
      assert.equal(again.reuse.webpack, true);
      assert.match(readOut(target, 'docs/api/hooks/index.html'), /<li id="fact-other-sidebar">Widget setup \| Install Widget with npm\. \| docs<\/li>/);
      // The browser's copy too (hydration renders from it).
      const scripts = listFiles(target).filter((f) => f.endsWith('.js'));
      assert.ok(
        scripts.some((f) => readOut(target, f).includes('Widget setup')),
        'a client script holds the new title',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstPaintTargets, headTags, htmlAttributes, inlineJson, THEME_SCRIPT } from '../../../generator/node/render/head.ts';
import { validateConfig } from '../../../generator/node/config/load.ts';
import { FIRST_PAINT_IDS, STORAGE_KEYS } from '../../../generator/shared/conventions.ts';
import siteConfig from '../../fixtures/site/site.config.ts';

const config = validateConfig(siteConfig);

test('head has title, description, keywords, canonical, Open Graph and exactly the given preloads', () => {
  const html = headTags({
    config,
    data: { path: '/docs-archive/api/$filter', kind: 'doc', title: '$filter', description: 'Filters <entities>.' },
    keywords: ['Qodly', 'REST API'],
    css: ['/docs-archive/assets/css/main.1.css'],
    js: ['/docs-archive/assets/js/main.1.js', '/docs-archive/assets/js/p/x.2.js'],
    preloadJson: [],
  });
  assert.match(html, /<title>\$filter \| Fixture Docs<\/title>/);
  assert.match(html, /<meta name="description" content="Filters &lt;entities&gt;\.">/);
  assert.match(html, /<meta name="keywords" content="Qodly, REST API">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/fixture\.example\.com\/docs-archive\/api\/\$filter">/);
  assert.match(html, /property="og:title" content="\$filter \| Fixture Docs"/);
  assert.equal(html.match(/rel="preload"/g)?.length, 2);
  // Scripts at low priority: the HTML and CSS first (Lighthouse counts a high-priority script as blocking the first paint).
  assert.equal(html.match(/<link rel="preload" href="[^"]+\.js" as="script" fetchpriority="low">/g)?.length, 2);
});

test('inline JSON cannot close the script element', () => {
  assert.equal(inlineJson({ a: '</script><script>alert(1)</script>' }).includes('</script>'), false);
});

test('the colour-mode script reads the stored choice, else the system preference', () => {
  assert.ok(THEME_SCRIPT.includes(`localStorage.getItem(${JSON.stringify(STORAGE_KEYS.colorMode)})`), 'reads the stored colour mode under the key the toggle writes');
  assert.match(THEME_SCRIPT, /prefers-color-scheme: dark/);
  assert.ok(THEME_SCRIPT.includes(`localStorage.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismissed)})`), 'reads the dismissal under the key the bar writes');
});

test('the settings of the inline scripts are attributes of <html>, so the scripts stay the same (and their CSP hash too)', () => {
  const attributes = htmlAttributes({ ...config, announcementBar: { id: 'a"b', content: 'x', dismissible: true, showOnArchivedVersions: true } });
  assert.match(attributes, /data-theme="light"/);
  assert.match(attributes, /data-follow-system/);
  assert.match(attributes, /data-announcement="a&quot;b"/);
  assert.match(attributes, /data-base-url="\/docs-archive\/"/);
  assert.doesNotMatch(htmlAttributes({ ...config, colorMode: { defaultMode: 'dark', respectPrefersColorScheme: false, disableSwitch: false } }), /data-follow-system/);
  // colorMode.disableSwitch: the theme script then ignores (and forgets) a stored choice.
  assert.doesNotMatch(attributes, /data-disable-switch/);
  assert.match(htmlAttributes({ ...config, colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: true } }), / data-disable-switch /);
});

test('the first paint waits for the element after the navbar, and on the search page for the one after its controls', () => {
  const page = `<header class="navbar">…</header><div id="${FIRST_PAINT_IDS.afterNavbar}" class="main-wrapper"><main>…</main></div>`;
  const searchPage = page.replace('<main>…</main>', `<main><div class="search-page__controls">…</div><p id="${FIRST_PAINT_IDS.afterSearchControls}">Tip</p></main>`);
  assert.deepEqual(firstPaintTargets(page), [FIRST_PAINT_IDS.afterNavbar]);
  assert.deepEqual(firstPaintTargets(new TextEncoder().encode(searchPage)), [FIRST_PAINT_IDS.afterNavbar, FIRST_PAINT_IDS.afterSearchControls]);
  // A page without the theme's Layout (a bare component page) waits for nothing: no link would block until the end.
  assert.deepEqual(firstPaintTargets('<div>bare</div>'), []);
  const input = { config, data: { path: '/docs-archive/search', kind: 'page' as const, title: 'Search', description: '' }, keywords: [], css: ['/a.css'], js: [], preloadJson: [] };
  const html = headTags({ ...input, firstPaint: firstPaintTargets(searchPage) });
  assert.equal(html.match(/<link rel="expect" href="#[^"]+" blocking="render">/g)?.length, 2);
  assert.ok(html.includes(`<link rel="expect" href="#${FIRST_PAINT_IDS.afterNavbar}" blocking="render">`));
  assert.doesNotMatch(headTags(input), /rel="expect"/);
});

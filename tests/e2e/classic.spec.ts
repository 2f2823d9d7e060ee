/**
 * Issue 27 items 2 and 3 in Chromium: the create-docusaurus classic template (tests/fixtures/docusaurus-classic), set
 * to `trailingSlash: true` and served as that option says. Its home page (src/pages/index.js, its own <Layout>)
 * hydrates without a mismatch; links carry the slash and navigate in place; the page's Layout title is the tab's title
 * after a client-side navigation too.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { build } from '../../generator/node/build.ts';
import { serve } from '../../generator/node/serve.ts';
import { launchBrowser } from './harness.ts';
import { goto, open, problems } from './theme/site.ts';

/** A page of Infima's classes the template lacks (src/pages/infima.mdx, written into both builds: this one and Docusaurus's below). */
const INFIMA_PAGE = '# Infima\n\n<button className="button button--primary">Primary</button>\n';

let browser: Browser;
let server: Server;
let site: string;
let origin: string;

before(async () => {
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  site = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'classic-e2e-'));
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'docusaurus-classic'), site, { recursive: true });
  const config = join(site, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  trailingSlash: true,"));
  writeFileSync(join(site, 'src', 'pages', 'infima.mdx'), INFIMA_PAGE);
  const out = join(site, 'build');
  await build({ siteDir: site, outDir: out, compress: false });
  [browser, server] = await Promise.all([launchBrowser(), serve({ dir: out, baseUrl: '/', port: 0, trailingSlash: true })]);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  rmSync(site, { recursive: true, force: true });
});

test('the home page hydrates as prerendered; its link navigates in place, to the URL with its slash', async () => {
  const { page, context, logs } = await open(browser, `${origin}/`);
  assert.equal(await page.title(), 'Hello from My Site | My Site');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: /Docusaurus Tutorial/ }).click();
  await page.waitForURL(`${origin}/docs/intro/`);
  await page.locator('h1', { hasText: 'Tutorial Intro' }).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'the click reloaded the page');
  assert.equal(await page.title(), 'Tutorial Intro | My Site');
  // The sidebar's links have the slash too; back home, the page's own <Layout title> is the tab's title again.
  assert.equal(await page.locator('a.menu__link', { hasText: 'Tutorial Intro' }).getAttribute('href'), '/docs/intro/');
  await page.goBack();
  await page.locator('.hero__title').waitFor();
  await page.waitForFunction(() => document.title === 'Hello from My Site | My Site');
  assert.deepEqual(problems(logs), []);
  await context.close();
});

test('a generated index at its Docusaurus URL, opened directly, hydrates without a problem', async () => {
  const { page, context, logs } = await open(browser, `${origin}/docs/category/tutorial---basics/`);
  assert.equal(await page.locator('h1').textContent(), 'Tutorial - Basics');
  assert.deepEqual(problems(logs), []);
  await context.close();
});

/**
 * What Docusaurus 3.10.2 draws for the template (issue 28), recorded with the probe tests/reference/docusaurusStyles.mjs
 * (its `classic` preset names each element and property below; the home page, docs/intro, two tutorial pages and
 * infima/, at 1280×800 and 390×844, in each colour mode):
 *   mkdir /tmp/docu-ref && cd /tmp/docu-ref && npm init -y
 *   npm i @docusaurus/core@3.10.2 @docusaurus/preset-classic@3.10.2 @docusaurus/faster@3.10.2 react@19 react-dom@19
 *   cd - && cp -r tests/fixtures/docusaurus-classic /tmp/docu-ref/classic && ln -s /tmp/docu-ref/node_modules /tmp/docu-ref/classic/
 *   # in /tmp/docu-ref/classic: `trailingSlash: true,` after `baseUrl: '/',` in docusaurus.config.js, and
 *   # src/pages/infima.mdx holding INFIMA_PAGE
 *   (cd /tmp/docu-ref/classic && npx docusaurus build && npx docusaurus serve --port 3900 --no-open) &
 *   node tests/reference/docusaurusStyles.mjs http://localhost:3900/ classic   # once it serves
 */
const PRIMARY = { light: 'rgb(46, 133, 85)', dark: 'rgb(37, 194, 160)' }; // custom.css: #2e8555, dark #25c2a0
const DOCUSAURUS = {
  hero: {
    light: { backgroundColor: PRIMARY.light, color: 'rgb(255, 255, 255)', textAlign: 'center' },
    dark: { backgroundColor: PRIMARY.dark, color: 'rgb(0, 0, 0)', textAlign: 'center' },
  },
  heroPaddingTop: { desktop: '64px', phone: '32px' },
  heroTitle: { light: { fontSize: '48px', fontWeight: '700', color: 'rgb(255, 255, 255)' }, dark: { fontSize: '48px', fontWeight: '700', color: 'rgb(0, 0, 0)' } },
  // The same in both modes: Infima's secondary button.
  button: {
    backgroundColor: 'rgb(235, 237, 240)',
    color: 'rgb(28, 30, 33)',
    borderColor: 'rgb(235, 237, 240)',
    fontSize: '18.9px',
    paddingTop: '8.1px',
    paddingLeft: '32.4px',
    borderRadius: '6.4px',
  },
  // The three feature columns: side by side on a desktop, stacked at full width on a phone.
  columns: {
    desktop: [
      { x: 70, y: 402, w: 380 },
      { x: 450, y: 402, w: 380 },
      { x: 830, y: 402, w: 380 },
    ],
    phone: [
      { x: 0, y: 338, w: 390 },
      { x: 0, y: 713, w: 390 },
      { x: 0, y: 1062, w: 390 },
    ],
  },
  // Each feature's SVG component: inline, 200×200 (its CSS module), role="img".
  svg: { w: 200, h: 200, role: 'img' },
  // docs/intro: the code block's font size (custom.css --ifm-code-font-size: 95%).
  codeFontSize: '15.2px',
  // The template's prism.theme (themes.github) and darkTheme (themes.dracula) of prism-react-renderer, which Docusaurus
  // writes inline on the <pre> (plain.backgroundColor) and on each token (a keyword: the last github style naming it;
  // read on docs/tutorial-basics/create-a-page, a jsx block: docs/intro's are bash, which Docusaurus leaves plain).
  code: { light: { background: 'rgb(246, 248, 250)', keyword: 'rgb(0, 0, 159)' }, dark: { background: 'rgb(40, 42, 54)', keyword: 'rgb(189, 147, 249)' } },
  // The footer (themeConfig.footer.style: 'dark'): Infima's .footer--dark, the same in both modes. Read from the same
  // Docusaurus build at 1280×800 with data-theme set to each mode (footer.footer, .footer__title, .footer__link-item).
  footer: { backgroundColor: 'rgb(48, 56, 70)', color: 'rgb(235, 237, 240)' },
  footerTitle: 'rgb(255, 255, 255)',
  footerLink: 'rgb(235, 237, 240)',
  // The five highlighted lines of docs/tutorial-basics/create-a-document: custom.css's --docusaurus-highlighted-code-line-bg.
  highlightedLine: { light: 'rgba(0, 0, 0, 0.1)', dark: 'rgba(0, 0, 0, 0.3)' },
  // infima/: Infima's primary button, in custom.css's primary (its text Infima's contrast colour for the mode).
  primaryButton: {
    light: { backgroundColor: PRIMARY.light, borderColor: PRIMARY.light, color: 'rgb(255, 255, 255)' },
    dark: { backgroundColor: PRIMARY.dark, borderColor: PRIMARY.dark, color: 'rgb(0, 0, 0)' },
  },
};

const styleOf = (page: import('playwright-core').Page, selector: string, props: string[]) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, names) => Object.fromEntries(names.map((n) => [n, getComputedStyle(el).getPropertyValue(n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`))])), props);

for (const device of ['desktop', 'phone'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`side by side with Docusaurus (${device}, ${mode}): Infima, custom.css and SVG components as it draws them`, async () => {
      const { page, context, logs } = await open(browser, `${origin}/`, { mobile: device === 'phone', colorScheme: mode });
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
      assert.deepEqual(await styleOf(page, '.hero', ['backgroundColor', 'color', 'textAlign']), DOCUSAURUS.hero[mode]);
      assert.equal((await styleOf(page, '.hero', ['paddingTop'])).paddingTop, DOCUSAURUS.heroPaddingTop[device]);
      assert.deepEqual(await styleOf(page, '.hero__title', ['fontSize', 'fontWeight', 'color']), DOCUSAURUS.heroTitle[mode]);
      assert.deepEqual(await styleOf(page, '.hero .button', Object.keys(DOCUSAURUS.button)), DOCUSAURUS.button);

      const columns = await page.locator('.col.col--4').evaluateAll((cols) =>
        cols.map((c) => {
          const r = c.getBoundingClientRect();
          return { x: Math.round(r.x), y: Math.round(r.y + window.scrollY), w: Math.round(r.width) };
        }),
      );
      const expected = DOCUSAURUS.columns[device];
      assert.deepEqual(
        columns.map(({ x, w }) => ({ x, w })),
        expected.map(({ x, w }) => ({ x, w })),
      );
      // Where they start: the navbar here has a 1px border that Docusaurus's draws as a shadow.
      assert.ok(Math.abs(columns[0]!.y - expected[0]!.y) <= 2, `first column at y ${columns[0]!.y}, Docusaurus ${expected[0]!.y}`);
      if (device === 'desktop')
        assert.ok(
          columns.every((c) => c.y === columns[0]!.y),
          'side by side',
        );
      else assert.ok(columns[0]!.y < columns[1]!.y && columns[1]!.y < columns[2]!.y, 'stacked');

      const svgs = await page
        .locator('.col--4 svg')
        .evaluateAll((list) =>
          list.map((s) => ({ w: Math.round(s.getBoundingClientRect().width), h: Math.round(s.getBoundingClientRect().height), role: s.getAttribute('role') })),
        );
      assert.deepEqual(svgs, [DOCUSAURUS.svg, DOCUSAURUS.svg, DOCUSAURUS.svg]);
      assert.deepEqual(await styleOf(page, 'footer.footer', ['backgroundColor', 'color']), DOCUSAURUS.footer);
      assert.equal((await styleOf(page, 'footer .footer__title', ['color'])).color, DOCUSAURUS.footerTitle);
      assert.equal((await styleOf(page, 'footer .footer__link', ['color'])).color, DOCUSAURUS.footerLink);

      // A doc page: custom.css's primary colour on its links, the sidebar's active entry and the navbar's active link
      // (the docs' "Tutorial"), Docusaurus's code size.
      await page.goto(`${origin}/docs/intro/`);
      assert.equal((await styleOf(page, 'article.markdown p a[href]', ['color'])).color, PRIMARY[mode]);
      assert.equal((await styleOf(page, '.menu__link--active', ['color'])).color, PRIMARY[mode]);
      assert.equal(await page.locator('.navbar__link--active').textContent(), 'Tutorial');
      assert.equal((await styleOf(page, '.navbar__link--active', ['color'])).color, PRIMARY[mode]);
      assert.equal((await styleOf(page, 'article pre code', ['fontSize'])).fontSize, DOCUSAURUS.codeFontSize);
      assert.equal((await styleOf(page, 'article .code-block', ['backgroundColor'])).backgroundColor, DOCUSAURUS.code[mode].background);
      await goto(page, `${origin}/docs/tutorial-basics/create-a-page/`);
      assert.equal((await styleOf(page, 'article pre .token.keyword', ['color'])).color, DOCUSAURUS.code[mode].keyword);
      await goto(page, `${origin}/docs/tutorial-basics/create-a-document/`);
      // Its `{1-4}` lines and its `// highlight-next-line` (Docusaurus's .theme-code-block-highlighted-line).
      const highlighted = await page
        .locator('article pre :is(.code-line--highlighted, .theme-code-block-highlighted-line)')
        .evaluateAll((lines) => lines.map((line) => getComputedStyle(line).backgroundColor));
      assert.deepEqual(highlighted, Array(5).fill(DOCUSAURUS.highlightedLine[mode]));
      await goto(page, `${origin}/infima/`);
      assert.deepEqual(await styleOf(page, '.button--primary', ['backgroundColor', 'borderColor', 'color']), DOCUSAURUS.primaryButton[mode]);
      assert.deepEqual(problems(logs), []);
      await context.close();
    });
  }
}

test("on a phone (390 and 320 px) the page is no wider than the screen; the navbar's GitHub link is in the menu", async () => {
  const { page, context, logs } = await open(browser, `${origin}/docs/intro/`, { mobile: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    // The bar keeps the brand on one line, the colour toggle and search; before, its right-hand GitHub link pushed
    // the search box past the edge and the page was 411 px wide at 390.
    await page.waitForFunction((w) => innerWidth === w, width);
    assert.deepEqual(await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]), [width, width]);
    assert.equal(await page.locator('.navbar__right').getByRole('link', { name: 'GitHub' }).isVisible(), false);
    const title = page.locator('.navbar__title');
    assert.equal((await title.evaluate((el) => el.getClientRects().length)) === 1 && (await title.boundingBox())!.height < 30, true, 'the title on one line');
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('button', { name: /main menu/i }).click();
  assert.equal(await menu.getByRole('link', { name: 'GitHub' }).isVisible(), true);
  assert.deepEqual(problems(logs), []);
  await context.close();
});

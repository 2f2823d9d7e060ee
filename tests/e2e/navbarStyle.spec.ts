/**
 * Issue 28: `themeConfig.navbar.style` ('dark', 'primary') and Docusaurus's default Prism theme (palenight, for a site
 * that names none) in Chromium, side by side with Docusaurus 3.10.2. The create-docusaurus classic template
 * (tests/fixtures/docusaurus-classic) is built twice, once per style, its `prism` block removed; each copy also gets a
 * dropdown and the search box in its navbar, so that axe sees every control the bar can hold. (The dropdown's entry
 * is not the page axe runs on, and the search panel is not opened: the theme's active dropdown entry and search
 * results, the site's primary on the theme's light tints, are 3.97:1 with the template's green whatever the navbar's
 * style, a matter of their own.)
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../generator/node/build.ts';
import { serve } from '../../generator/node/serve.ts';
import { launchBrowser } from './harness.ts';
import { axeViolations, open, problems } from './theme/site.ts';

type Style = 'dark' | 'primary';
type Mode = 'light' | 'dark';

/**
 * What Docusaurus 3.10.2 draws, recorded with the probe tests/reference/docusaurusStyles.mjs (its `navbar` preset:
 * docs/tutorial-basics/create-a-page at 1280×800 in each colour mode, getComputedStyle of `.navbar`, the Blog link
 * (`.navbar__items .navbar__link:not(.navbar__link--active)`), `.navbar__title`, `.navbar__link--active`, the first
 * `article pre` and its first `.token.<type>`), on the template set up in /tmp/docu-ref as classic.spec.ts says, once
 * per style:
 *   for s in dark primary; do cp -r tests/fixtures/docusaurus-classic /tmp/docu-ref/nav-$s
 *     ln -s /tmp/docu-ref/node_modules /tmp/docu-ref/nav-$s/; done
 *   # in each copy's docusaurus.config.js: `style: '<s>',` in themeConfig.navbar, the `prism: { theme, darkTheme }` block removed
 *   (cd /tmp/docu-ref/nav-dark && npx docusaurus build && npx docusaurus serve --port 3917 --no-open) &
 *   node tests/reference/docusaurusStyles.mjs http://localhost:3917/ navbar   # and primary on port 3918
 */
const DOCUSAURUS = {
  navbar: {
    dark: {
      light: { background: 'rgb(36, 37, 38)', link: 'rgb(245, 246, 247)', brand: 'rgb(245, 246, 247)', active: 'rgb(46, 133, 85)' },
      dark: { background: 'rgb(36, 37, 38)', link: 'rgb(245, 246, 247)', brand: 'rgb(245, 246, 247)', active: 'rgb(37, 194, 160)' },
    },
    primary: {
      light: { background: 'rgb(46, 133, 85)', link: 'rgb(245, 246, 247)', brand: 'rgb(245, 246, 247)', active: 'rgb(255, 255, 255)' },
      dark: { background: 'rgb(37, 194, 160)', link: 'rgb(245, 246, 247)', brand: 'rgb(245, 246, 247)', active: 'rgb(255, 255, 255)' },
    },
  },
  // prism-react-renderer's palenight, the same in both modes (a jsx block: `import`, 'react', MyReactPage, Layout).
  code: {
    background: 'rgb(41, 45, 62)',
    text: 'rgb(191, 199, 213)',
    keyword: 'rgb(191, 199, 213) italic',
    string: 'rgb(195, 232, 141)',
    function: 'rgb(130, 170, 255)',
    'class-name': 'rgb(255, 203, 107)',
  },
};

/**
 * Where this navbar parts from Docusaurus's, for contrast (WCAG AA, 4.5:1; the links are 16 px, not large text):
 * - the dark bar's active link takes the primary's lightest shade, not the primary: the template's #2e8555 on
 *   #242526 is 3.4:1, its lightest #3cad6e 5.4:1 (dark mode: #4fddbf);
 * - the primary bar's links are white, not #f5f6f7, in light mode: 4.6:1 on #2e8555 instead of 4.2:1;
 * - in dark mode the primary (#25c2a0 in the template) is a light shade: its links take the page's dark background
 *   colour (#16181d, 8.6:1) instead of #f5f6f7 (2.1:1).
 */
const OURS = {
  dark: {
    light: { ...DOCUSAURUS.navbar.dark.light, active: 'rgb(60, 173, 110)' },
    dark: { ...DOCUSAURUS.navbar.dark.dark, active: 'rgb(79, 221, 191)' },
  },
  primary: {
    light: { ...DOCUSAURUS.navbar.primary.light, link: 'rgb(255, 255, 255)', brand: 'rgb(255, 255, 255)' },
    dark: { ...DOCUSAURUS.navbar.primary.dark, link: 'rgb(22, 24, 29)', brand: 'rgb(22, 24, 29)', active: 'rgb(22, 24, 29)' },
  },
};

let browser: Browser;
const sites: Partial<Record<Style, { dir: string; server: Server; origin: string }>> = {};

async function buildSite(style: Style) {
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(import.meta.dirname, '..', '.tmp', `navbar-${style}-`));
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'docusaurus-classic'), dir, { recursive: true });
  const config = join(dir, 'docusaurus.config.js');
  const text = readFileSync(config, 'utf8');
  const changed = text
    .replace("      navbar: {\n        title: 'My Site',", `      navbar: {\n        style: '${style}',\n        title: 'My Site',`)
    .replace(
      "        items: [\n          {\n            type: 'docSidebar',",
      "        items: [\n          {type: 'dropdown', label: 'More', position: 'left', items: [{label: 'Blog', to: '/blog'}]},\n          {type: 'search', position: 'right'},\n          {\n            type: 'docSidebar',",
    )
    .replace(/\n {6}prism: \{\n {8}theme: prismThemes\.github,\n {8}darkTheme: prismThemes\.dracula,\n {6}\},/, '');
  for (const edit of [`style: '${style}',\n        title: 'My Site'`, "type: 'dropdown'", "type: 'search'"]) assert.ok(changed.includes(edit), `the navbar was edited: ${edit}`);
  assert.doesNotMatch(changed, /prismThemes\.github/, 'the prism block was removed');
  writeFileSync(config, changed);
  const out = join(dir, 'build');
  await build({ siteDir: dir, outDir: out, compress: false });
  const server = await serve({ dir: out, baseUrl: '/', port: 0 });
  sites[style] = { dir, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

before(async () => {
  browser = await launchBrowser();
  await buildSite('dark');
  await buildSite('primary');
});

after(async () => {
  await browser?.close();
  for (const site of Object.values(sites)) {
    await new Promise<void>((resolve) => site.server.close(() => resolve()));
    rmSync(site.dir, { recursive: true, force: true });
  }
});

const colour = (page: Page, selector: string, property = 'color') =>
  page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

const url = (style: Style) => (path: string) => sites[style]!.origin + path;

for (const style of ['dark', 'primary'] as const) {
  describe(`navbar.style: '${style}'`, () => {
    for (const mode of ['light', 'dark'] as const satisfies Mode[]) {
      test(`the bar and its links as Docusaurus draws them, and palenight code (${mode} mode)`, async () => {
        const { page, context, logs } = await open(browser, url(style)('docs/tutorial-basics/create-a-page'), { colorScheme: mode });
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
        assert.ok(await page.locator('.navbar').evaluate((el, name) => el.classList.contains(name), `navbar--${style}`));
        const drawn = {
          background: await colour(page, '.navbar', 'background-color'),
          link: await colour(page, '.navbar__items .navbar__link:not(.navbar__link--active)'),
          brand: await colour(page, '.navbar__title'),
          active: await colour(page, '.navbar__link--active'),
        };
        assert.deepEqual(drawn, OURS[style][mode]);
        assert.equal(drawn.background, DOCUSAURUS.navbar[style][mode].background);

        // No named helpers inside evaluate(): tsx would wrap them in a __name() call the page does not have.
        const code = await page.evaluate(() => ({
          background: getComputedStyle(document.querySelector('article .code-block')!).backgroundColor,
          text: getComputedStyle(document.querySelector('article .code-block pre')!).color,
          ...Object.fromEntries(
            ['keyword', 'string', 'function', 'class-name'].map((type) => {
              const style = getComputedStyle(document.querySelector(`article pre .token.${type}`)!);
              return [type, style.fontStyle === 'italic' ? `${style.color} italic` : style.color];
            }),
          ),
        }));
        // The <pre> shows the block's background (Infima's own pre background would paint over it).
        assert.equal(await colour(page, 'article .code-block pre', 'background-color'), 'rgba(0, 0, 0, 0)');
        assert.deepEqual(code, DOCUSAURUS.code);
        assert.deepEqual(problems(logs), []);
        await context.close();
      });
    }

    // axe on the navbar (the header: the bar, its menus and the mobile panel); the page around it is the template's.
    test('axe finds nothing in the navbar in either colour mode: the bar with its search box, a dropdown open, the phone menu', async () => {
      for (const mode of ['light', 'dark'] as const) {
        const { page, context } = await open(browser, url(style)('docs/intro'), { storage: { theme: mode } });
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
        assert.deepEqual(await axeViolations(page, [], '.navbar'), [], `${mode}: the bar`);
        await page.getByRole('button', { name: 'More' }).click();
        await page.locator('.dropdown__menu').waitFor();
        assert.deepEqual(await axeViolations(page, [], '.navbar'), [], `${mode}: dropdown open`);
        await context.close();

        // The blog: on a doc the panel holds the docs sidebar, whose active entry has the template's colours; the home
        // page's hero is a second <header>.
        const phone = await open(browser, url(style)('blog'), { mobile: true, storage: { theme: mode } });
        assert.deepEqual(await axeViolations(phone.page, [], '.navbar'), [], `${mode}: phone`);
        await phone.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        await phone.page.getByRole('dialog').waitFor();
        assert.deepEqual(await axeViolations(phone.page, [], '.navbar'), [], `${mode}: phone, panel open`);
        await phone.context.close();
      }
    });
  });
}

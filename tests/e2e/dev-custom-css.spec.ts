/**
 * `npm start` with a site's customCss (issue 28): the style sheet is loaded after the theme's, its
 * `--ifm-color-primary` colours the theme's links, and an edit to it applies in the open tab without a reload.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture } from '../helpers.ts';
import { DESKTOP } from './harness.ts';
import { withDevSite } from './devSite.ts';

/** Waits are for a loaded machine, never assertions about speed. */
const WAIT = { timeout: 90_000 };
const customCss = (colour: string) => `:root { --ifm-color-primary: ${colour}; }\n`;

const devSite = withDevSite(() => {
  const site = copyFixture();
  mkdirSync(join(site, 'src', 'css'), { recursive: true });
  writeFileSync(join(site, 'src', 'css', 'custom.css'), customCss('#2e8555'));
  const config = join(site, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("  keywords: ['fixture'],", "  customCss: './src/css/custom.css',\n  keywords: ['fixture'],"));
  return site;
}, '/docs-archive/');

test("the site's custom.css colours the theme's links, and an edit to it shows without a reload", async () => {
  const page = await devSite.browser.newPage({ viewport: DESKTOP });
  await page.goto(`${devSite.base}guide/intro`, { waitUntil: 'commit', ...WAIT });
  await page.locator('#__qdocs[data-ready="true"] main').first().waitFor(WAIT);
  await page.evaluate(() => ((window as Window & { __devMarker?: number }).__devMarker = 42));
  // A style sheet's <link> is removed only once another <link> to the same file has its sheet applied: never a frame
  // without the theme's styles (mini-css-extract-plugin's own swap removed it first: gaplessCssUpdates.ts).
  await page.evaluate(() => {
    const w = window as Window & { __unstyled?: string[] };
    w.__unstyled = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'stylesheet' && !node.isConnected) {
            const file = new URL(node.href).pathname;
            const others = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((l) => new URL(l.href).pathname === file);
            if (!others.some((l) => l.sheet)) w.__unstyled!.push(file);
          }
    }).observe(document.head, { childList: true });
  });
  const linkColour = () =>
    page
      .locator('.menu__link--active')
      .first()
      .evaluate((a) => getComputedStyle(a).color);
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.menu__link--active')!).color === 'rgb(46, 133, 85)', undefined, WAIT);
  writeFileSync(join(devSite.site, 'src', 'css', 'custom.css'), customCss('#aa0000'));
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.menu__link--active')!).color === 'rgb(170, 0, 0)', undefined, WAIT);
  // A reload is told apart from a lost style sheet (CI38 once read the browser's default link colour here), and either
  // failure carries the dev server's log and the page's style sheets.
  const state = async () =>
    `\nstyle sheets: ${await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => (l as HTMLLinkElement).href).join(' '))}\ndev server:\n${devSite.output()}`;
  const marker = await page.evaluate(() => (window as Window & { __devMarker?: number }).__devMarker);
  if (marker !== 42) assert.fail(`the tab was reloaded${await state()}`);
  assert.deepEqual(await page.evaluate(() => (window as Window & { __unstyled?: string[] }).__unstyled), [], 'style sheets removed before their new copy applied');
  const colour = await linkColour();
  if (colour !== 'rgb(170, 0, 0)') assert.fail(`the link's colour is ${colour}, not the edited rgb(170, 0, 0)${await state()}`);
  await page.close();
});

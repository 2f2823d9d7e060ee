/**
 * `npm start` with a site's customCss (issue 28): the style sheet is loaded after the theme's, its
 * `--ifm-color-primary` colours the theme's links, and an edit to it applies in the open tab without a reload.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { copyFixture, DEV_READY, startDevServer } from '../helpers.ts';
import { DESKTOP, launchBrowser } from './harness.ts';

let site: string;
let dev: ChildProcess;
let browser: Browser;
let base: string;
/** Waits are for a loaded machine, never assertions about speed. */
const WAIT = { timeout: 90_000 };
const customCss = (colour: string) => `:root { --ifm-color-primary: ${colour}; }\n`;

before(async () => {
  site = copyFixture();
  mkdirSync(join(site, 'src', 'css'), { recursive: true });
  writeFileSync(join(site, 'src', 'css', 'custom.css'), customCss('#2e8555'));
  const config = join(site, 'site.config.ts');
  writeFileSync(config, readFileSync(config, 'utf8').replace("  keywords: ['fixture'],", "  customCss: './src/css/custom.css',\n  keywords: ['fixture'],"));
  let origin: string;
  ({ dev, origin } = await startDevServer(site, { ready: DEV_READY }));
  base = `${origin}/docs-archive/`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  dev?.kill();
  rmSync(site, { recursive: true, force: true });
});

test("the site's custom.css colours the theme's links, and an edit to it shows without a reload", async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(`${base}guide/intro`, { waitUntil: 'commit', ...WAIT });
  await page.locator('#__qdocs[data-ready="true"] main').first().waitFor(WAIT);
  await page.evaluate(() => ((window as Window & { __devMarker?: number }).__devMarker = 42));
  const linkColour = () =>
    page
      .locator('.menu__link--active')
      .first()
      .evaluate((a) => getComputedStyle(a).color);
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.menu__link--active')!).color === 'rgb(46, 133, 85)', undefined, WAIT);
  writeFileSync(join(site, 'src', 'css', 'custom.css'), customCss('#aa0000'));
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.menu__link--active')!).color === 'rgb(170, 0, 0)', undefined, WAIT);
  assert.equal(await linkColour(), 'rgb(170, 0, 0)');
  assert.equal(await page.evaluate(() => (window as Window & { __devMarker?: number }).__devMarker), 42, 'the tab was reloaded');
  await page.close();
});

/** The real site in a browser: pages hydrate without warnings, and everything reads and links without JavaScript. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { hydrated, launchBrowser, newContext } from '../e2e/harness.ts';
import { REAL_BASE, realSkip } from '../e2e/theme/site.ts';

const BASE = REAL_BASE;
const skip = realSkip;
let browser: Browser;

before(async () => {
  if (BASE) browser = await launchBrowser();
});
after(async () => browser?.close());

const PAGES = [
  '',
  'get-started/quickstart',
  'language/commands/zipReadArchive',
  'language/CollectionClass',
  'api/$filter',
  'category/classes',
  '1.0.0/guides/queries',
  'markdown-page',
  'searchAPI',
];

test('prerendered pages hydrate with no console error or warning', { skip }, async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  for (const path of PAGES) {
    await page.goto(BASE + path, { waitUntil: 'networkidle' });
    // Hydration is done when React has attached: the colour toggle reflects the real mode.
    await hydrated(page);
    // The prerendered DOM was hydrated, not thrown away and rendered again.
    assert.equal(await page.locator('#__qdocs').getAttribute('data-render'), 'hydrate', path);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('without JavaScript, pages are complete and links navigate', { skip }, async () => {
  const context = await newContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(BASE + 'language/commands/zipReadArchive');
  assert.equal(await page.locator('h1').innerText(), 'zipReadArchive');
  assert.ok((await page.locator('nav[aria-label="Docs sidebar"] a').count()) > 5);
  assert.ok((await page.locator('pre code .token').count()) > 5, 'code is highlighted without JavaScript');
  await page.locator('article a[href$="/language/ZipArchiveClass"]').first().click();
  await page.waitForURL(/\/language\/ZipArchiveClass$/);
  assert.equal(await page.locator('h1').innerText(), 'ZipArchive');
  await page.getByRole('link', { name: 'Next' }).or(page.locator('.pagination-nav__link--next')).first().click();
  await page.waitForLoadState();
  assert.notEqual(await page.locator('h1').innerText(), 'ZipArchive');
  await context.close();
});

/**
 * Issue 27 item 7 in Chromium, on the open-source-shaped Docusaurus fixture (tests/fixtures/docusaurus-oss) built as
 * it is: its client module runs and hears route changes, its `scripts` run, and the navbar's dropdowns (a dropdown
 * item, the version dropdown with its extra links) work from the keyboard.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { serve } from '../../generator/node/serve.ts';
import { launchBrowser } from './harness.ts';
import { open, problems } from './theme/site.ts';
import { DOCUSAURUS_OSS_FIXTURE } from '../integration/docusaurusSite.ts';
import { sharedBuild } from '../sharedBuild.ts';

let browser: Browser;
let server: Server;
let base: string;
const url = (path: string) => base + path.replace(/^\//, '');

before(async () => {
  // The build docusaurusOss.test.ts reads (tests/sharedBuild.ts).
  const { out } = await sharedBuild({ fixture: DOCUSAURUS_OSS_FIXTURE, options: { compress: false } });
  [browser, server] = await Promise.all([launchBrowser(), serve({ dir: out, baseUrl: '/', port: 0 })]);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

after(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** The fixture's page, with its third-party script (another origin) answered by nothing. */
async function openPage(path: string) {
  const opened = await open(browser, '');
  await opened.page.route('https://cdn.widget.example.org/**', (route) => route.abort());
  await opened.page.goto(url(path));
  await opened.page.locator('#__qdocs[data-ready="true"]').waitFor({ state: 'attached' });
  return opened;
}

/**
 * Problems, less the one expected: `qdocs serve`'s Content-Security-Policy allows the site's own scripts only, so the
 * fixture's script from another origin is refused there (a host's own policy decides in production).
 */
const unexpected = (logs: string[]) => problems(logs).filter((l) => !/Loading the script 'https:\/\/cdn\.widget\.example\.org\/stats\.js' violates/.test(l));

const attribute = (page: Page, name: string) => page.evaluate((n) => document.documentElement.getAttribute(n), name);

describe('clientModules and scripts', () => {
  test('the client module runs before the first page and hears each route change; the script runs', async () => {
    const { page, context, logs } = await openPage('docs/guides/install');
    assert.equal(await attribute(page, 'data-client-module'), 'loaded');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-last-route') === '/docs/guides/install');
    assert.equal(await page.evaluate(() => (window as unknown as { widgetExtraScript?: boolean }).widgetExtraScript), true);
    // A client-side navigation (no reload: the mark set by this document stays) reaches onRouteDidUpdate.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
    await page.locator('.navbar__items a', { hasText: 'API' }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-last-route') === '/docs/api/overview');
    assert.equal(await attribute(page, 'data-same-document'), 'yes');
    assert.deepEqual(unexpected(logs), []);
    await context.close();
  });
});

describe('docs whose permalink ends with a slash', () => {
  test('/docs/ hydrates with its sidebar entry active; its links navigate in the page, to /docs/guides/ and back', async () => {
    const { page, context, logs } = await openPage('docs/');
    const active = page.locator('.doc-sidebar .menu__link--active');
    assert.equal(await active.getAttribute('href'), '/docs/');
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
    await page.locator('.doc-sidebar a.menu__link', { hasText: 'Guides' }).first().click();
    await page.waitForFunction(() => location.pathname === '/docs/guides/' && document.querySelector('.doc-sidebar .menu__link--active')?.textContent === 'Guides');
    // A doc item of the navbar's dropdown is active on every page of its doc's sidebar, as in Docusaurus.
    assert.equal(await page.locator('.dropdown__menu a', { hasText: 'Configuration' }).getAttribute('aria-current'), 'page');
    await page.locator('.pagination-nav__link--prev').click();
    await page.waitForFunction(() => location.pathname === '/docs/' && document.querySelector('.doc-sidebar .menu__link--active')?.textContent === 'Introduction');
    assert.equal(await attribute(page, 'data-same-document'), 'yes');
    assert.deepEqual(unexpected(logs), []);
    await context.close();
  });
});

describe('navbar dropdowns from the keyboard', () => {
  test('a dropdown item: Enter opens it, Tab walks its links (HTML entry included), Escape closes it and focus returns', async () => {
    const { page, context, logs } = await openPage('docs/guides/install');
    const toggle = page.getByRole('button', { name: 'Community' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const menu = page.locator('.navbar__items .dropdown__menu');
    assert.equal(await menu.isVisible(), true);
    assert.equal(await menu.locator('hr.dropdown-separator').count(), 1);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Configuration');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Discussions');
    await page.keyboard.press('Escape');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Community');
    assert.deepEqual(unexpected(logs), []);
    await context.close();
  });

  test('the version dropdown on the right lists its dropdownItemsBefore link, the versions, its dropdownItemsAfter link; Enter on one navigates', async () => {
    const { page, context, logs } = await openPage('docs/guides/install');
    const toggle = page.getByRole('button', { name: 'Docs version: 2.x' });
    await toggle.focus();
    await page.keyboard.press('Space');
    const links = page.locator('.navbar__right .dropdown__menu a');
    assert.deepEqual(await links.allInnerTexts(), ['All versions', '2.x', '1.x', 'Upgrading']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), '1.x');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('docs/1.x/guides/install'));
    await page.getByRole('button', { name: 'Docs version: 1.x' }).waitFor();
    // Rendered again in the browser, the marks are the prerendered page's (Docusaurus's): the page's version only.
    const marked = page.locator('.navbar__right .dropdown__menu a[aria-current="page"]');
    assert.deepEqual(await marked.allTextContents(), ['1.x']);
    assert.deepEqual(unexpected(logs), []);
    await context.close();
  });
});

describe('modules pages import', () => {
  test('<Redirect> from @docusaurus/router sends the reader on, replacing the history entry', async () => {
    const { page, context, logs } = await openPage('go');
    await page.waitForURL(url('docs/guides/install'));
    await page.getByRole('heading', { name: 'Installation', level: 1 }).waitFor();
    assert.deepEqual(unexpected(logs), []);
    await context.close();
  });

  test('useColorMode follows the navbar toggle, and ThemedImage shows the image of the mode in use', async () => {
    const { page, context, logs } = await openPage('docs/api/hooks');
    assert.equal(await page.locator('#fact-color').innerText(), 'light');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await page.waitForFunction(() => document.getElementById('fact-color')?.textContent === 'dark');
    // A new page load: the stored mode is applied before paint, and the style sheet picks the image.
    await page.goto(url('docs/guides'));
    await page.getByRole('heading', { name: 'Guides', level: 1 }).waitFor();
    const shown = () =>
      page.locator('img.themed-image').evaluateAll((images) => images.filter((img) => getComputedStyle(img).display !== 'none').map((img) => img.getAttribute('src')));
    assert.deepEqual(await shown(), ['/img/widget-dark.svg']);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    assert.deepEqual(await shown(), ['/img/widget-light.svg']);
    assert.deepEqual(unexpected(logs), []);
    await context.close();
  });
});

describe('the docs plugin’s client', () => {
  test('useDocById finds a doc of another sidebar: hydrated without a mismatch, and rendered again after a client-side navigation', async () => {
    const { page, context, logs } = await openPage('docs/api/hooks');
    const other = page.locator('#fact-other-sidebar');
    const expected = 'Installation | Install Widget with npm. | docs';
    assert.equal(await other.innerText(), expected);
    // Away and back without a reload (the mark set by this document stays): the page renders from its chunk alone.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', 'yes'));
    await page.locator('.menu a', { hasText: 'API overview' }).click();
    await page.waitForURL(url('docs/api/overview'));
    await page.locator('.menu a', { hasText: 'Hooks' }).click();
    await page.waitForURL(url('docs/api/hooks'));
    assert.equal(await other.innerText(), expected);
    assert.equal(await attribute(page, 'data-same-document'), 'yes');
    assert.deepEqual(unexpected(logs), []);
    await context.close();
  });
});

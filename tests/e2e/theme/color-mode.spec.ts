/**
 * Issue #3 item 6: the colour toggle sets data-theme on <html>; the system preference is followed until the
 * reader chooses; the choice is remembered in localStorage and applied before first paint (no flash).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { goto, open, problems, withFixture, type Fixture } from './site.ts';

let browser: Browser;
let site: Fixture;

withFixture((opened) => ({ browser, site } = opened));

const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const toggle = (page: Page) => page.getByRole('button', { name: /^Switch between dark and light mode/ });
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('colour mode', () => {
  for (const mobile of [false, true]) {
    test(`the toggle switches light ↔ dark, names the current mode and remembers the choice (${mobile ? 'mobile' : 'desktop'})`, async () => {
      const { page, context, logs } = await open(browser, site.url('guide/intro'), { mobile });
      assert.equal(await theme(page), 'light');
      assert.equal(await toggle(page).getAttribute('aria-label'), 'Switch between dark and light mode (currently light mode)');
      const light = await background(page);
      await toggle(page).click();
      assert.equal(await theme(page), 'dark');
      assert.equal(await toggle(page).getAttribute('aria-label'), 'Switch between dark and light mode (currently dark mode)');
      assert.notEqual(await background(page), light);
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
      // Kept across client-side navigation and full page loads.
      await page.getByRole('link', { name: 'the ZIP page' }).click();
      await page.locator('article h1', { hasText: 'zipReadArchive' }).waitFor();
      assert.equal(await theme(page), 'dark');
      await goto(page, site.url('faq'));
      assert.equal(await theme(page), 'dark');
      assert.equal(await toggle(page).getAttribute('aria-label'), 'Switch between dark and light mode (currently dark mode)');
      await toggle(page).click();
      assert.equal(await theme(page), 'light');
      assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
      assert.deepEqual(problems(logs), []);
      await context.close();
    });
  }

  test('follows prefers-color-scheme until the reader chooses', async () => {
    const { page, context } = await open(browser, site.url('guide/intro'), { colorScheme: 'dark' });
    assert.equal(await theme(page), 'dark');
    assert.equal(await toggle(page).getAttribute('aria-label'), 'Switch between dark and light mode (currently dark mode)');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    assert.equal(await toggle(page).getAttribute('aria-label'), 'Switch between dark and light mode (currently light mode)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    // The reader chooses light: the system preference no longer applies.
    await toggle(page).click();
    assert.equal(await theme(page), 'light');
    // A listener of our own sees each change of the system's mode after the toggle's (listeners of one query run in
    // the order their MediaQueryLists were made): once it has seen one, the toggle has had its say. Each change is
    // awaited before the next: light then dark at once may reach the page as no change at all.
    await page.evaluate(() => {
      const changes: boolean[] = [];
      (window as unknown as { __systemDark: boolean[] }).__systemDark = changes;
      matchMedia('(prefers-color-scheme: dark)').addEventListener('change', (event) => changes.push(event.matches));
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => (window as unknown as { __systemDark: boolean[] }).__systemDark.at(-1) === false);
    assert.equal(await theme(page), 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => (window as unknown as { __systemDark: boolean[] }).__systemDark.at(-1) === true);
    assert.equal(await theme(page), 'light');
    await goto(page, site.url('faq'));
    assert.equal(await theme(page), 'light', 'the choice beats the dark system preference on the next load');
    await context.close();
  });

  test('the remembered mode is applied before first paint, by the head script', async () => {
    const { page, context } = await open(browser, '', { storage: { theme: 'dark' } });
    // Every change of data-theme, and whether <body> existed yet when it happened.
    await context.addInitScript(() => {
      const w = window as unknown as { __themeChanges: { value: string | null; body: boolean }[] };
      w.__themeChanges = [];
      // Init scripts run before <html> exists: watch the whole document.
      new MutationObserver((records) => {
        for (const r of records)
          if (r.target === document.documentElement) w.__themeChanges.push({ value: document.documentElement.getAttribute('data-theme'), body: Boolean(document.body) });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-theme'] });
    });
    await goto(page, site.url('guide/intro'));
    const changes = await page.evaluate(() => (window as unknown as { __themeChanges: { value: string; body: boolean }[] }).__themeChanges);
    assert.deepEqual(changes, [{ value: 'dark', body: false }], 'set once, in <head>, before any content exists');

    // Without the JavaScript bundles the page still paints dark.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(site.url('faq'));
    assert.equal(await theme(page), 'dark');
    assert.equal(await background(page), 'rgb(22, 24, 29)');
    await context.close();
  });

  test('storage unavailable: the default mode, no error', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('storage disabled');
        },
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await goto(page, site.url('guide/intro'));
    assert.equal(await theme(page), 'light');
    await toggle(page).click();
    assert.equal(await theme(page), 'dark');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

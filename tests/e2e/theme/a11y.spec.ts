/**
 * Issue #3 item 11 on the fixture: landmarks, labelled controls, full keyboard use, visible focus, and axe-core
 * with no violations (contrast included) in both colour modes. The real site's pages: a11y-real.spec.ts.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { audit, axeViolations, open, withFixture, type Fixture } from './site.ts';

let browser: Browser;
let site: Fixture;

withFixture((opened) => ({ browser, site } = opened));

describe('structure and keyboard', () => {
  test('landmarks: header, nav "Main", nav "Docs sidebar", main, aside, footer', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'));
    for (const [role, name] of [
      ['banner', undefined],
      ['navigation', 'Main'],
      ['navigation', 'Docs sidebar'],
      ['main', undefined],
      ['complementary', 'On this page'],
      ['contentinfo', undefined],
    ] as const) {
      assert.equal(await page.getByRole(role, name ? { name, exact: true } : {}).count(), 1, `${role} ${name ?? ''}`);
    }
    assert.equal(await page.locator('aside').count(), 2, 'the sidebar and the TOC are asides');
    assert.equal(await page.locator('header nav[aria-label="Main"]').count(), 1);
    assert.equal(await page.locator('main#main-content').count(), 1);
    await context.close();
  });

  test('everything works from the keyboard, with a visible focus ring', async () => {
    const { page, context } = await open(browser, site.url('guide/intro'));
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), outline: `${style.outlineStyle} ${style.outlineWidth}` };
      });
    // Tab order: skip link, announcement link/close, brand, navbar items, version dropdown, colour toggle, search.
    const order: string[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press('Tab');
      const f = await focused();
      order.push(f.text);
      assert.match(f.outline, /^solid [23]px$/, `visible focus on "${f.text}"`);
    }
    assert.deepEqual(order.slice(0, 6), ['Skip to main content', 'Close', 'Fixture', 'Guide', 'FAQ', 'Docs version: 2.0']);
    assert.match(order[6], /Switch between dark and light mode \(currently light mode\)/);

    // The colour toggle works with Enter; the version dropdown with Enter, Tab and Escape.
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.keyboard.press('Shift+Tab');
    assert.equal((await focused()).text, 'Docs version: 2.0');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.equal((await focused()).text, '2.0');
    await page.keyboard.press('Escape');
    assert.equal((await focused()).text, 'Docs version: 2.0');

    // The sidebar: open a category with the keyboard, follow a link with Enter.
    await page.getByRole('button', { name: "Expand sidebar category 'Reference'" }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.equal((await focused()).text, 'zipReadArchive');
    await page.keyboard.press('Enter');
    await page.locator('article h1', { hasText: 'zipReadArchive' }).waitFor();
    // After a client-side navigation the next Tab reaches the skip link again, and it jumps to the content.
    await page.keyboard.press('Tab');
    assert.equal((await focused()).text, 'Skip to main content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement)), true);
    await context.close();
  });

  test('the copy button and heading anchors are reachable and shown on focus', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'));
    await page.getByRole('link', { name: 'Direct link to Section 1' }).focus();
    assert.equal(await page.evaluate(() => getComputedStyle(document.activeElement!).opacity), '1');
    const copy = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    await copy.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    assert.equal(await copy.evaluate((el) => getComputedStyle(el).opacity), '1', 'visible when focused from the keyboard');
    await context.close();
  });
});

describe('axe-core', () => {
  test('fixture pages have no violations, light and dark, desktop', async () => {
    const found = await audit(
      browser,
      ['', 'guide/intro', 'guide/long-page', 'guide/features', 'category/reference', '1.0.0/guide/intro', 'theme-lab', 'markdown-page', 'no-such-page'],
      site.url,
    );
    assert.deepEqual(found, []);
  });

  test('fixture pages have no violations on mobile, with the navigation panel open too', async () => {
    const found = await audit(browser, ['guide/long-page', 'no-such-page'], site.url, true);
    assert.deepEqual(found, []);
    const { page, context } = await open(browser, site.url('guide/long-page'), { mobile: true });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test('the crash page and the load error box have no violations', async () => {
    const { page, context } = await open(browser, site.url('theme-lab'));
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await page.route(/docs-archive_faq-[\w.]+\.js$/, (route) => route.fulfill({ status: 500 }));
    await page.goto(site.url('faq'));
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });
});

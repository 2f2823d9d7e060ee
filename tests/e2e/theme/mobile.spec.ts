/**
 * Issue #3 item 3 (and the mobile parts of items 4 and 10), at 390×844: the "Toggle navigation bar" panel with
 * navbar items or the docs sidebar and "Back to main menu", scroll lock, closing on navigation, Escape, backdrop
 * and on widening past 996 px (resize debounced at 20 ms); the collapsible "On this page"; wide tables.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { frames } from '../harness.ts';
import { goto, open, problems, withFixture, type Fixture } from './site.ts';

let browser: Browser;
let site: Fixture;

withFixture((opened) => ({ browser, site } = opened));

const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });

describe('mobile navigation panel', () => {
  test('outside the docs: the panel lists the navbar items, locks page scroll, and Escape closes it', async () => {
    const { page, context, logs } = await open(browser, site.url('guide/long-page'), { mobile: true });
    // The desktop items are hidden on mobile; the toggle is shown.
    assert.equal(await page.locator('.navbar__items').isVisible(), false);
    await goto(page, site.url('markdown-page'));
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'false');
    await toggle(page).click();
    await panel(page).waitFor();
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'true');
    const menu = panel(page).getByRole('navigation', { name: 'Main menu' });
    assert.deepEqual(await menu.locator('.navbar__item a').allInnerTexts(), ['Guide', 'FAQ']);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
    // The panel slides in from the left and takes focus.
    await page.waitForFunction(() => document.querySelector('.navbar-sidebar')!.getBoundingClientRect().left === 0);
    assert.ok(await panel(page).evaluate((el) => el.contains(document.activeElement)));
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'visible');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Toggle navigation bar', 'focus goes back to the toggle');
    assert.deepEqual(problems(logs), []);
    await context.close();
  });

  test('page scroll is locked while the panel is open', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'), { mobile: true });
    await page.evaluate(() => window.scrollTo(0, 500));
    await toggle(page).click();
    await panel(page).waitFor();
    const before = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      addEventListener('wheel', () => ((window as unknown as { __wheeled: boolean }).__wheeled = true), { once: true, passive: true, capture: true });
    });
    await page.mouse.move(370, 600);
    await page.mouse.wheel(0, 800);
    // The wheel reached the page, and two frames went by: an unlocked page would have started scrolling.
    await page.waitForFunction(() => (window as unknown as { __wheeled?: boolean }).__wheeled === true);
    await frames(page);
    assert.equal(await page.evaluate(() => window.scrollY), before);
    await toggle(page)
      .click({ force: true })
      .catch(() => undefined);
    await context.close();
  });

  test('on a docs page: the docs sidebar with "Back to main menu"; following a link navigates and closes the panel', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'), { mobile: true });
    await toggle(page).click();
    const docs = panel(page).getByRole('navigation', { name: 'Docs sidebar (mobile)' });
    await docs.waitFor();
    const active = docs.locator('[aria-current="page"]');
    assert.equal(await active.innerText(), 'Long page');
    assert.ok(await active.isVisible(), 'the categories down to the active doc are expanded');
    await panel(page).getByRole('button', { name: 'Back to main menu' }).click();
    const menu = panel(page).getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    assert.deepEqual(await menu.locator('.navbar__item a').allInnerTexts(), ['Guide', 'FAQ']);
    await menu.getByRole('link', { name: 'Guide' }).click();
    await page.locator('article h1', { hasText: 'Introduction' }).waitFor();
    await panel(page).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'visible');

    // A sidebar link closes it too.
    await toggle(page).click();
    await panel(page).getByRole('navigation', { name: 'Docs sidebar (mobile)' }).getByRole('link', { name: 'Reference' }).click();
    await page.locator('article h1', { hasText: 'Reference' }).waitFor();
    assert.equal(await panel(page).count(), 0);
    await context.close();
  });

  test('the backdrop closes the panel; Tab stays inside the open panel', async () => {
    const { page, context } = await open(browser, site.url('faq'), { mobile: true });
    await toggle(page).click();
    await panel(page).waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      assert.ok(await panel(page).evaluate((el) => el.contains(document.activeElement)), `focus left the panel after ${i + 1} Tab`);
    }
    await page.keyboard.press('Shift+Tab');
    assert.ok(await panel(page).evaluate((el) => el.contains(document.activeElement)));
    await page.mouse.click(375, 420);
    await panel(page).waitFor({ state: 'detached' });
    await context.close();
  });

  test('the version dropdown is reachable in the panel', async () => {
    const { page, context } = await open(browser, site.url('faq'), { mobile: true });
    await toggle(page).click();
    await panel(page).getByRole('button', { name: /2\.0/ }).click();
    await panel(page).getByRole('link', { name: '1.0.0' }).click();
    await page.waitForURL(site.url('1.0.0/faq'));
    await panel(page).waitFor({ state: 'detached' });
    await context.close();
  });

  test('widening the window past 996 px closes the panel, after the 20 ms resize debounce', async () => {
    const { page, context } = await open(browser, site.url('guide/intro'), { mobile: true });
    await toggle(page).click();
    await panel(page).waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { __lastResize: number; __closedAt: number };
      window.addEventListener('resize', () => (w.__lastResize = performance.now()));
      new MutationObserver(() => {
        if (!document.querySelector('.navbar-sidebar') && !w.__closedAt) w.__closedAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await panel(page).waitFor({ state: 'detached' });
    const { lastResize, closedAt } = await page.evaluate(() => {
      const w = window as unknown as { __lastResize: number; __closedAt: number };
      return { lastResize: w.__lastResize, closedAt: w.__closedAt };
    });
    assert.ok(closedAt - lastResize >= 15, `closed ${closedAt - lastResize} ms after the last resize event: debounced`);
    assert.ok(closedAt - lastResize < 1000);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'visible');
    assert.equal(await page.locator('.navbar__items').isVisible(), true);
    await context.close();
  });
});

describe('mobile doc page', () => {
  test('"On this page" is a collapsible list in a bar under the navbar; the desktop TOC and sidebar are hidden', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'), { mobile: true });
    assert.equal(await page.locator('.toc--desktop').isVisible(), false);
    assert.equal(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible(), false);
    const toc = page.locator('details.toc--mobile');
    assert.equal(await toc.getAttribute('open'), null);
    assert.equal(await toc.getByRole('link', { name: 'Section 3' }).isVisible(), false);
    await toc.locator('summary', { hasText: 'On this page' }).click();
    await toc.getByRole('link', { name: 'Section 3' }).click();
    // The list closes, and the section lands 8 px below the bar that sticks under the navbar (issue 30).
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('details.toc--mobile')!.open);
    await page.waitForFunction(
      () => Math.abs(document.getElementById('section-3')!.getBoundingClientRect().top - document.querySelector('details.toc--mobile')!.getBoundingClientRect().bottom - 8) < 4,
    );
    await context.close();
  });

  test('a wide table scrolls inside its wrapper; the page itself never scrolls sideways', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'), { mobile: true });
    const wrapper = page.locator('.table-wrapper').first();
    const sizes = await wrapper.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, overflow: getComputedStyle(el).overflowX }));
    assert.ok(sizes.scroll > sizes.client, `the table is wider than the screen: ${JSON.stringify(sizes)}`);
    assert.equal(sizes.overflow, 'auto');
    await wrapper.evaluate((el) => (el.scrollLeft = 200));
    assert.ok((await wrapper.evaluate((el) => el.scrollLeft)) > 0);
    for (const path of ['guide/long-page', 'guide/features', 'guide/zip-archive', 'category/reference', '', 'theme-lab', 'missing-page', '1.0.0/guide/intro']) {
      await page.goto(site.url(path));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 390, `${path || 'landing'} is ${width} px wide`);
    }
    await context.close();
  });
});

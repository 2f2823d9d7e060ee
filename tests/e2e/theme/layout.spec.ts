/** Issue #3 items 1, 2 and 5: layout (skip link, announcement bar), navbar (items, versions, locale, hide-on-scroll), footer. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { frames } from '../harness.ts';
import { goto, open, problems, withFixture, type Fixture } from './site.ts';

let browser: Browser;
let site: Fixture;

withFixture((opened) => ({ browser, site } = opened));

const navLinks = (page: Page) =>
  page
    .locator('nav[aria-label="Main"] .navbar__items a')
    .evaluateAll((links) => links.map((a) => ({ label: a.textContent, href: a.getAttribute('href'), current: a.getAttribute('aria-current') })));

describe('layout', () => {
  test('skip link is the first focusable element and moves focus to the main content', async () => {
    const { page, context, logs } = await open(browser, site.url('guide/intro'));
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    assert.equal(await focused.innerText(), 'Skip to main content');
    const box = (await focused.boundingBox())!;
    assert.ok(box.y >= 0 && box.height > 0, 'the focused skip link is visible on screen');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    assert.deepEqual(problems(logs), []);
    await context.close();
  });

  test('skip link, announcement, header, main and footer come in that order', async () => {
    const { page, context } = await open(browser, site.url('guide/intro'));
    const order = await page.evaluate(() =>
      ['.skip-link', 'section[aria-label="Announcement"]', 'header', 'main', 'footer'].map((s) => {
        const all = [...document.querySelectorAll('#__qdocs *')];
        return all.indexOf(document.querySelector(s)!);
      }),
    );
    assert.ok(
      order.every((n) => n >= 0),
      `every part is present: ${order}`,
    );
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order,
    );
    await context.close();
  });

  test('the announcement can be closed, stays closed after a reload, and comes back when its id changes', async () => {
    const { page, context } = await open(browser, site.url('guide/intro'));
    const bar = page.getByRole('region', { name: 'Announcement' });
    assert.match(await bar.innerText(), /Fixture announcement/);
    await bar.getByRole('button', { name: 'Close' }).click();
    await bar.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('announcement-dismissed')), 'fixture-1');
    // Hidden before the page script runs: the head script marks <html>, CSS hides the prerendered bar.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(site.url('faq'));
    assert.equal(await page.getAttribute('html', 'data-announcement-dismissed'), 'true');
    assert.equal(await page.locator('.announcement-bar').isVisible(), false);
    await page.unroute('**/assets/js/**');
    await goto(page, site.url('faq'));
    assert.equal(await page.locator('.announcement-bar').count(), 0);
    await context.close();

    // A reader who dismissed an older announcement (another id) sees the new one.
    const again = await open(browser, site.url('faq'), { storage: { 'announcement-dismissed': 'fixture-0' } });
    assert.equal(await again.page.getByRole('region', { name: 'Announcement' }).isVisible(), true);
    assert.equal(await again.page.getAttribute('html', 'data-announcement-dismissed'), null);
    await again.context.close();
  });
});

describe('navbar', () => {
  test('left items point into the version being read, and the item whose sidebar holds the page is active', async () => {
    const { page, context } = await open(browser, site.url('guide/zip-archive'));
    assert.deepEqual(await navLinks(page), [
      { label: 'Guide', href: '/docs-archive/guide/intro', current: 'page' },
      { label: 'FAQ', href: '/docs-archive/faq', current: null },
    ]);
    await goto(page, site.url('faq'));
    assert.deepEqual(
      (await navLinks(page)).map((l) => l.current),
      [null, 'page'],
    );
    // In 1.0.0 the FAQ doc sits in the guide's sidebar: a doc item is active on every page of its doc's sidebar, as
    // Docusaurus's DocNavbarItem is.
    await goto(page, site.url('1.0.0/guide/intro'));
    assert.deepEqual(await navLinks(page), [
      { label: 'Guide', href: '/docs-archive/1.0.0/guide/intro', current: 'page' },
      { label: 'FAQ', href: '/docs-archive/1.0.0/faq', current: 'page' },
    ]);
    await context.close();
  });

  test('version dropdown keeps the page when the target version has it, else opens its main doc, and remembers the choice', async () => {
    const { page, context, logs } = await open(browser, site.url('guide/intro'));
    const toggle = page.getByRole('button', { name: /2\.0/ });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const menu = page.locator('.dropdown__menu:visible');
    assert.deepEqual(await menu.getByRole('link').allInnerTexts(), ['2.0', '1.0.0']);
    await menu.getByRole('link', { name: '1.0.0' }).click();
    await page.waitForURL(site.url('1.0.0/guide/intro'));
    await page.getByText('The archived introduction links to').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version')), '1.0.0');
    await page.getByRole('button', { name: /1\.0\.0/ }).waitFor();

    // A page missing from the target version: the version's main doc.
    await goto(page, site.url('guide/features'));
    await page.getByRole('button', { name: /2\.0/ }).click();
    await page.locator('.dropdown__menu:visible').getByRole('link', { name: '1.0.0' }).click();
    await page.waitForURL(site.url('1.0.0/guide/intro'));

    // Keyboard: Enter opens, Escape closes and gives the focus back to the button.
    const button = page.getByRole('button', { name: /1\.0\.0/ });
    await button.focus();
    await page.keyboard.press('Enter');
    assert.equal(await button.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('dropdown__toggle')), true);
    assert.deepEqual(problems(logs), []);
    await context.close();
  });

  test('outside the docs, the navbar links and the dropdown follow the remembered version', async () => {
    const { page, context } = await open(browser, site.url('markdown-page'), { storage: { 'docs-preferred-version': '1.0.0' } });
    await page.getByRole('button', { name: /1\.0\.0/ }).waitFor();
    assert.deepEqual(
      (await navLinks(page)).map((l) => l.href),
      ['/docs-archive/1.0.0/guide/intro', '/docs-archive/1.0.0/faq'],
    );
    await page.getByRole('link', { name: 'Guide' }).click();
    await page.waitForURL(site.url('1.0.0/guide/intro'));
    await context.close();
  });

  test('one locale: no locale dropdown; colour toggle and search box on the right', async () => {
    const { page, context } = await open(browser, site.url('guide/intro'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.equal(await nav.getByRole('button', { name: /language/i }).count(), 0);
    assert.equal(await nav.locator('a[lang], [aria-label="Languages"]').count(), 0);
    assert.equal(await nav.getByRole('button', { name: /Switch between dark and light mode/ }).isVisible(), true);
    assert.equal(await nav.getByRole('searchbox').or(nav.getByRole('combobox')).first().isVisible(), true);
    await context.close();
  });

  test('hide-on-scroll is disabled: the navbar stays in view while scrolling down', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'));
    for (const y of [400, 900, 1500]) {
      await page.mouse.wheel(0, 500);
      await page.waitForFunction((min) => window.scrollY >= min, y - 100);
    }
    await frames(page);
    const box = (await page.locator('header.navbar').boundingBox())!;
    assert.equal(Math.round(box.y), 0);
    assert.equal(await page.locator('header.navbar').getAttribute('class'), 'navbar');
    await context.close();
  });
});

describe('footer', () => {
  test('fixture footer: columns of links, a mail link and the copyright', async () => {
    const { page, context } = await open(browser, site.url('faq'));
    const footer = page.getByRole('contentinfo');
    assert.equal(await footer.getByRole('link', { name: 'Contact us' }).getAttribute('href'), 'mailto:team@example.com');
    assert.match(await footer.innerText(), /Copyright © 2025 Fixture/);
    // footer.style unset (as the Qodly site leaves it): the theme's own dark footer, not Docusaurus's 'dark' (#303846).
    assert.equal(await footer.getAttribute('class'), 'footer');
    assert.equal(await footer.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(31, 35, 41)');
    await context.close();
  });
});

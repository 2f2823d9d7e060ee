/**
 * Issue #3 items 4 and 10 at 1280×800: sidebar (collapsible, expanded down to the active doc, aria-current),
 * breadcrumbs, TOC of h2–h3 (sticky, following the heading in view), prev/next, the archive banner, generated
 * index cards; code blocks (build-time highlighting, title, highlighted lines, copy with confirmation, light and
 * dark token colours), admonitions per type, heading anchors.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { open, problems, withFixture, type Fixture } from './site.ts';

let browser: Browser;
let site: Fixture;

withFixture((opened) => ({ browser, site } = opened));

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });

describe('sidebar, breadcrumbs, prev/next', () => {
  test('the sidebar is expanded down to the active doc, marked aria-current="page"; categories collapse and expand', async () => {
    const { page, context, logs } = await open(browser, site.url('guide/long-page'));
    const nav = sidebar(page);
    const current = nav.locator('[aria-current="page"]');
    assert.deepEqual(await current.allInnerTexts(), ['Long page']);
    assert.ok(await current.isVisible());
    const caret = nav.getByRole('button', { name: "Collapse sidebar category 'Reference'" });
    assert.equal(await caret.getAttribute('aria-expanded'), 'true');
    const advanced = nav.getByRole('button', { name: 'Advanced' });
    assert.equal(await advanced.getAttribute('aria-expanded'), 'true');
    await advanced.click();
    assert.equal(await advanced.getAttribute('aria-expanded'), 'false');
    assert.equal(await nav.getByRole('link', { name: 'Long page' }).count(), 0);
    await advanced.click();
    await nav.getByRole('link', { name: 'Long page' }).waitFor();
    await caret.click();
    const expand = nav.getByRole('button', { name: "Expand sidebar category 'Reference'" });
    assert.equal(await expand.getAttribute('aria-expanded'), 'false');
    assert.equal(await nav.getByRole('link', { name: 'zipReadArchive' }).count(), 0);
    await expand.click();
    await nav.getByRole('link', { name: 'zipReadArchive' }).waitFor();
    assert.deepEqual(problems(logs), []);
    await context.close();
  });

  test('a collapsed category opens when the reader navigates into it', async () => {
    const { page, context } = await open(browser, site.url('guide/intro'));
    const nav = sidebar(page);
    assert.equal(await nav.getByRole('button', { name: "Expand sidebar category 'Reference'" }).getAttribute('aria-expanded'), 'false');
    await page.getByRole('link', { name: 'the ZIP page' }).click();
    await page.locator('article h1', { hasText: 'zipReadArchive' }).waitFor();
    assert.equal(await nav.locator('[aria-current="page"]').innerText(), 'zipReadArchive');
    assert.equal(await nav.getByRole('button', { name: "Collapse sidebar category 'Reference'" }).getAttribute('aria-expanded'), 'true');
    await context.close();
  });

  test('breadcrumbs lead from the home page through the categories to the page', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    const items = await crumbs.locator('li').evaluateAll((lis) =>
      lis.map((li) => {
        const a = li.querySelector('a');
        return {
          text: (a?.getAttribute('aria-label') ?? li.textContent)?.trim(),
          href: a?.getAttribute('href') ?? null,
          current: li.querySelector('[aria-current]')?.getAttribute('aria-current') ?? null,
        };
      }),
    );
    assert.deepEqual(items, [
      { text: 'Home page', href: '/docs-archive/', current: null },
      { text: 'Reference', href: '/docs-archive/category/reference', current: null },
      { text: 'Advanced', href: null, current: null },
      { text: 'Long page', href: null, current: 'page' },
    ]);
    await crumbs.getByRole('link', { name: 'Reference' }).click();
    await page.locator('article h1', { hasText: 'Reference' }).waitFor();
    await context.close();
  });

  test('previous and next pages follow the sidebar order', async () => {
    const { page, context } = await open(browser, site.url('guide/zip-archive'));
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    const links = await pager.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    assert.deepEqual(links, [
      ['Previous« Reference', '/docs-archive/category/reference'],
      ['NextFeatures »', '/docs-archive/guide/features'],
    ]);
    await pager.getByRole('link', { name: /Next/ }).click();
    await page.locator('article h1', { hasText: 'Features' }).waitFor();
    await context.close();
  });

  test('generated-index pages list the category items as cards with descriptions', async () => {
    const { page, context } = await open(browser, site.url('category/reference'));
    assert.match(await page.locator('.generated-index__description').innerText(), /Everything about the fixture API\./);
    const cards = await page
      .locator('.cards .cards__item')
      .evaluateAll((cs) => cs.map((c) => [c.querySelector('.card__title')?.textContent, c.querySelector('.card__description')?.textContent ?? '']));
    assert.deepEqual(cards.slice(0, 2), [
      ['zipReadArchive', 'Reads a ZIP archive.'],
      ['Features', 'Every Markdown feature the generator supports.'],
    ]);
    await page
      .getByRole('link', { name: /zipReadArchive/ })
      .first()
      .click();
    await page.locator('article h1', { hasText: 'zipReadArchive' }).waitFor();
    await context.close();
  });
});

describe('table of contents', () => {
  test('lists the h2 and h3 headings, stays in view while scrolling, and highlights the heading in view', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'));
    const toc = page.getByRole('complementary', { name: 'On this page' });
    const entries = await toc.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.closest('li')!.classList.contains('toc__item--nested')]));
    assert.deepEqual(entries.slice(0, 3), [
      ['Section 1', false],
      ['Detail 1.a', true],
      ['Section 2', false],
    ]);
    assert.equal(entries.length, 16);
    assert.equal(await toc.locator('[aria-current="location"]').innerText(), 'Section 1');

    await page.evaluate(() => document.getElementById('section-4')!.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('.toc--desktop [aria-current="location"]')?.textContent === 'Section 4');
    const box = (await toc.boundingBox())!;
    assert.ok(box.y >= 0 && box.y < 120, `sticky: the TOC stays at the top (y=${box.y})`);

    await toc.getByRole('link', { name: 'Detail 2.a' }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById('detail-2a')!.getBoundingClientRect().top - 68) < 4);
    await page.waitForFunction(() => document.querySelector('.toc--desktop [aria-current="location"]')?.textContent === 'Detail 2.a');
    assert.equal(new URL(page.url()).hash, '#detail-2a');
    await context.close();
  });

  test('a page without headings has no TOC', async () => {
    const { page, context } = await open(browser, site.url('category/reference'));
    assert.equal(await page.locator('.toc').count(), 0);
    await context.close();
  });
});

describe('archived versions', () => {
  test('an archived page shows the banner with a link to the same page in the latest version', async () => {
    const { page, context } = await open(browser, site.url('1.0.0/faq'));
    const banner = page.locator('.version-banner');
    assert.match(await banner.innerText(), /This is documentation for Fixture 1\.0\.0, which is no longer actively maintained\./);
    const latest = banner.getByRole('link', { name: 'latest version (2.0)' });
    assert.equal(await latest.getAttribute('href'), '/docs-archive/faq');
    await latest.click();
    await page.waitForURL(site.url('faq'));
    // Both pages are titled FAQ: the banner going away is what shows the latest version's page.
    await page.locator('.version-banner').waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('button', { name: /2\.0/ }).count(), 1);
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version')), 'current');
    await context.close();
  });
});

describe('content components', () => {
  test('code blocks: build-time highlighting, title bar, highlighted lines, copy with confirmation', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.base).origin });
    const block = page.locator('.code-block', { has: page.locator('.code-block__title', { hasText: 'Example.qs' }) });
    const lines = block.locator('.code-line');
    assert.equal(await lines.count(), 6);
    const highlighted = await lines.evaluateAll((ls) => ls.map((l, i) => (l.classList.contains('code-line--highlighted') ? i + 1 : 0)).filter(Boolean));
    assert.deepEqual(highlighted, [2, 4, 5]);
    assert.ok((await block.locator('.token.keyword').count()) > 0, 'QodlyScript keywords are highlighted');
    assert.ok((await block.locator('.token.comment').count()) === 1);
    assert.ok((await block.locator('.token.string').count()) >= 1);

    await block.hover();
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    await copy.click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await block.getByRole('status').innerText(), 'Code copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied.split('\n')[0], 'var people : cs.PersonSelection');
    assert.equal(copied.split('\n').length, 6);
    assert.match(copied, /\tperson\.checked = true/);
    await block.getByRole('button', { name: 'Copy code to clipboard' }).waitFor({ timeout: 4000 });
    await context.close();
  });

  test('code and admonitions have distinct light and dark styles', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'));
    const styles = () =>
      // No named helpers inside evaluate(): tsx would wrap them in a __name() call the page does not have.
      page.evaluate(() => ({
        keyword: getComputedStyle(document.querySelector('.code-block .token.keyword')!).color,
        code: getComputedStyle(document.querySelector('.code-block')!).backgroundColor,
        admonitions: ['note', 'tip', 'info', 'caution', 'danger'].map((t) => getComputedStyle(document.querySelector(`.admonition--${t}`)!).borderLeftColor),
      }));
    const light = await styles();
    assert.equal(new Set(light.admonitions).size, 5, `one colour per admonition type: ${light.admonitions}`);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const dark = await styles();
    assert.notEqual(dark.keyword, light.keyword);
    assert.notEqual(dark.code, light.code);
    assert.equal(new Set(dark.admonitions).size, 5);
    const headings = await page.locator('.admonition__heading').allInnerTexts();
    assert.deepEqual(
      headings.map((h) =>
        h
          .trim()
          .toUpperCase()
          .replace(/^\W+\s*/u, ''),
      ),
      ['NOTE', 'TIP', 'INFO', 'CAUTION', 'DANGER'],
    );
    await context.close();
  });

  test('headings have anchor links, shown on hover and focus', async () => {
    const { page, context } = await open(browser, site.url('guide/long-page'));
    const anchor = page.getByRole('link', { name: 'Direct link to Section 2' });
    assert.equal(await anchor.getAttribute('href'), '#section-2');
    assert.equal(await anchor.evaluate((a) => getComputedStyle(a).opacity), '0');
    await page.locator('#section-2').hover();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#section-2 .hash-link')!).opacity === '1');
    await anchor.click();
    assert.equal(new URL(page.url()).hash, '#section-2');
    await page.waitForFunction(() => Math.abs(document.getElementById('section-2')!.getBoundingClientRect().top - 68) < 4);
    await context.close();
  });
});

/**
 * Issue 30 on the real site (E2E_BASE_URL, set by `npm test`), at 390×844: a reader on a phone never pans the page
 * sideways, on any page of either version, never loses the Description of a parameter, sees all of the code, and
 * reaches "On this page" from anywhere in a long page.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { bounded, launchBrowser, MOBILE } from '../harness.ts';
import { open, realSkip, realUrl } from './site.ts';

let browser: Browser;

before(async () => {
  if (!realSkip) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Every page the site lists in its sitemap (both versions), as paths below the base URL. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(realUrl('sitemap.xml'))).text();
  const base = new URL(realUrl()).pathname;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.slice(base.length));
}

/**
 * Client-side navigation to `path` (as a reader following a link), resolved once the new page is rendered:
 * its canonical URL is in the head and two frames have been laid out. A full load of each of 631 pages takes
 * about ten times longer; prerendered and client-rendered pages are the same markup (hydration checks it).
 */
async function navigate(page: Page, path: string): Promise<void> {
  const shown = page.evaluate(
    async (target) => {
      history.pushState(null, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
      // (No named helper inside: the test runner's transform would wrap it in a `__name` call the page lacks.)
      while (new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href).pathname !== target) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    new URL(realUrl(path)).pathname,
  );
  await bounded(shown, `${path} to be rendered after a client-side navigation`);
}

describe('real site on a phone', { skip: realSkip }, () => {
  test('no page of either version is wider than the 390 px viewport', async () => {
    const paths = await sitemapPaths();
    assert.ok(paths.length > 600, `the sitemap lists ${paths.length} pages`);
    assert.ok(paths.some((p) => p.startsWith('1.0.0/')) && paths.some((p) => p.startsWith('language/')), 'both versions are listed');
    const { page, context } = await open(browser, realUrl(), { mobile: true });
    const wide: string[] = [];
    for (const path of paths) {
      await navigate(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > MOBILE.width) wide.push(`${path || '(landing)'}: ${width} px`);
    }
    // The not-found page, loaded directly.
    await page.goto(realUrl('no-such-page'));
    const notFound = await page.evaluate(() => document.documentElement.scrollWidth);
    if (notFound > MOBILE.width) wide.push(`no-such-page: ${notFound} px`);
    assert.deepEqual(wide, []);
    await context.close();
  });

  test('parameter tables: the Description of every parameter is visible without sideways scrolling', async () => {
    for (const mobile of [true, false]) {
      const { page, context } = await open(browser, realUrl('language/CollectionClass'), { mobile });
      const tables = await page.evaluate(() =>
        [...document.querySelectorAll('.markdown table')]
          .filter((table) => [...table.querySelectorAll('thead tr > *')].map((cell) => cell.textContent).join('|') === 'Parameter|Type||Description')
          .map((table) => {
            const wrapper = table.parentElement!;
            const column = wrapper.getBoundingClientRect();
            const descriptions = [...table.querySelectorAll('tbody tr > :nth-child(4)')].map((cell) => cell.getBoundingClientRect());
            return {
              scrolls: wrapper.scrollWidth > wrapper.clientWidth + 1,
              display: getComputedStyle(table).display,
              column: { left: column.left, right: column.right, width: column.width },
              descriptions: descriptions.map((r) => ({ left: r.left, right: r.right, width: r.width })),
            };
          }),
      );
      assert.ok(tables.length >= 40, `${tables.length} parameter tables on the Collection page`);
      const hidden = tables.flatMap((t, i) =>
        t.descriptions
          .filter((d) => t.scrolls || d.left < t.column.left - 1 || d.right > t.column.right + 1 || d.width < (mobile ? 0.8 : 0.3) * t.column.width)
          .map(
            (d) =>
              `table ${i + 1}: description at ${Math.round(d.left)}–${Math.round(d.right)} px in a ${Math.round(t.column.width)} px column${t.scrolls ? ', the table scrolls' : ''}`,
          ),
      );
      assert.deepEqual(hidden, [], mobile ? 'on a phone' : 'on a desktop');
      // Phones get one card per parameter; a desktop keeps the table's columns.
      assert.ok(tables.every((t) => t.display === (mobile ? 'block' : 'table')));
      await context.close();
    }
  });

  test('the Copy button never covers code', async () => {
    const { page, context } = await open(browser, realUrl('language/commands/zipReadArchive'), { mobile: true });
    for (const path of ['language/commands/zipReadArchive', 'language/CollectionClass']) {
      await page.goto(realUrl(path));
      await page.locator('#__qdocs[data-ready="true"]').waitFor({ state: 'attached' });
      const covered = await page.evaluate(() =>
        [...document.querySelectorAll('.code-block')].flatMap((block, i) => {
          const button = block.querySelector('.code-block__copy')!.getBoundingClientRect();
          // Every line's text (not its full-width box) against the button.
          return [...block.querySelectorAll('.code-line')].flatMap((line) => {
            const range = document.createRange();
            range.selectNodeContents(line);
            return [...range.getClientRects()]
              .filter((r) => r.width > 0 && r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top)
              .map(() => `block ${i + 1}: "${line.textContent!.slice(0, 40)}"`);
          });
        }),
      );
      assert.deepEqual(covered, [], path);
    }
    await context.close();
  });

  test('"On this page" stays reachable on a long page, and a section chosen from it is not hidden under it', async () => {
    const { page, context } = await open(browser, realUrl('language/CollectionClass'), { mobile: true });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    const summary = page.locator('details.toc--mobile > summary');
    const reachable = await summary.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { top: box.top, bottom: box.bottom, onTop: !!hit && el.contains(hit) };
    });
    assert.ok(reachable.onTop && reachable.top >= 0 && reachable.bottom <= 844, `"On this page" at ${Math.round(reachable.top)} px, uncovered: ${reachable.onTop}`);
    await summary.click();
    const entries = page.locator('details.toc--mobile .toc__link');
    assert.ok((await entries.count()) > 40, 'a long table of contents');
    const entry = entries.nth(40);
    const id = (await entry.getAttribute('href'))!.slice(1);
    await entry.click();
    await page.waitForFunction(() => !document.querySelector<HTMLDetailsElement>('details.toc--mobile')!.open);
    await page.waitForFunction((target) => location.hash === `#${target}`, id);
    const placed = await page.evaluate((target) => {
      const heading = document.getElementById(target)!.getBoundingClientRect();
      const bar = document.querySelector('details.toc--mobile')!.getBoundingClientRect();
      return { heading: heading.top, bar: bar.bottom };
    }, id);
    assert.ok(placed.heading >= placed.bar && placed.heading < placed.bar + 40, `the heading is at ${Math.round(placed.heading)} px, the bar ends at ${Math.round(placed.bar)} px`);
    await context.close();
  });

  test('inline code in narrow table cells does not break inside a word', async () => {
    const { page, context } = await open(browser, realUrl('guides/crud-operations'), { mobile: true });
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll('.markdown td code, .markdown th code')]
        .filter((code) => !/\s/.test(code.textContent!) && code.getClientRects().length > 1)
        .map((code) => code.textContent),
    );
    assert.deepEqual(broken, []);
    await context.close();
  });
});

/**
 * Issue 30 on the real site (E2E_BASE_URL, set by `npm test`): a long page's off-screen code blocks (and parameter cards on phones) are
 * not laid out until they near the viewport (content-visibility: auto, styles.css), yet the reader sees no
 * difference: a deep link lands on its heading, and nothing moves while loading or scrolling.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { bounded, frames, idle, launchBrowser } from '../harness.ts';
import { open, realSkip, realUrl } from './site.ts';

/** 96 code blocks and 48 tables, about 46,000 px tall on a phone. */
const LONG_PAGE = 'language/CollectionClass';

let browser: Browser;

before(async () => {
  if (!realSkip) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Resolves once the page has stayed at the same scroll position and height for five frames (layout has settled). */
function settled(page: Page, what: string): Promise<void> {
  return bounded(
    page.evaluate(async () => {
      let last = '';
      let same = 0;
      while (same < 5) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = `${window.scrollY} ${document.documentElement.scrollHeight}`;
        same = now === last ? same + 1 : 0;
        last = now;
      }
    }),
    what,
  );
}

describe('real site: off-screen code blocks and tables', { skip: realSkip }, () => {
  test('are skipped until they near the viewport, then laid out', async () => {
    const { page, context } = await open(browser, realUrl(LONG_PAGE), { mobile: true });
    const selectors = ['.markdown .code-block pre', '.markdown .table-wrapper--parameters'];
    const lastInside = (selector: string) =>
      page.evaluate((s) => {
        const blocks = document.querySelectorAll(s);
        const last = blocks[blocks.length - 1];
        return {
          count: blocks.length,
          contentVisibility: getComputedStyle(last).contentVisibility,
          // The block's own box is laid out (it holds the place); what is inside it is skipped.
          insideRendered: last.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        };
      }, selector);
    for (const selector of selectors) {
      const far = await lastInside(selector);
      assert.ok(far.count > 30, `${selector}: a long page (${far.count})`);
      assert.deepEqual(
        { contentVisibility: far.contentVisibility, insideRendered: far.insideRendered },
        { contentVisibility: 'auto', insideRendered: false },
        `${selector} far below`,
      );
    }
    for (const selector of selectors) {
      await page.evaluate((s) => {
        const blocks = document.querySelectorAll(s);
        blocks[blocks.length - 1].scrollIntoView({ block: 'center' });
      }, selector);
      await bounded(
        page.waitForFunction((s) => {
          const blocks = document.querySelectorAll(s);
          return blocks[blocks.length - 1].firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
        }, selector),
        `${selector}: the last one laid out once scrolled to`,
      );
    }
    await context.close();
  });

  test('a deep link lands its heading at the top while the blocks above it are still skipped', async () => {
    for (const mobile of [true, false]) {
      const { page, context } = await open(browser, realUrl(LONG_PAGE), { mobile });
      // A heading near the end, below most of the page's code blocks and tables.
      const id = await page.evaluate(() => {
        const headings = [...document.querySelectorAll<HTMLElement>('.markdown h3[id]')];
        return headings[headings.length - 3].id;
      });
      await context.close();
      const deep = await open(browser, `${realUrl(LONG_PAGE)}#${id}`, { mobile });
      await idle(deep.page);
      await settled(deep.page, 'the deep-linked page to settle');
      const placed = await deep.page.evaluate((target) => {
        const heading = document.getElementById(target)!;
        const above = [...document.querySelectorAll('.markdown .code-block pre')].filter((pre) => pre.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING);
        return {
          top: heading.getBoundingClientRect().top,
          expected: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
          blocksAbove: above.length,
          skippedAbove: above.filter((pre) => !pre.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })).length,
        };
      }, id);
      const where = `${mobile ? 'phone' : 'desktop'} #${id}`;
      assert.ok(placed.blocksAbove > 80 && placed.skippedAbove > 60, `${where}: most blocks above are skipped (${placed.skippedAbove} of ${placed.blocksAbove})`);
      assert.ok(Math.abs(placed.top - placed.expected) <= 4, `${where}: the heading is at ${Math.round(placed.top)} px, expected ${Math.round(placed.expected)} px`);
      await deep.context.close();
    }
  });

  test('the held sizes add up to the real height, and nothing shifts (CLS 0) while loading and scrolling down and up', async () => {
    const { page, context } = await open(browser, '', { mobile: true });
    // Recorded from the first paint: the observer is installed before any page script runs.
    await context.addInitScript(() => {
      const shifts: { value: number; hadRecentInput: boolean; at: number }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, at: Math.round(window.scrollY) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(realUrl(LONG_PAGE));
    await page.waitForSelector('#__qdocs[data-ready="true"]', { state: 'attached' });
    await idle(page);
    // The sizes held before layout add up to the page's real height (a fixed 300 px a block is 30 % off), so the
    // scrollbar, End and a deep link aim at the right place. Measured without scrolling, so no timing is involved.
    const heights = await page.evaluate(() => {
      const estimated = document.documentElement.scrollHeight;
      const blocks = [...document.querySelectorAll<HTMLElement>('.markdown .code-block pre, .markdown .table-wrapper--parameters')];
      for (const block of blocks) block.style.contentVisibility = 'visible';
      const laidOut = document.documentElement.scrollHeight;
      for (const block of blocks) block.style.contentVisibility = '';
      return { estimated, laidOut };
    });
    assert.ok(Math.abs(heights.estimated - heights.laidOut) / heights.laidOut < 0.03, `estimated ${heights.estimated} px, laid out ${heights.laidOut} px`);
    await page.keyboard.press('End');
    await settled(page, 'the End key scroll to settle');
    // Upwards a screen at a time, as a reader reads back.
    await bounded(
      page.evaluate(async () => {
        while (window.scrollY > 0) {
          window.scrollBy(0, -window.innerHeight * 0.9);
          for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      }),
      'the page to be scrolled to the top, a screen at a time',
    );
    // Downwards a screen at a time (the blocks laid out now remember their height), then End and Home.
    await bounded(
      page.evaluate(async () => {
        while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2) {
          window.scrollBy(0, window.innerHeight * 0.9);
          for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      }),
      'the page to be scrolled to the end, a screen at a time',
    );
    await page.keyboard.press('Home');
    await bounded(
      page.waitForFunction(() => window.scrollY === 0),
      'the Home key to reach the top',
    );
    await frames(page);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; hadRecentInput: boolean; at: number }[] }).__shifts);
    // What counts towards CLS: a shift right after a key press (a jump to the end) is the reader's own doing.
    assert.deepEqual(
      shifts.filter((shift) => !shift.hadRecentInput),
      [],
    );
    await context.close();
  });
});

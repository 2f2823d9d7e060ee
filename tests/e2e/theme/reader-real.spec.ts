/**
 * Issue 30 on the real site (E2E_BASE_URL, set by `npm test`): what a reader copies from a code block is the code
 * of the page's source; the sidebar shows where the reader is.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser } from '../harness.ts';
import { open, realSkip, realUrl } from './site.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

let browser: Browser;

before(async () => {
  if (!realSkip) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** The fenced code blocks of a Markdown source, in order, as written between the fences. */
function sourceBlocks(file: string): string[] {
  return [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^```[^\n]*\n([\s\S]*?)\n```$/gm)].map((m) => m[1]);
}

describe('real site: reading', { skip: realSkip }, () => {
  test('copied code equals its source (blank lines included), with the Copy button and with select + copy', async () => {
    const sources = sourceBlocks('docs/language/commands/zipReadArchive.md');
    assert.ok(
      sources.some((s) => s.includes('\n\n')),
      'the page has a block with a blank line',
    );
    const { page, context } = await open(browser, realUrl('language/commands/zipReadArchive'));
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(realUrl()).origin });
    const blocks = page.locator('article .code-block');
    assert.equal(await blocks.count(), sources.length);
    for (const [i, source] of sources.entries()) {
      const block = blocks.nth(i);
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await block.hover();
      await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
      await block.getByRole('button', { name: 'Copied' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), source, `block ${i + 1}, Copy button`);

      await page.evaluate(() => navigator.clipboard.writeText(''));
      await block.locator('pre code').evaluate((code) => {
        const range = document.createRange();
        range.selectNodeContents(code);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
      });
      await page.keyboard.press('Control+C');
      await page.waitForFunction(() => navigator.clipboard.readText().then((text) => text !== ''));
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), source, `block ${i + 1}, select + copy`);
    }
    await context.close();
  });

  test('the current sidebar entry is in view on load, and in the mobile menu when it opens', async () => {
    /** Where `entry` sits against its scrolling sidebar and the viewport. */
    const placement = (entry: Locator, container: string) =>
      entry.evaluate((el, selector) => {
        const item = el.getBoundingClientRect();
        const box = el.closest(selector)!.getBoundingClientRect();
        return {
          inContainer: item.top >= box.top && item.bottom <= box.bottom,
          inViewport: item.top >= 0 && item.bottom <= innerHeight,
          top: Math.round(item.top),
          pageScroll: scrollY,
        };
      }, container);

    const desktop = await open(browser, realUrl('language/commands/zipReadArchive'));
    const current = desktop.page.locator('.doc-sidebar [aria-current="page"]');
    assert.equal(await current.innerText(), 'zipReadArchive');
    const onLoad = await placement(current, '.doc-sidebar');
    assert.ok(onLoad.inContainer && onLoad.inViewport, `the entry is at ${onLoad.top} px in the sidebar`);
    assert.equal(onLoad.pageScroll, 0, 'only the sidebar scrolled');
    await desktop.context.close();

    const phone = await open(browser, realUrl('language/commands/zipReadArchive'), { mobile: true });
    await phone.page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const panel = phone.page.getByRole('dialog', { name: 'Navigation menu' });
    const entry = panel.getByRole('navigation', { name: 'Docs sidebar (mobile)' }).locator('[aria-current="page"]');
    await entry.waitFor();
    const inPanel = await placement(entry, '.navbar-sidebar');
    assert.ok(inPanel.inContainer && inPanel.inViewport, `the entry is at ${inPanel.top} px in the open menu`);
    // Closing and going back stay visible above the scrolled list.
    assert.ok(await panel.getByRole('button', { name: 'Close navigation bar' }).isVisible());
    const back = await panel.getByRole('button', { name: 'Back to main menu' }).boundingBox();
    assert.ok(back && back.y >= 0 && back.y + back.height <= 844);
    await phone.context.close();
  });
});

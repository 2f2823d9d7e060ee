/**
 * Issue 30 on the real site (E2E_BASE_URL, set by `npm test`): what a reader copies from a code block is the code
 * of the page's source; the sidebar shows where the reader is; switching versions and mistyped URLs say where they
 * lead.
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

  test('sidebar: every caret in one place, every row one height', async () => {
    const { page, context } = await open(browser, realUrl('studio/debugging'));
    // Carets are drawn by ::before/::after: the DevTools protocol gives the boxes of pseudo-elements.
    const cdp = await context.newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    type Node = { nodeId: number; attributes?: string[]; children?: Node[]; pseudoElements?: (Node & { pseudoType?: string })[] };
    const carets: { kind: string; nodeId: number }[] = [];
    const walk = (node: Node) => {
      const attributes = node.attributes ?? [];
      const className = attributes[attributes.indexOf('class') + 1] ?? '';
      for (const pseudo of node.pseudoElements ?? []) {
        if (className.split(' ').includes('menu__caret') && pseudo.pseudoType === 'before') carets.push({ kind: 'button beside a link', nodeId: pseudo.nodeId });
        if (className.split(' ').includes('menu__link--category') && pseudo.pseudoType === 'after') carets.push({ kind: 'category button', nodeId: pseudo.nodeId });
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(root as Node);
    const centres = await Promise.all(
      carets.map(async ({ kind, nodeId }) => {
        const { model } = await cdp.send('DOM.getBoxModel', { nodeId });
        // The centre of the quad's four corners: a collapsed category's caret is rotated.
        return { kind, x: Math.round((model.content[0] + model.content[2] + model.content[4] + model.content[6]) / 4) };
      }),
    );
    assert.ok(new Set(centres.map((c) => c.kind)).size === 2, `both kinds of caret are on the page: ${JSON.stringify(centres)}`);
    assert.ok(Math.max(...centres.map((c) => c.x)) - Math.min(...centres.map((c) => c.x)) <= 1, `caret centres: ${JSON.stringify(centres)}`);
    const heights = await page.evaluate(() =>
      [...document.querySelectorAll('.doc-sidebar .menu__list-item > .menu__link, .doc-sidebar .menu__category')].map((row) => Math.round(row.getBoundingClientRect().height)),
    );
    assert.deepEqual([...new Set(heights)], [heights[0]], `row heights: ${heights.join(', ')}`);
    await context.close();
  });

  test('the version menu says when the other version lacks the page', async () => {
    const { page, context } = await open(browser, realUrl('language/EndpointsClass'));
    await page.getByRole('button', { name: 'Docs version: 1.1.0' }).click();
    const archive = page.locator('.dropdown__menu').getByRole('link', { name: /^1\.0\.0/ });
    assert.equal(await archive.innerText(), '1.0.0\nThis page is not in 1.0.0: opens its start page');
    assert.equal(await archive.getAttribute('href'), '/docs-archive/1.0.0/get-started/quickstart');
    // A page both versions have: the same page, nothing to say.
    await page.goto(realUrl('language/commands/zipReadArchive'));
    await page.locator('#__qdocs[data-ready="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Docs version: 1.1.0' }).click();
    const same = page.locator('.dropdown__menu').getByRole('link', { name: /^1\.0\.0/ });
    assert.equal(await same.innerText(), '1.0.0');
    assert.equal(await same.getAttribute('href'), '/docs-archive/1.0.0/language/commands/zipReadArchive');
    // And the start page of a version is its own counterpart.
    await page.goto(realUrl('get-started/quickstart'));
    await page.locator('#__qdocs[data-ready="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Docs version: 1.1.0' }).click();
    assert.equal(
      await page
        .locator('.dropdown__menu')
        .getByRole('link', { name: /^1\.0\.0/ })
        .innerText(),
      '1.0.0',
    );
    await context.close();
  });

  test('the not-found page: "did you mean" for a near miss, the URL\'s words in its search box, a gap before the button', async () => {
    for (const [typed, meant] of [
      ['language/commands/ZipReadArchive', 'language/commands/zipReadArchive'],
      ['language/commands/zipReadArchiv', 'language/commands/zipReadArchive'],
      ['1.0.0/language/collectionClass', '1.0.0/language/CollectionClass'],
    ]) {
      const { page, context } = await open(browser, realUrl(typed));
      assert.equal(await page.locator('main h1').innerText(), 'Page not found');
      const suggestion = page.locator('.not-found__suggestions a');
      await suggestion.first().waitFor();
      assert.deepEqual(await suggestion.evaluateAll((as) => as.map((a) => a.getAttribute('href'))), [new URL(realUrl(meant)).pathname], typed);
      const field = page.getByRole('searchbox', { name: 'Search the documentation:' });
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#not-found-query')!.value !== '');
      assert.equal(await field.inputValue(), typed.split('/').pop());
      const gap = await page.evaluate(
        () => document.querySelector('.not-found__search button')!.getBoundingClientRect().left - document.querySelector('#not-found-query')!.getBoundingClientRect().right,
      );
      assert.ok(gap >= 6, `${gap} px between the field and its button`);
      // The search it offers opens the search page with those words.
      await page.getByRole('button', { name: 'Search', exact: true }).last().click();
      await page.waitForFunction((q) => location.pathname.endsWith('/search') && new URLSearchParams(location.search).get('q') === q, typed.split('/').pop()!);
      await context.close();
    }
    // Far from every route: no suggestion, the search still offered.
    const { page, context } = await open(browser, realUrl('nothing/like/this'));
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#not-found-query')!.value === 'this');
    assert.equal(await page.locator('.not-found__suggestions').count(), 0);
    await context.close();
  });
});

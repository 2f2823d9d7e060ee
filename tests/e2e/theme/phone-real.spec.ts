/**
 * Issue 30 on the real site (E2E_BASE_URL, set by `npm test`), at 390×844: a reader on a phone never pans the page
 * sideways, on any page of either version.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, MOBILE } from '../harness.ts';
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
  await page.evaluate(async (target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
    // (No named helper inside: the test runner's transform would wrap it in a `__name` call the page lacks.)
    while (new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href).pathname !== target) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, new URL(realUrl(path)).pathname);
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
});

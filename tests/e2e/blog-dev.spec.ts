/**
 * Issue 29 with `npm start`: on the classic template's blog, a post's edit, a new post and a deleted post show in the
 * open list without a restart and without a reload (a marker set on window survives).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP } from './harness.ts';
import { withDevSite } from './devSite.ts';

/** Waits are for a loaded machine, not assertions about speed. */
const WAIT = { timeout: 90_000 };

const devSite = withDevSite(() => {
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  const site = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'blog-dev-'));
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'blog-classic'), site, { recursive: true });
  return site;
});

async function open(path: string): Promise<Page> {
  const page = await devSite.browser.newPage({ viewport: DESKTOP });
  await page.goto(devSite.base + path, { waitUntil: 'commit', ...WAIT });
  await page.locator('#__qdocs[data-ready="true"] main .blog-post').first().waitFor(WAIT);
  await page.evaluate(() => ((window as Window & { __devMarker?: number }).__devMarker = 42));
  return page;
}

const marker = (page: Page) => page.evaluate(() => (window as Window & { __devMarker?: number }).__devMarker);

test('an edited post, a new post and a deleted post show in the open list, without a reload', async () => {
  const page = await open('blog');
  await page.getByText('Here are a few tips you might find useful.').waitFor(WAIT);

  const welcome = join(devSite.site, 'blog/2021-08-26-welcome/index.mdx');
  writeFileSync(welcome, readFileSync(welcome, 'utf8').replace('Here are a few tips you might find useful.', 'Here are some tips, edited.'));
  await page.getByText('Here are some tips, edited.').waitFor(WAIT);

  const added = join(devSite.site, 'blog/2024-02-03-fresh.md');
  writeFileSync(added, '---\ntitle: A fresh post\nauthors: [yangshun]\ntags: [hello]\n---\n\nJust written.\n\n<!-- truncate -->\n\nMore.\n');
  await page.locator('main .blog-post__title').first().getByText('A fresh post').waitFor(WAIT);
  await page.getByText('Just written.').waitFor(WAIT);

  rmSync(added);
  await page.locator('main .blog-post__title', { hasText: 'A fresh post' }).waitFor({ state: 'detached', ...WAIT });
  assert.equal(await page.locator('main .blog-post__title').first().textContent(), 'Welcome');
  assert.equal(await marker(page), 42);
  await page.close();
});

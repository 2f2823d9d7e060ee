/**
 * Issue 29 with `npm start`: on the classic template's blog, a post's edit, a new post and a deleted post show in the
 * open list without a restart and without a reload (a marker set on window survives).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEV_READY, startDevServer } from '../helpers.ts';
import { launchBrowser, DESKTOP } from './harness.ts';

let site: string;
let dev: ChildProcess;
let browser: Browser;
let base: string;
/** Waits are for a loaded machine, not assertions about speed. */
const WAIT = { timeout: 90_000 };

before(async () => {
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  site = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'blog-dev-'));
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'blog-classic'), site, { recursive: true });
  let origin: string;
  ({ dev, origin } = await startDevServer(site, { ready: DEV_READY }));
  base = `${origin}/`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  dev?.kill();
  rmSync(site, { recursive: true, force: true });
});

async function open(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(base + path, { waitUntil: 'commit', ...WAIT });
  await page.locator('#__qdocs[data-ready="true"] main .blog-post').first().waitFor(WAIT);
  await page.evaluate(() => ((window as Window & { __devMarker?: number }).__devMarker = 42));
  return page;
}

const marker = (page: Page) => page.evaluate(() => (window as Window & { __devMarker?: number }).__devMarker);

test('an edited post, a new post and a deleted post show in the open list, without a reload', async () => {
  const page = await open('blog');
  await page.getByText('Here are a few tips you might find useful.').waitFor(WAIT);

  const welcome = join(site, 'blog/2021-08-26-welcome/index.mdx');
  writeFileSync(welcome, readFileSync(welcome, 'utf8').replace('Here are a few tips you might find useful.', 'Here are some tips, edited.'));
  await page.getByText('Here are some tips, edited.').waitFor(WAIT);

  const added = join(site, 'blog/2024-02-03-fresh.md');
  writeFileSync(added, '---\ntitle: A fresh post\nauthors: [yangshun]\ntags: [hello]\n---\n\nJust written.\n\n<!-- truncate -->\n\nMore.\n');
  await page.locator('main .blog-post__title').first().getByText('A fresh post').waitFor(WAIT);
  await page.getByText('Just written.').waitFor(WAIT);

  rmSync(added);
  await page.locator('main .blog-post__title', { hasText: 'A fresh post' }).waitFor({ state: 'detached', ...WAIT });
  assert.equal(await page.locator('main .blog-post__title').first().textContent(), 'Welcome');
  assert.equal(await marker(page), 42);
  await page.close();
});

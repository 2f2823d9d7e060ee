/**
 * Issue 29 in Chromium: the classic template's blog (postsPerPage: 2, so that it paginates) built and served. A reader
 * goes through the pages of the list, opens a post, follows its tag and its author, with no error in the console;
 * the blog's pages pass axe in both colour modes.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { build } from '../../generator/node/build.ts';
import { serve } from '../../generator/node/serve.ts';
import { launchBrowser } from './harness.ts';
import { audit, open, problems } from './theme/site.ts';

let browser: Browser;
let server: Server;
let site: string;
let base: string;
const url = (path: string) => base + path.replace(/^\//, '');
/**
 * The console's problems, but for the authors' photos: the template's are on github.com, which the served pages'
 * Content-Security-Policy (img-src 'self' data:, generator/node/http/headers.ts) does not allow.
 */
const pageProblems = (logs: string[]) => problems(logs).filter((l) => !/Loading the image 'https:\/\/github\.com\/[a-z]+\.png' violates .*img-src/.test(l));

/**
 * In the page: what its head says (og:type, article:published_time, its JSON-LD's type and id, null for none), or
 * whether that is `expected` (as JSON) when given: one function for waitForFunction and evaluate.
 */
function headFacts(expected?: string): (string | null)[] | boolean {
  // No named inner function: tsx would name it with a helper the page does not have.
  const script = document.head.querySelector('script[type="application/ld+json"][data-page]');
  const data = script ? (JSON.parse(script.textContent ?? '') as Record<string, string>) : null;
  const facts = [
    ...['og:type', 'article:published_time'].map((property) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null),
    data?.['@type'] ?? null,
    data?.['@id'] ?? null,
  ];
  return expected === undefined ? facts : JSON.stringify(facts) === expected;
}

/** Waits until the head says what the prerendered page would (after a navigation the client rewrites it: client/head.ts). */
async function headSays(page: Page, want: (string | null)[]): Promise<void> {
  const said = await page.waitForFunction(headFacts, JSON.stringify(want), { timeout: 5000 }).then(
    () => true,
    () => false,
  );
  if (!said) assert.deepEqual(await page.evaluate(headFacts, undefined), want);
}

before(async () => {
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  site = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'blog-e2e-'));
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'blog-classic'), site, { recursive: true });
  const config = join(site, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace('showReadingTime: true,', 'showReadingTime: true, postsPerPage: 2,'));
  const out = join(site, 'build');
  await build({ siteDir: site, outDir: out, compress: false });
  [browser, server] = await Promise.all([launchBrowser(), serve({ dir: out, baseUrl: '/', port: 0 })]);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

after(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  rmSync(site, { recursive: true, force: true });
});

test('a reader pages through the list, reads a post, follows its tag and its author', async () => {
  const { page, context, logs } = await open(browser, url('blog'));
  const titles = () => page.locator('main .blog-post__title').allTextContents();
  assert.deepEqual(await titles(), ['Welcome', 'MDX Blog Post']);
  // The list shows summaries: the welcome post's text after its marker is not there.
  assert.equal(await page.getByText('Simply add Markdown files').count(), 0);

  await page.getByRole('link', { name: 'Older entries' }).click();
  await page.waitForURL(url('blog/page/2'));
  await page.locator('main .blog-post__title', { hasText: 'First Blog Post' }).waitFor();
  assert.deepEqual(await titles(), ['Long Blog Post', 'First Blog Post']);

  await page.locator('main').getByRole('link', { name: 'Long Blog Post', exact: true }).click();
  await page.waitForURL(url('blog/long-blog-post'));
  await page.getByRole('heading', { level: 1, name: 'Long Blog Post' }).waitFor();
  // The whole post: the paragraphs after its truncation marker are there.
  assert.ok((await page.locator('#__blog-post-container p', { hasText: 'Lorem ipsum dolor sit amet' }).count()) > 10);
  assert.equal(await page.getByRole('link', { name: 'Read more' }).count(), 0);
  assert.match((await page.locator('.pagination-nav').textContent()) ?? '', /Newer post.*MDX Blog Post.*Older post.*First Blog Post/);
  // The head followed: an article with its date and its BlogPosting (a list page's Blog before).
  await headSays(page, ['article', '2019-05-29T00:00:00.000Z', 'BlogPosting', 'https://your-docusaurus-site.example.com/blog/long-blog-post']);

  await page.locator('main .blog-post__tags').getByRole('link', { name: 'Hello' }).click();
  await page.waitForURL(url('blog/tags/hello'));
  await page.getByRole('heading', { level: 1, name: '2 posts tagged with "Hello"' }).waitFor();
  assert.deepEqual(await titles(), ['Welcome', 'Long Blog Post']);
  await headSays(page, ['website', null, null, null]);

  await page.locator('main .blog-post').first().locator('.blog-author__name').getByRole('link', { name: 'Yangshun Tay' }).click();
  await page.waitForURL(url('blog/authors/yangshun'));
  await page.getByRole('heading', { level: 1, name: 'Yangshun Tay' }).waitFor();
  assert.deepEqual(await titles(), ['Welcome', 'Long Blog Post']);
  await page.getByRole('link', { name: 'Older entries' }).click();
  await page.waitForURL(url('blog/authors/yangshun/page/2'));
  await page.locator('main .blog-post__title', { hasText: 'First Blog Post' }).waitFor();

  assert.deepEqual(pageProblems(logs), []);
  await context.close();
});

test('a post opened directly hydrates without errors, and its sidebar marks it', async () => {
  const { page, context, logs } = await open(browser, url('blog/welcome'));
  assert.equal(await page.locator('.blog-sidebar a[aria-current="page"]').textContent(), 'Welcome');
  assert.ok(await page.locator('#__blog-post-container img[alt="Docusaurus Plushie"]').isVisible());
  assert.deepEqual(pageProblems(logs), []);
  await context.close();
});

test("on a phone the navbar's menu shows the blog's recent posts, by keyboard as by touch", async () => {
  const { page, context, logs } = await open(browser, url('blog'), { mobile: true });
  assert.deepEqual(page.viewportSize(), { width: 390, height: 844 });
  // The desktop sidebar is hidden at this width.
  assert.equal(await page.locator('.blog-sidebar').isVisible(), false);
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Navigation menu' });
  const recent = menu.getByRole('navigation', { name: 'Blog sidebar (mobile)' });
  await recent.waitFor();
  // The posts under their years, as on the desktop; focus moved into the menu.
  assert.deepEqual(await recent.getByRole('group').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label'))), ['2021', '2019']);
  assert.deepEqual(await recent.getByRole('link').allTextContents(), ['Welcome', 'MDX Blog Post', 'Long Blog Post', 'First Blog Post']);
  await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement) === true);
  // The main menu is one step away, and the recent posts one step back.
  await menu.getByRole('button', { name: 'Back to main menu' }).click();
  await menu.getByRole('button', { name: 'Recent posts' }).click();
  await recent.waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('navbar-sidebar__back') === true);
  // Tab reaches a post; Enter follows it, and the menu closes.
  const long = recent.getByRole('link', { name: 'Long Blog Post' });
  for (let i = 0; i < 10 && !(await long.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(url('blog/long-blog-post'));
  await page.getByRole('heading', { level: 1, name: 'Long Blog Post' }).waitFor();
  await menu.waitFor({ state: 'detached' });
  // Opened again on the post, the menu marks it as the current page.
  await toggle.click();
  await recent.waitFor();
  assert.equal(await recent.locator('a[aria-current="page"]').textContent(), 'Long Blog Post');
  await recent.getByRole('link', { name: 'Welcome' }).click();
  await page.waitForURL(url('blog/welcome'));
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
  assert.deepEqual(pageProblems(logs), []);
  await context.close();
});

test("the blog's pages pass axe in both colour modes", async () => {
  assert.deepEqual(await audit(browser, ['blog', 'blog/welcome', 'blog/tags', 'blog/tags/hello', 'blog/archive', 'blog/authors', 'blog/authors/yangshun'], url), []);
});

test('search finds a post, labelled Blog, and opens it', async () => {
  const { page, context, logs } = await open(browser, url('docs/intro'));
  const box = page.locator('input[role="combobox"]');
  await box.fill('blogging');
  const group = page.locator('.search-group', { hasText: 'Welcome' }).first();
  await group.waitFor();
  assert.equal(await group.locator('.search-result__type').textContent(), 'Blog');
  await group.locator('[role="option"]').first().click();
  await page.waitForURL((u) => u.pathname === '/blog/welcome');
  await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
  assert.deepEqual(pageProblems(logs), []);
  await context.close();
});

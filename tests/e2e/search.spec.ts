/**
 * Browser tests of site-wide search (issue #4, points 5–12) against a running build whose base URL is in
 * E2E_BASE_URL (e.g. http://127.0.0.1:4173/docs-archive/). Index responses are delayed, failed and aborted
 * with route interception; requests made by the search worker are reported to its page.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { hydrated, idle, launchBrowser } from './harness.ts';
import { pooledContext } from './contextPool.ts';

const BASE = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173/docs-archive/').replace(/\/?$/, '/');
const BASE_PATH = new URL(BASE).pathname;
const DOC = `${BASE}language/commands/zipReadArchive`;
const ARCHIVED_DOC = `${BASE}1.0.0/language/commands/zipReadArchive`;
const INDEX = /\/search-index-[^/]+\.json(\?|$)/;
const DOCS_INDEX = /\/search-index-docs-default-[^/]+\.json(\?|$)/;
const TEXTS = /\/search-text-[^/]+\/\d+\.json(\?|$)/;
// Per test: generous, since the 2-core CI machine runs two test files at once (one of them may be running webpack).
const T = { timeout: 180_000 };

let browser: Browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

interface Session {
  context: BrowserContext;
  page: Page;
  box: Locator;
  indexRequests: string[];
  textRequests: string[];
  /** Text requests answered or failed. */
  textRequestsDone: string[];
  otherOrigins: string[];
  warnings: string[];
  errors: string[];
  dialogs: string[];
  close: () => Promise<void>;
}

async function session(options: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; init?: () => void } = {}): Promise<Session> {
  // A clean context, reused from an earlier test that left it untouched (contextPool.ts); what this test sets up is
  // set on its page, which the worker's requests are reported to as well.
  const { context, page } = await pooledContext(browser, { colorScheme: options.colorScheme ?? 'light' });
  await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 900 });
  if (options.init) await page.addInitScript(options.init);
  const s: Session = {
    context,
    page,
    box: page.locator('input[role="combobox"]'),
    indexRequests: [],
    textRequests: [],
    textRequestsDone: [],
    otherOrigins: [],
    warnings: [],
    errors: [],
    dialogs: [],
    close: () => context.close(),
  };
  const origin = new URL(BASE).origin;
  page.on('request', (r) => {
    if (INDEX.test(r.url())) s.indexRequests.push(new URL(r.url()).pathname);
    if (TEXTS.test(r.url())) s.textRequests.push(new URL(r.url()).pathname);
    if (!r.url().startsWith(origin) && /^https?:/.test(r.url())) s.otherOrigins.push(r.url());
  });
  const textDone = (r: Request) => TEXTS.test(r.url()) && s.textRequestsDone.push(new URL(r.url()).pathname);
  page.on('requestfinished', textDone);
  page.on('requestfailed', textDone);
  page.on('console', (m) => {
    if (m.type() === 'warning') s.warnings.push(m.text());
  });
  page.on('pageerror', (e) => s.errors.push(e.message));
  page.on('dialog', (d) => {
    s.dialogs.push(d.message());
    void d.dismiss();
  });
  return s;
}

async function goto(s: Session, url: string) {
  await s.page.goto(url, { waitUntil: 'load' });
  // The box reacts to input only once React owns it.
  await hydrated(s.page);
}

async function typeQuery(s: Session, text: string) {
  await s.box.click();
  await s.box.press('ControlOrMeta+a');
  await s.box.press('Backspace');
  await s.page.keyboard.type(text);
}

const options = (s: Session) => s.page.locator('[role="listbox"] [role="option"]');

/**
 * Waits for result options; given the query just typed, also for the answer to that query. Typing sends one query per
 * keystroke, and the answer to the last one resets the active option: a key pressed before it arrives is lost.
 */
async function waitForOptions(s: Session, query?: string) {
  await s.page.waitForSelector('[role="listbox"]:not([hidden]) [role="option"]', { timeout: 15_000 });
  if (query === undefined) return;
  await s.page.waitForFunction((q) => [...document.querySelectorAll('.search [role="status"]')].some((el) => el.textContent?.includes(`for “${q}”`)), query, { timeout: 15_000 });
}

async function activeOption(s: Session): Promise<Locator> {
  const id = await s.box.getAttribute('aria-activedescendant');
  assert.ok(id, 'an option is active');
  return s.page.locator(`[id="${id}"]`);
}

const expanded = (s: Session) => s.box.getAttribute('aria-expanded');

/** Holds the requests to URLs matching `pattern` back until the returned function is called (again: nothing). */
async function holdRequests(s: Session, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await s.context.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Once the search worker has loaded `count` index files (it reports each: window.__QDOCS_SEARCH_STATS__). */
async function indexesLoaded(s: Session, count: number) {
  await s.page.waitForFunction((n) => Object.keys(window.__QDOCS_SEARCH_STATS__?.indexes ?? {}).length >= n, count, { timeout: 30_000 });
}

async function until(check: () => boolean, timeout = 10_000) {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('search box', () => {
  test('the input: maxlength 512, no autocomplete/autocorrect/spellcheck, ARIA combobox with a listbox', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      const attrs = await s.box.evaluate((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])));
      assert.equal(attrs.maxlength, '512');
      assert.equal(attrs.autocomplete, 'off');
      assert.equal(attrs.autocorrect, 'off');
      assert.equal(attrs.spellcheck, 'false');
      assert.equal(attrs.name, 'q');
      assert.equal(attrs['aria-expanded'], 'false');
      assert.equal(attrs['aria-autocomplete'], 'list');
      const listbox = s.page.locator(`[id="${attrs['aria-controls']}"]`);
      assert.equal(await listbox.getAttribute('role'), 'listbox');
      // The box is a GET form to the search page (works without JavaScript).
      const form = s.box.locator('xpath=ancestor::form');
      assert.equal((await form.getAttribute('method'))?.toLowerCase(), 'get');
      assert.equal(await form.getAttribute('action'), `${BASE_PATH}search`);
      // Longer pasted text is cut at 512 characters.
      await s.box.click();
      await s.page.keyboard.insertText('x'.repeat(600));
      assert.equal((await s.box.inputValue()).length, 512);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  test('index files: none at page load; fetched on first hover, once each; locale tag + the docs tag of the version read', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      // What the page does at load is done: its worker started and warmed up, and its idle work has run.
      await s.page.waitForFunction(() => window.__QDOCS_SEARCH_STATS__?.workerReady === true, undefined, { timeout: 15_000 });
      await idle(s.page);
      assert.deepEqual(s.indexRequests, [], 'no index request at page load');
      await s.box.hover();
      await until(() => s.indexRequests.length >= 2);
      await indexesLoaded(s, 2);
      assert.deepEqual([...s.indexRequests].sort(), [`${BASE_PATH}search-index-default-en.json`, `${BASE_PATH}search-index-docs-default-1.1.0.json`]);
      for (const q of ['zip', 'zipReadArchive', 'file', 'entity selection']) {
        await typeQuery(s, q);
        await waitForOptions(s, q);
      }
      assert.equal(s.indexRequests.length, 2, 'each file fetched once');
      assert.deepEqual(s.otherOrigins, [], 'no third-party request (analytics is off by default)');
    } finally {
      await s.close();
    }
  });

  // Issue 14 item 5: the worker's script, thread and warm-up are done while the reader reads, not after the first focus;
  // then the worker fetches the index files itself (off the page's thread, which a large site keeps busy after load).
  test('the worker starts with the page, without focus or hover; its index files wait for them, and it fetches them itself', T, async () => {
    // The page's own fetches of search files (the worker's do not go through the page's window.fetch).
    const s = await session({
      init: () => {
        const w = window as unknown as { pageSearchFetches: string[] };
        w.pageSearchFetches = [];
        const original = window.fetch;
        window.fetch = (input, init) => {
          if (/search-index-/.test(String(input))) w.pageSearchFetches.push(String(input));
          return original(input, init);
        };
      },
    });
    const workerScripts: string[] = [];
    s.context.on('request', (r) => {
      if (/\/search-worker\.[^/]*\.js(\?|$)/.test(r.url())) workerScripts.push(r.url());
    });
    try {
      await goto(s, DOC);
      await until(() => workerScripts.length > 0);
      await s.page.waitForFunction(() => window.__QDOCS_SEARCH_STATS__?.workerReady === true, undefined, { timeout: 15_000 });
      await idle(s.page);
      assert.deepEqual(s.indexRequests, [], 'no index request before a focus or a hover');
      await typeQuery(s, 'zipReadArchive');
      await waitForOptions(s, 'zipReadArchive');
      const hrefs = await options(s).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      assert.ok(hrefs[0].includes('/language/commands/zipReadArchive'), hrefs.join(' '));
      assert.deepEqual([...s.indexRequests].sort(), [`${BASE_PATH}search-index-default-en.json`, `${BASE_PATH}search-index-docs-default-1.1.0.json`], 'each file fetched once');
      assert.deepEqual(await s.page.evaluate(() => (window as unknown as { pageSearchFetches: string[] }).pageSearchFetches), [], 'fetched by the worker, not the page');
      assert.equal(workerScripts.length, 1, 'one worker');
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  // Issue 14 item 5: the first query goes to the worker at once, not once the result options' chunk has loaded; its
  // results show when both are here.
  test("the first query runs while the result options' chunk is held back; its results show once it arrives", T, async () => {
    const s = await session();
    let release = () => {};
    try {
      release = await holdRequests(s, /\/search-ui\.[^/]*\.js(\?|$)/);
      await goto(s, DOC);
      await typeQuery(s, 'zipReadArchive');
      // The worker asks for the snippet texts of its hits only once it has ranked the query.
      await until(() => s.textRequests.length > 0, 15_000);
      const form = s.box.locator('xpath=ancestor::form');
      assert.notEqual(await form.getAttribute('data-status'), 'idle', 'not shown as answered before the results can be shown');
      assert.equal(await options(s).count(), 0);
      release();
      await waitForOptions(s);
      const hrefs = await options(s).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      assert.ok(hrefs[0].includes('/language/commands/zipReadArchive'), hrefs.join(' '));
      assert.equal(await form.getAttribute('data-status'), 'idle');
      assert.deepEqual(s.errors, []);
    } finally {
      release();
      await s.close();
    }
  });

  // Issue 14 item 5: the page's link prefetches (a route manifest and a score of chunks on a large site) would
  // take the connections and the thread the first results need: they wait for the box's first answer.
  test("link prefetches wait for the box's first answer, then go", T, async () => {
    const s = await session();
    let release = () => {};
    const prefetched = (chunk: string) => s.page.evaluate((c) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some((l) => l.href.includes(c)), chunk);
    try {
      await goto(s, DOC);
      // The visible links' prefetches are out (the route manifest is here): a hover would prefetch at once.
      await s.page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0, undefined, { timeout: 30_000 });
      // A link below the fold to a page no visible link leads to (the sidebar shows the pages around this one).
      const target = await s.page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"], nav a[href^="/"]')];
        const shown = new Set<string>();
        for (const a of links) {
          const r = a.getBoundingClientRect();
          if (r.width > 0 && r.bottom > 0 && r.top < innerHeight) shown.add(a.pathname);
        }
        const hidden = links.find((a) => a.getBoundingClientRect().top >= innerHeight && !shown.has(a.pathname) && a.pathname !== location.pathname);
        if (!hidden) return null;
        hidden.setAttribute('data-test-target', '');
        return hidden.pathname;
      });
      assert.ok(target, 'the page has a link below the fold to a page no visible link leads to');
      const next = s.page.locator('[data-test-target]');
      const chunk = `/assets/js/p/${target.slice(1).replace(/\//g, '_')}-`;
      assert.equal(await prefetched(chunk), false, `the page of a link below the fold is not prefetched yet: ${chunk}`);
      release = await holdRequests(s, DOCS_INDEX);
      await typeQuery(s, 'zipReadArchive');
      await next.dispatchEvent('mouseover');
      // The hover's lookup has run (idle twice): a prefetch it started would be in the head now.
      await idle(s.page);
      assert.equal(await prefetched(chunk), false, 'a hovered link waits while the first results are awaited');
      release();
      await waitForOptions(s);
      await s.page.waitForFunction((c) => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some((l) => l.href.includes(c)), chunk, { timeout: 15_000 });
      assert.deepEqual(s.errors, []);
    } finally {
      release();
      await s.close();
    }
  });

  // Issue 14 item 5: the index files are on their way while the worker's script is still loading (the page fetches
  // them and hands them over), not a round trip and a thread start later.
  test("index files: requested while the worker's script is held back, fetched once, and the results come", T, async () => {
    const s = await session();
    let release = () => {};
    try {
      release = await holdRequests(s, /\/search-worker\.[^/]*\.js(\?|$)/);
      await goto(s, DOC);
      await typeQuery(s, 'zipReadArchive');
      await until(() => s.indexRequests.length >= 2);
      release();
      await waitForOptions(s);
      const hrefs = await options(s).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      assert.ok(hrefs[0].includes('/language/commands/zipReadArchive'), hrefs.join(' '));
      assert.deepEqual([...s.indexRequests].sort(), [`${BASE_PATH}search-index-default-en.json`, `${BASE_PATH}search-index-docs-default-1.1.0.json`], 'each file fetched once');
      assert.deepEqual(s.errors, []);
    } finally {
      release();
      await s.close();
    }
  });

  test('snippet texts: fetched after a query for the result pages only, once each; a failed file leaves results without text', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      await s.box.hover();
      await until(() => s.indexRequests.length >= 2);
      await indexesLoaded(s, 2);
      assert.equal(s.textRequests.length, 0, 'no text file before a query');
      await typeQuery(s, 'zipReadArchive');
      await waitForOptions(s, 'zipReadArchive');
      const snippet = s.page.locator('[role="option"] .search-option__snippet').first();
      await snippet.waitFor();
      assert.ok(
        (await snippet.locator('mark').allTextContents()).some((m) => /zipReadArchive/i.test(m)),
        'the snippet highlights the query',
      );
      const pages = new Set(await options(s).evaluateAll((els) => els.map((e) => (e.getAttribute('href') ?? '').split('#')[0]).filter(Boolean)));
      assert.ok(s.textRequests.length > 0 && s.textRequests.length <= pages.size, `${s.textRequests.length} text files for ${pages.size} result pages`);
      assert.ok(
        s.textRequests.every((p) => p.startsWith(`${BASE_PATH}search-text-`)),
        s.textRequests.join(' '),
      );
      // Queries typed meanwhile (each keystroke) may still be fetching theirs: wait until every one has come.
      await until(() => s.textRequestsDone.length === s.textRequests.length);
      const fetched = s.textRequests.length;
      // The same query again, in one input event: its pages' texts are all here.
      await s.box.fill('');
      await s.box.fill('zipReadArchive');
      await waitForOptions(s);
      await snippet.waitFor();
      assert.equal(s.textRequests.length, fetched, 'each text file is fetched once');
    } finally {
      await s.close();
    }
    const f = await session();
    try {
      await f.context.route(TEXTS, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
      await goto(f, DOC);
      await typeQuery(f, 'newSharedObject');
      await waitForOptions(f);
      // The failed text file is reported once its answer comes back (later than the results on a loaded machine).
      const reported = () => f.warnings.some((w) => /search-text-docs-default-1\.1\.0/.test(w));
      await until(reported).catch(() => assert.fail(`no warning about the failed text file:\n${f.warnings.join('\n')}`));
      assert.ok((await options(f).count()) > 0, 'results are still listed');
      assert.equal(await f.page.locator('[role="option"] .search-option__snippet').count(), 0, 'no text, no snippet');
      assert.deepEqual(f.errors, []);
    } finally {
      await f.close();
    }
  });

  test('results are listed with their titles before the texts of their snippets arrive; the snippets then fill in', T, async () => {
    const s = await session();
    // Text files are held back until released: the first answer can only be the titles.
    const release = await holdRequests(s, TEXTS);
    try {
      await goto(s, DOC);
      await typeQuery(s, 'zipReadArchive');
      await waitForOptions(s, 'zipReadArchive');
      await until(() => s.textRequests.length > 0);
      assert.ok((await options(s).count()) > 1, 'results listed');
      // The first result is the page's introduction, under its group's title: the page's.
      assert.match((await s.page.locator('.search-group__title').first().textContent()) ?? '', /zipReadArchive/, 'with their titles');
      assert.match((await options(s).first().textContent()) ?? '', /Introduction/);
      assert.equal(await s.page.locator('[role="option"] .search-option__snippet').count(), 0, 'no snippet yet');
      assert.match((await s.page.locator('.search [role="status"]').textContent()) ?? '', /results? for “zipReadArchive”/);
      // The reader moves down meanwhile: the snippets arriving keep that option active.
      await s.box.press('ArrowDown');
      const active = await s.box.getAttribute('aria-activedescendant');
      release();
      const snippet = s.page.locator('[role="option"] .search-option__snippet').first();
      await snippet.waitFor();
      assert.ok((await snippet.locator('mark').count()) > 0, 'the snippet highlights the query');
      assert.equal(await s.box.getAttribute('aria-activedescendant'), active, 'the active option stays');
      assert.deepEqual(s.errors, []);
    } finally {
      release();
      await s.close();
    }
  });

  test('a panel closed with Escape before the snippets arrive stays closed when they do', T, async () => {
    const s = await session();
    const release = await holdRequests(s, TEXTS);
    try {
      await goto(s, DOC);
      await typeQuery(s, 'zipReadArchive');
      await waitForOptions(s, 'zipReadArchive');
      await until(() => s.textRequests.length > 0);
      await s.box.press('Escape');
      assert.equal(await expanded(s), 'false');
      release();
      // The full answer (with its snippets) is rendered into the closed panel.
      await s.page.locator('[role="option"] .search-option__snippet').first().waitFor({ state: 'attached' });
      assert.equal(await expanded(s), 'false', 'the snippets do not reopen the panel');
      await s.box.press('Escape');
      assert.equal(await s.box.inputValue(), '', 'the second Escape clears the query');
    } finally {
      release();
      await s.close();
    }
  });

  test('on a 1.0.0 page the 1.0.0 docs are searched; elsewhere the remembered version', T, async () => {
    const s = await session();
    try {
      await goto(s, ARCHIVED_DOC);
      await s.box.focus();
      await typeQuery(s, 'zipReadArchive');
      await waitForOptions(s, 'zipReadArchive');
      assert.ok(s.indexRequests.includes(`${BASE_PATH}search-index-docs-default-1.0.0.json`));
      assert.ok(!s.indexRequests.includes(`${BASE_PATH}search-index-docs-default-1.1.0.json`));
      const href = await options(s).first().getAttribute('href');
      assert.ok(href?.startsWith(`${BASE_PATH}1.0.0/`), href ?? '');
    } finally {
      await s.close();
    }
    const r = await session({ init: () => localStorage.setItem('docs-preferred-version', '1.0.0') });
    try {
      await goto(r, `${BASE}searchAPI`);
      await r.box.focus();
      // Both files are requested (however long the worker takes to start), and no other.
      await until(() => r.indexRequests.length >= 2, 30_000);
      await indexesLoaded(r, 2);
      assert.deepEqual([...r.indexRequests].sort(), [`${BASE_PATH}search-index-default-en.json`, `${BASE_PATH}search-index-docs-default-1.0.0.json`]);
    } finally {
      await r.close();
    }
  });

  test('results: grouped by page, at most 8, first active, snippets highlighted, "See all results"', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      await typeQuery(s, 'zipReadArchive');
      await waitForOptions(s, 'zipReadArchive');
      assert.equal(await expanded(s), 'true');
      const all = await options(s).all();
      const results = all.length - 1;
      assert.ok(results >= 1 && results <= 8, `${results} results`);
      assert.match((await options(s).last().textContent()) ?? '', /See all results/);
      assert.equal(await options(s).last().getAttribute('href'), `${BASE_PATH}search?q=zipReadArchive`);
      const first = await activeOption(s);
      assert.equal(await first.getAttribute('id'), await options(s).first().getAttribute('id'), 'the first result is active');
      assert.equal(await first.getAttribute('aria-selected'), 'true');
      assert.match((await first.getAttribute('href')) ?? '', /\/language\/commands\/zipReadArchive\?highlight=/);
      assert.ok((await s.page.locator('[role="listbox"] [role="group"]').count()) >= 1, 'grouped by page');
      assert.ok((await s.page.locator('[role="listbox"] mark').count()) > 0, 'matched terms highlighted');
      // The breadcrumb of parent categories is shown with the page title.
      assert.ok((await s.page.locator('[role="listbox"] [role="group"]').first().textContent())!.includes('zipReadArchive'));
      // A page's introduction does not repeat the page title given just above it.
      const group = s.page.locator('[role="listbox"] [role="group"]').first();
      const titles = await group.locator('.search-option__title').allTextContents();
      assert.ok(titles.includes('Introduction'), titles.join(' | '));
      assert.ok(!titles.includes('zipReadArchive'), titles.join(' | '));
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  test('"See all results" stays visible at the bottom of a panel whose results scroll', T, async () => {
    const s = await session({ height: 700 });
    try {
      await goto(s, DOC);
      await typeQuery(s, 'collection');
      await waitForOptions(s, 'collection');
      const panel = s.page.locator('.search-panel');
      const seeAll = options(s).last();
      assert.match((await seeAll.textContent()) ?? '', /See all results/);
      const scrolls = await panel.evaluate((el) => el.scrollHeight > el.clientHeight);
      assert.ok(scrolls, 'the results overflow the panel');
      const visible = async () => {
        const p = (await panel.boundingBox())!;
        const a = (await seeAll.boundingBox())!;
        return a.y >= p.y && a.y + a.height <= p.y + p.height + 1;
      };
      assert.ok(await visible(), '"See all results" in view before scrolling');
      await panel.evaluate((el) => el.scrollTo(0, el.scrollHeight / 3));
      await s.page.waitForFunction(() => (document.querySelector('.search-panel')?.scrollTop ?? 0) > 0);
      assert.ok(await visible(), '"See all results" in view mid-scroll');
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  test('ArrowDown/ArrowUp move the active result (wrapping); Enter opens it, scrolled to its section with the terms highlighted', T, async () => {
    const s = await session();
    try {
      await goto(s, `${BASE}searchAPI`);
      await typeQuery(s, 'zipReadArchive');
      await waitForOptions(s, 'zipReadArchive');
      const ids = await options(s).evaluateAll((els) => els.map((e) => e.id));
      await s.box.press('ArrowDown');
      assert.equal(await s.box.getAttribute('aria-activedescendant'), ids[1]);
      await s.box.press('ArrowUp');
      assert.equal(await s.box.getAttribute('aria-activedescendant'), ids[0]);
      await s.box.press('ArrowUp');
      assert.equal(await s.box.getAttribute('aria-activedescendant'), ids[ids.length - 1], 'wraps to the last');
      await s.box.press('ArrowDown');
      assert.equal(await s.box.getAttribute('aria-activedescendant'), ids[0], 'wraps to the first');
      // Move to the first result that opens a section (route#anchor).
      const hrefs = await options(s).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      const target = hrefs.findIndex((h) => h.includes('#'));
      assert.ok(target >= 0, 'a section result');
      for (let i = 0; i < target; i++) await s.box.press('ArrowDown');
      const expected = new URL(hrefs[target], BASE);
      await s.box.press('Enter');
      // The result passes the query word it has, as typed; the page highlights it, then drops it from the address.
      assert.equal(expected.searchParams.get('highlight'), 'zipReadArchive');
      await s.page.waitForURL((url) => url.pathname === expected.pathname && url.hash === expected.hash, { timeout: 15_000 });
      assert.equal(await expanded(s), 'false');
      // Scrolled to the section.
      const id = decodeURIComponent(expected.hash.slice(1));
      await s.page.waitForFunction((anchor) => {
        const el = document.getElementById(anchor);
        if (!el) return false;
        const r = el.getBoundingClientRect();
        return r.top >= -2 && r.top < window.innerHeight;
      }, id);
      // Terms highlighted on the page (CSS Custom Highlight API), with a way to clear them.
      await s.page
        .waitForFunction(() => ((CSS as unknown as { highlights?: Map<string, Set<unknown>> }).highlights?.get('search-terms')?.size ?? 0) > 0, null, { timeout: 10_000 })
        .catch(() => assert.fail('no search highlight on the target page: is <SearchHighlighter /> (generator/theme/Search/SearchHighlighter.tsx) mounted in the Layout?'));
      await s.page.waitForFunction(() => !new URL(location.href).searchParams.has('highlight'), null, { timeout: 10_000 });
      assert.equal(new URL(s.page.url()).hash, expected.hash, 'the section anchor stays');
      await s.page.getByRole('button', { name: 'Clear highlight' }).click();
      await s.page.waitForFunction(() => !(CSS as unknown as { highlights: Map<string, unknown> }).highlights.has('search-terms'));
      assert.equal(new URL(s.page.url()).searchParams.get('highlight'), null);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  test('Ctrl/Meta+Enter opens the active result in a new tab, Shift+Enter in a new window', T, async () => {
    const s = await session({
      init: () => {
        const open = window.open.bind(window);
        (window as unknown as { __opened: string[][] }).__opened = [];
        window.open = (url?: string | URL, target?: string, features?: string) => {
          (window as unknown as { __opened: string[][] }).__opened.push([String(url), String(target), String(features)]);
          return open(url, target, features);
        };
      },
    });
    try {
      await goto(s, DOC);
      await typeQuery(s, 'zipReadArchive');
      await waitForOptions(s, 'zipReadArchive');
      const href = await (await activeOption(s)).getAttribute('href');
      const [tab] = await Promise.all([s.context.waitForEvent('page'), s.box.press('ControlOrMeta+Enter')]);
      await tab.waitForLoadState();
      assert.equal(new URL(tab.url()).pathname, new URL(href!, BASE).pathname);
      const [win] = await Promise.all([s.context.waitForEvent('page'), s.box.press('Shift+Enter')]);
      await win.waitForLoadState();
      assert.equal(new URL(win.url()).pathname, new URL(href!, BASE).pathname);
      const opened = await s.page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
      assert.equal(opened.length, 2);
      assert.equal(opened[0][1], '_blank');
      assert.doesNotMatch(opened[0][2], /popup/, 'new tab');
      assert.match(opened[1][2], /popup/, 'new window');
      assert.equal(new URL(s.page.url()).pathname, `${BASE_PATH}language/commands/zipReadArchive`, 'the page itself stays');
    } finally {
      await s.close();
    }
  });

  test('Escape closes the panel, then clears the query; Tab and a click outside close the panel', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      await typeQuery(s, 'zipReadArchive');
      await waitForOptions(s, 'zipReadArchive');
      await s.box.press('Escape');
      assert.equal(await expanded(s), 'false');
      assert.equal(await s.box.inputValue(), 'zipReadArchive');
      await s.box.press('Escape');
      assert.equal(await s.box.inputValue(), '');

      await s.page.keyboard.type('zip');
      await waitForOptions(s);
      await s.box.press('Tab');
      assert.equal(await expanded(s), 'false');

      await typeQuery(s, 'zipread');
      await waitForOptions(s, 'zipread');
      await s.page.locator('main h1').first().click();
      assert.equal(await expanded(s), 'false');
      // Focus brings the previous results back.
      await s.box.focus();
      assert.equal(await expanded(s), 'true');
    } finally {
      await s.close();
    }
  });

  test('Ctrl/Cmd+K and / focus the box from anywhere, not while typing in another field', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      await s.page.locator('main h1').first().click();
      await s.page.keyboard.press('/');
      assert.ok(await s.box.evaluate((el) => el === document.activeElement), '/ focuses');
      assert.equal(await s.box.inputValue(), '', 'the slash is not typed');
      await s.page.locator('main h1').first().click();
      await s.page.keyboard.press('Control+k');
      assert.ok(await s.box.evaluate((el) => el === document.activeElement), 'Ctrl+K focuses');
      await s.page.locator('main h1').first().click();
      await s.page.keyboard.press('Meta+k');
      assert.ok(await s.box.evaluate((el) => el === document.activeElement), 'Cmd+K focuses');
      // On the search page, typing in its own field keeps the slash there.
      await goto(s, `${BASE}search`);
      const field = s.page.locator('main input[name="q"]');
      await field.click();
      await s.page.keyboard.type('a/b');
      await s.page.keyboard.press('Control+k');
      assert.equal(await field.inputValue(), 'a/b');
      assert.ok(await field.evaluate((el) => el === document.activeElement), 'focus stays in the field being typed in');
    } finally {
      await s.close();
    }
  });

  test('a slow index response (over 300 ms) shows the stalled indicator, then the results', T, async () => {
    const s = await session();
    // Held until the stalled state shows (a fixed delay raced the typing on a loaded machine: the page now requests
    // the index at first focus, so a 1.5 s delay could end before the last keystroke's 300 ms).
    let release = () => {};
    try {
      release = await holdRequests(s, DOCS_INDEX);
      await goto(s, DOC);
      await typeQuery(s, 'zipReadArchive');
      const form = s.box.locator('xpath=ancestor::form');
      await s.page.waitForFunction((el) => el?.getAttribute('data-status') === 'stalled', await form.elementHandle(), { timeout: 15_000 });
      assert.ok(await s.page.locator('.search-spinner').first().isVisible(), 'visible indicator');
      assert.equal(await s.box.getAttribute('aria-busy'), 'true');
      release();
      await waitForOptions(s);
      assert.equal(await form.getAttribute('data-status'), 'idle');
      assert.ok(!(await s.page.locator('.search-spinner').first().isVisible()));
    } finally {
      release();
      await s.close();
    }
  });

  for (const [name, size] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone (detached)', { width: 390, height: 844 }],
  ] as const) {
    test(`the first search on a slow connection (${name}) says "Loading search…" until the index arrives`, T, async () => {
      const s = await session(size);
      let release = () => {};
      try {
        release = await holdRequests(s, DOCS_INDEX);
        await goto(s, DOC);
        await typeQuery(s, 'zipReadArchive');
        const loading = s.page.locator('.search-panel').getByText('Loading search…');
        await loading.waitFor({ state: 'visible', timeout: 15_000 });
        release();
        await waitForOptions(s, 'zipReadArchive');
        assert.equal(await loading.count(), 0);
        assert.deepEqual(s.errors, []);
      } finally {
        release();
        await s.close();
      }
    });
  }

  // Issue 17 item 5: a failed index load is not "No results" (nor a lone "See all results"): the box says that
  // search is unavailable, lists nothing (the spec's empty result set) and offers Retry, which loads the index.
  const failures: [string, (s: Session) => Promise<unknown>, (s: Session) => Promise<unknown>][] = [
    [
      'a 500 response',
      (s) => s.context.route(DOCS_INDEX, (r) => r.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })),
      (s) => s.context.unrouteAll(),
    ],
    ['a 404 response', (s) => s.context.route(DOCS_INDEX, (r) => r.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })), (s) => s.context.unrouteAll()],
    ['an aborted request', (s) => s.context.route(DOCS_INDEX, (r) => r.abort('aborted')), (s) => s.context.unrouteAll()],
    ['broken JSON', (s) => s.context.route(DOCS_INDEX, (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"documents": [' })), (s) => s.context.unrouteAll()],
    ['being offline', (s) => s.context.setOffline(true), (s) => s.context.setOffline(false)],
  ];
  for (const [name, fail, restore] of failures) {
    test(`${name} for the index: "search is unavailable" with Retry, no results listed; Retry loads it`, T, async () => {
      const s = await session();
      try {
        await goto(s, DOC);
        await fail(s);
        await typeQuery(s, 'zipReadArchive');
        const message = s.page.locator('.search-panel__message');
        await message.filter({ hasText: 'Search is unavailable right now.' }).waitFor({ timeout: 15_000 });
        assert.ok(await message.isVisible());
        assert.equal(await options(s).count(), 0, 'no results, and no lone "See all results"');
        assert.equal(await s.page.locator('[role="listbox"]').isVisible(), false);
        assert.doesNotMatch((await message.textContent()) ?? '', /No results/);
        assert.match((await s.page.locator('.search [role="status"]').textContent()) ?? '', /unavailable/, 'announced');
        const retry = s.page.getByRole('button', { name: 'Retry' });
        assert.ok(await retry.isVisible());
        // Keyboard: Tab from the box reaches Retry.
        await s.box.focus();
        await s.page.keyboard.press('Tab');
        assert.equal(await retry.evaluate((el) => el === document.activeElement), true, 'Tab reaches Retry');
        await restore(s);
        await s.page.keyboard.press('Enter');
        await waitForOptions(s);
        const hrefs = await options(s).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
        assert.ok(hrefs[0].includes('/language/commands/zipReadArchive'), hrefs.join(' '));
        assert.equal(await s.page.locator('.search-panel__message').count(), 0);
        assert.deepEqual(s.errors, []);
      } finally {
        await s.close();
      }
    });
  }

  test('search page: a failed index says search is unavailable with Retry, lists nothing; Retry shows the results', T, async () => {
    const s = await session();
    try {
      await s.context.route(DOCS_INDEX, (r) => r.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
      await s.page.goto(`${BASE}search?q=zipReadArchive`, { waitUntil: 'load' });
      const status = s.page.locator('.search-page [role="status"]');
      await status.filter({ hasText: 'Search is unavailable right now.' }).waitFor({ timeout: 15_000 });
      assert.doesNotMatch((await status.textContent()) ?? '', /No results for/);
      assert.equal(await s.page.locator('.search-page__results').count(), 0);
      await s.context.unrouteAll();
      await s.page.getByRole('button', { name: 'Retry' }).click();
      await s.page.locator('.search-page__results li').first().waitFor({ timeout: 15_000 });
      assert.match((await status.textContent()) ?? '', /results? in \d+ pages?/);
      assert.equal(await s.page.getByRole('button', { name: 'Retry' }).count(), 0);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  test('a typo: the box and the search page show the results of the corrected word and say so', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      await typeQuery(s, 'datacalss');
      await waitForOptions(s, 'datacalss');
      const correction = s.page.locator('.search-panel p').filter({ hasText: 'Showing results for' });
      await correction.waitFor();
      assert.equal(await correction.textContent(), 'Showing results for dataclass');
      assert.deepEqual(await correction.locator('em').allTextContents(), ['dataclass']);
      const hrefs = await options(s).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      assert.ok(hrefs[0].includes('/language/DataClassClass'), hrefs.join(' '));
      assert.match((await s.page.locator('.search [role="status"]').textContent()) ?? '', /Showing results for “dataclass”/);
      // The search page corrects a typo the same way.
      await s.page.goto(`${BASE}search?q=sytemworker`, { waitUntil: 'load' });
      const line = s.page.locator('.search-page__correction');
      await line.waitFor({ timeout: 15_000 });
      assert.equal(await line.textContent(), 'Showing results for systemworker');
      assert.deepEqual(await line.locator('em').allTextContents(), ['systemworker']);
      // Stated once on the page, not in the summary and again below it.
      assert.equal(((await s.page.locator('main').textContent()) ?? '').split('Showing results for').length - 1, 1);
      await s.page.locator('.search-page__results li').first().waitFor();
      assert.match((await s.page.locator('.search-page__results h2 a').first().getAttribute('href')) ?? '', /SystemWorkerClass/);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  test('a shared link with a hostile query answers: 20 stars before a letter, as many stars as *a', T, async () => {
    const s = await session();
    try {
      await s.page.goto(`${BASE}search?q=${encodeURIComponent(`${'*'.repeat(20)}a`)}`, { waitUntil: 'load' });
      const status = s.page.locator('.search-page [role="status"]');
      await status.filter({ hasText: /results? in \d+ pages?/ }).waitFor({ timeout: 30_000 });
      const stars = await status.textContent();
      await s.page.goto(`${BASE}search?q=${encodeURIComponent('*a')}`, { waitUntil: 'load' });
      await status.filter({ hasText: /results? in \d+ pages?/ }).waitFor({ timeout: 30_000 });
      assert.equal(stars, await status.textContent());
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  test('no results: a message; malformed queries: a clear inline message, never an exception', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      await typeQuery(s, 'qqqxyzzyqqq');
      await s.page
        .locator('.search-panel__message')
        .filter({ hasText: /No results for “qqqxyzzyqqq”/ })
        .waitFor();
      assert.equal(await expanded(s), 'true', 'the panel opens for the message');
      for (const [q, message] of [
        ['title:', /no search term/],
        ['+', /no search term/],
        ['foo~x', /edit distance/],
        ['foo^y', /boost/],
        ['author:smith', /Unknown field “author”/],
      ] as const) {
        await typeQuery(s, q);
        await s.page.locator('.search-panel__message').filter({ hasText: message }).waitFor({ timeout: 10_000 });
      }
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  test('HTML in queries and text is rendered as text', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      for (const q of ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>']) {
        await typeQuery(s, q);
        await s.page.waitForFunction(() => document.querySelector('[role="combobox"]')?.getAttribute('aria-expanded') === 'true', null, { timeout: 10_000 });
        // The answer to the whole query (the panel stays open from the previous one while this one is typed).
        await s.page.waitForFunction(
          (typed) => [...document.querySelectorAll('.search [role="status"], .search-panel__message')].some((el) => el.textContent?.includes(typed)),
          q,
          { timeout: 15_000 },
        );
        assert.equal(await s.page.locator('.search-panel img, .search-panel script').count(), 0);
      }
      // A message quoting the query shows it literally.
      for (const text of await s.page.locator('.search-panel__message').allTextContents()) assert.ok(text.includes('"><script>alert(1)</script>'), text);
      await idle(s.page);
      assert.deepEqual(s.dialogs, []);
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  test('below 996 px the search opens as a detached full-screen dialog with a Cancel button', T, async () => {
    const s = await session({ width: 800, height: 900 });
    try {
      await goto(s, DOC);
      await s.box.click();
      const dialog = s.page.locator('[role="dialog"][aria-modal="true"]').filter({ has: s.box });
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      assert.ok(box && box.width >= 799 && box.height >= 899, `full screen: ${JSON.stringify(box)}`);
      assert.ok(await s.box.evaluate((el) => el === document.activeElement), 'the field keeps the focus');
      await s.page.keyboard.type('zipReadArchive');
      await waitForOptions(s);
      // Tab stays in the dialog: field ↔ Cancel.
      await s.page.keyboard.press('Tab');
      assert.equal(await s.page.evaluate(() => document.activeElement?.textContent), 'Cancel');
      await s.page.keyboard.press('Tab');
      assert.ok(await s.box.evaluate((el) => el === document.activeElement));
      await s.page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await s.page.keyboard.type('x');
      await dialog.waitFor();
      await s.page.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });

  test('the panel follows html[data-theme]', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      const background = async () => {
        await typeQuery(s, 'zipReadArchive');
        await waitForOptions(s, 'zipReadArchive');
        return s.page
          .locator('.search-panel')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor);
      };
      await s.page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
      const light = await background();
      await s.page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      const dark = await background();
      assert.notEqual(light, dark);
    } finally {
      await s.close();
    }
  });

  test('"See all results" leads to the search page', T, async () => {
    const s = await session();
    try {
      await goto(s, DOC);
      await typeQuery(s, 'zip');
      await waitForOptions(s, 'zip');
      await s.box.press('ArrowUp');
      await s.box.press('Enter');
      await s.page.waitForURL((url) => url.pathname === `${BASE_PATH}search` && url.searchParams.get('q') === 'zip');
      await s.page.locator('main .search-page__results').waitFor();
    } finally {
      await s.close();
    }
  });
});

test('accessibility: no axe violations in the open panel, the detached dialog and the search page', { timeout: 180_000 }, async () => {
  const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const violations = async (page: Page, selector: string) => {
    // Evaluated, not added as a <script>: the site's Content-Security-Policy blocks inline scripts.
    await page.evaluate(`${axe};0`);
    return page.evaluate(async (sel) => {
      const result = await (window as unknown as { axe: { run: (el: Element, o: object) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe.run(
        document.querySelector(sel)!,
        {
          runOnly: ['wcag2a', 'wcag2aa', 'best-practice'],
        },
      );
      return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`);
    }, selector);
  };
  for (const width of [1280, 800]) {
    const s = await session({ width });
    try {
      await goto(s, DOC);
      await typeQuery(s, 'zipReadArchive');
      await waitForOptions(s, 'zipReadArchive');
      assert.deepEqual(await violations(s.page, '.search'), [], `width ${width}`);
    } finally {
      await s.close();
    }
  }
  const s = await session();
  try {
    await goto(s, `${BASE}search?q=zip`);
    await s.page.locator('.search-page__results').waitFor();
    assert.deepEqual(await violations(s.page, 'main'), []);
  } finally {
    await s.close();
  }
});

describe('search page', () => {
  test('prerendered without a query: a usable GET form, no results', T, async () => {
    const response = await fetch(`${BASE}search`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.match(html, /<main[^>]*id="main-content"/);
    assert.match(html, /Search the documentation/);
    assert.match(html, new RegExp(`<form[^>]*action="${BASE_PATH}search"[^>]*method="get"|<form[^>]*method="get"[^>]*action="${BASE_PATH}search"`));
    assert.match(html, /name="q"/);
  });

  test('without JavaScript the navbar form lands on the search page with the query', T, async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(DOC);
      const box = page.locator('header form[role="search"] input[name="q"]');
      await box.fill('zipReadArchive');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === `${BASE_PATH}search` && url.searchParams.get('q') === 'zipReadArchive');
      assert.equal(await page.locator('main h1').textContent(), 'Search the documentation');
      // (Chromium with scripting disabled by DevTools still parses <noscript> as text: check the markup.)
      assert.match(await page.content(), /<noscript>[\s\S]*Search results need JavaScript/);
      assert.equal(await page.locator('main input[name="q"]').count(), 1);
    } finally {
      await context.close();
    }
  });

  test('many results: 20 pages at first, "Show more" adds the next 20 with their snippets and moves focus to them', T, async () => {
    const s = await session();
    try {
      await goto(s, `${BASE}search?q=entity`);
      const groups = s.page.locator('.search-page__results > li');
      await groups.first().waitFor();
      const summary = (await s.page.locator('.search-page__summary[role="status"]').textContent()) ?? '';
      const total = Number(/in (\d+) pages/.exec(summary)?.[1]);
      assert.ok(total > 40, summary);
      assert.equal(await groups.count(), 20);
      const more = s.page.getByRole('button', { name: /Show more results/ });
      assert.match((await more.textContent()) ?? '', new RegExp(`\\(${total - 20} more pages\\)`));
      const textsBefore = s.textRequests.length;
      assert.ok(textsBefore > 0 && textsBefore <= 20, `${textsBefore} text files for 20 pages`);
      await more.focus();
      await s.page.keyboard.press('Enter');
      await s.page.waitForFunction(() => document.querySelectorAll('.search-page__results > li').length === 40);
      await s.page.waitForFunction(() => document.activeElement?.closest('.search-page__results > li:nth-child(21)') !== null);
      await s.page.locator('.search-page__results > li:nth-child(40) .search-page__snippet').first().waitFor();
      assert.ok(s.textRequests.length > textsBefore && s.textRequests.length <= 40);
      // A new query starts again from the first 20 pages.
      const field = s.page.locator('main input[name="q"]');
      await field.fill('entities');
      await s.page.waitForURL((url) => url.searchParams.get('q') === 'entities');
      await s.page.waitForFunction(() => document.querySelectorAll('.search-page__results > li').length === 20);
    } finally {
      await s.close();
    }
  });

  test('opened with a query, the page does not shift when the results arrive (Lighthouse: layout shift 0)', T, async () => {
    for (const [width, height] of [
      [1350, 940],
      [390, 844],
    ]) {
      const s = await session({
        width,
        height,
        init: () => {
          const w = window as unknown as { __shifts: string[] };
          w.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
              w.__shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => (source.node as Element | undefined)?.className).join(', ')}`);
          }).observe({ type: 'layout-shift', buffered: true });
        },
      });
      try {
        // A slow CPU makes the browser paint half-read documents (CI caught a navbar that then grew, 0.0019): the
        // head's `rel="expect"` links (shared/conventions.ts FIRST_PAINT_IDS) hold the first paint until they are whole.
        const cdp = await s.context.newCDPSession(s.page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        await goto(s, `${BASE}search?q=collection`);
        await s.page.locator('.search-page__results .search-page__snippet').first().waitFor();
        await s.page.waitForFunction(() => document.querySelector('.search-page__summary')?.getAttribute('aria-busy') === 'false');
        assert.deepEqual(await s.page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts), [], `${width} px`);
      } finally {
        await s.close();
      }
    }
  });

  test('all results (not capped), the query in the URL, a version selector', T, async () => {
    const s = await session();
    try {
      await goto(s, `${BASE}search?q=zip`);
      await s.page.locator('.search-page__results').waitFor();
      const links = s.page.locator('.search-page__results .search-page__section-title');
      assert.ok((await links.count()) > 8, `${await links.count()} results`);
      assert.equal(await s.page.locator('main input[name="q"]').inputValue(), 'zip');
      assert.match((await s.page.locator('main h1').textContent()) ?? '', /zip/);
      // Switching version keeps the query and searches the other docs.
      await s.page.locator('main select').selectOption('1.0.0');
      await s.page.waitForURL((url) => url.searchParams.get('version') === '1.0.0' && url.searchParams.get('q') === 'zip');
      await s.page.waitForFunction(
        (prefix) => [...document.querySelectorAll('.search-page__results a')].some((a) => a.getAttribute('href')?.startsWith(prefix)),
        `${BASE_PATH}1.0.0/`,
      );
      // Typing updates the URL.
      const field = s.page.locator('main input[name="q"]');
      await field.fill('zipReadArchive');
      await s.page.waitForURL((url) => url.searchParams.get('q') === 'zipReadArchive');
      await s.page.locator('.search-page__results a', { hasText: 'zipReadArchive' }).first().waitFor();
      assert.deepEqual(s.errors, []);
    } finally {
      await s.close();
    }
  });
});

/**
 * The reused browser contexts and pages of contextPool.ts: a test gets the context and page an earlier test left
 * untouched, but none of that test's cookies, storage, cached responses, other pages, listeners or viewport size; a
 * context a test changed (a route, offline mode) is never handed out again, nor a page it changed (an init script).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser } from './harness.ts';
import { pooledContext } from './contextPool.ts';

let browser: Browser;
let server: Server;
let base: string;
const served: string[] = [];
const servedCount = (path: string) => served.filter((url) => url === path).length;

before(async () => {
  server = createServer((request, response) => {
    served.push(request.url ?? '');
    // Cacheable for an hour: a response the HTTP cache kept would not reach the server again.
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'max-age=3600' });
    response.end('<!doctype html><title>pool</title><p>page</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.close();
});

test('a reused context starts clean: no cookies, storage, cached responses or pages of the test before', async () => {
  const first = await pooledContext(browser);
  await first.page.goto(`${base}cached`);
  await first.page.evaluate(() => {
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('scroll', '120');
    // A cookie as a page sets one (the Cookie Store API is the linter's advice, and sets the same cookie).
    return cookieStore.set({ name: 'seen', value: '1', expires: Date.now() + 3_600_000 }).then(
      () =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('left-behind');
          open.onsuccess = () => resolve();
        }),
    );
  });
  await first.context.newPage(); // a page the test forgot to close
  await first.context.close();

  const second = await pooledContext(browser);
  assert.equal(browser.contexts().length, 1, 'the context was reused, not a second one opened');
  assert.equal(second.context.pages().length, 1, "only the test's page is open");
  // Counted by path: the browser's own requests (the favicon) may reach the server at any moment.
  const before = servedCount('/cached');
  await second.page.goto(`${base}cached`);
  assert.equal(servedCount('/cached'), before + 1, 'the page came from the server, not the HTTP cache');
  const state = await second.page.evaluate(async () => ({
    storage: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));
  assert.deepEqual(state, { storage: 0, session: 0, cookie: '', databases: [] });
  await second.context.close();
});

test("the page is handed out again, without the test before's listeners, viewport size or held keys", async () => {
  const first = await pooledContext(browser);
  const heard: string[] = [];
  first.page.on('request', (request) => heard.push(request.url()));
  await first.page.setViewportSize({ width: 500, height: 400 });
  await first.page.goto(`${base}first`);
  await first.page.keyboard.down('Shift');
  const page = first.page;
  await first.context.close();
  assert.throws(() => page.url(), TypeError, "the test before's handle is revoked");

  const second = await pooledContext(browser);
  assert.equal(second.page.url(), 'about:blank', 'the page is blank');
  assert.equal(second.context.pages().length, 1);
  const requestsHeard = heard.length;
  await second.page.goto(`${base}second`);
  assert.equal(heard.length, requestsHeard, "the test before's listener is gone");
  assert.deepEqual(second.page.viewportSize(), DESKTOP);
  // A key typed now is not Shift-modified: "a", not "A".
  await second.page.setContent('<input>');
  await second.page.focus('input');
  await second.page.keyboard.type('a');
  assert.equal(await second.page.inputValue('input'), 'a');
  // An init script would run in every later document of the page: the page is not handed out again.
  await second.page.addInitScript(() => {
    (window as unknown as { leftOver: boolean }).leftOver = true;
  });
  await second.context.close();

  const third = await pooledContext(browser);
  await third.page.goto(`${base}third`);
  assert.equal(await third.page.evaluate(() => 'leftOver' in window), false, 'a new page, without the init script');
  assert.equal(third.page.context().pages().length, 1);
  await third.context.close();
});

test('the same context is handed out again, once per options; a changed one never is', async () => {
  const a = await pooledContext(browser, { colorScheme: 'dark' });
  assert.equal(await a.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), true, 'the options apply');
  await a.page.goto(`${base}a`);
  const contexts = browser.contexts().length;
  await a.context.close();
  const b = await pooledContext(browser, { colorScheme: 'dark' });
  assert.equal(browser.contexts().length, contexts, 'the context was reused');
  assert.throws(() => a.page.isClosed(), TypeError, "the earlier test's handle of the page is revoked");
  // A route set by this test: the context is closed when the test is done with it.
  await b.context.route('**/blocked', (route) => route.abort());
  await b.context.close();
  assert.equal(browser.contexts().length, contexts - 1, 'the changed context is closed');
  const c = await pooledContext(browser, { colorScheme: 'dark' });
  const before = servedCount('/blocked');
  await c.page.goto(`${base}blocked`);
  assert.equal(servedCount('/blocked'), before + 1, 'the route of the test before does not apply');
  await c.context.close();
});

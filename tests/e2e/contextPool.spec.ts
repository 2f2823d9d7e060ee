/**
 * The reused browser contexts of contextPool.ts: a test gets the context an earlier test left untouched, but none of
 * that test's cookies, storage, cached responses or pages; a context a test changed (a route, offline mode) is never
 * handed out again.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './harness.ts';
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
  assert.deepEqual(second.context.pages(), [second.page], 'only the new page is open');
  // Counted by path: the browser's own requests (the favicon) may reach the server at any moment.
  const before = servedCount('/cached');
  await second.page.goto(`${base}cached`);
  assert.equal(servedCount('/cached'), before + 1, 'the page came from the server, not the HTTP cache');
  const state = await second.page.evaluate(async () => ({
    storage: localStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));
  assert.deepEqual(state, { storage: 0, cookie: '', databases: [] });
  await second.context.close();
});

test('the same context is handed out again, once per options; a changed one never is', async () => {
  const a = await pooledContext(browser, { colorScheme: 'dark' });
  assert.equal(await a.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches), true, 'the options apply');
  await a.page.goto(`${base}a`);
  const contexts = browser.contexts().length;
  await a.context.close();
  const b = await pooledContext(browser, { colorScheme: 'dark' });
  assert.equal(browser.contexts().length, contexts, 'the context was reused');
  assert.equal(a.page.isClosed(), true, "the earlier test's page is closed");
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

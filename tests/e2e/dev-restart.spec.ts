/**
 * `npm start` started again on a site it served before: the last session's shell is served until webpack has built
 * this session's, and a page opened meanwhile stays on it without a reload once the build turns out to be the same
 * shell; its hot updates still apply in place (React Fast Refresh keeps a component's state). The shell's packages
 * (vendors.js) are a file of their own, with their source map beside them, that the browser keeps across restarts.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { addCounterPage, copyFixture, counterComponent, startDevServer, stopDevServer } from '../helpers.ts';
import { idle, launchBrowser, DESKTOP } from './harness.ts';

let site: string;
let browser: Browser;
/** What the running server printed so far. */
let output = () => '';
/** Waits in this file are for a loaded machine, never assertions about speed (those are in npm run bench). */
const WAIT = { timeout: 90_000 };

/** Starts the dev server as `npm start` runs it; resolves once it has listened (webpack may still be building). */
async function startDev(): Promise<{ dev: ChildProcess; origin: string }> {
  const server = await startDevServer(site, { npmStart: true });
  output = server.output;
  return server;
}

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT.timeout;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

before(async () => {
  site = copyFixture();
  addCounterPage(site);
  browser = await launchBrowser();
});

after(async () => {
  if (process.env.DEV_SERVER_LOG) writeFileSync(process.env.DEV_SERVER_LOG, output());
  await browser?.close();
  rmSync(site, { recursive: true, force: true });
});

test('a restarted server serves the last shell until its own is built; the open page keeps it and takes hot updates in place', async () => {
  // A first session builds and saves the shell.
  const first = await startDev();
  await waitFor(() => /Ready in \d+ ms/.test(output()), 'the first build');
  await waitFor(() => existsSync(join(site, '.cache/dev-shell/shell.json')), 'saving the shell');
  await stopDevServer(first.dev);

  const { dev, origin } = await startDev();
  try {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${origin}/docs-archive/counter`, { waitUntil: 'commit', ...WAIT });
    const button = page.getByRole('button', { name: /times/ });
    await button.waitFor(WAIT);
    await page.evaluate(() => ((window as Window & { __devMarker?: number }).__devMarker = 42));
    const marker = () => page.evaluate(() => (window as Window & { __devMarker?: number }).__devMarker);
    // Its page chunk is webpack's: served once this session's build is done, while main.js came from the saved shell.
    await waitFor(() => /Ready in \d+ ms/.test(output()), "this session's first build");
    // The page has heard of this build (the server tells every event stream, and a new one at once), and handled it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const events = new EventSource('/__qdocs/events');
          events.addEventListener('hash', () => {
            events.close();
            resolve();
          });
        }),
    );
    await idle(page);
    assert.equal(await marker(), 42, 'the page reloaded once the build was done (the shell was taken for another)');
    await button.click();
    await button.click();
    await page.getByRole('button', { name: 'Clicked 2 times' }).waitFor(WAIT);
    writeFileSync(join(site, 'src/components/Counter.tsx'), counterComponent('Pressed'));
    await page.getByRole('button', { name: 'Pressed 2 times' }).waitFor(WAIT);
    assert.equal(await marker(), 42, 'the page reloaded');
    await page.close();
  } finally {
    await stopDevServer(dev);
  }
});

/** GETs a file of the server; with the ETag the browser kept, if any. */
async function get(url: string, etag?: string): Promise<{ status: number; etag: string | null; cacheControl: string | null; text: string }> {
  const response = await fetch(url, { headers: etag ? { 'If-None-Match': etag } : {} });
  return { status: response.status, etag: response.headers.get('etag'), cacheControl: response.headers.get('cache-control'), text: await response.text() };
}

test("the shell's packages are a file of their own, with a source map file, and a browser keeps them across restarts", async () => {
  const first = await startDev();
  let kept: string;
  try {
    await waitFor(() => /Ready in \d+ ms/.test(output()), 'the first build');
    const vendors = await get(`${first.origin}/docs-archive/assets/js/vendors.js`);
    assert.equal(vendors.status, 200);
    // react-dom's development build: its code, not just a reference to its module.
    const reactDom = /react-dom-client\.development\.js/;
    assert.match(vendors.text, reactDom, "react-dom's code");
    // Its source map is a file the browser's developer tools fetch, not inline data every page load parses.
    assert.match(vendors.text, /\/\/# sourceMappingURL=vendors\.js\.map\s*$/);
    assert.doesNotMatch(vendors.text, /sourceMappingURL=data:/);
    const map = JSON.parse((await get(`${first.origin}/docs-archive/assets/js/vendors.js.map`)).text) as { sources: string[] };
    assert.ok(
      map.sources.some((s) => s.includes('react-dom')),
      'the map names the sources',
    );
    const main = await get(`${first.origin}/docs-archive/assets/js/main.js`);
    assert.doesNotMatch(main.text, reactDom, 'react-dom is in vendors.js only');
    // Revalidated by its content.
    assert.ok(vendors.etag, 'an ETag');
    assert.equal(vendors.cacheControl, 'no-cache');
    assert.equal((await get(`${first.origin}/docs-archive/assets/js/vendors.js`, vendors.etag!)).status, 304);
    // React Refresh's globalThis is the browser's own, not core-js's polyfill (57 KB parsed before every first paint).
    assert.doesNotMatch(vendors.text, /node_modules\/core-js-pure\//);
    // The server's data files (the sidebar a page's HTML names) are revalidated by their content too.
    const sidebarUrl = /\/docs-archive\/assets\/data\/sidebar-[^"]+\.json/.exec((await get(`${first.origin}/docs-archive/guide/intro`)).text)?.[0];
    assert.ok(sidebarUrl, 'the page names its sidebar');
    const sidebar = await get(first.origin + sidebarUrl);
    assert.equal(sidebar.status, 200);
    assert.ok(JSON.parse(sidebar.text), 'the sidebar itself');
    assert.ok(sidebar.etag, 'an ETag');
    assert.equal((await get(first.origin + sidebarUrl, sidebar.etag!)).status, 304);
    kept = vendors.etag!;
    await waitFor(() => existsSync(join(site, '.cache/dev-shell/assets/js/vendors.js')), 'saving the shell');
  } finally {
    await stopDevServer(first.dev);
  }

  // The next session: the browser's copy is still good, from the saved shell and from this session's own build.
  const { dev, origin } = await startDev();
  try {
    assert.equal((await get(`${origin}/docs-archive/assets/js/vendors.js`, kept)).status, 304, 'the saved shell');
    await waitFor(() => /Ready in \d+ ms/.test(output()), "this session's first build");
    assert.equal((await get(`${origin}/docs-archive/assets/js/vendors.js`, kept)).status, 304, "this session's build");
    assert.equal((await get(`${origin}/docs-archive/assets/js/vendors.js`, '"another"')).status, 200);
  } finally {
    await stopDevServer(dev);
  }
});

/**
 * A site above SHARD_ROUTES routes in Chromium: its route manifest is written in shards (shared/routeShards.ts), a page
 * fetches only the shard that holds the routes it looks up, and a link into another shard still navigates client-side.
 * The site is the bench's synthetic one at 1,100 pages: the smallest size that has two shards, built as a user would.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { build } from '../../generator/node/build.ts';
import { serve } from '../../generator/node/serve.ts';
import { SHARD_ROUTES, type ManifestIndex, type RouteShards } from '../../generator/shared/routeShards.ts';
import type { RouteManifest } from '../../generator/shared/types.ts';
import { generateSite } from '../../scripts/bench/synthetic.ts';
import { idle, launchBrowser } from './harness.ts';
import { open, problems } from './theme/site.ts';

const PAGES = 1_100;
const BASE = '/docs-archive/';
const APP_DIR = join(import.meta.dirname, '..', '..');
// Inside the project, so that the server bundle resolves react-dom from its node_modules.
const SITE = join(APP_DIR, 'tests', '.tmp', 'large-site');
const OUT = join(SITE, 'build');

let browser: Browser;
let server: Server;
let origin: string;
let shards: RouteShards;
let shardRoutes: string[][];

before(
  async () => {
    generateSite(SITE, PAGES, APP_DIR);
    await build({ siteDir: SITE, outDir: OUT, compress: false });
    [browser, server] = await Promise.all([launchBrowser(), serve({ dir: OUT, baseUrl: BASE, port: 0 })]);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const index = JSON.parse(readFileSync(join(OUT, 'route-manifests.json'), 'utf8')) as ManifestIndex;
    const docs = index.manifests.current;
    assert.equal(typeof docs, 'object', `the docs manifest of ${PAGES} pages is sharded: ${JSON.stringify(docs)}`);
    shards = docs as RouteShards;
    shardRoutes = shards.urls.map((url) => Object.keys((JSON.parse(readFileSync(join(OUT, url.slice(BASE.length)), 'utf8')) as RouteManifest).routes));
  },
  { timeout: 600_000 },
);

after(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  rmSync(SITE, { recursive: true, force: true });
});

/** The shard URLs a page requested. */
function watchShards(page: import('playwright-core').Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (shards.urls.includes(path)) requested.push(path);
  });
  return requested;
}

test('the build cuts the manifest into shards of consecutive routes, each named by its first route', () => {
  assert.ok(shards.urls.length >= 2, `${shards.urls.length} shards`);
  assert.equal(shardRoutes.flat().length, PAGES);
  shardRoutes.forEach((routes, i) => {
    assert.ok(routes.length <= SHARD_ROUTES, `shard ${i}: ${routes.length} routes`);
    assert.equal([...routes].sort()[0], shards.first[i], `shard ${i} is named by its first route`);
  });
});

test('a page fetches only the shard holding the routes it shows', { timeout: 120_000 }, async () => {
  // The second page of the first section: its neighbours, its sidebar category and the navbar's first doc are all in
  // the first shard, so the routes it looks up when idle (to prefetch its visible links) are there too.
  const route = `${BASE}section-0/page-1`;
  assert.ok(shardRoutes[0].includes(route));
  const { page, context, logs } = await open(browser, '');
  const requested = watchShards(page);
  await page.goto(origin + route);
  await page.locator('#__qdocs[data-ready="true"]').waitFor({ state: 'attached' });
  // Its visible links' routes are looked up when the page is idle: once one is prefetched, the lookups have been
  // through the shards (they share one fetch per shard); any other shard would have been asked for by then.
  await page.waitForFunction(() => document.querySelector('link[rel="prefetch"]'));
  await idle(page);
  await page.waitForLoadState('networkidle');
  assert.deepEqual(requested, [shards.urls[0]], 'the first shard, once');
  assert.deepEqual(problems(logs), []);
  await context.close();
});

test('a link into another shard navigates client-side: the shard is fetched, the page shows without a reload', { timeout: 120_000 }, async () => {
  // The first route of the second shard, and a page of the first shard that links to it (pages link their neighbours).
  const target = shards.first[1];
  const number = Number(target.match(/page-(\d+)$/)?.[1]);
  const from = shardRoutes[0].find((path) => path.endsWith(`/page-${number - 1}`) || path.endsWith(`/page-${number + 1}`));
  assert.ok(from, `a page of the first shard links to ${target}`);
  const fromNumber = Number(from.match(/page-(\d+)$/)?.[1]);
  const { page, context, logs } = await open(browser, '');
  const requested = watchShards(page);
  const documents: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
  await page.goto(origin + from);
  await page.locator('#__qdocs[data-ready="true"]').waitFor({ state: 'attached' });
  await page.evaluate(() => ((window as unknown as { __mark: boolean }).__mark = true));
  await page.locator(`article a[href="${target}"]`).first().click();
  await page.locator('article h1', { hasText: `Page ${number} ` }).waitFor();
  assert.equal(new URL(page.url()).pathname, target);
  assert.ok(await page.evaluate(() => (window as unknown as { __mark?: boolean }).__mark === true), 'no full page load');
  assert.deepEqual(documents, [origin + from], 'one document request: the first page');
  assert.ok(requested.includes(shards.urls[1]), `the second shard was fetched: ${requested.join(' ')}`);
  await page.goBack();
  await page.locator('article h1', { hasText: `Page ${fromNumber} ` }).waitFor();
  assert.deepEqual(problems(logs), []);
  await context.close();
});

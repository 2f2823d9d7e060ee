/**
 * The dev server's start-up answers its first page before it writes the route manifests (megabytes at 10,000
 * pages): that page names the manifest index, which the server answers once it has written them, and its own
 * sidebar, by the same URL the navigation data gives it later. Once nothing reads its output, it stops.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture, startDevServer, stopDevServer } from '../helpers.ts';
import { BOOT_DATA_ID, type BootData } from '../../generator/shared/site.ts';

let site: string;
let dev: ChildProcess;
let origin: string;

before(async () => {
  site = copyFixture();
  ({ dev, origin } = await startDevServer(site));
});

after(() => stopDevServer(dev, site));

async function bootOf(path: string): Promise<BootData> {
  const response = await fetch(origin + path);
  assert.equal(response.status, 200, path);
  const html = await response.text();
  const json = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">([^<]*)</script>`).exec(html)?.[1];
  assert.ok(json, `${path}: no boot data in its HTML`);
  return JSON.parse(json) as BootData;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(origin + url);
  assert.equal(response.status, 200, url);
  return (await response.json()) as T;
}

test('the first page is answered before the route manifests are written: it names their index and its own sidebar, which hold', { timeout: 300_000 }, async () => {
  const first = await bootOf('/docs-archive/guide/intro');
  assert.equal(first.manifests, undefined, 'the first page waited for the route manifests');
  assert.equal(first.manifestIndex, '/docs-archive/route-manifests.json');
  assert.ok(first.sidebar, 'the first page names no sidebar');
  const sidebar = await json<unknown[]>(first.sidebar);
  assert.ok(sidebar.length > 0);
  // The index is answered once the manifests are written; the page's entry names the very same sidebar file.
  const { manifests } = await json<{ manifests: Record<string, string> }>(first.manifestIndex);
  const entries = await Promise.all(Object.values(manifests).map((url) => json<{ routes: Record<string, { sidebar?: string }> }>(url)));
  const entry = entries.map((m) => m.routes['/docs-archive/guide/intro']).find(Boolean);
  assert.ok(entry, 'no route manifest holds the page');
  assert.equal(entry.sidebar, first.sidebar);
  // From now on pages name the manifests themselves.
  const next = await bootOf('/docs-archive/guide/intro');
  assert.deepEqual(next.manifests, manifests);
  assert.equal(next.manifestIndex, undefined);
  assert.equal(next.sidebar, first.sidebar);
});

test('the server stops once nothing reads its output, rather than spinning on the failed writes', { timeout: 300_000 }, async () => {
  // The reader of its output gone (a closed terminal, the test or the `| tee` that started it ended): its next report
  // (here, an MDX error in an edited page) fails with EPIPE. The failure used to reach the handler of internal errors,
  // whose own report failed the same way, in a loop that kept a core busy forever.
  const exited = new Promise<number | null>((resolve) => dev.once('exit', (code) => resolve(code)));
  dev.stdout!.destroy();
  dev.stderr!.destroy();
  appendFileSync(join(site, 'docs', 'guide', 'intro.md'), '\n\n<Unclosed\n');
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'running'>((resolve) => (timer = setTimeout(() => resolve('running'), 120_000)));
  const outcome = await Promise.race([exited, limit]).finally(() => clearTimeout(timer));
  assert.equal(outcome, 0, 'the server was still running two minutes after its output was gone');
});

/**
 * Issue 27 with `npm start`, on the open-source-shaped Docusaurus fixture: `useDocById` finds a doc of another sidebar
 * (the dev server writes the version's docs for the docs plugin's client), and an edited title of that doc shows in
 * the open page without a reload (a marker set on window survives).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { DEV_READY, startDevServer } from '../helpers.ts';
import { launchBrowser, DESKTOP } from './harness.ts';
import { copyDocusaurusFixture, DOCUSAURUS_OSS_FIXTURE } from '../integration/docusaurusSite.ts';

let site: string;
let dev: ChildProcess;
let browser: Browser;
let base: string;
/** Waits are for a loaded machine, not assertions about speed. */
const WAIT = { timeout: 90_000 };

before(async () => {
  site = copyDocusaurusFixture('docusaurus-oss-dev-', DOCUSAURUS_OSS_FIXTURE);
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

test('useDocById shows a doc of another sidebar, and its edited title without a reload', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(`${base}docs/api/hooks`, { waitUntil: 'commit', ...WAIT });
  const other = page.locator('#__qdocs[data-ready="true"] #fact-other-sidebar');
  await other.waitFor(WAIT);
  assert.equal(await other.innerText(), 'Installation | Install Widget with npm. | docs');
  await page.evaluate(() => ((window as Window & { __devMarker?: number }).__devMarker = 42));

  const install = join(site, 'docs', 'guides', 'install.md');
  writeFileSync(install, readFileSync(install, 'utf8').replace('# Installation', '# Widget setup'));
  await page.locator('#fact-other-sidebar', { hasText: 'Widget setup | Install Widget with npm. | docs' }).waitFor(WAIT);
  assert.equal(await page.evaluate(() => (window as Window & { __devMarker?: number }).__devMarker), 42);
  await page.close();
});

/**
 * Issue 27 with `npm start`, on the open-source-shaped Docusaurus fixture: `useDocById` finds a doc of another sidebar
 * (the dev server writes the version's docs for the docs plugin's client), and an edited title of that doc shows in
 * the open page without a reload (a marker set on window survives).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP } from './harness.ts';
import { withDevSite } from './devSite.ts';
import { copyDocusaurusFixture, DOCUSAURUS_OSS_FIXTURE } from '../integration/docusaurusSite.ts';

/** Waits are for a loaded machine, not assertions about speed. */
const WAIT = { timeout: 90_000 };

const devSite = withDevSite(() => copyDocusaurusFixture('docusaurus-oss-dev-', DOCUSAURUS_OSS_FIXTURE));

test('useDocById shows a doc of another sidebar, and its edited title without a reload', async () => {
  const page = await devSite.browser.newPage({ viewport: DESKTOP });
  await page.goto(`${devSite.base}docs/api/hooks`, { waitUntil: 'commit', ...WAIT });
  const other = page.locator('#__qdocs[data-ready="true"] #fact-other-sidebar');
  await other.waitFor(WAIT);
  assert.equal(await other.innerText(), 'Installation | Install Widget with npm. | docs');
  await page.evaluate(() => ((window as Window & { __devMarker?: number }).__devMarker = 42));

  const install = join(devSite.site, 'docs', 'guides', 'install.md');
  writeFileSync(install, readFileSync(install, 'utf8').replace('# Installation', '# Widget setup'));
  await page.locator('#fact-other-sidebar', { hasText: 'Widget setup | Install Widget with npm. | docs' }).waitFor(WAIT);
  assert.equal(await page.evaluate(() => (window as Window & { __devMarker?: number }).__devMarker), 42);
  await page.close();
});

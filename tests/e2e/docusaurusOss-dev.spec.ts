/**
 * Issue 27 with `npm start`, on the open-source-shaped Docusaurus fixture: `useDocById` finds a doc of another sidebar
 * (the dev server writes the version's docs for the docs plugin's client), and an edited title of that doc shows in
 * the open page without a reload (a marker set on window survives).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESKTOP, MOBILE } from './harness.ts';
import { STORAGE_KEYS } from '../../generator/shared/conventions.ts';
import { withDevSite } from './devSite.ts';
import { copyDocusaurusFixture, DOCUSAURUS_OSS_FIXTURE } from '../integration/docusaurusSite.ts';

/** Waits are for a loaded machine, not assertions about speed. */
const WAIT = { timeout: 90_000 };

/** `colorMode.disableSwitch`, set on this file's copy only (docusaurusOss.spec.ts uses the switch): nothing else here reads it. */
const COLOR_MODE_EDIT = { from: '    ({\n      announcementBar: {', to: '    ({\n      colorMode: {disableSwitch: true},\n      announcementBar: {' };

const devSite = withDevSite(() => {
  const site = copyDocusaurusFixture('docusaurus-oss-dev-', DOCUSAURUS_OSS_FIXTURE);
  const config = join(site, 'docusaurus.config.mjs');
  const text = readFileSync(config, 'utf8');
  assert.ok(text.includes(COLOR_MODE_EDIT.from), 'the fixture still has the themeConfig this file edits');
  writeFileSync(config, text.replace(COLOR_MODE_EDIT.from, COLOR_MODE_EDIT.to));
  return site;
});

/**
 * colorMode.disableSwitch (issue 28 item 5): no switch in the navbar nor in the phone's panel, and a choice of dark
 * stored before the switch was disabled is neither applied nor kept, as in Docusaurus 3.10 (its theme script reads no
 * stored choice then, @docusaurus/theme-classic/lib/inlineScripts.js, and its colour mode context deletes it,
 * @docusaurus/theme-common/lib/contexts/colorMode.js). The fixture sets no respectPrefersColorScheme: the system's
 * dark is not followed either.
 */
test('colorMode.disableSwitch: no switch, and a stored choice of dark is neither applied nor kept', async () => {
  for (const phone of [false, true]) {
    const context = await devSite.browser.newContext({ viewport: phone ? MOBILE : DESKTOP, isMobile: phone, hasTouch: phone, colorScheme: 'dark' });
    // A reader's earlier choice, stored before the page's own scripts run.
    await context.addInitScript((key) => localStorage.setItem(key, 'dark'), STORAGE_KEYS.colorMode);
    const page = await context.newPage();
    await page.goto(`${devSite.base}docs/guides/configure`, { waitUntil: 'commit', ...WAIT });
    await page.locator('#__qdocs[data-ready="true"] main').first().waitFor(WAIT);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.colorMode), null);
    if (phone) {
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.getByRole('dialog').waitFor(WAIT);
    }
    assert.equal(await page.getByRole('button', { name: /Switch between dark and light mode/ }).count(), 0);
    await context.close();
  }
});

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

/**
 * Issue #3 item 11 on the real site (E2E_BASE_URL, set by `npm test`): axe-core reports no violations on the
 * landing pages, a command page, class pages and the 404 page, in both colour modes, on desktop and mobile.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/harness.ts';
import { audit, realSkip, realUrl } from '../e2e/theme/site.ts';

let browser: Browser;

before(async () => {
  if (!realSkip) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('real site', { skip: realSkip }, () => {
  test('landing pages, a command page, class pages and the 404 page: no violations, light and dark', async () => {
    const found = await audit(browser, ['', '1.0.0', 'language/commands/abort', 'language/CollectionClass', '1.0.0/language/EntitySelectionClass', 'no-such-page'], realUrl);
    assert.deepEqual(found, []);
  });

  test('the same pages on mobile', async () => {
    const found = await audit(browser, ['', 'language/commands/abort', 'language/CollectionClass', 'no-such-page'], realUrl, true);
    assert.deepEqual(found, []);
  });
});

/**
 * The real site under its own Content-Security-Policy (sent by `npm run serve`, the same as deploy/nginx.conf):
 * pages, hydration, client navigation, the search worker and the 404 page report no violation.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { hydrated, launchBrowser, newContext } from './harness.ts';
import { REAL_BASE, realSkip } from './theme/site.ts';
import { CONTENT_SECURITY_POLICY } from '../../generator/node/http/headers.ts';

const BASE = REAL_BASE;
const skip = realSkip;
let browser: Browser;

before(async () => {
  if (BASE) browser = await launchBrowser();
});
after(async () => browser?.close());

test('the site runs under its Content-Security-Policy without a single violation', { skip }, async () => {
  const context = await newContext(browser);
  // Collected in every document and worker-owning page before any of its scripts run.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => violations.push(`${page.url()}: ${e.message}`));
  const collect = async () =>
    violations.push(...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.map((v) => `${location.pathname}: ${v}`))));

  for (const path of ['', 'language/commands/zipReadArchive', '1.0.0/guides/queries', 'searchAPI', 'no/such/page']) {
    const response = await page.goto(BASE + path, { waitUntil: 'networkidle' });
    // The policy is really in force: the test would prove nothing without it.
    assert.equal(response!.headers()['content-security-policy'], CONTENT_SECURITY_POLICY, path);
    await hydrated(page);
    await collect();
  }

  // Client navigation loads another page's chunks and sidebar data.
  await page.goto(BASE + 'language/commands/zipReadArchive', { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.locator('article a[href$="/language/ZipArchiveClass"]').first().click();
  await page.waitForURL(/\/language\/ZipArchiveClass$/);
  await page.locator('h1', { hasText: 'ZipArchive' }).waitFor();
  // The search worker loads its index and answers.
  const box = page.locator('input[role="combobox"]');
  await box.click();
  await page.keyboard.type('zipReadArchive');
  await page.waitForSelector('[role="listbox"]:not([hidden]) [role="option"]', { timeout: 15_000 });
  // The search page with a query from the URL.
  await page.goto(BASE + 'search?q=collection', { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.locator('main a[href*="collection" i]').first().waitFor({ timeout: 15_000 });
  await collect();
  assert.deepEqual(violations, []);
  await context.close();
});

/**
 * Issue 27 items 2 and 3 in Chromium: the create-docusaurus classic template (tests/fixtures/docusaurus-classic), set
 * to `trailingSlash: true` and served as that option says. Its home page (src/pages/index.js, its own <Layout>)
 * hydrates without a mismatch; links carry the slash and navigate in place; the page's Layout title is the tab's title
 * after a client-side navigation too.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { build } from '../../generator/node/build.ts';
import { serve } from '../../generator/node/serve.ts';
import { launchBrowser } from './harness.ts';
import { open, problems } from './theme/site.ts';

let browser: Browser;
let server: Server;
let site: string;
let origin: string;

before(async () => {
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  site = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'classic-e2e-'));
  cpSync(join(import.meta.dirname, '..', 'fixtures', 'docusaurus-classic'), site, { recursive: true });
  const config = join(site, 'docusaurus.config.js');
  writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", "baseUrl: '/',\n  trailingSlash: true,"));
  const out = join(site, 'build');
  await build({ siteDir: site, outDir: out, compress: false });
  [browser, server] = await Promise.all([launchBrowser(), serve({ dir: out, baseUrl: '/', port: 0, trailingSlash: true })]);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  rmSync(site, { recursive: true, force: true });
});

test('the home page hydrates as prerendered; its link navigates in place, to the URL with its slash', async () => {
  const { page, context, logs } = await open(browser, `${origin}/`);
  assert.equal(await page.title(), 'Hello from My Site | My Site');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('link', { name: /Docusaurus Tutorial/ }).click();
  await page.waitForURL(`${origin}/docs/intro/`);
  await page.locator('h1', { hasText: 'Tutorial Intro' }).waitFor();
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'the click reloaded the page');
  assert.equal(await page.title(), 'Tutorial Intro | My Site');
  // The sidebar's links have the slash too; back home, the page's own <Layout title> is the tab's title again.
  assert.equal(await page.locator('a.menu__link', { hasText: 'Tutorial Intro' }).getAttribute('href'), '/docs/intro/');
  await page.goBack();
  await page.locator('.hero__title').waitFor();
  await page.waitForFunction(() => document.title === 'Hello from My Site | My Site');
  assert.deepEqual(problems(logs), []);
  await context.close();
});

test('a generated index at its Docusaurus URL, opened directly, hydrates without a problem', async () => {
  const { page, context, logs } = await open(browser, `${origin}/docs/category/tutorial---basics/`);
  assert.equal(await page.locator('h1').textContent(), 'Tutorial - Basics');
  assert.deepEqual(problems(logs), []);
  await context.close();
});

/**
 * Issue 27 item 4 in Chromium: the page that imports npm packages of each shape (tests/integration/npmPackagesSite.ts)
 * hydrates without a mismatch or an error, shows what was prerendered (the browser's bundle took the same modules:
 * the ES module builds, a CommonJS package's `default`), and its package component with a state hook counts when
 * clicked (the browser runs it on the site's one React, not the copy nested in the package). `@theme/MDXContent`,
 * imported by the page under the name of MDX's own function, hydrates too.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { serve } from '../../generator/node/serve.ts';
import { hydrated, launchBrowser } from './harness.ts';
import { open, problems } from './theme/site.ts';
import { BASE } from '../integration/docusaurusSite.ts';
import { NPM_PACKAGES_BUILD, PACKAGES_PAGE } from '../integration/npmPackagesSite.ts';
import { sharedBuild } from '../sharedBuild.ts';

let browser: Browser;
let server: Server;
let base: string;

before(async () => {
  // The build npmPackages.test.ts reads (tests/sharedBuild.ts).
  const { out } = await sharedBuild(NPM_PACKAGES_BUILD);
  [browser, server] = await Promise.all([launchBrowser(), serve({ dir: out, baseUrl: BASE, port: 0 })]);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE}`;
});

after(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

test('the page hydrates with the prerendered modules, no error logged, and the package’s hook counts on click', async () => {
  const { page, context, logs } = await open(browser, '');
  await page.goto(base + PACKAGES_PAGE);
  await hydrated(page);
  // A package module the client resolved otherwise (the CommonJS export object for `default`, a second React) fails here.
  assert.deepEqual(problems(logs), []);
  const texts = () =>
    page.evaluate(() =>
      Object.fromEntries(['dual', 'conditional', 'cjs-default', 'esm-only', 'styled', 'hooked', 'wrapped'].map((id) => [id, document.getElementById(id)?.textContent])),
    );
  // What npmPackages.test.ts finds prerendered, kept by hydration.
  assert.deepEqual(await texts(), {
    dual: 'dual-build: the ES module build',
    conditional: 'conditional: the import build',
    'cjs-default': 'cjs-default: hello worldcjs-default: named',
    'esm-only': 'esm-only: rendered',
    styled: 'styled: rendered',
    hooked: 'hooked: 42',
    wrapped: 'Wrapped Markdown, with code.',
  });
  const button = page.locator('#hooked button');
  await button.click();
  await page.waitForFunction(() => document.querySelector('#hooked button')?.textContent === 'hooked: 43');
  await button.click();
  await page.waitForFunction(() => document.querySelector('#hooked button')?.textContent === 'hooked: 44');
  assert.deepEqual(problems(logs), []);
  await context.close();
});

/** `npm start`: live reload of an edited doc, and a compile error shown in the page until it is fixed. */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { copyFixture } from '../helpers.ts';
import { launchBrowser } from './harness.ts';

let site: string;
let dev: ChildProcess;
let browser: Browser;
const port = 4500 + Math.floor(Math.random() * 400);
const base = `http://localhost:${port}/docs-archive/`;

before(async () => {
  site = copyFixture();
  dev = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../../generator/node/dev.ts'), '--port', String(port)], { cwd: site, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('dev server did not start')), 90_000);
    dev.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready in')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  dev?.kill();
  rmSync(site, { recursive: true, force: true });
});

test('an edit to a doc shows in the browser; a compile error is shown with file and line, then clears', async () => {
  const page = await browser.newPage();
  await page.goto(base + 'guide/intro');
  await page.getByRole('heading', { name: 'Getting started' }).waitFor();
  const file = join(site, 'docs/guide/intro.md');
  const original = readFileSync(file, 'utf8');

  writeFileSync(file, original.replace('Install nothing.', 'Install nothing at all, live.'));
  await page.getByText('Install nothing at all, live.').waitFor({ timeout: 15_000 });

  writeFileSync(file, original + '\nBroken {expression(\n');
  const overlay = page.locator('#qdocs-dev-error');
  await overlay.waitFor({ timeout: 15_000 });
  assert.match(await overlay.innerText(), /docs\/guide\/intro\.md:\d+:\d+/);

  writeFileSync(file, original);
  await page.getByText('Install nothing.').waitFor({ timeout: 15_000 });
  assert.equal(await overlay.count(), 0);
});

/**
 * `npm start` in Chromium, on a copy of the fixture site: pages compiled on demand, edits shown in place (hot
 * module replacement: a marker set on window survives), route data pushed without a reload, React Fast Refresh,
 * the error overlay, and a server that survives malformed requests and rapid saves.
 */
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { addCounterPage, copyFixture, counterComponent } from '../helpers.ts';
import { bounded, frames, idle, DESKTOP } from './harness.ts';
import { withDevSite } from './devSite.ts';

/** Waits in this file are for a loaded machine, never assertions about speed (those are in npm run bench). */
const WAIT = { timeout: 90_000 };

const devSite = withDevSite(() => {
  const site = copyFixture();
  // A component with state, for React Fast Refresh.
  addCounterPage(site);
  return site;
}, '/docs-archive/');

/** Restores of the edits a test made, run after it even when it failed (so one failure does not cascade). */
const restores: (() => void)[] = [];
afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
});

function edit(file: string, change: (text: string) => string): () => void {
  const path = join(devSite.site, file);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, change(original));
  let done = false;
  const restore = () => {
    if (done) return;
    done = true;
    writeFileSync(path, original);
  };
  restores.push(restore);
  return restore;
}

async function open(path: string): Promise<Page> {
  const page = await devSite.browser.newPage({ viewport: DESKTOP });
  await page.goto(devSite.base + path, { waitUntil: 'commit', ...WAIT });
  // The page's HTML already shows it (see the first-HTML test): wait for the client to have rendered over it.
  await page.locator('#__qdocs[data-ready="true"] main').first().waitFor(WAIT);
  // Survives every update made in place; a reload would lose it.
  await page.evaluate(() => ((window as Window & { __devMarker?: number }).__devMarker = 42));
  return page;
}

/** Resident memory of the dev server process (the child of the `npm start` process that runs its bundle), in MB. */
function serverRssMb(): number {
  const servers = readdirSync('/proc').filter((d) => {
    if (!/^\d+$/.test(d)) return false;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return parent === devSite.dev.pid && readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('qdocs-dev');
    } catch {
      return false;
    }
  });
  assert.equal(servers.length, 1, 'the npm start process should run one server');
  const status = readFileSync(`/proc/${servers[0]}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024);
}

/**
 * Resolves once `page` has applied the next hot update webpack sends it (the one after this call): its manifest and
 * every chunk the manifest names loaded, then the page idle and two frames rendered (the update applied and painted).
 */
async function nextHotUpdate(page: Page): Promise<void> {
  const loaded: Response[] = [];
  let heard = () => {};
  page.on('response', (response) => {
    if (!response.url().includes('.hot-update.')) return;
    loaded.push(response);
    heard();
  });
  const until = <T>(found: () => T | undefined) =>
    bounded(
      new Promise<T>((resolve) => {
        heard = () => {
          const value = found();
          if (value) resolve(value);
        };
        heard();
      }),
      'a hot update from webpack',
    );
  const manifest = await until(() => loaded.find((response) => response.url().endsWith('.hot-update.json')));
  const { c: chunks = [] } = (await manifest.json()) as { c?: (string | number)[] };
  const hash = /\.([0-9a-f]+)\.hot-update\.json$/.exec(manifest.url())![1];
  await until(() => chunks.every((id) => loaded.some((response) => response.url().endsWith(`/${id}.${hash}.hot-update.js`))));
  await idle(page);
  await frames(page);
}

const marker = (page: Page) => page.evaluate(() => (window as Window & { __devMarker?: number }).__devMarker);
const overlay = (page: Page) => page.locator('#qdocs-dev-error');

test('a page never opened before is compiled when it is first requested, not at start-up', async () => {
  // The compiled page module (plain pages are served from it without webpack: no chunk file is written for them).
  const compiled = join(devSite.site, '.cache/pages');
  const faq = () => (existsSync(compiled) ? readdirSync(compiled).filter((f) => f.startsWith('docs-archive_faq-') && f.endsWith('.mjs')) : []);
  assert.deepEqual(faq(), [], 'the FAQ page was compiled before anyone opened it');
  const page = await open('faq');
  await page.getByRole('heading', { level: 1, name: 'FAQ' }).waitFor(WAIT);
  assert.equal(faq().length, 1);
  await page.close();
});

test("the first paint waits for no route manifest: the page's sidebar is named in its HTML", async () => {
  const page = await devSite.browser.newPage({ viewport: DESKTOP });
  // Route manifests are held back until the page has painted (a large site's are megabytes).
  const held: (() => Promise<void>)[] = [];
  await page.route('**/assets/data/routes-*.json', (route) => void held.push(() => route.continue()));
  try {
    await page.goto(devSite.base + 'guide/intro', { waitUntil: 'commit', ...WAIT });
    await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor(WAIT);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' }).waitFor(WAIT);
  } finally {
    await Promise.all(held.map((release) => release().catch(() => undefined)));
    await page.close();
  }
});

test('the first HTML paints the page before any script runs: article, sidebar and navbar; the client renders over it without an error', async () => {
  const page = await devSite.browser.newPage({ viewport: DESKTOP });
  const problems: string[] = [];
  // The browser's own /favicon.ico request (outside the base URL) fails: the page's requests are checked one by one.
  page.on('console', (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  // Every script is held back until the page is seen painted.
  const held: (() => Promise<void>)[] = [];
  await page.route('**/*.js', (route) => void held.push(() => route.continue()));
  try {
    await page.goto(devSite.base + 'guide/zip-archive', { waitUntil: 'commit', ...WAIT });
    const heading = page.locator('article h1');
    await heading.waitFor(WAIT);
    const title = await heading.innerText();
    assert.ok(title.length > 0);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    assert.equal(await sidebar.locator('a[aria-current="page"]').getAttribute('href'), '/docs-archive/guide/zip-archive');
    await page.getByRole('navigation', { name: 'Main' }).waitFor(WAIT);
    assert.equal(await page.locator('#__qdocs[data-ready]').count(), 0, 'a script ran');
    const served = await page.locator('#__qdocs').innerText();
    const elements = () => page.evaluate(() => document.querySelectorAll('#__qdocs *').length);
    const servedElements = await elements();
    for (const release of held.splice(0)) await release();
    await page.unroute('**/*.js');
    await page.locator('#__qdocs[data-ready="true"]').waitFor(WAIT);
    // Rendered over, not added to: one page, the same heading and sidebar.
    assert.equal(await page.locator('article').count(), 1);
    assert.equal(await page.getByRole('navigation', { name: 'Docs sidebar' }).count(), 1);
    assert.equal(await heading.innerText(), title);
    // The client's tree shows what the served one showed, element for element (the markup may differ in attribute
    // order, React's text separators and its generated ids).
    assert.equal(await page.locator('#__qdocs').innerText(), served);
    assert.equal(await elements(), servedElements);
    assert.deepEqual(problems, []);
  } finally {
    await Promise.all(held.map((release) => release().catch(() => undefined)));
    await page.close();
  }
});

test("a page whose HTML shows it fetches the shell's scripts only once it can paint: none while its style sheet is on its way", async () => {
  const page = await devSite.browser.newPage({ viewport: DESKTOP });
  const scripts: string[] = [];
  let cssReleased = false;
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(`${new URL(r.url()).pathname}${cssReleased ? '' : ' (before the style sheet)'}`);
  });
  // The style sheet is held back: the page cannot paint until it comes.
  let release!: () => Promise<void>;
  const cssAsked = new Promise<void>((resolve) => {
    void page.route('**/assets/css/main.css', (route) => {
      release = () => route.continue();
      resolve();
    });
  });
  try {
    const sidebarAsked = page.waitForRequest(/\/assets\/data\/sidebar-/, WAIT);
    await page.goto(devSite.base + 'guide/zip-archive', { waitUntil: 'commit', ...WAIT });
    await cssAsked;
    // The browser reads ahead of its parser and asks at once for what the HTML names (scripts with `defer` included);
    // the sidebar's data is preloaded from <head>, after the style sheets.
    await sidebarAsked;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    assert.equal(scripts.join(', '), '', 'scripts were asked for while the page could not paint yet');
    cssReleased = true;
    await release();
    await page.locator('#__qdocs[data-ready="true"] article h1').waitFor(WAIT);
    // The shell's packages, the page's chunk, then the client, as the `defer` tags named them.
    const shell = scripts.filter((s) => /\/assets\/js\/(vendors|main|p\/)/.test(s));
    assert.equal(shell.length, 3, shell.join(', '));
    assert.match(shell[0], /^\/docs-archive\/assets\/js\/vendors\.js$/);
    assert.match(shell[1], /^\/docs-archive\/assets\/js\/p\/docs-archive_guide_zip-archive[^/]*\.js$/);
    assert.match(shell[2], /^\/docs-archive\/assets\/js\/main\.js$/);
  } finally {
    await release?.().catch(() => undefined);
    await page.close();
  }
});

test('a page broken before it was ever opened shows the overlay on its first load, which clears once it is fixed, and the fixed page shows', async () => {
  const broken = edit('versioned_docs/version-1.0.0/faq.md', (t) => t + '\nBroken {expression(\n');
  const page = await devSite.browser.newPage({ viewport: DESKTOP });
  try {
    await page.goto(`${devSite.origin}/docs-archive/1.0.0/faq`, { waitUntil: 'commit', ...WAIT });
    const dialog = page.getByRole('dialog', { name: /build error/i });
    await dialog.waitFor(WAIT);
    assert.match(await dialog.innerText(), /versioned_docs\/version-1\.0\.0\/faq\.md:\d+:\d+/);
    broken();
    await overlay(page).waitFor({ state: 'detached', ...WAIT });
    // The fixed page itself shows, without a reload: not the crash page the broken module left.
    await page.getByRole('heading', { level: 2, name: 'Old question' }).waitFor(WAIT);
    assert.equal(await page.getByText('This page crashed.').count(), 0);
  } finally {
    await page.close();
  }
});

test('an edit to a doc shows in place: scroll, open sidebar categories, search query and colour mode are kept', async () => {
  const page = await open('guide/long-page');
  await page.getByRole('heading', { level: 1, name: 'Long page' }).waitFor(WAIT);
  // State an author has on screen: a dark theme, a search query, a sidebar category opened by hand, a scroll position.
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  const box = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox').or(page.getByRole('searchbox')).first();
  await box.fill('archive');
  await page.getByRole('heading', { level: 1, name: 'Long page' }).click();
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const reference = sidebar.getByRole('button', { name: "Collapse sidebar category 'Reference'" });
  await reference.click();
  await sidebar.getByRole('button', { name: "Expand sidebar category 'Reference'" }).waitFor(WAIT);
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 1000);
  const scrolled = await page.evaluate(() => window.scrollY);

  const restore = edit('docs/guide/long-page.mdx', (t) => t.replace('This page is long so that', 'This page, edited live, is long so that'));
  try {
    await page.getByText('This page, edited live, is long so that').waitFor(WAIT);
    assert.equal(await marker(page), 42, 'the page reloaded');
    assert.equal(await page.evaluate(() => window.scrollY), scrolled);
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme);
    assert.equal(await box.inputValue(), 'archive');
    assert.equal(await sidebar.getByRole('button', { name: "Expand sidebar category 'Reference'" }).count(), 1, 'the collapsed category opened again');
  } finally {
    restore();
  }
  await page.getByText('This page is long so that').waitFor(WAIT);
  await page.close();
});

test('front matter, sidebars.ts and site.config.ts edits show without a restart; pages pushed without a reload', async () => {
  const page = await open('guide/intro');
  await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor(WAIT);
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });

  const title = edit('docs/guide/intro.md', (t) => t.replace('title: Introduction', 'title: Welcome aboard'));
  await page.getByRole('heading', { level: 1, name: 'Welcome aboard' }).waitFor(WAIT);
  await sidebar.getByRole('link', { name: 'Welcome aboard' }).waitFor(WAIT);
  assert.equal(await marker(page), 42, 'a front matter edit reloaded the page');
  title();
  await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor(WAIT);

  const sidebars = edit('sidebars.ts', (t) => t.replace("label: 'Reference'", "label: 'API reference'"));
  await sidebar.getByRole('link', { name: 'API reference' }).waitFor(WAIT);
  assert.equal(await marker(page), 42, 'a sidebars.ts edit reloaded the page');
  sidebars();
  await sidebar.getByRole('link', { name: 'Reference', exact: true }).waitFor(WAIT);

  // A new doc, listed in the sidebar: it appears there and opens; removed again, it leaves the sidebar.
  writeFileSync(join(devSite.site, 'docs/guide/added.md'), '---\ntitle: Added page\n---\n\nA page added while the server runs.\n');
  const listed = edit('sidebars.ts', (t) => t.replace("'guide/intro',", "'guide/intro',\n    'guide/added',"));
  await sidebar.getByRole('link', { name: 'Added page' }).click(WAIT);
  await page.getByText('A page added while the server runs.').waitFor(WAIT);
  assert.equal(await marker(page), 42);
  // Renamed: the sidebar links the new file's page.
  await sidebar.getByRole('link', { name: 'Introduction' }).click();
  await page.getByRole('heading', { level: 1, name: 'Introduction' }).waitFor(WAIT);
  renameSync(join(devSite.site, 'docs/guide/added.md'), join(devSite.site, 'docs/guide/renamed.md'));
  listed();
  const renamed = edit('sidebars.ts', (t) => t.replace("'guide/intro',", "'guide/intro',\n    'guide/renamed',"));
  await sidebar.locator('a[href="/docs-archive/guide/renamed"]').waitFor(WAIT);
  assert.equal(await sidebar.locator('a[href="/docs-archive/guide/added"]').count(), 0);
  renamed();
  rmSync(join(devSite.site, 'docs/guide/renamed.md'));
  await sidebar.getByRole('link', { name: 'Added page' }).waitFor({ state: 'detached', ...WAIT });

  const config = edit('site.config.ts', (t) => t.replace('Copyright © 2025 Fixture', 'Copyright © 2025 Fixture, edited'));
  await page.getByText('Copyright © 2025 Fixture, edited').waitFor(WAIT);
  config();
  await page.getByText('Copyright © 2025 Fixture', { exact: true }).waitFor(WAIT);
  await page.close();
});

test('React Fast Refresh: an edited component keeps its state', async () => {
  const page = await open('counter');
  const button = page.getByRole('button', { name: /times/ });
  await button.click();
  await button.click();
  await page.getByRole('button', { name: 'Clicked 2 times' }).waitFor(WAIT);
  writeFileSync(join(devSite.site, 'src/components/Counter.tsx'), counterComponent('Pressed'));
  await page.getByRole('button', { name: 'Pressed 2 times' }).waitFor(WAIT);
  assert.equal(await marker(page), 42, 'the page reloaded');
  await page.close();
});

test('a page that comes to import a component is updated through webpack, and pushed without it again once plain', async () => {
  const page = await open('guide/features');
  await page.getByRole('heading', { level: 1, name: 'Features' }).waitFor(WAIT);
  // Plain Markdown: pushed by the server, no webpack chunk is built for it.
  const chunk = join(devSite.site, '.cache/dev/assets/js/p');
  const built = () => (existsSync(chunk) ? readdirSync(chunk).filter((f) => f.startsWith('docs-archive_guide_features-')) : []);
  assert.deepEqual(built(), [], 'webpack built the plain page');

  const file = join(devSite.site, 'docs/guide/features.mdx');
  const original = readFileSync(file, 'utf8');
  const restore = edit('docs/guide/features.mdx', (t) =>
    t.replace('This page uses GFM', "import Counter from '@site/src/components/Counter.tsx';\n\n<Counter />\n\nThis page uses GFM"),
  );
  const withImport = readFileSync(file, 'utf8');
  const button = page.getByRole('button', { name: /times/ });
  await button.waitFor(WAIT);
  assert.equal(built().length, 1, 'the page with an import is not a webpack entry');
  // Edits go through webpack's hot update now.
  writeFileSync(file, withImport.replace('Ratios like a:b stay text.', 'Ratios like a:b stay text, through webpack.'));
  await page.getByText('Ratios like a:b stay text, through webpack.').waitFor(WAIT);
  await button.waitFor(WAIT);
  assert.equal(await marker(page), 42, 'the page reloaded');

  // Plain again: the server's chunk replaces webpack's, and webpack builds once more, without the page.
  const withoutPage = nextHotUpdate(page);
  writeFileSync(file, original);
  await button.waitFor({ state: 'detached', ...WAIT });
  await page.getByText('Ratios like a:b stay text.').waitFor(WAIT);
  writeFileSync(file, original.replace('Ratios like a:b stay text.', 'Ratios like a:b stay text, pushed again.'));
  await page.getByText('Ratios like a:b stay text, pushed again.').waitFor(WAIT);
  // Webpack's build without the page has reached the page: an update from it would have undone the pushed text.
  await withoutPage;
  assert.equal(await page.getByRole('button', { name: /times/ }).count(), 0, 'an update from webpack undid the pushed page');
  assert.equal(await marker(page), 42, 'the page reloaded');
  restore();
  await page.close();
});

test('the overlay names file:line:column with a code frame, can be dismissed, and clears itself after the fix', async () => {
  const page = await open('guide/intro');
  await page.getByRole('heading', { name: 'Getting started' }).waitFor(WAIT);

  // Broken MDX.
  const broken = edit('docs/guide/intro.md', (t) => t + '\nBroken {expression(\n');
  const dialog = page.getByRole('dialog', { name: /build error/i });
  await dialog.waitFor(WAIT);
  assert.match(await dialog.innerText(), /docs\/guide\/intro\.md:\d+:\d+/);
  assert.match(await dialog.locator('pre').innerText(), /> *\d+ \| Broken \{expression\(/);
  assert.equal(await page.getByRole('alert').filter({ hasText: 'intro.md' }).count(), 1);
  assert.equal(await dialog.evaluate((e) => e.contains(document.activeElement)), true, 'the overlay did not take focus');
  await page.keyboard.press('Escape');
  assert.equal(await overlay(page).count(), 0);
  broken();
  await page.getByText('Install nothing.').waitFor(WAIT);
  assert.equal(await overlay(page).count(), 0);

  // A front matter field of the wrong type.
  const field = edit('docs/guide/intro.md', (t) => t.replace('keywords: [intro]', 'keywords: [intro]\nsidebar_position: first'));
  await dialog.filter({ hasText: 'sidebar_position' }).waitFor(WAIT);
  assert.match(await dialog.innerText(), /docs\/guide\/intro\.md:5:\d+/);
  field();
  await overlay(page).waitFor({ state: 'detached', ...WAIT });

  // A link to a file that does not exist.
  const link = edit('docs/guide/intro.md', (t) => t.replace('See the [FAQ](../faq.md).', 'See the [FAQ](../missing.md).'));
  await dialog.filter({ hasText: 'missing.md' }).waitFor(WAIT);
  assert.match(await dialog.innerText(), /docs\/guide\/intro\.md:11:\d+/);
  link();
  await overlay(page).waitFor({ state: 'detached', ...WAIT });

  // A component that does not compile.
  const counterPage = await open('counter');
  const component = edit('src/components/Counter.tsx', (t) => t.replace('return <button', 'return <button <'));
  try {
    await counterPage
      .getByRole('dialog', { name: /build error/i })
      .filter({ hasText: 'Counter.tsx' })
      .waitFor(WAIT);
    assert.match(await counterPage.getByRole('dialog').innerText(), /src\/components\/Counter\.tsx:4:\d+\s+SyntaxError: Unexpected token/);
  } finally {
    component();
  }
  await overlay(counterPage).waitFor({ state: 'detached', ...WAIT });
  await counterPage.getByRole('button', { name: /times/ }).waitFor(WAIT);
  assert.equal(await marker(page), 42, 'the page reloaded');
  await counterPage.close();
  await page.close();
});

test('the server survives malformed requests and rounds of 50 saves in 5 seconds, serves the last state, and its memory stays stable', async (t) => {
  for (const path of ['/docs-archive/%E0%A4%A', '/docs-archive/%', '/docs-archive/assets/js/p/%zz.js']) {
    const response = await fetch(devSite.origin + path);
    assert.equal(response.status, 400, path);
  }
  // Not HTTP at all.
  await new Promise<void>((resolve) => {
    const socket = connect(Number(new URL(devSite.origin).port), '127.0.0.1', () => socket.end('NOT HTTP\r\n\r\n'));
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
    socket.resume();
  });

  const page = await open('guide/intro');
  await page.getByRole('heading', { name: 'Getting started' }).waitFor(WAIT);
  const file = join(devSite.site, 'docs/guide/intro.md');
  const original = readFileSync(file, 'utf8');
  // Three rounds of 50 saves in 5 s: the first warms up; memory after the third is compared with after the first,
  // so that a leak (it grows with every save) stands out from a garbage collector's ups and downs (they do not).
  const rss: number[] = [];
  try {
    for (let round = 1; round <= 3; round++) {
      for (let i = 1; i <= 50; i++) {
        writeFileSync(file, original.replace('Install nothing.', `Install nothing, round ${round}, save ${i}.`));
        await new Promise((r) => setTimeout(r, 100));
      }
      await page.getByText(`Install nothing, round ${round}, save 50.`).waitFor(WAIT);
      assert.equal(await marker(page), 42);
      rss.push(serverRssMb());
    }
  } finally {
    writeFileSync(file, original);
  }
  t.diagnostic(`server memory after each round of 50 saves: ${rss.join(', ')} MB`);
  assert.ok(rss[2] - rss[0] < 100, `the server's memory grew by ${rss[2] - rss[0]} MB over 100 saves (after each round of 50: ${rss.join(', ')} MB)`);
  await page.getByText('Install nothing.').waitFor(WAIT);
  assert.equal((await fetch(devSite.base + 'guide/intro')).status, 200);
  assert.equal(devSite.dev.exitCode, null, `the server exited:\n${devSite.output()}`);
  await page.close();
});

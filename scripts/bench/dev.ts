/**
 * The dev server (`npm start`) in Chromium: time from starting the server to the first page painted (its HTML
 * served, then its article shown), and change → paint: time from saving a file (a doc's body, its front matter,
 * the sidebars) to the change painted in the open page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { percentile } from './search.ts';

const APP = join(import.meta.dirname, '..', '..');
/** What `npm start` runs. */
const QDOCS = join(APP, 'generator/bin/qdocs.mjs');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface FirstPageBench {
  /** Server start → the page's HTML answered 200 (medians over the runs). */
  htmlMs: number;
  /**
   * Server start → the page's article heading in the page and its first contentful paint done (the later of the two,
   * in the page's own clock), in Chromium, a browser that never saw the site.
   */
  paintMs: number;
  runs: { htmlMs: number; paintMs: number }[];
  /**
   * The same in a browser that had the site open in earlier sessions (a profile kept across restarts of the server,
   * as an author's browser is): the shell's files revalidated (304) and their compiled code reused.
   */
  returning?: { htmlMs: number; paintMs: number; runs: { htmlMs: number; paintMs: number }[] };
}

export interface EditBench {
  edits: number;
  medianMs: number;
  p95Ms: number;
  /** Edits that reloaded the page instead of updating it in place (0 with hot module replacement). */
  reloads: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startDev(siteDir: string, port?: number): Promise<{ child: ChildProcess; base: string; started: number; built: Promise<void> }> {
  port ??= await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [QDOCS, 'start', '--port', String(port), '--host', '127.0.0.1'], { cwd: siteDir, stdio: ['ignore', 'pipe', 'inherit'] });
  // Resolves once webpack's first build is done (the server says "Ready").
  const built = new Promise<void>((resolve) => {
    let text = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (/Ready in \d+ ms/.test(text)) resolve();
    });
  });
  return { child, base: `http://127.0.0.1:${port}`, started, built };
}

function stopDev(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });
}

/** Polls the page until the server answers it with 200 (a starting server refuses or answers 503). */
async function waitForHtml(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} was not served within ${timeoutMs / 1000} s`);
}

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * One start of the server: its first page's HTML served, then painted in a page that `open` makes. The page (a new
 * browser context: nothing cached) is opened before the server starts, as an author's browser is already running:
 * Chromium's own time to make a tab (0.1 to 2 s on a loaded machine) is not the server's.
 */
async function firstPageRun(siteDir: string, port: number, route: string, open: () => Promise<Page>, timeoutMs: number): Promise<{ htmlMs: number; paintMs: number }> {
  const page = await open();
  const { child, base, started } = await startDev(siteDir, port);
  try {
    const url = base + route;
    await waitForHtml(url, timeoutMs);
    const htmlMs = Date.now() - started;
    // When the article's heading enters the page, in the page's own clock: seen from here, it is seen only once the
    // page's main thread is free, which is late when the heading came in the HTML and the shell's scripts run next.
    await page.addInitScript(() => {
      const w = window as Window & { __benchHeadingAt?: number };
      const observer = new MutationObserver(() => {
        if (w.__benchHeadingAt !== undefined || !document.querySelector('#__qdocs article h1')) return;
        w.__benchHeadingAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await page.locator('#__qdocs article h1').first().waitFor({ timeout: timeoutMs });
    // Painted, not only in the page: the first contentful paint comes once content is on screen, styled (a heading in
    // the HTML waits for the style sheet). Painted = the later of the two, in the page's clock.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: timeoutMs, polling: 'raf' });
    const paintedAt = await page.evaluate(() => {
      const heading = (window as Window & { __benchHeadingAt?: number }).__benchHeadingAt ?? performance.now();
      return performance.timeOrigin + Math.max(heading, performance.getEntriesByName('first-contentful-paint')[0].startTime);
    });
    const paintMs = Math.round(paintedAt - started);
    return { htmlMs, paintMs };
  } finally {
    await page.close();
    await stopDev(child);
  }
}

const medians = (runs: { htmlMs: number; paintMs: number }[]) => ({
  htmlMs: percentile(
    runs.map((r) => r.htmlMs),
    50,
  ),
  paintMs: percentile(
    runs.map((r) => r.paintMs),
    50,
  ),
});

/**
 * `runs` starts of the server, each at the same address (as `npm start` is), its first page opened in a browser that
 * never saw the site; then, with `returning`, as many in a browser profile kept from start to start (opened twice
 * before: Chromium keeps a script's compiled code from its second load on).
 */
export async function benchFirstPage(siteDir: string, route: string, runs: number, { returning = false, timeoutMs = 600_000 } = {}): Promise<FirstPageBench> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const results: FirstPageBench['runs'] = [];
  try {
    for (let i = 0; i < runs; i++) {
      // A new context: nothing cached.
      const run = await firstPageRun(siteDir, port, route, () => browser.newPage(), timeoutMs);
      results.push(run);
      console.log(`  first page, run ${i + 1}: HTML ${run.htmlMs} ms, painted ${run.paintMs} ms`);
    }
  } finally {
    await browser.close();
  }
  if (!returning) return { ...medians(results), runs: results };
  const profile = mkdtempSync(join(tmpdir(), 'qdocs-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const again: FirstPageBench['runs'] = [];
  try {
    for (let i = -2; i < runs; i++) {
      const run = await firstPageRun(siteDir, port, route, () => context.newPage(), timeoutMs);
      if (i < 0) continue;
      again.push(run);
      console.log(`  first page in a returning browser, run ${i + 1}: HTML ${run.htmlMs} ms, painted ${run.paintMs} ms`);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return { ...medians(results), runs: results, returning: { ...medians(again), runs: again } };
}

/** One kind of change an author makes: what a save writes (from the file's original text) and the text it shows. */
export interface ChangeKind {
  /** Site-relative file the change is saved to. */
  file: string;
  change: (original: string, n: number) => { text: string; needle: string };
}

/** A doc's body: a new sentence at its end. */
export const bodyEdit = (file: string): ChangeKind => ({
  file,
  change: (original, n) => {
    const needle = `Bench edit number ${n} of the dev server.`;
    return { text: `${original.trimEnd()}\n\n${needle}\n`, needle };
  },
});

/** A doc's front matter: a new title (the page's heading, its sidebar link and its tab title). */
export const titleEdit = (file: string, title: string): ChangeKind => ({
  file,
  change: (original, n) => {
    const needle = `${title} retitled ${n}`;
    return { text: original.replace(/^title: .*$/m, `title: ${needle}`), needle };
  },
});

/** A sidebar category's label in the sidebars file. */
export const sidebarLabelEdit = (file: string, label: string): ChangeKind => ({
  file,
  change: (original, n) => {
    const needle = `${label} relabelled ${n}`;
    return { text: original.replace(`label: '${label}'`, `label: '${needle}'`), needle };
  },
});

/**
 * Saves each kind of change `edits` times, each time with new text, and measures from the write to the frame that
 * paints the text in the open page. A window marker tells an in-place update from a reload. One server for all.
 */
export async function benchChangesToPaint(siteDir: string, route: string, kinds: Record<string, ChangeKind>, edits = 20): Promise<Record<string, EditBench>> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const { child, base, built } = await startDev(siteDir);
  const originals = new Map(Object.values(kinds).map((k) => [k.file, readFileSync(join(siteDir, k.file), 'utf8')]));
  const results: Record<string, EditBench> = {};
  try {
    const url = base + route;
    await waitForHtml(url, 600_000);
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'commit', timeout: 600_000 });
    await page.locator('#__qdocs article h1').first().waitFor({ timeout: 600_000 });
    // A server started on the last session's shell reloads the page after its first build if the theme changed.
    await built;
    await new Promise((r) => setTimeout(r, 1000));
    await page.locator('#__qdocs article h1').first().waitFor({ timeout: 600_000 });
    for (const [name, kind] of Object.entries(kinds)) {
      const path = join(siteDir, kind.file);
      const original = originals.get(kind.file)!;
      const times: number[] = [];
      let reloads = 0;
      // Warm-up edit: the first update also loads the code that applies updates.
      for (let i = -1; i < edits; i++) {
        const { text, needle } = kind.change(original, i + 2);
        // The observer is installed before the save; it records the frame that paints the new text.
        await page.evaluate((needle) => {
          const w = window as Window & { __benchMarker?: boolean; __benchAt?: number };
          w.__benchMarker = true;
          w.__benchAt = undefined;
          const observer = new MutationObserver(() => {
            if (!document.body.innerText.includes(needle)) return;
            observer.disconnect();
            requestAnimationFrame(() => (w.__benchAt = performance.timeOrigin + performance.now()));
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }, needle);
        const written = performance.timeOrigin + performance.now();
        writeFileSync(path, text);
        // After a reload (no marker), the time is taken when the reloaded page shows the text.
        const painted = await page.waitForFunction(
          (needle) => {
            const w = window as Window & { __benchMarker?: boolean; __benchAt?: number };
            if (w.__benchAt) return w.__benchAt;
            return !w.__benchMarker && document.body.innerText.includes(needle) ? performance.timeOrigin + performance.now() : 0;
          },
          needle,
          { timeout: 60_000, polling: 'raf' },
        );
        const at = (await painted.jsonValue()) as number;
        const kept = await page.evaluate(() => (window as Window & { __benchMarker?: boolean }).__benchMarker === true);
        if (!kept) reloads++;
        if (i >= 0) times.push(at - written);
        // A pause between saves, like an author's.
        await new Promise((r) => setTimeout(r, 300));
      }
      writeFileSync(path, original);
      await new Promise((r) => setTimeout(r, 1000));
      results[name] = { edits, medianMs: percentile(times, 50), p95Ms: percentile(times, 95), reloads };
      console.log(`  ${name}: median ${results[name].medianMs.toFixed(0)} ms, p95 ${results[name].p95Ms.toFixed(0)} ms`);
    }
  } finally {
    for (const [file, text] of originals) writeFileSync(join(siteDir, file), text);
    await browser.close();
    await stopDev(child);
  }
  return results;
}

/**
 * `npx tsx scripts/bench/devTrace.ts <siteDir> <route>`: one start of `npm start` on a site, its first page opened
 * in a fresh Chromium, and a timeline from the process start: the server's log lines, the first HTML answered, then
 * in the browser each resource's request → response end, the heading's arrival and the first contentful paint.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const APP = join(import.meta.dirname, '..', '..');
const [siteDir, route = '/'] = process.argv.slice(2);
const port = 3900 + Math.floor(Math.random() * 90);
// The browser is up before the server starts, as in the bench (scripts/bench/dev.ts).
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const started = Date.now();
const lines: [number, string][] = [];
const at = () => Date.now() - started;
// TRACE_NODE_ARGS: options for the server's Node (for example `--cpu-prof --cpu-prof-dir=/tmp/prof`).
const nodeArgs = process.env.TRACE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const child = spawn(process.execPath, [...nodeArgs, join(APP, 'generator/bin/qdocs.mjs'), 'start', '--port', String(port), '--host', '127.0.0.1'], {
  cwd: siteDir,
  // The server's own start-up steps, with their CPU time (dev/startTrace.ts).
  env: { ...process.env, QDOCS_DEV_TRACE: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
for (const stream of [child.stdout!, child.stderr!])
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push([at(), line.trim().slice(0, 140)]);
  });
const url = `http://127.0.0.1:${port}${route}`;
let htmlAt = 0;
child.once('exit', (code) => {
  if (htmlAt) return;
  for (const [t, text] of lines) console.log(`${String(t).padStart(6)} ms  ${text}`);
  console.error(`The server exited (${code}) before answering.`);
  process.exit(1);
});
for (;;) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.ok) {
      htmlAt = at();
      break;
    }
  } catch {
    // not yet listening
  }
  await new Promise((r) => setTimeout(r, 25));
}
lines.push([htmlAt, '[bench] first HTML 200 (fetch)']);
const page = await browser.newPage();
page.on('console', (m) => lines.push([at(), `[console.${m.type()}] ${m.text().slice(0, 120)}`]));
await page.addInitScript(() => {
  const w = window as Window & { __headingAt?: number };
  const observer = new MutationObserver(() => {
    if (w.__headingAt !== undefined || !document.querySelector('#__qdocs article h1')) return;
    w.__headingAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true });
});
// TRACE_CHROME=<file>: a Chromium performance trace of the navigation (open it in DevTools' Performance panel).
if (process.env.TRACE_CHROME)
  await browser.startTracing(page, {
    path: process.env.TRACE_CHROME,
    screenshots: false,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading', 'toplevel', 'disabled-by-default-v8.compile'],
  });
const gotoAt = at();
await page.goto(url, { waitUntil: 'commit' });
await page.locator('#__qdocs article h1').first().waitFor({ timeout: 120_000 });
await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 120_000, polling: 'raf' });
await page.waitForLoadState('load');
if (process.env.TRACE_CHROME) await browser.stopTracing();
const timeline = await page.evaluate(() => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const rows: [number, string][] = [];
  rows.push([nav.startTime, 'navigation start']);
  rows.push([nav.responseStart, 'HTML first byte']);
  rows.push([nav.responseEnd, 'HTML response end']);
  rows.push([nav.domInteractive, 'DOM interactive (parsed)']);
  rows.push([nav.domContentLoadedEventStart, 'DOMContentLoaded (deferred scripts ran)']);
  rows.push([nav.loadEventStart, 'load']);
  for (const r of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    rows.push([
      r.startTime,
      `  req ${r.name.replace(location.origin, '')} → end ${r.responseEnd.toFixed(0)} (${(r as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ?? '?'}, ${r.transferSize} B)`,
    ]);
  for (const p of performance.getEntriesByType('paint')) rows.push([p.startTime, p.name]);
  const w = window as Window & { __headingAt?: number };
  if (w.__headingAt !== undefined) rows.push([w.__headingAt, 'heading in document']);
  return { origin: performance.timeOrigin, rows };
});
for (const [t, text] of timeline.rows) lines.push([Math.round(timeline.origin + t - started), `[page] ${text}`]);
lines.push([gotoAt, '[bench] goto']);
await browser.close();
await new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.kill();
});
lines.sort((a, b) => a[0] - b[0]);
for (const [t, text] of lines) console.log(`${String(t).padStart(6)} ms  ${text}`);

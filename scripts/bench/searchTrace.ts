/**
 * One focus → first results, step by step (`npx tsx scripts/bench/searchTrace.ts <built site> [page] [query] [runs]`):
 * the search bench's first query, with the page's and the worker's fetches, JSON parses, messages and the paint
 * stamped on one clock (ms since focus). The worker's script is wrapped on its way to the browser, so the trace
 * needs no build of its own. A tool to find where the time goes, not a figure of the bench.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [dir, pagePath = 'section-0/page-1', query = 'function4217', runsArg = '3'] = process.argv.slice(2);

/** Prepended to the worker's script: stamps fetches, JSON parses and messages (epoch ms, sub-ms). */
const WORKER_PROBE = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const log = (what) => self.__trace.push([now(), what]);
  self.__trace = [[performance.timeOrigin, 'worker: time origin'], [now(), 'worker: script runs']];
  const f = self.fetch;
  self.fetch = (url, init) => { const u = String(url).replace(/.*\\//, ''); log('worker: fetch ' + u); return f(url, init).then((r) => { log('worker: headers ' + u); const t = r.text.bind(r), j = r.json.bind(r);
    r.text = () => t().then((x) => (log('worker: body ' + u + ' ' + x.length + ' chars'), x));
    r.json = () => t().then((x) => { log('worker: body ' + u + ' ' + x.length + ' chars'); const v = JSON.parse(x); log('worker: parsed ' + u); return v; }); return r; }); };
  const st = self.setTimeout; let timers = 0;
  self.setTimeout = (fn, ms, ...rest) => st(() => { timers++; if (timers <= 3 || timers % 10 === 0) log('worker: timer ' + timers); fn(...rest); }, ms);
  const p = JSON.parse;
  JSON.parse = (text, ...rest) => { const s = now(); const v = p(text, ...rest); if (text.length > 10000) log('worker: JSON.parse ' + text.length + ' chars ' + (now() - s).toFixed(1) + ' ms (from ' + (s - performance.timeOrigin).toFixed(1) + ')'); return v; };
  const post = self.postMessage.bind(self);
  self.postMessage = (m, ...rest) => { if (m && m.type !== 'trace') log('worker: posts ' + m.type + (m.partial ? ' (partial)' : '') + (m.ms !== undefined ? ' ms=' + m.ms.toFixed(1) : '')); post(m, ...rest); };
  self.addEventListener('message', (e) => { const m = e.data; if (m && m.type === 'trace?') { post({ type: 'trace', trace: self.__trace }); e.stopImmediatePropagation(); return; } log('worker: receives ' + (m && m.type) + (m && m.url ? ' ' + m.url.replace(/.*\\//, '') : '') + (m && m.query ? ' "' + m.query + '"' : '')); }, { capture: true });
})();\n`;

/** Appended: the script has been evaluated (its module body has run). */
const WORKER_END = `\n;self.__trace.push([performance.timeOrigin + performance.now(), 'worker: script evaluated']);\n`;

/** In the page: stamps the worker's creation, the page's fetches, and the first result row's paint. */
const PAGE_PROBE = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  window.__trace = [];
  const log = (what) => window.__trace.push([now(), what]);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__trace.push([performance.timeOrigin + e.startTime, 'page: long task ' + e.duration.toFixed(0) + ' ms']); }).observe({ type: 'longtask', buffered: false });
  const W = window.Worker;
  window.Worker = function (url, options) { log('page: new Worker'); const w = new W(url, options); window.__worker = w;
    w.addEventListener('message', (e) => { const m = e.data; if (m && m.type === 'trace') window.__workerTrace = m.trace; else log('page: receives ' + (m && m.type) + (m && m.partial ? ' (partial)' : '')); });
    return w; };
  window.Worker.prototype = W.prototype;
  const f = window.fetch;
  window.fetch = (url, init) => { const u = String(url).replace(/.*\\//, ''); if (!/search/.test(u)) return f(url, init); log('page: fetch ' + u); return f(url, init).then((r) => { log('page: headers ' + u); const a = r.arrayBuffer.bind(r); r.arrayBuffer = () => a().then((b) => (log('page: body ' + u + ' ' + b.byteLength + ' bytes'), b)); return r; }); };
})();`;

const server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'searchServer.ts'), dir, '/docs-archive/'], { stdio: ['pipe', 'pipe', 'inherit'] });
const port = await new Promise<number>((resolve) => server.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim()))));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (let run = 0; run < Number(runsArg); run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript('globalThis.__name = (fn) => fn');
    await context.addInitScript(PAGE_PROBE);
    // NO_PREFETCH=1: the page's link prefetching finds no route table, so it prefetches nothing (to see what it costs search).
    if (process.env.NO_PREFETCH) await context.route(/routes-pages\.[0-9a-f]+\.json$/, (route) => route.abort());
    await context.route(/search-worker.*\.js$|search\.worker.*\.js$/, async (route) => {
      const response = await route.fetch();
      // WORKER_SCRIPT: a worker bundled from the working tree instead of the built one (to try a change without a build).
      const script = process.env.WORKER_SCRIPT ? readFileSync(process.env.WORKER_SCRIPT, 'utf8') : await response.text();
      await route.fulfill({ response, body: WORKER_PROBE + script + WORKER_END });
    });
    const page = await context.newPage();
    // Every request of the page and its worker, with its start on the page's clock (REQUESTS=1).
    const requests: [number, string][] = [];
    if (process.env.REQUESTS) page.on('request', (r) => requests.push([Date.now(), r.url().replace(/.*docs-archive\//, '')]));
    const metricsCdp = process.env.METRICS ? await context.newCDPSession(page) : undefined;
    if (metricsCdp) await metricsCdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await page.goto(`http://127.0.0.1:${port}/docs-archive/${pagePath}`, { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean((window as { __QDOCS_BOOT__?: unknown }).__QDOCS_BOOT__));
    await page.waitForTimeout(500);
    // METRICS=1: the page's main-thread time (CDP Performance metrics, seconds of CPU rather than of the clock: they
    // suffer less from a loaded machine) from navigation to the focus, and from the focus to the painted results.
    const mainThread = async () => {
      if (!metricsCdp) return {};
      const { metrics } = (await metricsCdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      const keep = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];
      return Object.fromEntries(metrics.filter((m) => keep.includes(m.name)).map((m) => [m.name, m.value * 1000]));
    };
    const atFocus = await mainThread();
    const cdp = process.env.PROFILE ? await context.newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const events = await page.evaluate(async (query) => {
      const w = window as unknown as { __trace: [number, string][]; __worker?: Worker; __workerTrace?: [number, string][] };
      const now = () => performance.timeOrigin + performance.now();
      const box = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      const start = now();
      w.__trace.push([start, 'page: focus + types "' + query + '"']);
      box.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, query);
      box.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise<void>((resolve) => {
        const seen = () => document.querySelector('[role="listbox"] [role="option"]');
        const check = () => {
          if (!seen()) return false;
          w.__trace.push([now(), 'page: first result row in the DOM']);
          requestAnimationFrame(() =>
            setTimeout(() => {
              w.__trace.push([now(), 'page: painted']);
              resolve();
            }, 0),
          );
          return true;
        };
        if (check()) return;
        const observer = new MutationObserver(() => check() && observer.disconnect());
        observer.observe(document.body, { subtree: true, childList: true });
      });
      await new Promise((r) => setTimeout(r, 300));
      w.__trace.push([now(), 'page: idle=' + (box.form?.dataset.status ?? '?')]);
      w.__worker?.postMessage({ type: 'trace?' });
      await new Promise((r) => setTimeout(r, 200));
      return { start, events: [...w.__trace, ...(w.__workerTrace ?? [])] };
    }, query);
    if (cdp) {
      const { profile } = (await cdp.send('Profiler.stop')) as {
        profile: {
          nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[];
          samples: number[];
          timeDeltas: number[];
        };
      };
      const self = new Map<number, number>();
      for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      const byFrame = new Map<string, number>();
      for (const node of profile.nodes) {
        const f = node.callFrame;
        const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`;
        byFrame.set(key, (byFrame.get(key) ?? 0) + (self.get(node.id) ?? 0));
      }
      console.log('page main thread, self time (ms):');
      for (const [key, ms] of [...byFrame].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${ms.toFixed(1).padStart(8)}  ${key}`);
    }
    if (metricsCdp) {
      const atEnd = await mainThread();
      const bytes = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).reduce((sum, e) => sum + e.transferSize, 0));
      console.log(
        `main thread (ms of thread time) load → focus: ${Object.entries(atFocus)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', ')}; ` +
          `focus → end: ${Object.entries(atEnd)
            .map(([k, v]) => `${k} ${(v - (atFocus[k] ?? 0)).toFixed(0)}`)
            .join(', ')}; page transfer ${bytes} bytes`,
      );
    }
    if (process.env.REQUESTS) for (const [t, url] of requests) events.events.push([t, `request ${url}`]);
    const origin = events.events.find(([, what]) => what === 'worker: time origin');
    console.log(`\nrun ${run + 1}: "${query}" on ${pagePath}`);
    for (const [t, what] of events.events.filter((e) => e !== origin).sort((a, b) => a[0] - b[0])) console.log(`${(t - events.start).toFixed(1).padStart(8)} ms  ${what}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}

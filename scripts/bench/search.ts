/**
 * Search in the browser, on a built site served like production: bytes of each index file and of the
 * page text files, index fetch and load times in the worker, time from focusing the box to the first
 * results painted, keystroke-to-results-painted and worker query times over a fixed query set.
 * Drives Debian's Chromium through playwright-core.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';

/** Identifiers, words, several words, prefixes being typed, field and fuzzy syntax. */
export const QUERY_SET = [
  'zipReadArchive',
  'ZipArchive',
  'zipread',
  '$filter',
  '4D.File',
  'newSharedObject',
  'EntitySelection',
  'zip archive',
  'password hash',
  'entity',
  'selection',
  'collection',
  'query',
  'orderBy',
  'session',
  'privileges',
  'roles permissions',
  'web server',
  'http request',
  'dataclass',
  'en',
  'ent',
  'enti',
  'title:file',
  'archiv~1',
  '+zip -folder',
  'shared object use',
  'date format',
  'string length',
  'json parse',
];

/** The same kinds of query on the synthetic sites (their words, numbered functions and pages). */
export const SYNTHETIC_QUERY_SET = [
  'function4217',
  'function42',
  'page 4217',
  'entity',
  'selection',
  'dataclass collection',
  'privilege session',
  'ent',
  'enti',
  'entit',
  'title:page',
  'functon4217',
  'serv*',
  '+entity -session',
  'attribute query',
  'example 4217',
  'permission datastore',
];

export interface SearchBench {
  files: Record<string, { raw: number; gzip: number }>;
  /** Parts of split indexes (search-index-<tag>/), per folder. */
  parts: Record<string, { files: number; raw: number; gzip: number; medianGzip: number }>;
  texts: Record<string, { files: number; raw: number; gzip: number; medianGzip: number }>;
  indexFetchMs: number;
  indexLoadMs: number;
  firstResultsMs: number;
  keystrokeMedianMs: number;
  keystrokeP95Ms: number;
  queryMedianMs: number;
  queryP95Ms: number;
  /** The queries slowest in the worker (median over the page loads). */
  slowestQueries: [string, number][];
}

const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function fileSizes(outDir: string) {
  const files: SearchBench['files'] = {};
  const texts: SearchBench['texts'] = {};
  const parts: SearchBench['parts'] = {};
  const folder = (name: string) => {
    const sizes = readdirSync(join(outDir, name))
      .filter((f) => f.endsWith('.json'))
      .map((f) => readFileSync(join(outDir, name, f)));
    const gz = sizes.map(gzipSize);
    return { files: sizes.length, raw: sizes.reduce((n, b) => n + b.length, 0), gzip: gz.reduce((n, b) => n + b, 0), medianGzip: percentile(gz, 50) };
  };
  for (const name of readdirSync(outDir)) {
    const isDir = () => statSync(join(outDir, name)).isDirectory();
    if (/^search-index-.*\.json$/.test(name)) {
      const data = readFileSync(join(outDir, name));
      files[name] = { raw: data.length, gzip: gzipSize(data) };
    } else if (/^search-text-/.test(name) && isDir()) texts[name] = folder(name);
    else if (/^search-index-/.test(name) && isDir()) parts[name] = folder(name);
  }
  return { files, texts, parts };
}

/** Sets the box's value as a keystroke would and resolves with the time until the answer is painted. */
function timeQuery(page: Page, query: string, focusFirst: boolean): Promise<number> {
  return page.evaluate(
    async ({ query, focusFirst }) => {
      const box = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      const status = () => [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent ?? '').join(' ');
      const idle = () => box.form?.dataset.status === 'idle';
      const start = performance.now();
      if (focusFirst) box.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, query);
      box.dispatchEvent(new Event('input', { bubbles: true }));
      // React renders an input event at once: the form is busy until the worker's answer to this query is on screen.
      // (An answer may be a message without the query, e.g. a query asking for too much work.)
      const busy = !idle();
      const answered = () => idle() && (busy || status().includes(`“${query}”`));
      await new Promise<void>((resolve) => {
        if (answered()) return resolve();
        const observer = new MutationObserver(() => {
          if (!answered()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-status'] });
      });
      // Painted: the frame that shows the answer has been rendered.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - start;
    },
    { query, focusFirst },
  );
}

/**
 * The static server in a child process (searchServer.ts): served from the bench's own event loop, the browser's
 * requests waited for the bench's work, and the figure was partly the bench's. Resolves with its port.
 */
async function startServer(dir: string): Promise<{ port: number; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'searchServer.ts'), dir, '/docs-archive/'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (data: Buffer) => {
      out += data;
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    child.once('exit', (code) => reject(new Error(`the search bench's server exited (${code})`)));
  });
  return { port, child };
}

export async function benchSearch(outDir: string, runs: number, pagePath = 'language/commands/zipReadArchive', querySet: string[] = QUERY_SET): Promise<SearchBench | undefined> {
  if (!existsSync(outDir) || !readdirSync(outDir).some((f) => f.startsWith('search-index-'))) return undefined;
  const sizes = fileSizes(outDir);
  const server = await startServer(outDir);
  const base = `http://127.0.0.1:${server.port}/docs-archive/`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const fetchMs: number[] = [];
  const loadMs: number[] = [];
  const first: number[] = [];
  const keystrokes: number[] = [];
  const queries: number[] = [];
  const byQuery = new Map<string, number[]>();
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // tsx names inner functions with a `__name` helper that does not exist in the page.
      await context.addInitScript('globalThis.__name = (fn) => fn');
      const page = await context.newPage();
      await page.goto(base + pagePath, { waitUntil: 'load' });
      await page.waitForFunction(() => Boolean((window as { __QDOCS_BOOT__?: unknown }).__QDOCS_BOOT__));
      await page.waitForTimeout(500);
      first.push(await timeQuery(page, querySet[0], true));
      for (const query of querySet.slice(1)) keystrokes.push(await timeQuery(page, query, false));
      const stats = await page.evaluate(() => window.__QDOCS_SEARCH_STATS__);
      const docs = Object.entries(stats?.indexes ?? {}).find(([tag]) => tag.startsWith('docs-'))?.[1];
      if (docs) {
        fetchMs.push(docs.fetchMs);
        loadMs.push(docs.loadMs);
      }
      // The first query also waited for the index: worker query times are those of the others.
      const times = (stats?.queryMs ?? []).slice(1);
      queries.push(...times);
      times.forEach((ms, i) => {
        byQuery.set(querySet[i + 1], [...(byQuery.get(querySet[i + 1]) ?? []), ms]);
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.child.kill();
  }
  return {
    ...sizes,
    indexFetchMs: percentile(fetchMs, 50),
    indexLoadMs: percentile(loadMs, 50),
    firstResultsMs: percentile(first, 50),
    keystrokeMedianMs: percentile(keystrokes, 50),
    keystrokeP95Ms: percentile(keystrokes, 95),
    queryMedianMs: percentile(queries, 50),
    queryP95Ms: percentile(queries, 95),
    slowestQueries: [...byQuery]
      .map(([query, times]): [string, number] => [query, +percentile(times, 50).toFixed(1)])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5),
  };
}

/**
 * Shared set-up of the theme's browser tests: the fixture site built once (per content of src/, scripts/ and the
 * fixture) and served like production, the real site at E2E_BASE_URL when `npm test` provides it, and helpers.
 */
import { after, before } from 'node:test';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serve } from '../../../generator/node/serve.ts';
import { FIXTURE } from '../../helpers.ts';
import { sharedBuild } from '../../sharedBuild.ts';
import { hydrated, launchBrowser } from '../harness.ts';
import { pooledContext } from '../contextPool.ts';

export { hydrated };

/** The real site served by `npm test`; tests on real pages are skipped when it is not set. */
export const REAL_BASE = process.env.E2E_BASE_URL;
export const realSkip = REAL_BASE ? false : 'E2E_BASE_URL is not set (run through `npm test`)';
export function realUrl(path = ''): string {
  return REAL_BASE! + path.replace(/^\//, '');
}

/**
 * The fixture site built once for all theme spec files, the same build build.test.ts and nginx.test.ts read
 * (tests/sharedBuild.ts): served with its precompressed copies, as a production host serves them.
 */
async function fixtureBuild(): Promise<string> {
  return (await sharedBuild({ fixture: FIXTURE })).out;
}

export interface Fixture {
  /** `http://127.0.0.1:PORT/docs-archive/` */
  base: string;
  dir: string;
  url(path?: string): string;
  close(): Promise<void>;
}

export async function startFixture(): Promise<Fixture> {
  const dir = await fixtureBuild();
  const server: Server = await serve({ dir, baseUrl: '/docs-archive/', port: 0 });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs-archive/`;
  return {
    base,
    dir,
    url: (path = '') => base + path.replace(/^\//, ''),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One browser per spec file, with the fixture served. */
export async function setUp(): Promise<{ browser: Browser; site: Fixture }> {
  const [browser, site] = await Promise.all([launchBrowser(), startFixture()]);
  return { browser, site };
}

/** Registers a spec file's hooks: a browser and the fixture site before its tests (handed to `receive`), both closed after. */
export function withFixture(receive: (opened: { browser: Browser; site: Fixture }) => void): void {
  let opened: { browser: Browser; site: Fixture } | undefined;
  before(async () => {
    opened = await setUp();
    receive(opened);
  });
  after(async () => {
    await opened?.browser.close();
    await opened?.site.close();
  });
}

export interface OpenOptions {
  mobile?: boolean;
  colorScheme?: 'light' | 'dark';
  /** localStorage entries set before any page script runs. */
  storage?: Record<string, string>;
}

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Messages logged to the console (type: text) and uncaught errors. */
  logs: string[];
}

/**
 * A clean context (its storage empty; reused from an earlier test when that one left it untouched, see
 * contextPool.ts) and a new page, with console messages collected; the page is hydrated when this resolves.
 */
export async function open(browser: Browser, target: string, options: OpenOptions = {}): Promise<Opened> {
  const { context, page } = await pooledContext(browser, { mobile: options.mobile, colorScheme: options.colorScheme });
  if (options.storage) {
    // On the page, not the context: the context outlives this test.
    await page.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, options.storage);
  }
  const logs: string[] = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  if (target) await goto(page, target);
  return { context, page, logs };
}

/** Navigates with a full page load and waits until React has hydrated the page. */
export async function goto(page: Page, target: string): Promise<void> {
  await page.goto(target);
  await hydrated(page);
}

/** Logged messages that are errors or warnings, without the browser's own resource-load notices. */
export function problems(logs: string[]): string[] {
  return logs.filter((l) => /^(error|warning|pageerror)/.test(l) && !/Failed to load resource/.test(l));
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/** axe-core's violations on the page as it is now (all rules, best practices included), one readable line each. */
export async function axeViolations(page: Page, exclude: string[] = [], include = 'html'): Promise<string[]> {
  // Evaluated, not added as a <script>: the site's Content-Security-Policy blocks inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${AXE};0`);
  const violations = (await page.evaluate(
    ({ excluded, included }) =>
      (window as unknown as { axe: { run: (ctx: object, o: object) => Promise<{ violations: unknown[] }> } }).axe
        .run({ include: [[included]], exclude: excluded.map((selector) => [selector]) }, { resultTypes: ['violations'] })
        .then((r) => r.violations),
    { excluded: exclude, included: include },
  )) as AxeViolation[];
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `   ${n.target.join(' ')} — ${n.failureSummary.replace(/\s+/g, ' ')}`).join('\n')}`);
}

/**
 * Runs axe on each path in both colour modes; returns the violations, each tagged with its page and mode. `exclude`:
 * selectors of elements whose look is the site's choice rather than the theme's.
 */
export async function audit(browser: Browser, paths: string[], toUrl: (path: string) => string, mobile = false, exclude: string[] = []): Promise<string[]> {
  const found: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const { page, context } = await open(browser, '', { mobile, storage: { theme: mode } });
    for (const path of paths) {
      await goto(page, toUrl(path));
      const applied = await page.evaluate(() => document.documentElement.dataset.theme);
      if (applied !== mode) found.push(`${path} [${mode}] the page shows in ${applied} mode`);
      for (const v of await axeViolations(page, exclude)) found.push(`${path || '(landing)'} [${mode}${mobile ? ', mobile' : ''}] ${v}`);
    }
    await context.close();
  }
  return found;
}

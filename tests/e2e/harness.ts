/** Browser-test harness: the built site served like production, and Debian's Chromium driven by Playwright. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000/docs-archive/';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/**
 * Playwright's 30 s default is too short on the shared 2-core CI machine while another test file runs webpack
 * next to this one; a wait that never succeeds still fails, later.
 */
const ACTION_TIMEOUT = 90_000;

export async function newContext(browser: Browser, options: { mobile?: boolean; colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.mobile ? MOBILE : DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    hasTouch: options.mobile ?? false,
    isMobile: options.mobile ?? false,
  });
  context.setDefaultTimeout(ACTION_TIMEOUT);
  return context;
}

/**
 * Waits until the app is interactive: the root component's first effects have run (it marks the container
 * `data-ready`), so React owns the DOM and its event handlers are attached. Every browser test waits this way.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('#__qdocs[data-ready="true"]', { state: 'attached' });
}

export function url(path = ''): string {
  return BASE_URL + path.replace(/^\//, '');
}

/**
 * Resolves once the page's main thread has been idle twice: every idle callback queued before this call (the
 * prefetches of visible links, say) has run, and the promise chains it started without waiting on the network.
 * What a test asserts did NOT happen is asserted after this, rather than after a fixed wait.
 */
export function idle(page: Page): Promise<void> {
  // The idle callbacks' own time limit: a page that is never idle (a busy renderer on a loaded machine) still resolves.
  const twice = page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), { timeout: 2000 })));
  return bounded(twice, 'the page to be idle');
}

/**
 * A client-side navigation to `path` (an absolute path of the site), as the router sees a Back or Forward: the URL
 * changes, then `popstate`. The caller waits for what the new page shows.
 */
export async function navigateClientSide(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Resolves once the page has rendered two more frames: the scroll, wheel and resize handlers of earlier input have run. */
export function frames(page: Page): Promise<void> {
  return bounded(
    page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))),
    'two frames to be rendered',
  );
}

/**
 * `page.evaluate` has no time limit of its own: a promise in the page that never settles (no frame rendered, no idle
 * period) would hold the test file until the runner's limit. This fails it with a message instead.
 */
export function bounded<T>(work: Promise<T>, what: string, ms = ACTION_TIMEOUT): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`waited ${ms / 1000} s for ${what}`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

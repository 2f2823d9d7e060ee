/**
 * Browser contexts reused from one test to the next, each test starting from a clean state. A fresh Playwright
 * context is dear here: a page loaded in one cost 3.6 s of CPU against 1.7 s for a new page of a context already
 * used (10 loads of a doc page, with all of Chromium's processes counted; see BENCHMARKS.md), and
 * every browser test opened one. The state a test could leave behind is undone before its
 * context is handed out again: its pages are closed, and the cookies, storage (local, IndexedDB, caches, service
 * workers) of every origin it reached and the HTTP cache are cleared. A test that changes the context itself
 * (routes, offline mode, init scripts, permissions, listeners: any method not known to be harmless) taints it,
 * and a tainted context is closed for real rather than reused.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from './harness.ts';

export interface ContextOptions {
  mobile?: boolean;
  colorScheme?: 'light' | 'dark';
}

interface Pooled {
  context: BrowserContext;
  /** Origins its pages requested: whose storage is cleared before the next test. */
  origins: Set<string>;
  tainted: boolean;
}

/** Methods that leave nothing behind in the context once its pages are closed and its storage cleared. */
const HARMLESS = new Set(['newPage', 'pages', 'waitForEvent', 'cookies', 'clearCookies', 'storageState', 'browser', 'backgroundPages', 'serviceWorkers']);

/** Contexts whose test is done, by browser and options key. */
const idleContexts = new WeakMap<Browser, Map<string, Pooled>>();

/** A new context that records the origins its pages request. */
async function created(browser: Browser, options: ContextOptions): Promise<Pooled> {
  const pooled: Pooled = { context: await newContext(browser, options), origins: new Set(), tainted: false };
  pooled.context.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (origin.startsWith('http')) pooled.origins.add(origin);
  });
  return pooled;
}

/** The context's earlier pages closed and its state cleared; a new blank page in it. */
async function cleaned(pooled: Pooled): Promise<Page> {
  const leftovers = pooled.context.pages();
  const page = await pooled.context.newPage();
  await Promise.all(leftovers.map((p) => p.close()));
  await pooled.context.clearCookies();
  const cdp = await pooled.context.newCDPSession(page);
  for (const origin of pooled.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  pooled.origins.clear();
  return page;
}

/**
 * A context with these options and a blank page in it, as if both were new. The context handed back is a stand-in
 * whose `close()` returns it to the pool (or closes it, when the test tainted it).
 */
export async function pooledContext(browser: Browser, options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const key = `${options.mobile ? 'mobile' : 'desktop'}-${options.colorScheme ?? 'light'}`;
  const contexts = idleContexts.get(browser) ?? new Map<string, Pooled>();
  idleContexts.set(browser, contexts);
  const reused = contexts.get(key);
  contexts.delete(key);
  const current = reused ?? (await created(browser, options));
  const page = reused ? await cleaned(reused) : await current.context.newPage();
  let returned = false;
  const release = async () => {
    if (returned) return;
    returned = true;
    if (current.tainted || contexts.has(key)) return current.context.close();
    contexts.set(key, current);
  };
  const standIn = new Proxy(current.context, {
    get(target, property, receiver) {
      if (property === 'close') return release;
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (typeof property === 'string' && !HARMLESS.has(property)) current.tainted = true;
      return value.bind(target);
    },
  });
  return { context: standIn, page };
}

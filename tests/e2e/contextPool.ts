/**
 * Browser contexts and their page reused from one test to the next, each test starting from a clean state. A fresh
 * Playwright context is dear here: a page loaded in one cost 3.6 s of CPU against 1.7 s for a new page of a context
 * already used, and 1.05 s in a page already used (10 loads of a doc page, with all of Chromium's processes
 * counted; see BENCHMARKS.md), and every browser test opened one. The state a test could leave behind is undone
 * before they are handed out again: the page is taken to about:blank (a new document: no held keys), the listeners
 * the test added to it are removed and its viewport size restored; the context's other pages are closed; the
 * cookies and storage of every origin it reached (local, session, IndexedDB, caches, service workers) and the HTTP
 * cache are cleared. A test that changes the context itself (routes, offline mode, init scripts, permissions,
 * listeners: any method not known to be harmless) taints it, and a tainted context is closed for real rather than
 * reused; one that changes the page that way (its own routes, init scripts, media emulation) has its page replaced.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from './harness.ts';

export interface ContextOptions {
  mobile?: boolean;
  colorScheme?: 'light' | 'dark';
}

interface Pooled {
  context: BrowserContext;
  /** The page handed out with it, kept for the next test while nothing the test did to it outlives a navigation. */
  page?: Page;
  /** Origins its pages requested: whose storage is cleared before the next test. */
  origins: Set<string>;
  tainted: boolean;
}

/** Methods that leave nothing behind in the context once its pages are closed and its storage cleared. */
const HARMLESS = new Set(['newPage', 'pages', 'waitForEvent', 'cookies', 'clearCookies', 'storageState', 'browser', 'backgroundPages', 'serviceWorkers']);

/**
 * Page methods whose effects end with the page's document (navigation, reading, input, waiting), besides those the
 * stand-in page handles itself (listeners, `context`) and the viewport size, which is put back.
 */
const HARMLESS_ON_PAGE = new Set([
  ...['goto', 'reload', 'goBack', 'goForward', 'setContent', 'bringToFront', 'isClosed', 'url', 'title', 'content', 'viewportSize', 'opener'],
  ...['waitForEvent', 'waitForFunction', 'waitForLoadState', 'waitForNavigation', 'waitForRequest', 'waitForResponse', 'waitForSelector', 'waitForURL', 'waitForTimeout'],
  ...['evaluate', 'evaluateHandle', '$', '$$', '$eval', '$$eval', 'locator', 'frameLocator', 'mainFrame', 'frames', 'frame', 'workers', 'screenshot'],
  ...['getByRole', 'getByText', 'getByLabel', 'getByPlaceholder', 'getByAltText', 'getByTitle', 'getByTestId'],
  ...['click', 'dblclick', 'fill', 'press', 'type', 'check', 'uncheck', 'hover', 'tap', 'focus', 'selectOption', 'dispatchEvent', 'dragAndDrop'],
  ...['textContent', 'innerText', 'innerHTML', 'getAttribute', 'inputValue', 'isVisible', 'isHidden', 'isEnabled', 'isDisabled', 'isEditable', 'isChecked'],
  ...['off', 'removeListener', 'removeAllListeners', 'listenerCount', 'listeners', 'setViewportSize'],
]);
const ADDS_LISTENER = new Set(['on', 'once', 'addListener', 'prependListener']);

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

/** The context's kept page, blank (or a new one), its other pages closed and its state cleared. */
async function cleaned(pooled: Pooled): Promise<Page> {
  const kept = pooled.page && !pooled.page.isClosed() ? pooled.page : undefined;
  const page = kept ?? (await pooled.context.newPage());
  await Promise.all(
    pooled.context
      .pages()
      .filter((p) => p !== page)
      .map((p) => p.close()),
  );
  await pooled.context.clearCookies();
  const cdp = await pooled.context.newCDPSession(page);
  for (const origin of pooled.origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  pooled.origins.clear();
  return page;
}

/**
 * The test's view of the page: the listeners it adds are recorded and removed when it is done, its viewport size is
 * restored, `context()` is the stand-in context, and any method not known to be harmless marks the page unfit for
 * the next test. Revoked once the test is done, so that the page cannot be used past its test by mistake.
 */
function standInPage(page: Page, context: BrowserContext) {
  const listeners: [string | symbol, (...args: unknown[]) => void][] = [];
  const viewport = page.viewportSize();
  let tainted = false;
  const { proxy, revoke } = Proxy.revocable(page, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === 'context') return () => context;
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      if (ADDS_LISTENER.has(property))
        return (event: string, listener: (...args: unknown[]) => void) => {
          listeners.push([event, listener]);
          value.call(target, event, listener);
          return proxy;
        };
      if (!HARMLESS_ON_PAGE.has(property)) tainted = true;
      return value.bind(target);
    },
  });
  /** Undoes what the test did to the page: false when the page cannot be handed out again. */
  const reset = async (): Promise<boolean> => {
    revoke();
    for (const [event, listener] of listeners) page.off(event as 'load', listener);
    if (tainted || page.isClosed()) return false;
    try {
      await page.goto('about:blank');
      const size = page.viewportSize();
      if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) await page.setViewportSize(viewport);
      return true;
    } catch {
      return false;
    }
  };
  return { page: proxy, reset, revoke };
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
  current.page = page;
  let returned = false;
  const release = async () => {
    if (returned) return;
    returned = true;
    if (current.tainted || contexts.has(key)) {
      testPage.revoke();
      return current.context.close();
    }
    // A page unfit for reuse is left open until the next test's page exists (cleaned closes it then): closed now, its
    // renderer process would go with it, and the next page of the site would start a new one (1–2 CPU s).
    if (!(await testPage.reset())) current.page = undefined;
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
  const testPage = standInPage(page, standIn);
  return { context: standIn, page: testPage.page };
}

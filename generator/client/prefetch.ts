/** Prefetches the chunks of a linked page when the link is visible or hovered, unless the reader saves data. */
import { findRoute, isRegistered } from './registry.ts';

const prefetched = new Set<string>();

function connectionIsSlow(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection && (connection.saveData || /2g/.test(connection.effectiveType ?? '')));
}

/**
 * At most this many prefetches in flight: the rest wait in a queue. Docusaurus prefetches every visible link at once;
 * a page of a 10,000-page site shows a sidebar of a score of links, whose prefetches then hold the browser's six
 * connections to the site (HTTP/1.1) when the reader focuses the search box half a second after load, and its
 * index files queue behind them (scripts/bench/searchTrace.ts). Two leave four free for whatever the reader does.
 */
const MAX_IN_FLIGHT = 2;
/**
 * A place is freed after this long even if the link fired neither load nor error (a browser with prefetching turned
 * off may never fire them, and a stalled connection may never answer): otherwise two such links stop every later prefetch.
 */
const STALL_MS = 8000;
const queue: string[] = [];
let inFlight = 0;
/** Set while prefetches wait (holdPrefetches). */
let held: Promise<unknown> | undefined;

/** Starts queued prefetches while there is room and no hold. */
function pump(): void {
  while (!held && inFlight < MAX_IN_FLIGHT && queue.length) start(queue.shift()!);
}

/** A place is freed when the file has come or failed (a link prefetch fires one of load and error), or has stalled. */
function start(url: string): void {
  inFlight++;
  let freed = false;
  const done = () => {
    if (freed) return;
    freed = true;
    clearTimeout(stall);
    inFlight--;
    pump();
  };
  const stall = setTimeout(done, STALL_MS);
  const link = document.createElement('link');
  if (link.relList?.supports?.('prefetch')) {
    link.rel = 'prefetch';
    link.href = url;
    link.onload = link.onerror = done;
    document.head.appendChild(link);
  } else {
    fetch(url, { credentials: 'same-origin', priority: 'low' })
      .then((response) => response.arrayBuffer())
      .catch(() => prefetched.delete(url))
      .finally(done);
  }
}

/**
 * Makes prefetches wait until `until` settles (at most `maxMs`): the search box holds them from its first focus or
 * hover to its first answer. A page's visible links are prefetched when it is idle after load: on a large site that
 * is a route manifest shard and a score of chunks, on the connections and the thread the first results need.
 */
export function holdPrefetches(until: Promise<unknown>, maxMs = 10_000): void {
  const hold = Promise.race([until, new Promise((resolve) => setTimeout(resolve, maxMs))]).then(() => {
    if (held !== hold) return;
    held = undefined;
    pump();
  });
  held = hold;
}

/** Prefetches the chunks of `path`'s page; `first`: before the queued ones (a hovered or focused link). */
export async function prefetchRoute(path: string, first = false): Promise<void> {
  if (connectionIsSlow() || isRegistered(path)) return;
  try {
    await held;
    const entry = await findRoute(path);
    // A hold taken while the route was looked up: its files wait too (the lookup's own fetch was already out).
    await held;
    // Each file once; `first` (a link the reader points at) puts its files, or moves them if still queued, in front.
    const files = (entry?.js ?? []).filter((url) => {
      const at = queue.indexOf(url);
      if (first && at >= 0) queue.splice(at, 1);
      else if (prefetched.has(url) || document.querySelector(`script[src="${url}"]`)) return false;
      return prefetched.add(url);
    });
    queue[first ? 'unshift' : 'push'](...files);
    pump();
  } catch {
    // Prefetching is an optimisation: a failure here is retried by the real navigation.
  }
}

let observer: IntersectionObserver | undefined;
const observed = new WeakMap<Element, string>();

/** Starts prefetching `path` once `element` scrolls into view. Returns the cleanup function. */
export function prefetchWhenVisible(element: Element, path: string): () => void {
  // The dev server builds a page when its chunk is first asked for: prefetching every visible link (a whole
  // sidebar) would build dozens of pages nobody opened. Hovering or focusing a link still prefetches it.
  if (typeof IntersectionObserver === 'undefined' || (process.env.NODE_ENV !== 'production' && window.__QDOCS_BOOT__?.dev)) return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const target = observed.get(entry.target);
      observer!.unobserve(entry.target);
      if (target) {
        const idle = (window as Window & { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
        idle(() => void prefetchRoute(target));
      }
    }
  });
  observed.set(element, path);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/**
 * The page's side of the search worker: created as soon as the search box is on the page (or on its first use, if
 * that comes first), shared by the navbar box and the search page. Never throws: a worker that cannot start or
 * fails answers that search is unavailable.
 */
import type { SearchField } from './analyzer.ts';
import type { SearchResponse } from './results.ts';
import { UNAVAILABLE } from './unavailable.ts';
import type { IndexUrls, WorkerRequest, WorkerResponse } from './protocol.ts';
import { indexFileName, SEARCH_FETCH } from './files.ts';

let worker: Worker | null | undefined;
let nextId = 1;
/** Per request: its final answer, and what to do with a partial one (hits before their snippets). */
const pending = new Map<number, { resolve: (response: SearchResponse) => void; partial?: (response: SearchResponse) => void }>();
const latestOfChannel = new Map<string, number>();

/**
 * Timings the worker reports, kept for `npm run bench` (window.__QDOCS_SEARCH_STATS__): per index file,
 * fetch and load times; per query, the time spent searching. A few numbers, never sent anywhere.
 */
export interface SearchStats {
  indexes: Record<string, { fetchMs: number; loadMs: number }>;
  queryMs: number[];
  /** The worker's script has run (it said so): it fetches the index files itself from then on, off the page's thread. */
  workerReady: boolean;
}
const stats: SearchStats = { indexes: {}, queryMs: [], workerReady: false };
declare global {
  interface Window {
    __QDOCS_SEARCH_STATS__?: SearchStats;
  }
}

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(/* webpackChunkName: "search-worker" */ new URL('./search.worker.ts', import.meta.url));
    window.__QDOCS_SEARCH_STATS__ = stats;
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      if (message.type === 'ready') {
        stats.workerReady = worker === started;
        return;
      }
      if (message.type === 'loaded') {
        stats.indexes[message.tag] = { fetchMs: message.fetchMs, loadMs: message.loadMs };
        return;
      }
      if (message.partial) {
        pending.get(message.id)?.partial?.(message.response);
        return;
      }
      if (stats.queryMs.length < 1000) stats.queryMs.push(message.ms);
      pending.get(message.id)?.resolve(message.response);
      pending.delete(message.id);
    };
    const started = worker;
    worker.onerror = (event) => {
      console.warn('The search worker failed; search is unavailable.', event.message);
      for (const { resolve } of pending.values()) resolve(UNAVAILABLE);
      pending.clear();
      // Its script may not have loaded (the reader was offline on first focus): the next query (a Retry) starts another.
      started.terminate();
      if (worker === started) {
        worker = undefined;
        stats.workerReady = false;
      }
    };
  } catch (error) {
    console.warn('The search worker could not start; search is unavailable.', error);
    worker = null;
  }
  return worker;
}

/**
 * Starts the worker (not its index files) as soon as the box is on the page, in a task of its own: its script, its
 * thread and the warm-up of its code (warmUp.ts) are then done before the reader focuses the box, and it is there to
 * fetch the index files itself, off the page's thread. It used to wait for the page to be idle, which on a large site
 * (10,000 pages: a route table and a sidebar of megabytes parsed after load) came after a focus half a second after
 * load, so the first results waited for the worker's script too (scripts/bench/searchTrace.ts).
 * Costs the reader one cached script and a thread that runs beside the page's; the index files still wait for a
 * focus or a hover.
 */
export function startWorkerSoon(): void {
  if (worker !== undefined || typeof Worker === 'undefined') return;
  setTimeout(() => void getWorker(), 0);
}

function post(message: WorkerRequest): boolean {
  const w = getWorker();
  if (!w) return false;
  w.postMessage(message);
  return true;
}

/** Index files this page fetched for the worker (once each). */
const fetchedByPage = new Set<string>();

/**
 * Starts fetching the index files (each is fetched once per page load). A worker already running (started with the
 * box) fetches them itself: its fetches do not wait for the page's thread, which a large site keeps busy after load
 * (10,000 pages: its route table and sidebar), and it reads a split manifest's part table from the first bytes.
 * Otherwise the page fetches them and hands the bytes over: the worker's own fetches would start only once its
 * script has arrived and run, a round trip and a thread start later, on the way to the first results.
 */
export function preloadIndexes(urls: IndexUrls): void {
  const fresh = stats.workerReady ? [] : Object.values(urls).filter((url) => !fetchedByPage.has(url));
  if (!post({ type: 'load', urls, fromPage: fresh })) return;
  for (const url of fresh) {
    fetchedByPage.add(url);
    // A failure is the worker's to report: it fetches the file itself when the page brings no body.
    fetch(url, SEARCH_FETCH)
      .then(async (response) => {
        // The body as it arrives, so that the worker reads a split manifest's part table from its first bytes and
        // fetches the query's parts while the rest comes (the page's thread, busy after load on a large site, waited
        // for the whole file before). A browser that cannot transfer a stream gets the bytes once they are here.
        if (!response.ok) send(url);
        else if (!(response.body && send(url, response.body))) send(url, await response.arrayBuffer());
      })
      .catch(() => send(url));
  }
}

/** Hands the body of `url` to the worker; false when it could not be sent (a stream the browser cannot transfer). */
function send(url: string, body?: ArrayBuffer | ReadableStream<Uint8Array>): boolean {
  try {
    worker?.postMessage({ type: 'body', url, body } satisfies WorkerRequest, body ? [body] : []);
    return true;
  } catch {
    return false;
  }
}

export interface SearchRequest {
  query: string;
  urls: IndexUrls;
  fields: SearchField[];
  limit?: number;
  snippetPages?: number;
  /** Fetch again the index files that failed. */
  retry?: boolean;
}

/**
 * Runs a query in the worker. Only the latest request of a channel is answered: an earlier one that is
 * superseded never resolves (callers keep only their latest promise). `onPartial` receives the hits before
 * their snippets, when the texts of the snippets are still to fetch.
 */
export function searchInWorker(channel: string, request: SearchRequest, onPartial?: (response: SearchResponse) => void): Promise<SearchResponse> {
  const id = nextId++;
  const previous = latestOfChannel.get(channel);
  if (previous !== undefined) pending.delete(previous);
  latestOfChannel.set(channel, id);
  return new Promise((resolve) => {
    pending.set(id, { resolve, partial: onPartial });
    if (!post({ type: 'search', id, channel, ...request, partial: onPartial !== undefined })) {
      pending.delete(id);
      resolve(UNAVAILABLE);
    }
  });
}

/** Absolute URLs of the index files of `tags` (the worker resolves URLs against its own location). */
export function indexUrls(tags: string[], known: Record<string, string> | undefined, baseUrl: string): IndexUrls {
  const urls: IndexUrls = {};
  for (const tag of tags) {
    const url = known ? known[tag] : baseUrl + indexFileName(tag);
    if (url) urls[tag] = new URL(url, window.location.href).href;
  }
  return urls;
}

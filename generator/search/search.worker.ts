/// <reference lib="webworker" />
/**
 * The search worker: fetches each index file once (on first focus or hover of the search box), keeps it,
 * and answers queries, so that typing never waits for lunr on the page's thread.
 * A failed, non-OK or unreadable index file makes search unavailable: a console warning, and every answer is
 * the empty result set marked `unavailable` (the box and the search page say so and offer a retry) until a
 * retry, or a query 30 s later, loads it.
 * A split index (split.ts) loads its manifest here, and each postings part when a query first needs it; the parts
 * of a query waiting for its manifest are fetched as soon as the manifest's first bytes (its part table) are here.
 */
import { present, rank, rankLoadingParts, textSources } from './engine.ts';
import { loadIndex, type LoadedIndex } from './loadedIndex.ts';
import type { Ranking, TextSource } from './results.ts';
import { partFileName, type SplitPart } from './split.ts';
import { SEARCH_FETCH } from './files.ts';
import { UNAVAILABLE } from './unavailable.ts';
import { loadTexts, textFileUrl, textLookup, textsMissing } from './texts.ts';
import { parseQuery } from './queryParser.ts';
import { WorkBudget } from './budget.ts';
import { MAX_QUERY_MS, MAX_QUERY_WORK } from './limits.ts';
import type { WorkerRequest, WorkerResponse, IndexUrls } from './protocol.ts';
import type { SearchIndexFile } from '../shared/types.ts';
import { warmUpOnSample } from './warmUp.ts';
import siteWords from '@generated/search-warm-up';
import { partsForQuery, peekFirstTerms } from './partTable.ts';

declare const self: DedicatedWorkerGlobalScope;

/** Pages whose section texts are fetched for snippets, unless the request says otherwise. */
const DEFAULT_SNIPPET_PAGES = 10;

/** A failed file is tried again on a later query, at most this often. */
const RETRY_AFTER_MS = 30_000;

const cache = new Map<string, { promise: Promise<LoadedIndex | null>; failedAt?: number }>();
/** Index files the page is fetching for this worker (client.ts preloadIndexes): their bodies, when they arrive. */
type PageBody = ArrayBuffer | ReadableStream<Uint8Array> | undefined;
const fromPage = new Map<string, { body: Promise<PageBody>; arrived: (body: PageBody) => void }>();
const indexUrl = new Map<LoadedIndex, string>();
const parts = new Map<string, Promise<SplitPart>>();
/** Per index file (URL) of a split tag still loading: the first term of each of its parts, read from its first bytes. */
const partTables = new Map<string, { tag: string; firstTerms: string[] }>();
/** Per channel, its query waiting for index files: the parts it needs are fetched once a part table is known. */
const waiting = new Map<string, Extract<WorkerRequest, { type: 'search' }>>();

/** Part `n` of a split index, fetched once (a failure is forgotten, so that a later query tries again). */
function fetchPart(tag: string, fileUrl: string, n: number): Promise<SplitPart> {
  const url = new URL(partFileName(tag, n), fileUrl).href;
  let promise = parts.get(url);
  if (!promise) {
    promise = fetch(url, SEARCH_FETCH).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as SplitPart;
    });
    promise.catch((error: unknown) => {
      parts.delete(url);
      console.warn(`Search index part ${url} could not be loaded (${(error as Error).message}).`);
    });
    parts.set(url, promise);
  }
  return promise;
}

/** Fetches the parts `request` will need from the index files whose part table is known (ahead of their loading). */
function fetchPartsAhead(request: Extract<WorkerRequest, { type: 'search' }>) {
  for (const url of Object.values(request.urls)) {
    const table = partTables.get(url);
    if (table) for (const n of partsForQuery(table.firstTerms, request.query, request.fields)) void fetchPart(table.tag, url, n).catch(() => undefined);
  }
}

/**
 * The text of an index file, chunk by chunk: a split manifest's part table is taken from its first bytes, and the
 * parts of the queries waiting for it are fetched while the rest arrives and parses.
 */
async function readIndexText(tag: string, url: string, chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  let peeking = true;
  for await (const chunk of chunks) {
    text += decoder.decode(chunk, { stream: true });
    if (!peeking) continue;
    const firstTerms = peekFirstTerms(text);
    if (firstTerms === undefined) continue;
    peeking = false;
    if (!firstTerms) continue;
    partTables.set(url, { tag, firstTerms });
    for (const request of waiting.values()) fetchPartsAhead(request);
  }
  return text + decoder.decode();
}

/** A body, chunk by chunk as it arrives. */
async function* bodyChunks(body: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

async function fetchIndex(tag: string, url: string, entry: { failedAt?: number }): Promise<LoadedIndex | null> {
  const fail = (reason: string) => {
    entry.failedAt = Date.now();
    console.warn(`Search index "${tag}" (${url}) ${reason}; searching without it.`);
    return null;
  };
  let file: SearchIndexFile;
  const started = performance.now();
  let fetched = started;
  // The page's copy (once: its entry goes when the body arrives, so a retry fetches again); none (the page's fetch
  // failed): the worker's own fetch says why.
  const supplied = fromPage.get(url)?.body;
  try {
    let body = await supplied;
    if (!body) {
      const response = await fetch(url, SEARCH_FETCH);
      if (!response.ok) return fail(`answered ${response.status} ${response.statusText}`.trim());
      body = response.body ?? (await response.arrayBuffer());
    }
    const text = await readIndexText(tag, url, body instanceof ArrayBuffer ? [new Uint8Array(body)] : bodyChunks(body));
    fetched = performance.now();
    file = JSON.parse(text) as SearchIndexFile;
  } catch (error) {
    return fail(`could not be loaded (${(error as Error).message})`);
  } finally {
    // Loaded (or failed): its queries now ask for the parts they need, no guesses.
    partTables.delete(url);
  }
  try {
    if (!file || !Array.isArray(file.documents) || typeof file.index !== 'object') throw new Error('not a search index file');
    const loaded = loadIndex(tag, file);
    indexUrl.set(loaded, url);
    reply({ type: 'loaded', tag, fetchMs: fetched - started, loadMs: performance.now() - fetched });
    return loaded;
  } catch (error) {
    return fail(`is unreadable (${(error as Error).message})`);
  }
}

function getIndex(tag: string, url: string, retry = false): Promise<LoadedIndex | null> {
  let entry = cache.get(url);
  if (!entry || (entry.failedAt !== undefined && (retry || Date.now() - entry.failedAt > RETRY_AFTER_MS))) {
    const fresh: { promise: Promise<LoadedIndex | null>; failedAt?: number } = { promise: Promise.resolve(null) };
    fresh.promise = fetchIndex(tag, url, fresh);
    cache.set(url, fresh);
    entry = fresh;
  }
  return entry.promise;
}

const loadAll = (urls: IndexUrls, retry = false) => Promise.all(Object.entries(urls).map(([tag, url]) => getIndex(tag, url, retry)));

const latest = new Map<string, number>();

/** Set once a real query has been answered: the warm-up on the tiny index is over by then. */
let answered = false;

function reply(message: WorkerResponse) {
  if (message.type === 'result' && !message.partial) answered = true;
  self.postMessage(message);
}

// While the index files are on their way (the page fetches them as this script starts): compile the search code,
// after the page's messages (warmUpOnSample yields to them first).
void warmUpOnSample(() => answered, siteWords ?? undefined);
self.postMessage({ type: 'ready' } satisfies WorkerResponse);

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'body') {
    const expected = fromPage.get(request.url);
    fromPage.delete(request.url);
    expected?.arrived(request.body);
    return;
  }
  if (request.type === 'load') {
    for (const url of request.fromPage ?? []) {
      // Already loading (a query came first): the page's copy is not waited for.
      if (cache.has(url) || fromPage.has(url)) continue;
      let arrived!: (body: PageBody) => void;
      const body = new Promise<PageBody>((resolve) => {
        arrived = resolve;
      });
      fromPage.set(url, { body, arrived });
    }
    void loadAll(request.urls);
    return;
  }
  latest.set(request.channel, request.id);
  // A malformed query is answered at once, even while the index files are still loading.
  const parsed = parseQuery(request.query, request.fields);
  if (!parsed.ok) {
    reply({ type: 'result', id: request.id, response: { hits: [], total: 0, error: parsed.error }, ms: 0 });
    return;
  }
  await answer(request);
};

async function answer(request: Extract<WorkerRequest, { type: 'search' }>) {
  const loading = loadAll(request.urls, request.retry);
  waiting.set(request.channel, request);
  fetchPartsAhead(request);
  const loaded = await loading;
  if (waiting.get(request.channel) === request) waiting.delete(request.channel);
  // A newer query of the same channel arrived meanwhile: only that one is answered.
  if (latest.get(request.channel) !== request.id) return;
  // Results from some of the files only would look complete: none are shown while one is missing.
  if (loaded.includes(null)) {
    reply({ type: 'result', id: request.id, response: UNAVAILABLE, ms: 0 });
    return;
  }
  const indexes = loaded as LoadedIndex[];
  const rankStart = performance.now();
  // Bounded work, and a time limit as a safety net: a hostile query (or a shared link to one) answers with a message.
  const options = { limit: request.limit, fields: request.fields, budget: () => new WorkBudget(MAX_QUERY_WORK, MAX_QUERY_MS) };
  let ranking: Ranking | undefined;
  // Time spent waiting for parts (while at least one is being fetched) is not search time.
  let waited = 0;
  let fetching = 0;
  let since = 0;
  if (indexes.some((i) => i.split)) {
    try {
      ranking = await rankLoadingParts(indexes, request.query, options, async (index, n) => {
        if (fetching++ === 0) since = performance.now();
        try {
          return await fetchPart(index.tag, indexUrl.get(index)!, n);
        } finally {
          if (--fetching === 0) waited += performance.now() - since;
        }
      });
    } catch {
      ranking = undefined;
    }
    if (latest.get(request.channel) !== request.id) return;
    if (!ranking) {
      reply({ type: 'result', id: request.id, response: UNAVAILABLE, ms: 0 });
      return;
    }
  } else ranking = rank(indexes, request.query, { ...options, budget: options.budget() });
  const rankMs = performance.now() - rankStart - waited;
  const urlOf = (source: TextSource) => (request.urls[source.tag] ? textFileUrl(request.urls[source.tag], source) : undefined);
  const sources = textSources(ranking, request.snippetPages ?? DEFAULT_SNIPPET_PAGES);
  let searchMs = rankMs;
  if (textsMissing(urlOf, sources)) {
    const texts = loadTexts(urlOf, sources);
    // The titles now, the snippets when their texts are here: the reader sees the results a round trip earlier.
    if (request.partial) {
      const partialStart = performance.now();
      const response = present(ranking, textLookup(urlOf));
      searchMs += performance.now() - partialStart;
      reply({ type: 'result', id: request.id, response, ms: searchMs, partial: true });
    }
    await texts;
    if (latest.get(request.channel) !== request.id) return;
  }
  const presentStart = performance.now();
  const response = present(ranking, textLookup(urlOf));
  reply({ type: 'result', id: request.id, response, ms: searchMs + performance.now() - presentStart });
}

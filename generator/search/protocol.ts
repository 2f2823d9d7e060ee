/** Messages between the page and the search worker (types only). */
import type { SearchField } from './analyzer.ts';
import type { SearchResponse } from './results.ts';

/** Index files to use, by tag (absolute URLs). */
export type IndexUrls = Record<string, string>;

export type WorkerRequest =
  /** `fromPage`: URLs the page is fetching itself (it started before the worker's script arrived); their bodies follow. */
  | { type: 'load'; urls: IndexUrls; fromPage?: string[] }
  /**
   * The body of an index file the page fetched for the worker: a stream as it arrives (transferred), or its bytes where
   * streams cannot be transferred; undefined: the page's fetch failed, the worker fetches it.
   */
  | { type: 'body'; url: string; body?: ArrayBuffer | ReadableStream<Uint8Array> }
  | {
      type: 'search';
      id: number;
      /** Requests of one channel (the navbar box, the search page) supersede each other. */
      channel: string;
      query: string;
      urls: IndexUrls;
      fields: SearchField[];
      limit?: number;
      /** Snippets are built for the hits of this many pages (in rank order); the others have none. */
      snippetPages?: number;
      /** Fetch again the index files that failed (the reader asked to retry). */
      retry?: boolean;
      /** Answer first without the snippets still to fetch (a `partial` result), then in full. */
      partial?: boolean;
    };

export type WorkerResponse =
  /**
   * `ms`: time spent searching (ranking and snippets), not waiting for files. `partial`: the hits with their titles,
   * sent while the texts of their snippets are fetched; the full answer follows.
   */
  | { type: 'result'; id: number; response: SearchResponse; ms: number; partial?: true }
  /** The worker's script has run: from now on it fetches the index files itself (see client.ts preloadIndexes). */
  | { type: 'ready' }
  /** An index file is ready: time to fetch it and time to parse and load it. */
  | { type: 'loaded'; tag: string; fetchMs: number; loadMs: number };

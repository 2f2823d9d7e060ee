/**
 * Section texts for snippets, in the search worker: one small file per page beside the index file
 * (`search-text-<tag>/<first document id>.json`), fetched for the pages of the results on screen only,
 * once each. A failed or mismatched file means snippets without text for that page, never an error.
 */
import type { SearchPageTexts } from '../shared/types.ts';
import type { TextLookup, TextSource } from './results.ts';
import { SEARCH_FETCH, textFileName } from './files.ts';

const loaded = new Map<string, SearchPageTexts | null>();
const loading = new Map<string, Promise<void>>();

/** The text file of a page: beside `indexUrl` (`…/search-index-<tag>.json` → `…/search-text-<tag>/<id>.json`). */
export function textFileUrl(indexUrl: string, source: TextSource): string {
  return new URL(textFileName(source.tag, source.firstId), indexUrl).href;
}

function isPageTexts(value: unknown, route: string): value is SearchPageTexts {
  const v = value as SearchPageTexts | null;
  return !!v && v.route === route && Array.isArray(v.sections) && v.sections.every((s) => typeof s === 'string');
}

async function fetchTexts(url: string, route: string): Promise<void> {
  try {
    const response = await fetch(url, SEARCH_FETCH);
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const value: unknown = await response.json();
    // An index and a text file from two different deployments must not mix: the file names its page.
    if (!isPageTexts(value, route)) throw new Error(`is not the text of ${route}`);
    loaded.set(url, value);
  } catch (error) {
    console.warn(`Search snippets: ${url} ${(error as Error).message}; showing results without text.`);
    loaded.set(url, null);
  }
}

/** Fetches the text files of `sources` that are not yet here (in parallel); resolves when all have settled. */
export function loadTexts(urlOf: (source: TextSource) => string | undefined, sources: TextSource[]): Promise<unknown> {
  return Promise.all(
    sources.map((source) => {
      const url = urlOf(source);
      if (!url || loaded.has(url)) return undefined;
      let promise = loading.get(url);
      if (!promise) {
        promise = fetchTexts(url, source.route).finally(() => loading.delete(url));
        loading.set(url, promise);
      }
      return promise;
    }),
  );
}

/** Whether some of the text files of `sources` are still to fetch. */
export function textsMissing(urlOf: (source: TextSource) => string | undefined, sources: TextSource[]): boolean {
  return sources.some((source) => {
    const url = urlOf(source);
    return url !== undefined && !loaded.has(url);
  });
}

/** Looks texts up among the files already fetched. */
export function textLookup(urlOf: (source: TextSource) => string | undefined): TextLookup {
  return (source, documentId) => {
    const url = urlOf(source);
    return url ? loaded.get(url)?.sections[documentId - source.firstId] : undefined;
  };
}

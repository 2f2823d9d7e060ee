/** Names of the search files at the output root, shared by the indexer (build) and the search worker. */

/** `search-index-<tag>.json`: the documents and the lunr index of one tag. */
export function indexFileName(tag: string): string {
  return `search-index-${tag}.json`;
}

/** `search-text-<tag>/<first document id>.json`: the section texts of one page, beside the index file. */
export function textFileName(tag: string, firstId: number): string {
  return `${textFolderName(tag)}/${firstId}.json`;
}

export function textFolderName(tag: string): string {
  return `search-text-${tag}`;
}

/**
 * How the worker fetches search files: a reader is waiting for them, so they go before the page's link prefetches
 * (which hold most of the browser's six connections to the site right after a page loads).
 */
export const SEARCH_FETCH: RequestInit = { credentials: 'same-origin', priority: 'high' };

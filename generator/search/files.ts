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

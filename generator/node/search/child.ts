/**
 * Child process of the index stage: builds and writes the search index files while webpack bundles in
 * another child. Its memory (lunr's builders) goes back to the system before webpack's peak.
 */
import { serveChild } from '../child.ts';
import { INDEX_CHILD } from '../children.ts';
import { buildSearchIndexes, writeSearchIndexes, type SearchIndexOptions, type SearchInputPage } from './indexer.ts';

export interface IndexJob {
  outDir: string;
  pages: SearchInputPage[];
  options: SearchIndexOptions;
  /** Where the stage keeps page terms and tag files between builds (the site's `.cache`). */
  cacheDir?: string;
}

serveChild(INDEX_CHILD, async ({ outDir, pages, options, cacheDir }) => ({
  written: writeSearchIndexes(outDir, buildSearchIndexes(pages, options, cacheDir)),
}));

/**
 * Child process of the index stage: builds and writes the search index files while webpack bundles in
 * another child. Its memory (lunr's builders) goes back to the system before webpack's peak.
 */
import { serveChild } from '../child.ts';
import { buildSearchIndexes, writeSearchIndexes, type SearchIndexOptions, type SearchInputPage } from './indexer.ts';

export interface IndexJob {
  outDir: string;
  pages: SearchInputPage[];
  options: SearchIndexOptions;
}

serveChild<IndexJob, { written: Record<string, string> }>(async ({ outDir, pages, options }) => ({
  written: writeSearchIndexes(outDir, buildSearchIndexes(pages, options)),
}));

/**
 * Child process of the index stage: builds and writes the search index files while webpack bundles in
 * another child. Its memory (lunr's builders) goes back to the system before webpack's peak.
 */
import { serveChild } from '../child.ts';
import { INDEX_CHILD, INDEX_PRELOAD_ENV } from '../children.ts';
import { buildSearchIndexes, writeSearchIndexes, type SearchIndexOptions } from './indexer.ts';
import { withSectionTexts, type SearchJobPage } from './sectionTexts.ts';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { KeyedOutputs } from '../output/previousBuild.ts';
import { preloadPageTerms } from './cache.ts';

export interface IndexJob {
  outDir: string;
  pages: SearchJobPage[];
  options: SearchIndexOptions;
  /** Where the stage keeps page terms and tag files between builds (the site's `.cache`). */
  cacheDir?: string;
  /** The previous build's output: its unchanged search files are kept (named in the answer) rather than made again. */
  previousOutDir?: string;
}

serveChild(
  INDEX_CHILD,
  async ({ outDir, pages, options, cacheDir, previousOutDir }) => {
    // The record of every page's texts that earlier builds kept is no longer read (sectionTexts.ts).
    if (cacheDir) rmSync(join(cacheDir, 'pages', 'texts.json'), { force: true });
    const previous = cacheDir && previousOutDir ? new KeyedOutputs(join(cacheDir, 'search', 'output.json'), '1', previousOutDir, outDir) : undefined;
    const written = writeSearchIndexes(outDir, buildSearchIndexes(withSectionTexts(pages, cacheDir), options, cacheDir, previous), previous);
    return { written, kept: [...(previous?.kept ?? [])] };
  },
  async () => {
    const cacheDir = process.env[INDEX_PRELOAD_ENV];
    if (!cacheDir) return;
    preloadPageTerms(cacheDir);
  },
);

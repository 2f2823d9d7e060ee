/**
 * Child process of the index stage: builds and writes the search index files while webpack bundles in
 * another child. Its memory (lunr's builders) goes back to the system before webpack's peak.
 */
import { serveChild } from '../children/child.ts';
import { INDEX_CHILD, INDEX_PRELOAD_ENV, INDEX_PRELOAD_OUT_ENV } from './job.ts';
import { buildSearchIndexes, writeSearchIndexes } from './indexer.ts';
import { withSectionTexts } from './sectionTexts.ts';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { KeyedOutputs, recordedStamps, type OutputStamps } from '../output/previousBuild.ts';
import { preloadPageTerms } from './cache.ts';

/** The record of the search files written (KeyedOutputs), and its version. */
const recordFile = (cacheDir: string) => join(cacheDir, 'search', 'output.json');
const RECORD_VERSION = '1';

/** Read ahead of the job (declared before serveChild, which starts the preload at once): the stamps of the files the previous build's record lists. */
let preloaded: { cacheDir: string; outDir: string; stamps: OutputStamps } | undefined;

serveChild(
  INDEX_CHILD,
  async ({ outDir, pages, options, cacheDir, previousOutDir }) => {
    // The record of every page's texts that earlier builds kept is no longer read (sectionTexts.ts).
    if (cacheDir) rmSync(join(cacheDir, 'pages', 'texts.json'), { force: true });
    const stamps = preloaded && preloaded.outDir === previousOutDir && preloaded.cacheDir === cacheDir ? preloaded.stamps : undefined;
    const previous = cacheDir && previousOutDir ? new KeyedOutputs(recordFile(cacheDir), RECORD_VERSION, previousOutDir, outDir, stamps) : undefined;
    const written = writeSearchIndexes(outDir, buildSearchIndexes(withSectionTexts(pages, cacheDir), options, cacheDir, previous), previous);
    return { written, kept: [...(previous?.kept ?? [])] };
  },
  async () => {
    const cacheDir = process.env[INDEX_PRELOAD_ENV];
    if (!cacheDir) return;
    preloadPageTerms(cacheDir);
    // The previous build's search files, looked at before the job comes rather than one by one as the job keeps them
    // (10,000 page text files at 10,000 pages, half a second on the way to the index at every edit).
    const outDir = process.env[INDEX_PRELOAD_OUT_ENV];
    if (outDir) preloaded = { cacheDir, outDir, stamps: recordedStamps(recordFile(cacheDir), RECORD_VERSION, outDir) };
  },
);

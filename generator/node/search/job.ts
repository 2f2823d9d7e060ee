/** The index stage's child process (search/child.ts): what it is given and what it answers. */
import { childKind } from '../children/child.ts';
import type { SearchIndexOptions } from './indexer.ts';
import type { SearchJobPage } from './sectionTexts.ts';

export interface IndexJob {
  outDir: string;
  pages: SearchJobPage[];
  options: SearchIndexOptions;
  /** Where the stage keeps page terms and tag files between builds (the site's `.cache`). */
  cacheDir?: string;
  /** The previous build's output: its unchanged search files are kept (named in the answer) rather than made again. */
  previousOutDir?: string;
}

/**
 * Builds and writes the search index files; answers each tag's file. Its young generation is twice V8's default: the
 * index makes millions of short-lived arrays, and at 10,000 pages the garbage collector took a third of its time.
 */
export const INDEX_CHILD = childKind<IndexJob, { written: Record<string, string>; kept: string[] }>(new URL('./child.ts', import.meta.url), {
  standalone: true,
  nodeFlags: ['--max-semi-space-size=32'],
});

/** Set by a build that starts the index child ahead of its job: the site's cache, whose saved terms it reads meanwhile. */
export const INDEX_PRELOAD_ENV = 'QDOCS_INDEX_PRELOAD_CACHE';
/** With it, the build's output folder: the child looks at the previous build's search files meanwhile. */
export const INDEX_PRELOAD_OUT_ENV = 'QDOCS_INDEX_PRELOAD_OUT';

/** The environment of an index child started ahead of a build's job: what it reads meanwhile. */
export function indexPreloadEnv(cacheDir: string, outDir: string): NodeJS.ProcessEnv {
  return { [INDEX_PRELOAD_ENV]: cacheDir, [INDEX_PRELOAD_OUT_ENV]: outDir };
}

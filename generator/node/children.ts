/**
 * Every kind of child process, with the job it takes and what it answers: the parent (runChild) and the child's
 * script (serveChild) both name the kind, so both ends are checked against the same types.
 */
import { childKind } from './child.ts';
import type { BundleOptions } from './bundle/webpack.ts';
import type { ChunkFiles } from './bundle/chunks.ts';
import type { BundleDependencies } from './bundle/reuse.ts';
import type { CompileContext, CompileJob } from './mdx/compileAll.ts';
import type { PrerenderJob } from './render/child.ts';
import type { CompressAnswer, CompressJob } from './render/compress.ts';
import type { IndexJob } from './search/child.ts';
import type { DevIndexJob } from './dev/searchChild.ts';

/** Bundles the client and the server entry with webpack; answers the files of every entry and the files it read. */
export const BUNDLE_CHILD = childKind<BundleOptions, ChunkFiles & { dependencies: BundleDependencies }>(new URL('./bundle/child.ts', import.meta.url));

/** Compiles a share of the MDX pages into the compile cache; answers the pages' errors. */
export const COMPILE_CHILD = childKind<{ jobs: CompileJob[]; context: CompileContext }, { errors: string[] }>(new URL('./mdx/child.ts', import.meta.url), {
  standalone: true,
});

/** Renders the bodies of a share of the pages into the render cache. */
export const PRERENDER_CHILD = childKind<PrerenderJob, { pages: number }>(new URL('./render/child.ts', import.meta.url), { standalone: true });

/** Compresses a share of the output's new files (.br, .gz) and keeps them in the compression cache. */
export const COMPRESS_CHILD = childKind<CompressJob, CompressAnswer>(new URL('./render/compressChild.ts', import.meta.url), { standalone: true });

/**
 * Builds and writes the search index files; answers each tag's file. Its young generation is twice V8's default: the
 * index makes millions of short-lived arrays, and at 10,000 pages the garbage collector took a third of its time.
 */
export const INDEX_CHILD = childKind<IndexJob, { written: Record<string, string>; kept: string[] }>(new URL('./search/child.ts', import.meta.url), {
  standalone: true,
  nodeFlags: ['--max-semi-space-size=32'],
});

/** Set by a build that starts the index child ahead of its job: the site's cache, whose saved terms it reads meanwhile. */
export const INDEX_PRELOAD_ENV = 'QDOCS_INDEX_PRELOAD_CACHE';
/** With it, the build's output folder: the child looks at the previous build's search files meanwhile. */
export const INDEX_PRELOAD_OUT_ENV = 'QDOCS_INDEX_PRELOAD_OUT';

/** The dev server's search index, built in the background at low priority. */
export const DEV_INDEX_CHILD = childKind<DevIndexJob, { written: Record<string, string>; pages: number; skipped: string[] }>(new URL('./dev/searchChild.ts', import.meta.url));

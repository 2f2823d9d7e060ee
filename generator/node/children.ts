/**
 * Every kind of child process, with the job it takes and what it answers: the parent (runChild) and the child's
 * script (serveChild) both name the kind, so both ends are checked against the same types.
 */
import { childKind } from './child.ts';
import type { BundleOptions } from './bundle/webpack.ts';
import type { ChunkFiles } from './bundle/chunks.ts';
import type { CompileContext, CompileJob } from './mdx/compileAll.ts';
import type { PrerenderJob } from './render/child.ts';
import type { IndexJob } from './search/child.ts';
import type { DevIndexJob } from './dev/searchChild.ts';

/** Bundles the client and the server entry with webpack; answers the files of every entry. */
export const BUNDLE_CHILD = childKind<BundleOptions, ChunkFiles>(new URL('./bundle/child.ts', import.meta.url));

/** Compiles a share of the MDX pages into the compile cache; answers the pages' errors. */
export const COMPILE_CHILD = childKind<{ jobs: CompileJob[]; context: CompileContext }, { errors: string[] }>(new URL('./mdx/child.ts', import.meta.url), {
  standalone: true,
});

/** Renders one shard of the routes to HTML. */
export const PRERENDER_CHILD = childKind<PrerenderJob, { pages: number }>(new URL('./render/child.ts', import.meta.url), { standalone: true });

/** Builds and writes the search index files; answers each tag's file. */
export const INDEX_CHILD = childKind<IndexJob, { written: Record<string, string> }>(new URL('./search/child.ts', import.meta.url), { standalone: true });

/** The dev server's search index, built in the background at low priority. */
export const DEV_INDEX_CHILD = childKind<DevIndexJob, { written: Record<string, string>; pages: number; skipped: string[] }>(new URL('./dev/searchChild.ts', import.meta.url));

/** Child process of the prerender stage: renders one shard of the routes (every n-th route) to HTML. */
import { join } from 'node:path';
import { serveChild } from '../child.ts';
import { PRERENDER_CHILD } from '../children.ts';
import type { ContentGraph } from '../content/types.ts';
import { resolveRoutes } from '../routes/resolve.ts';
import { compiledModulePath } from '../mdx/compileAll.ts';
import { prerender } from './prerender.ts';
import type { ChunkFiles } from '../bundle/chunks.ts';

export interface PrerenderJob {
  /** The loaded content, sent by the parent (this child runs without a TypeScript loader: it cannot import site.config.ts). */
  graph: ContentGraph;
  siteDir: string;
  outDir: string;
  cacheDir: string;
  shard: number;
  shards: number;
  chunks: ChunkFiles;
  manifestUrls: Record<string, string>;
  sidebarUrls: [string, string][];
  searchIndexes: Record<string, string>;
}

serveChild(PRERENDER_CHILD, async (job) => {
  const { graph } = job;
  const routes = resolveRoutes(graph).filter((_, i) => i % job.shards === job.shard);
  await prerender({
    graph,
    routes,
    modulePathOf: (route) => compiledModulePath(job.cacheDir, route.key),
    chunks: job.chunks,
    serverBundle: join(job.cacheDir, 'server', 'server.cjs'),
    outDir: job.outDir,
    manifestUrls: job.manifestUrls,
    sidebarUrls: new Map(job.sidebarUrls),
    searchIndexes: job.searchIndexes,
    notFound: job.shard === 0,
  });
  return { pages: routes.length };
});

/** Child process of the prerender stage: renders the bodies of its share of the pages into the render cache. */
import { join } from 'node:path';
import { serveChild } from '../child.ts';
import type { ContentGraph } from '../content/types.ts';
import { resolveRoutes } from '../routes/resolve.ts';
import { compiledModulePath } from '../mdx/compileAll.ts';
import { notFoundRouteData } from '../../shared/conventions.ts';
import { renderBodies, type RenderTarget } from './prerender.ts';

export interface PrerenderJob {
  /** The loaded content, sent by the parent (this child runs without a TypeScript loader: it cannot import site.config.ts). */
  graph: ContentGraph;
  cacheDir: string;
  /** The pages to render: route path (null: 404.html) and the cache file its body goes to. */
  targets: [string | null, string][];
}

serveChild<PrerenderJob, { pages: number }>(async (job) => {
  const { graph } = job;
  const byPath = new Map(resolveRoutes(graph).map((r) => [r.path, r]));
  const targets: RenderTarget[] = job.targets.map(([path, bodyFile]) => {
    const route = path === null ? null : byPath.get(path)!;
    return { route, data: route ? route.data : notFoundRouteData(`${graph.config.baseUrl}404`), bodyFile };
  });
  await renderBodies({
    targets,
    modulePathOf: (route) => compiledModulePath(job.cacheDir, route.key),
    serverBundle: join(job.cacheDir, 'server', 'server.cjs'),
  });
  return { pages: targets.length };
});

/** Child process of the prerender stage: renders the bodies of its share of the pages into the render cache. */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { serveChild } from '../children/child.ts';
import { watchdog } from '../watchdog.ts';
import { PRERENDER_CHILD } from './job.ts';
import { notFoundRouteData } from '../../shared/conventions.ts';
import { renderBodies, writeDocument, type RenderTarget } from './prerender.ts';
import { routeKey } from '../routes/routeKey.ts';

/** The packages the server bundle requires (it leaves them external): loaded while the parent bundles. */
const SERVER_PACKAGES = ['react', 'react/jsx-runtime', 'react-dom/server', 'react-router', '@mdx-js/react', 'clsx'];

/** This child's watchdog, running: it also ends the child when the parent is gone, even while a page keeps it busy. */
async function watchdogReady() {
  const watch = watchdog({ parent: process.ppid });
  await watch.ready;
  return watch;
}

serveChild(
  PRERENDER_CHILD,
  async (job) => {
    const { config } = job;
    // Not imported from the compile stage: this child would load the whole MDX compiler with it.
    const modules = new Map(job.targets.map(([route, , module]) => [route?.path ?? null, module]));
    const targets: RenderTarget[] = job.targets.map(([route, bodyFile]) => ({ route, data: route ? route.data : notFoundRouteData(`${config.baseUrl}404`), bodyFile }));
    await renderBodies({
      targets,
      modulePathOf: (route) => modules.get(route.path)!,
      // A blog list's posts: their compiled modules, by the compile stage's naming (mdx/compileAll.ts compiledModulePath).
      itemModulePath: (path) => join(job.cacheDir, 'pages', `${routeKey(path)}.mjs`),
      serverBundle: join(job.cacheDir, 'server', 'server.cjs'),
      // Pages run the site's code: each is timed, and this child ends with the build even while busy in one.
      watch: await watchdogReady(),
      ...(job.documents ? { onBody: (target: RenderTarget, body: Uint8Array) => writeDocument(config, job.documents!, target, body) } : {}),
    });
    return { pages: targets.length };
  },
  async () => {
    // Started with the child (it does not start while this thread is busy), awaited before the first page.
    watchdogReady();
    const require = createRequire(import.meta.url);
    for (const name of SERVER_PACKAGES) require(name);
  },
);

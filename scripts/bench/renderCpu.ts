/**
 * Dev tool: prerenders the first N pages of an already built site in this process, as a render child does (body
 * rendered, cached, its HTML document written), and prints the CPU time it took and a hash of every body and
 * document written (to compare two trees' output without a whole build). Run it after a build of the site, so that
 * its `.cache` holds the server bundle and the compiled pages:
 *   NODE_ENV=production npx tsx scripts/bench/renderCpu.ts <site> [pages] [out folder]
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadContent } from '../../generator/node/content/load.ts';
import { resolveRoutes } from '../../generator/node/routes/resolve.ts';
import { compiledModulePath } from '../../generator/node/mdx/pages.ts';
import { routeToFile } from '../../generator/shared/urls.ts';
import { renderBodies, renderRoute, writeDocument, type DocumentContext, type RenderTarget } from '../../generator/node/render/prerender.ts';

if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production, as the render children run (React production build).');
const [siteArg, count, outArg] = process.argv.slice(2);
const siteDir = resolve(siteArg);
const cacheDir = join(siteDir, '.cache');
const outDir = resolve(outArg ?? '/tmp/qdocs-render-cpu');
const graph = await loadContent(siteDir);
const routes = resolveRoutes(graph)
  .filter((r) => r.source?.format === 'mdx')
  .slice(0, Number(count ?? 400))
  .map(renderRoute);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(join(outDir, 'bodies'), { recursive: true });
const documents: DocumentContext = {
  chunks: { shellJs: ['/assets/js/main.js'], shellCss: ['/assets/css/main.css'], entries: new Map() } as unknown as DocumentContext['chunks'],
  outDir,
  manifestIndex: '/route-manifests.json',
  sidebarUrls: new Map(),
  searchIndexes: {},
};
const digest = createHash('sha1');
const run = (targets: RenderTarget[], record: boolean) =>
  renderBodies({
    targets,
    modulePathOf: (route) => compiledModulePath(cacheDir, route.key),
    serverBundle: join(cacheDir, 'server', 'server.cjs'),
    onBody: (target, body) => {
      writeDocument(graph.config, documents, target, body);
      if (record) digest.update(body).update('\0');
    },
  });
const targets = routes.map((route, i): RenderTarget => ({ route, data: route.data, bodyFile: join(outDir, 'bodies', `${i}.html`) }));
// Warm-up (module loading, the first sidebar pieces), then the measured pass over every page.
await run(targets.slice(0, 20), false);
const t = process.cpuUsage();
const start = performance.now();
await run(targets, true);
const cpu = process.cpuUsage(t);
const cpuMs = (cpu.user + cpu.system) / 1000;
for (const route of routes.slice(0, 50)) digest.update(readFileSync(join(outDir, routeToFile(graph.config.baseUrl, route.path, graph.config.trailingSlash))));
console.log(
  JSON.stringify({
    pages: targets.length,
    wallMs: Math.round(performance.now() - start),
    cpuMs: Math.round(cpuMs),
    cpuMsPerPage: +(cpuMs / targets.length).toFixed(2),
    hash: digest.digest('hex').slice(0, 16),
  }),
);

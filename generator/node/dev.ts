/**
 * `npm start`: development server at http://localhost:3000/docs-archive/ with live reload.
 * Content is recompiled incrementally on change (cached per page), webpack rebuilds in watch mode, and the
 * browser reloads over server-sent events. A compile error is shown over the page with file and line until fixed.
 */
import { createServer, type ServerResponse } from 'node:http';
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import webpack, { type Stats } from 'webpack';
import chokidar from 'chokidar';
import sirv from 'sirv';
import { loadContent } from './content/load.ts';
import { resolveRoutes, type RouteEntry } from './routes/resolve.ts';
import { compileAll, type CompiledRoute } from './mdx/compileAll.ts';
import { writeGenerated } from './bundle/entries.ts';
import { clientConfig, CLIENT_ENTRY } from './bundle/webpack.ts';
import { resolveSiteData } from './render/siteData.ts';
import { chunkFiles } from './render/prerender.ts';
import { htmlDocument } from './render/template.ts';
import { writeSiteData } from './build.ts';
import { BuildError } from './errors.ts';
import type { ContentGraph } from './content/types.ts';
import type { RouteData } from '../shared/types.ts';

const LIVE_RELOAD = `(function(){var o;function show(m){if(!o){o=document.createElement('div');o.id='qdocs-dev-error';o.setAttribute('role','alert');o.style.cssText='position:fixed;inset:0;z-index:9999;background:rgba(20,0,0,.92);color:#fff;padding:2rem;font:14px/1.5 ui-monospace,monospace;white-space:pre-wrap;overflow:auto';document.body.appendChild(o)}o.textContent='Build error\\n\\n'+m}var es=new EventSource('/__qdocs/events');es.addEventListener('reload',function(){location.reload()});es.addEventListener('problem',function(e){show(JSON.parse(e.data))});es.addEventListener('ok',function(){if(o){o.remove();o=null}})})();`;

interface State {
  graph?: ContentGraph;
  compiled?: Map<string, CompiledRoute>;
  routes: RouteEntry[];
  data?: ReturnType<typeof writeSiteData>;
  chunks?: ReturnType<typeof chunkFiles>;
  problem?: string;
}

async function main() {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' }, host: { type: 'string', default: 'localhost' } } });
  const siteDir = process.cwd();
  const cacheDir = join(siteDir, '.cache');
  const outDir = join(cacheDir, 'dev');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const state: State = { routes: [] };
  const clients = new Set<ServerResponse>();
  const send = (event: string, data: unknown = '') => {
    for (const c of clients) c.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  /** Load, resolve and compile; on an authoring error keep the last good state and report the problem. */
  async function prepare(): Promise<Record<string, string> | null> {
    try {
      // Drafts are built by the dev server (and left out of production builds).
      const graph = await loadContent(siteDir, { mode: 'development' });
      const routes = resolveRoutes(graph);
      const { compiled, warnings } = await compileAll(graph, routes, cacheDir);
      for (const w of [...graph.warnings, ...warnings]) console.warn(`warning: ${w}`);
      const entries = writeGenerated(cacheDir, resolveSiteData(graph), routes, compiled);
      state.graph = graph;
      state.routes = routes;
      state.problem = undefined;
      state.compiled = compiled;
      return entries;
    } catch (error) {
      state.problem = error instanceof BuildError ? error.message : String((error as Error).stack ?? error);
      console.error(`\n${state.problem}\n`);
      send('problem', state.problem);
      return null;
    }
  }

  let entries = await prepare();
  if (!entries) {
    console.error('Fix the error above; the server starts anyway and reloads once it builds.');
    entries = {};
  }
  const base = state.graph?.config.baseUrl ?? '/docs-archive/';
  const config = clientConfig({ siteDir, outDir, cacheDir, baseUrl: base, pageEntries: entries, mode: 'development' });
  // Entries are re-read on every rebuild, so new pages appear without a restart.
  let currentEntries = entries;
  config.entry = () => ({ main: CLIENT_ENTRY, ...Object.fromEntries(Object.entries(currentEntries).map(([name, file]) => [name, { import: file, dependOn: 'main' }])) });
  const compiler = webpack(config);
  compiler.hooks.done.tap('qdocs-dev', (stats: Stats) => {
    if (stats.hasErrors()) {
      const message = stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message).join('\n\n') ?? 'webpack failed';
      state.problem = message;
      send('problem', message);
      return;
    }
    if (!state.graph || !state.compiled) return;
    state.chunks = chunkFiles(stats, base);
    state.data = writeSiteData(outDir, state.graph, state.routes, state.compiled, state.chunks);
    if (!state.problem) {
      send('ok');
      send('reload');
    }
    console.log(`Ready in ${(stats.endTime - stats.startTime)} ms — http://${values.host}:${values.port}${base}`);
  });
  compiler.watch({ aggregateTimeout: 50, ignored: ['**/node_modules/**', '**/.cache/dev/**'] }, () => undefined);

  let pending: NodeJS.Timeout | undefined;
  const watcher = chokidar.watch(['docs', 'versioned_docs', 'versioned_sidebars', 'sidebars.ts', 'site.config.ts', 'versions.json', 'src/pages', 'static'].map((p) => join(siteDir, p)), { ignoreInitial: true });
  watcher.on('all', (_event, file) => {
    clearTimeout(pending);
    pending = setTimeout(async () => {
      console.log(`changed: ${relative(siteDir, file)}`);
      const next = await prepare();
      if (!next) return;
      currentEntries = next;
      compiler.watching?.invalidate();
    }, 30);
  });

  const assets = sirv(outDir, { dev: true });
  const statics = sirv(join(siteDir, 'static'), { dev: true });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/__qdocs/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      res.write('retry: 500\n\n');
      if (state.problem) res.write(`event: problem\ndata: ${JSON.stringify(state.problem)}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return;
    }
    const path = decodeURIComponent(url.pathname);
    if (path === '/' ) {
      res.writeHead(302, { Location: base });
      return res.end();
    }
    if (!path.startsWith(base) && path !== base.replace(/\/$/, '')) {
      res.statusCode = 404;
      return res.end(`Not found. The site lives at ${base}`);
    }
    const rel = path.slice(base.length - 1);
    const route = state.routes.find((r) => r.path === path || (path === base.replace(/\/$/, '') && r.path === base));
    if (!route) {
      req.url = rel + url.search;
      return assets(req, res, () => {
        statics(req, res, () => {
          sendPage(res, null, path);
        });
      });
    }
    sendPage(res, route, path);
  });

  function sendPage(res: ServerResponse, route: RouteEntry | null, path: string) {
    if (!state.graph || !state.chunks || !state.data) {
      res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '1' });
      return res.end(`<!doctype html><title>Building…</title><meta http-equiv="refresh" content="1"><p>Building the site…</p><pre>${state.problem ?? ''}</pre><script>${LIVE_RELOAD}</script>`);
    }
    const data: RouteData = route?.data ?? { path, kind: 'notFound', title: 'Page not found', description: '' };
    const own = route ? (state.chunks.entries.get(`p/${route.key}`) ?? { js: [], css: [] }) : { js: [], css: [] };
    const sidebar = route?.version && data.sidebar ? state.data.sidebarUrls.get(`${route.version.name}/${data.sidebar}`) : undefined;
    const html = htmlDocument(
      {
        config: state.graph.config,
        data,
        keywords: route?.keywords ?? [],
        css: [...state.chunks.shellCss, ...own.css],
        js: [],
        preloadJson: [],
        body: '',
        boot: { path: data.path, manifests: state.data.manifestUrls, sidebar, searchIndexes: state.data.searchIndexes, data, dev: true },
        shellJs: state.chunks.shellJs,
        pageJs: own.js,
      },
      state.graph.config,
    ).replace('</body>', `<script>${LIVE_RELOAD}</script></body>`);
    res.writeHead(route ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(html);
  }

  server.listen(Number(values.port), values.host, () => console.log(`Dev server: http://${values.host}:${values.port}${base} (first build in progress)`));
}

await main();

/** Prerender stage: every route → static HTML with react-dom/server, using the server bundle. */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { RouteEntry } from '../routes/resolve.ts';
import type { ContentGraph } from '../content/types.ts';
import type { RouteData, RouteManifest } from '../../shared/types.ts';
import type { BootData } from '../../shared/site.ts';
import type { LoadedPage, PageModule } from '../../client/registry.ts';
import { htmlDocument } from './template.ts';
import { notFoundRouteData, sidebarKey } from '../../shared/conventions.ts';
import { routeToFile } from '../routes/permalinks.ts';
import { BuildError } from '../errors.ts';
import { writeOutput } from '../output/files.ts';
import type { ChunkFiles } from '../bundle/chunks.ts';

interface ServerBundle {
  renderPage(page: LoadedPage): string;
  serverPage(path: string): PageModule | undefined;
}

export interface PrerenderInput {
  graph: ContentGraph;
  routes: RouteEntry[];
  /** The compiled module of an MDX route. */
  modulePathOf: (route: RouteEntry) => string;
  chunks: ChunkFiles;
  serverBundle: string;
  outDir: string;
  manifestUrls: Record<string, string>;
  sidebarUrls: Map<string, string>;
  searchIndexes: Record<string, string>;
  /** Also render 404.html (one shard does). */
  notFound: boolean;
}

export async function prerender(input: PrerenderInput): Promise<void> {
  const require = createRequire(import.meta.url);
  delete require.cache[input.serverBundle];
  const server = require(input.serverBundle) as ServerBundle;
  const { config } = input.graph;
  const render = async (route: RouteEntry | null, data: RouteData, file: string) => {
    let module: PageModule | null = null;
    const own = route ? (input.chunks.entries.get(`p/${route.key}`) ?? { js: [], css: [] }) : { js: [], css: [] };
    const sidebarUrl = route?.version && data.sidebar ? input.sidebarUrls.get(sidebarKey(route.version.name, data.sidebar)) : undefined;
    let body: string;
    try {
      // A page module that throws as it is evaluated is that page's error too, not the whole shard's.
      // The server bundle holds TSX pages and MDX pages with imports of their own; other MDX pages are plain modules.
      module = (route && server.serverPage(route.path)) ?? null;
      if (!module && route?.source?.format === 'mdx') module = (await import(pathToFileURL(input.modulePathOf(route)).href)) as PageModule;
      const page: LoadedPage = { path: data.path, module, data, sidebar: route?.sidebarItems };
      body = server.renderPage(page);
    } catch (error) {
      // Every page is tried: one run reports every page that fails to render.
      failures.push(`${route?.source?.relPath ?? data.path}: prerendering failed: ${(error as Error).message}`);
      return;
    }
    const boot: BootData = { path: data.path, manifests: input.manifestUrls, sidebar: sidebarUrl, searchIndexes: input.searchIndexes, data };
    const html = htmlDocument(
      {
        config,
        data,
        keywords: route?.keywords ?? config.keywords,
        css: [...input.chunks.shellCss, ...own.css],
        js: [...input.chunks.shellJs, ...own.js],
        preloadJson: sidebarUrl ? [sidebarUrl] : [],
        body,
        boot,
        shellJs: input.chunks.shellJs,
        pageJs: own.js,
      },
      config,
    );
    writeOutput(input.outDir, file, html);
  };
  const failures: string[] = [];
  for (const route of input.routes) await render(route, route.data, routeToFile(config.baseUrl, route.path));
  if (input.notFound) await render(null, notFoundRouteData(`${config.baseUrl}404`), '404.html');
  if (failures.length) throw new BuildError(`${failures.length} page${failures.length === 1 ? '' : 's'} could not be prerendered:`, failures);
}

export function buildManifests(routes: RouteEntry[], chunks: ChunkFiles, sidebarUrls: Map<string, string>): Map<string, RouteManifest> {
  const manifests = new Map<string, RouteManifest>();
  for (const route of routes) {
    const name = route.searchType === 'docs' && route.version ? route.version.name : 'pages';
    let manifest = manifests.get(name);
    if (!manifest) {
      manifest = { routes: {} };
      manifests.set(name, manifest);
    }
    const files = chunks.entries.get(`p/${route.key}`) ?? { js: [], css: [] };
    const sidebar = route.version && route.data.sidebar ? sidebarUrls.get(sidebarKey(route.version.name, route.data.sidebar)) : undefined;
    manifest.routes[route.path] = { ...files, ...(sidebar ? { sidebar } : {}) } as RouteManifest['routes'][string];
  }
  return manifests;
}

/** Prerender stage: every route → static HTML with react-dom/server, using the server bundle. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RouteEntry } from '../routes/resolve.ts';
import type { ContentGraph } from '../content/types.ts';
import type { RouteData, RouteManifest } from '../../shared/types.ts';
import type { BootData } from '../../shared/site.ts';
import type { LoadedPage, PageModule } from '../../shared/page.ts';
import { documentFrame } from './template.ts';
import { firstPaintTargets } from './head.ts';
import { PageBytes } from './bytes.ts';
import { notFoundRouteData, sidebarKey } from '../../shared/conventions.ts';
import { routeToFile } from '../../shared/urls.ts';
import { BuildError } from '../errors.ts';
import { timeLimitText, type Watchdog } from '../watchdog.ts';
import { writeOutput } from '../output/files.ts';
import { writeBody } from './cache.ts';
import { pageModuleLoader } from './pageModules.ts';
import { withPageHead } from './pageHead.ts';
import type { ChunkFiles } from '../bundle/chunks.ts';

interface ServerBundle {
  /** The page's HTML as chunks to write one after the other (client/server.tsx). */
  renderPageChunks(page: LoadedPage): string[];
  serverPage(path: string): PageModule | undefined;
}

/**
 * What prerendering needs of a route. A RouteEntry has it all; a render child is sent only this of its own pages'
 * routes, rather than the whole content graph to resolve every route again (at 10,000 pages, a second of a one-page
 * rebuild spent serialising, parsing and resolving the site for one page).
 */
export interface RenderRoute {
  path: string;
  key: string;
  data: RouteData;
  sidebarItems?: RouteEntry['sidebarItems'];
  keywords: string[];
  source?: { format: 'mdx' | 'tsx'; relPath: string };
  version?: { name: string };
}

/** Only the RenderRoute of a route (a RouteEntry: without its version's docs, its source's facts). */
export function renderRoute(route: RenderRoute): RenderRoute {
  return {
    path: route.path,
    key: route.key,
    data: route.data,
    ...(route.sidebarItems ? { sidebarItems: route.sidebarItems } : {}),
    keywords: route.keywords,
    ...(route.source ? { source: { format: route.source.format, relPath: route.source.relPath } } : {}),
    ...(route.version ? { version: { name: route.version.name } } : {}),
  };
}

/** One page to prerender: its route (null for 404.html), its data, and where its body is cached. */
export interface RenderTarget {
  route: RenderRoute | null;
  data: RouteData;
  /** The body's file in the render cache (render/cache.ts). */
  bodyFile: string;
}

export interface RenderBodiesInput {
  targets: RenderTarget[];
  /** The compiled module of an MDX route. */
  modulePathOf: (route: RenderRoute) => string;
  /** The compiled module of the route at a path: a blog list renders its posts' modules. */
  itemModulePath?: (path: string) => string;
  serverBundle: string;
  /**
   * Receives each body's bytes as it is rendered (the child writes the page's document at once, without reading it
   * back). They are valid only during the call.
   */
  onBody?: (target: RenderTarget, body: Uint8Array) => void;
  /** Times each page (children/watchdog.ts): a page that never finishes rendering is named, and its process ended. */
  watch?: Pick<Watchdog, 'begin'>;
}

/**
 * Renders the React tree of each target with the server bundle and caches it. Every page is tried: one run reports
 * every page that fails to render.
 */
export async function renderBodies(input: RenderBodiesInput): Promise<void> {
  const require = createRequire(import.meta.url);
  delete require.cache[input.serverBundle];
  const server = require(input.serverBundle) as ServerBundle;
  const failures: string[] = [];
  const loadPage = pageModuleLoader();
  const bytes = new PageBytes();
  for (const { route, data, bodyFile } of input.targets) {
    let module: PageModule | null = null;
    const endWatch = input.watch?.begin(
      'page',
      `${route?.source?.relPath ?? data.path}: prerendering did not finish within ${timeLimitText('page')}: does a component, or an export's initial value, loop forever?`,
    );
    try {
      // A page module that throws as it is evaluated is that page's error too, not the whole shard's.
      // The server bundle holds TSX pages and MDX pages with imports of their own; other MDX pages are plain modules.
      module = (route && server.serverPage(route.path)) ?? null;
      if (!module && route?.source?.format === 'mdx') module = await loadPage(input.modulePathOf(route));
      const itemModule = async (path: string) => server.serverPage(path) ?? (input.itemModulePath ? await loadPage(input.itemModulePath(path)) : null);
      const items = data.blog?.items && (await Promise.all(data.blog.items.map((item) => itemModule(item.permalink))));
      const page: LoadedPage = { path: data.path, module, data, sidebar: route?.sidebarItems, ...(items ? { items } : {}) };
      bytes.reset();
      for (const chunk of server.renderPageChunks(page)) bytes.text(chunk);
      const body = bytes.view();
      writeBody(bodyFile, body);
      input.onBody?.({ route, data, bodyFile }, body);
    } catch (error) {
      // Every page is tried: one run reports every page that fails to render.
      failures.push(`${route?.source?.relPath ?? data.path}: prerendering failed: ${(error as Error).message}`);
    } finally {
      endWatch?.();
    }
  }
  if (failures.length) throw new BuildError(`${failures.length} page${failures.length === 1 ? '' : 's'} could not be prerendered:`, failures);
}

/** What every page's document is written with, besides its own route and body. */
export interface DocumentContext {
  chunks: ChunkFiles;
  outDir: string;
  /** URL of the route manifest index (not content-hashed, so a page's HTML does not change with other pages). */
  manifestIndex: string;
  sidebarUrls: Map<string, string>;
  searchIndexes: Record<string, string>;
}

export interface DocumentsInput extends DocumentContext {
  graph: ContentGraph;
  targets: RenderTarget[];
}

/** The HTML document of every target around its cached body: head tags, boot data, scripts (cheap string work). */
export function writeDocuments(input: DocumentsInput): void {
  for (const target of input.targets) writeDocument(input.graph.config, input, target, readFileSync(target.bodyFile));
}

/** Documents are put together here, from their frame's strings and their body's bytes (see bytes.ts). */
const documentBytes = new PageBytes();

/** One page's HTML document around its body, written into the output folder. */
export function writeDocument(config: ContentGraph['config'], input: DocumentContext, target: RenderTarget, rendered: Uint8Array): void {
  const { route } = target;
  // A component page's <Layout title description> wins over its route's defaults.
  const { body, data } = withPageHead(rendered, target.data);
  const own = route ? (input.chunks.entries.get(`p/${route.key}`) ?? { js: [], css: [] }) : { js: [], css: [] };
  const sidebarUrl = route?.version && data.sidebar ? input.sidebarUrls.get(sidebarKey(route.version.name, data.sidebar)) : undefined;
  const boot: BootData = { path: data.path, manifestIndex: input.manifestIndex, sidebar: sidebarUrl, searchIndexes: input.searchIndexes, data };
  const [before, after] = documentFrame(
    {
      config,
      data,
      keywords: route?.keywords ?? config.keywords,
      css: [...input.chunks.shellCss, ...own.css],
      js: [...input.chunks.shellJs, ...own.js],
      preloadJson: sidebarUrl ? [sidebarUrl] : [],
      firstPaint: firstPaintTargets(body),
      boot,
      shellJs: input.chunks.shellJs,
      pageJs: own.js,
    },
    config,
  );
  const html = documentBytes.reset().text(before).bytes(body).text(after).view();
  writeOutput(input.outDir, route ? routeToFile(config.baseUrl, route.path, config.trailingSlash) : '404.html', html);
}

/** Every page the build writes: each route, then 404.html. */
export function renderTargets(graph: ContentGraph, routes: RouteEntry[], bodyFileOf: (route: RouteEntry | null, data: RouteData) => string): RenderTarget[] {
  const notFound = notFoundRouteData(`${graph.config.baseUrl}404`);
  return [...routes.map((route) => ({ route, data: route.data, bodyFile: bodyFileOf(route, route.data) })), { route: null, data: notFound, bodyFile: bodyFileOf(null, notFound) }];
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

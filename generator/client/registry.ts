/**
 * Page registry and loader. Each page chunk pushes `[path, module, data]` onto `__QDOCS_PAGES__`;
 * routes are found through per-version JSON manifests, so the main bundle does not grow with the page count.
 */
import type { RouteData, RouteManifest, SidebarItem } from '../shared/types.ts';
import type { LoadedPage, PageModule } from '../shared/page.ts';
import { BOOT_DATA_ID, type BootData, type SiteData } from '../shared/site.ts';
import { manifestUrl, type ManifestIndex } from '../shared/routeShards.ts';
import site from '@generated/site.json';
import * as jsxRuntime from 'react/jsx-runtime';
import * as mdxReact from '@mdx-js/react';
import { isBlogPage, loadBlogPages } from './blogTheme.ts';

/**
 * A page chunk registers its module, or (a plain Markdown page, chunk written without webpack: see
 * generator/node/bundle/pageChunks.ts) a factory that returns it, given the shell's instances of the modules it uses.
 * Dev server: a revision orders the registrations of one page, which arrive by two ways (a chunk the server pushes,
 * webpack's hot update): one older than the page's latest is dropped, so a late update cannot undo a newer one.
 */
type Registration = [string, PageModule | null | ((require: (name: string) => unknown) => PageModule), RouteData, number?];

/** The modules a plain page's factory may ask for: the shell's own instances (one React context for MDX). */
const sharedModules: Record<string, unknown> = { 'react/jsx-runtime': jsxRuntime, '@mdx-js/react': mdxReact };
function sharedModule(name: string): unknown {
  if (!(name in sharedModules)) throw new Error(`A page chunk needs "${name}", which the shell does not share.`);
  return sharedModules[name];
}

declare global {
  interface Window {
    __QDOCS_PAGES__?: Registration[];
    __QDOCS_BOOT__?: BootData;
  }
}

const registered = new Map<string, { module: PageModule | null; data: RouteData; revision?: number }>();
/** Resolvers waiting for a path to register: several for one path when a list and its post's page wait for it together. */
const waiting = new Map<string, (() => void)[]>();
/** Route manifests, their index and sidebars, fetched once per URL (a failure is forgotten, so that a retry fetches again). */
const fetched = new Map<string, Promise<unknown>>();
const loadedScripts = new Set<string>();
/** Dev server: told when a registered page registers again (a hot update) or the site's files change (path '*'). */
const updateListeners = new Set<(path: string) => void>();

export function installRegistry(): void {
  const register = ([path, moduleOrFactory, data, revision]: Registration) => {
    // Revisions and hot updates are the dev server's: compiled out of production builds (every reader's main bundle).
    const dev = process.env.NODE_ENV !== 'production';
    if (dev) {
      const latest = registered.get(path)?.revision;
      if (revision !== undefined && latest !== undefined && revision < latest) return;
    }
    const module = typeof moduleOrFactory === 'function' ? moduleOrFactory(sharedModule) : moduleOrFactory;
    const again = dev && registered.has(path);
    registered.set(path, { module, data, revision });
    for (const resolve of waiting.get(path) ?? []) resolve();
    waiting.delete(path);
    if (again) {
      // A blog list showing the page is updated with it.
      const lists = [...registered].filter(([, p]) => p.data.blog?.items?.some((item) => item.permalink === path)).map(([list]) => list);
      for (const listener of updateListeners) for (const updated of [path, ...lists]) listener(updated);
    }
  };
  window.__QDOCS_PAGES__ ??= [];
  const queue = window.__QDOCS_PAGES__;
  queue.forEach(register);
  queue.push = (...items: Registration[]) => {
    items.forEach(register);
    return queue.length;
  };
  // Page chunks are left out: if one failed to load, loading it again must inject it again.
  for (const s of document.querySelectorAll<HTMLScriptElement>('script[src]:not([data-page-chunk])')) loadedScripts.add(new URL(s.src, location.href).pathname);
}

let bootData: BootData | undefined;

/** The page's boot data, read once from its JSON block (also set on window, for the search box and tests). */
export function boot(): BootData {
  if (!bootData) {
    bootData = JSON.parse(document.getElementById(BOOT_DATA_ID)!.textContent!) as BootData;
    window.__QDOCS_BOOT__ = bootData;
  }
  return bootData;
}

/** The JSON at `url`, fetched once (a failure is forgotten: the next navigation or retry fetches it again). */
function fetchJson<T>(url: string): Promise<T> {
  let cached = fetched.get(url) as Promise<T> | undefined;
  if (!cached) {
    cached = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
      return response.json() as Promise<T>;
    });
    cached.catch(() => fetched.delete(url));
    fetched.set(url, cached);
  }
  return cached;
}

/**
 * Where the route manifests are: in the boot data (dev server), or in the build's manifest index, fetched once. A
 * large manifest of a build is there as shards (shared/routeShards.ts): only the shard that can hold a route is fetched.
 */
function manifestSources(): Promise<ManifestIndex> {
  const data = boot();
  if (data.manifests) return Promise.resolve({ manifests: data.manifests });
  return fetchJson<ManifestIndex>(data.manifestIndex!);
}

/** The manifest `name` (or its shard that can hold `path`). */
async function manifest(name: string, path: string): Promise<RouteManifest> {
  const url = manifestUrl(await manifestSources(), name, path);
  if (!url) throw new Error(`No route manifest for "${name}"`);
  return fetchJson<RouteManifest>(url);
}

/**
 * The manifests that may hold a route, most likely first: the version whose path is the longest prefix of the
 * route, then the standalone pages, then the other versions whose path prefixes it. A version whose path does
 * not prefix the route cannot hold it, so its manifest is never fetched for it.
 */
export function candidateManifests(path: string, names: string[], versions: { name: string; path: string }[]): string[] {
  const prefix = (name: string) => versions.find((v) => v.name === name)?.path;
  const holds = (name: string) => {
    const p = prefix(name);
    return p === undefined || path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`);
  };
  const versioned = names.filter((n) => n !== 'pages' && holds(n)).sort((a, b) => (prefix(b)?.length ?? 0) - (prefix(a)?.length ?? 0));
  return [...versioned.slice(0, 1), ...names.filter((n) => n === 'pages'), ...versioned.slice(1)];
}

/** The manifest entry of a route, searching the manifests most likely to hold it first. */
export async function findRoute(path: string): Promise<{ js: string[]; css: string[]; sidebar?: string } | null> {
  const index = await manifestSources();
  const names = candidateManifests(path, Object.keys(index.manifests), (site as SiteData).versions);
  for (const name of names) {
    const m = await manifest(name, path);
    const entry = m.routes[path];
    if (entry) return entry;
  }
  return null;
}

/** Every route of the site, from all its manifests (and shards): the not-found page looks for a near miss among them. */
export async function allRoutePaths(): Promise<string[]> {
  const { manifests } = await manifestSources();
  const urls = Object.values(manifests).flatMap((m) => (typeof m === 'string' ? [m] : m.urls));
  const loaded = await Promise.all(urls.map((url) => fetchJson<RouteManifest>(url)));
  return loaded.flatMap((m) => Object.keys(m.routes));
}

export const loadSidebar: (url: string) => Promise<SidebarItem[]> = fetchJson;

function loadScript(src: string): Promise<void> {
  const path = new URL(src, location.href).pathname;
  if (loadedScripts.has(path)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      loadedScripts.add(path);
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Loading the page chunk ${src} failed.`));
    };
    document.head.appendChild(script);
  });
}

/** Style sheets this page added, while loading and once loaded (a failed one is removed, so that a retry adds it again). */
const styleSheets = new Map<string, Promise<void>>();

function loadCss(href: string): Promise<void> {
  const added = styleSheets.get(href);
  if (added) return added;
  // In the prerendered document: the browser loaded it with the page.
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return Promise.resolve();
  const loading = new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      styleSheets.delete(href);
      reject(new Error(`Loading the stylesheet ${href} failed.`));
    };
    document.head.appendChild(link);
  });
  styleSheets.set(href, loading);
  return loading;
}

function whenRegistered(path: string): Promise<void> {
  if (registered.has(path)) return Promise.resolve();
  return new Promise((resolve) => waiting.set(path, [...(waiting.get(path) ?? []), resolve]));
}

export class RouteNotFound extends Error {}

/** Loads everything a route needs: its chunks, its data and its sidebar. */
export async function loadPage(path: string): Promise<LoadedPage> {
  let page = registered.get(path);
  let sidebarUrl: string | undefined;
  if (!page) {
    const entry = await findRoute(path);
    if (!entry) throw new RouteNotFound(path);
    await Promise.all([...entry.css.map(loadCss), ...entry.js.map(loadScript)]);
    await whenRegistered(path);
    page = registered.get(path)!;
    sidebarUrl = entry.sidebar;
  } else if (path === boot().path && (process.env.NODE_ENV === 'production' || !boot().dev || !siteFilesUpdated)) {
    // The page's sidebar is named in its HTML: the first paint waits for no route manifest (megabytes on a large
    // site). The dev server's HTML names the sidebar of its time: once the site's files changed, the manifest says.
    // (The dev-only part is compiled out of production builds.)
    sidebarUrl = boot().sidebar;
  } else {
    sidebarUrl = (await findRoute(path))?.sidebar;
  }
  const sidebar = sidebarUrl ? await loadSidebar(sidebarUrl) : undefined;
  // A blog list shows its posts' modules: their chunks are the route's too, so they are (or will shortly be) registered.
  const items = page.data.blog?.items && (await Promise.all(page.data.blog.items.map((item) => loadModule(item.permalink))));
  if (isBlogPage(page.data.kind)) await loadBlogPages();
  return { path, module: page.module, data: page.data, sidebar, ...(items ? { items } : {}) };
}

/**
 * The module of the page at `path`: registered already (a list's HTML and entry name its posts' chunks), else its
 * chunks are loaded (a list whose posts changed since: a new post in the dev server).
 */
async function loadModule(path: string): Promise<PageModule | null> {
  if (!registered.has(path)) {
    const entry = await findRoute(path);
    if (!entry) throw new RouteNotFound(path);
    await Promise.all([...entry.css.map(loadCss), ...entry.js.map(loadScript)]);
    await whenRegistered(path);
  }
  return registered.get(path)!.module;
}

export function isRegistered(path: string): boolean {
  return registered.has(path);
}

/** Drops a failed page so that a retry fetches its chunks again. */
export function forget(path: string): void {
  registered.delete(path);
}

/** Dev server: whether the site's files changed since the page's HTML was served (see updateSiteFiles). */
let siteFilesUpdated = false;

/** The files the dev server rewrites when the content changes: route manifests and search indexes. */
export interface SiteFiles {
  manifests: Record<string, string>;
  searchIndexes: Record<string, string>;
}

/** Dev server: takes new route manifests (new sidebars, added or removed pages) and search indexes, no reload. */
export function updateSiteFiles(files: SiteFiles): void {
  siteFilesUpdated = true;
  const data = boot();
  data.manifests = files.manifests;
  data.searchIndexes = files.searchIndexes;
  // Sidebars too: a changed sidebar is fetched again.
  fetched.clear();
  for (const listener of updateListeners) listener('*');
}

/** Dev server: calls `listener` with the path of a page updated in place, or '*' when the site's files changed. */
export function onPageUpdate(listener: (path: string) => void): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/**
 * The prerender stage's cache: each page's rendered body (the React tree, without the document around it) in
 * `.cache/render/<hash>.html`, where the hash covers everything the body is rendered from: the server bundle (theme,
 * site data, TSX pages), the installed packages, the page's compiled module, its route data and its sidebar. A page
 * whose hash is there is not rendered again. Content-addressed, so a build that stops half-way leaves no entry
 * that could be taken for another version of the page.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { RouteEntry } from '../routes/resolve.ts';
import type { RouteData, SidebarItem } from '../../shared/types.ts';
import { installedPackagesHash } from '../cache/installedPackages.ts';
import { routeDataJson } from '../routes/dataJson.ts';
import { partsKey } from '../cache/keys.ts';

/** Bump when what a body depends on changes in a way the hash does not see. */
const FORMAT = 2;

export function renderCacheDir(cacheDir: string): string {
  return join(cacheDir, 'render');
}

/**
 * Names the cached body of each page. `moduleOf` gives the hash of an MDX route's compiled module (recorded when it
 * was compiled); TSX pages are part of the server bundle.
 */
export function bodyFiles(siteDir: string, cacheDir: string, serverBundle: string, moduleOf: (route: RouteEntry) => string) {
  // Packages the server bundle leaves external (React, react-dom/server, MDX) render the pages too.
  const common = partsKey(String(FORMAT), readFileSync(serverBundle), installedPackagesHash(siteDir));
  // A sidebar is shared by hundreds of pages: hashed once.
  const sidebars = new WeakMap<SidebarItem[], string>();
  const sidebarHash = (items: SidebarItem[] | undefined) => {
    if (!items) return '';
    let hash = sidebars.get(items);
    if (!hash) {
      hash = partsKey(JSON.stringify(items));
      sidebars.set(items, hash);
    }
    return hash;
  };
  const dir = renderCacheDir(cacheDir);
  mkdirSync(dir, { recursive: true });
  return (route: RouteEntry | null, data: RouteData): string => {
    // An MDX page's module, a blog list's posts' modules (none for other pages).
    const module = route?.source?.format === 'mdx' || route?.blogItems ? moduleOf(route) : '';
    return join(dir, `${partsKey(common, route?.path ?? '', routeDataJson(data), sidebarHash(route?.sidebarItems), module)}.html`);
  };
}

/** Which bodies are in the cache: one listing of its folder rather than a check per page. */
export function cachedBodies(cacheDir: string): (bodyFile: string) => boolean {
  const dir = renderCacheDir(cacheDir);
  const names = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (bodyFile) => dirname(bodyFile) === dir && names.has(basename(bodyFile));
}

/** Written aside, then renamed: a body file is whole or absent. */
export function writeBody(file: string, body: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, body);
  renameSync(temp, file);
}

/** After a build: drops the bodies of pages as they no longer are, so the cache does not grow with every edit. */
export function pruneBodies(bodyFilesInUse: string[]): void {
  if (!bodyFilesInUse.length) return;
  const dir = dirname(bodyFilesInUse[0]);
  const keep = new Set(bodyFilesInUse.map((f) => basename(f)));
  for (const name of readdirSync(dir)) if (name.endsWith('.html') && !keep.has(name)) rmSync(join(dir, name), { force: true });
}

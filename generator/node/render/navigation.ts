/** The data files the client fetches to navigate: one JSON file per sidebar and one route manifest per version. */
import type { ContentGraph } from '../content/types.ts';
import type { SidebarItem } from '../../shared/types.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import { buildManifests } from './prerender.ts';
import type { ChunkFiles } from '../bundle/chunks.ts';
import { sidebarKey } from '../../shared/conventions.ts';
import { writeHashedJson } from './outputs.ts';
import { writeOutput } from '../output/files.ts';
import { MANIFEST_INDEX_FILE } from '../../shared/site.ts';
import { shardManifest, type ManifestIndex, type RouteShards } from '../../shared/routeShards.ts';

export interface NavigationUrls {
  /** Route manifest URL by version name (`pages` for standalone pages). */
  manifestUrls: Record<string, string>;
  /** Sidebar JSON URL by `version/sidebar`. */
  sidebarUrls: Map<string, string>;
  /** Route manifests written as shards (shardRoutes), by version name: they are not in manifestUrls. */
  shards: Record<string, RouteShards>;
}

/**
 * The route manifest index of a production build: the manifests' (content-hashed) URLs in a file of a fixed name,
 * revalidated like HTML. Pages name this file rather than the manifests, so an edit to one page (a new chunk name,
 * hence a new manifest) leaves every other page's HTML as it was. Returns its URL.
 */
export function writeManifestIndex(outDir: string, baseUrl: string, manifestUrls: Record<string, string>, shards: Record<string, RouteShards> = {}): string {
  const index: ManifestIndex = { manifests: { ...manifestUrls, ...shards } };
  writeOutput(outDir, MANIFEST_INDEX_FILE, JSON.stringify(index));
  return baseUrl + MANIFEST_INDEX_FILE;
}

/** Writes one sidebar's JSON into outDir and returns its (content-hashed) URL. */
export function writeSidebarData(outDir: string, baseUrl: string, version: string, sidebar: string, items: SidebarItem[]): string {
  return writeHashedJson(outDir, baseUrl, `sidebar-${version}-${sidebar}`, items);
}

/**
 * Writes the sidebars and route manifests into outDir and returns their (content-hashed) URLs. `shardRoutes` (a
 * production build, whose pages find manifests through the index): a large manifest is written as shards
 * (shared/routeShards.ts), so a page fetches only the routes near the ones it looks up. The dev server's pages name
 * whole manifests.
 */
export function writeNavigationData(outDir: string, graph: ContentGraph, routes: RouteEntry[], chunks: ChunkFiles, { shardRoutes = false } = {}): NavigationUrls {
  const { baseUrl } = graph.config;
  const sidebarUrls = new Map<string, string>();
  for (const version of graph.versions) {
    for (const [name, items] of Object.entries(version.sidebars)) sidebarUrls.set(sidebarKey(version.name, name), writeSidebarData(outDir, baseUrl, version.name, name, items));
  }
  const manifestUrls: Record<string, string> = {};
  const shards: Record<string, RouteShards> = {};
  for (const [name, manifest] of buildManifests(routes, chunks, sidebarUrls)) {
    const parts = shardRoutes ? shardManifest(manifest) : [manifest];
    if (parts.length === 1) manifestUrls[name] = writeHashedJson(outDir, baseUrl, `routes-${name}`, manifest);
    else
      shards[name] = {
        first: parts.map((part) => Object.keys(part.routes)[0]),
        urls: parts.map((part, i) => writeHashedJson(outDir, baseUrl, `routes-${name}-part${i}`, part)),
      };
  }
  return { manifestUrls, sidebarUrls, shards };
}

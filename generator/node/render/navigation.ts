/** The data files the client fetches to navigate: one JSON file per sidebar and one route manifest per version. */
import type { ContentGraph } from '../content/types.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import { buildManifests } from './prerender.ts';
import type { ChunkFiles } from '../bundle/chunks.ts';
import { sidebarKey } from '../../shared/conventions.ts';
import { writeHashedJson } from './outputs.ts';

export interface NavigationUrls {
  /** Route manifest URL by version name (`pages` for standalone pages). */
  manifestUrls: Record<string, string>;
  /** Sidebar JSON URL by `version/sidebar`. */
  sidebarUrls: Map<string, string>;
}

/** Writes the sidebars and route manifests into outDir and returns their (content-hashed) URLs. */
export function writeNavigationData(outDir: string, graph: ContentGraph, routes: RouteEntry[], chunks: ChunkFiles): NavigationUrls {
  const { baseUrl } = graph.config;
  const sidebarUrls = new Map<string, string>();
  for (const version of graph.versions) {
    for (const [name, items] of Object.entries(version.sidebars)) {
      sidebarUrls.set(sidebarKey(version.name, name), writeHashedJson(outDir, baseUrl, `sidebar-${version.name}-${name}`, items));
    }
  }
  const manifestUrls: Record<string, string> = {};
  for (const [name, manifest] of buildManifests(routes, chunks, sidebarUrls)) manifestUrls[name] = writeHashedJson(outDir, baseUrl, `routes-${name}`, manifest);
  return { manifestUrls, sidebarUrls };
}

/**
 * A version's route manifest, cut into shards of consecutive routes once it is large (a production build).
 *
 * The client looks routes up to prefetch the links a page shows (its sidebar, as soon as the page is idle) and to
 * navigate. With one manifest per version, a 10,000-page site's page fetched and parsed 2 MB of routes on its main
 * thread right after load, to prefetch the twenty links of its own sidebar category, and the search box's first
 * results waited behind that parse. The routes sorted by path, cut every SHARD_ROUTES routes: the links of one
 * sidebar category share a path prefix, so they are in one shard (two at a boundary), and the route manifest index
 * names each shard with its first path, so the client fetches only the shard that can hold a route.
 * A manifest of at most SHARD_ROUTES routes stays whole (the Qodly site's: its files are unchanged).
 */
import type { RouteManifest } from './types.ts';
import { lastAtMost } from './sorted.ts';

/** Routes per shard: about 200 KB of JSON (15 KB compressed), parsed in a few milliseconds. */
export const SHARD_ROUTES = 1000;

/** A sharded manifest in the route manifest index: the first path of each shard and its URL, in path order. */
export interface RouteShards {
  first: string[];
  urls: string[];
}

/** The route manifest index (`route-manifests.json`): each manifest by name, whole (its URL) or sharded. */
export interface ManifestIndex {
  manifests: Record<string, string | RouteShards>;
}

/** The manifest as shards of at most `size` routes, in path order; one shard (the manifest itself) when it is small. */
export function shardManifest(manifest: RouteManifest, size = SHARD_ROUTES): RouteManifest[] {
  // sort() and `<=` compare code units: the same order in Node and every browser (localeCompare's is not).
  const paths = Object.keys(manifest.routes).sort();
  if (paths.length <= size) return [manifest];
  const shards: RouteManifest[] = [];
  for (let at = 0; at < paths.length; at += size) {
    const routes: RouteManifest['routes'] = {};
    for (const path of paths.slice(at, at + size)) routes[path] = manifest.routes[path];
    shards.push({ routes });
  }
  return shards;
}

/** The URL of the one shard that can hold `path`: the last whose first path is not after it (none: the first). */
export function shardUrl({ first, urls }: RouteShards, path: string): string | undefined {
  return urls[lastAtMost(first, path)];
}

/** The URL of manifest `name` that can hold `path`: the whole manifest, or its one shard for `path`. */
export function manifestUrl(index: ManifestIndex, name: string, path: string): string | undefined {
  const manifest = index.manifests[name];
  return typeof manifest === 'object' ? shardUrl(manifest, path) : manifest;
}

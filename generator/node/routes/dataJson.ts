/**
 * A route's data as JSON, made once per build. The bundle stage (a page chunk's key, bundle/chunkRecord.ts) and the
 * prerender stage (a body's cache name, render/cache.ts) both key their work by it: at 10,000 pages that was 20,000
 * serialisations of every route's data in a one-page edit, a tenth of the build process's work besides its garbage.
 * Keyed by the data object itself: route data is made afresh by each resolveRoutes and never changed afterwards
 * (the content graph is plain data that no stage mutates), so a JSON made for it cannot go stale.
 */
import type { RouteData } from '../../shared/types.ts';

const made = new WeakMap<RouteData, string>();

/** `JSON.stringify(data)`, made at most once for each data object. */
export function routeDataJson(data: RouteData): string {
  let json = made.get(data);
  if (json === undefined) {
    json = JSON.stringify(data);
    made.set(data, json);
  }
  return json;
}

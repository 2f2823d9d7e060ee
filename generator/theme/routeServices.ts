/**
 * What theme components ask of the client app about routes: prefetching a linked page's files, holding prefetches
 * while the search box loads, and the list of every route (the 404 page's suggestions). The client registers the
 * real ones at start (client/entry.tsx), so the theme never imports the client; until then (prerendering, unit
 * tests) links prefetch nothing and the 404 page suggests nothing.
 */
export interface RouteServices {
  /** Fetches the route's files ahead of a click; `first`: the reader is about to click (hover, focus). */
  prefetchRoute(path: string, first?: boolean): Promise<void>;
  /** Prefetches once `element` is visible; returns the clean-up that stops watching it. */
  prefetchWhenVisible(element: Element, path: string): () => void;
  /** Makes prefetches wait until `until` settles. */
  holdPrefetches(until: Promise<unknown>): void;
  /** Every route path of the site. */
  allRoutePaths(): Promise<string[]>;
}

const inert: RouteServices = {
  prefetchRoute: () => Promise.resolve(),
  prefetchWhenVisible: () => () => undefined,
  holdPrefetches: () => undefined,
  allRoutePaths: () => Promise.resolve([]),
};

let services: RouteServices = inert;

/** Called once by the client app before it renders. */
export function provideRouteServices(provided: RouteServices): void {
  services = provided;
}

export function routeServices(): RouteServices {
  return services;
}

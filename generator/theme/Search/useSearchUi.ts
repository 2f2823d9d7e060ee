/**
 * What the search box loads on first focus or hover, never at page load: the index files (the worker fetches them;
 * the page's link prefetches wait for the first answer), and the rest of the search UI (SearchPanel.tsx: the result
 * options and the analytics hook), alongside rather than after them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ViewReporter } from '../../search/analytics.ts';
import { preloadIndexes } from '../../search/client.ts';
import type { SiteData } from '../../shared/site.ts';
import type { VersionInfo } from '../../shared/types.ts';
import { routeServices } from '../routeServices.ts';
import { sourcesFor } from './sources.ts';

export type SearchUi = typeof import('./SearchPanel.tsx');
let searchUi: Promise<SearchUi> | undefined;

/** Loads the rest of the search UI once; a failed load is retried on the next use. */
export function loadSearchUi(): Promise<SearchUi> {
  searchUi ??= import(/* webpackChunkName: "search-ui" */ './SearchPanel.tsx').catch((error: unknown) => {
    searchUi = undefined;
    throw error;
  });
  return searchUi;
}

export interface SearchUiState {
  /** The rest of the UI, once loaded. */
  ui: SearchUi | null;
  /** The analytics hook, once the UI is loaded (when the site has one). */
  reporter: { current: ViewReporter | null };
  /** Loads what a first focus or hover needs (once; again after `reload`, or after a failure). */
  preload(): void;
  /** Another version is read: its index files are loaded on the next use. */
  reload(): void;
  /** The first answer is shown: the held link prefetches may go. */
  answered(): void;
}

export function useSearchUi(site: SiteData, version: VersionInfo): SearchUiState {
  const analytics = site.search.analytics;
  const preloaded = useRef(false);
  /** Ends the hold on link prefetches taken at the first focus or hover (see holdPrefetches). */
  const releasePrefetches = useRef<((value?: unknown) => void) | undefined>(undefined);
  const [ui, setUi] = useState<SearchUi | null>(null);
  const reporter = useRef<ViewReporter | null>(null);
  useEffect(() => () => reporter.current?.cancel(), []);

  const preload = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    // The page's link prefetches wait for the first answer (at most 10 s): the index files go first.
    if (!releasePrefetches.current) routeServices().holdPrefetches(new Promise((resolve) => (releasePrefetches.current = resolve)));
    // The worker and its index files first, alongside the rest of the UI rather than after it: one round trip less
    // before the first results.
    preloadIndexes(sourcesFor(site, version));
    loadSearchUi()
      .then((m) => {
        setUi(() => m);
        reporter.current ??= m.reporter(analytics);
      })
      .catch((error: unknown) => {
        preloaded.current = false;
        console.warn('The search UI could not be loaded.', error);
      });
  }, [site, version, analytics]);

  const reload = useCallback(() => {
    preloaded.current = false;
  }, []);
  const answered = useCallback(() => releasePrefetches.current?.(), []);

  return { ui, reporter, preload, reload, answered };
}

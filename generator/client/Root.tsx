/**
 * Client navigation: on a route change the next page is loaded before the view switches (the previous page
 * stays on screen, with the progress bar after 200 ms); then the view scrolls to the hash, the saved position
 * (Back/Forward) or the top. A failed preload logs a warning and falls back to a full page load, except offline:
 * a full load would replace the open page with the browser's own error page, so the error box offers a retry.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { hasClientModules, routeDidUpdate, routeUpdate, type RouteLocation } from './clientModules.ts';
import App, { siteData } from './App.tsx';
import { applyHead } from './head.ts';
import { notFoundRouteData } from '../shared/conventions.ts';
import { routeOfPath } from '../shared/urls.ts';
import { boot, findRoute, loadPage, onPageUpdate, RouteNotFound, forget } from './registry.ts';
import type { LoadedPage } from '../shared/page.ts';
import { startProgress } from './progress.ts';
import { saveScroll, savedScroll, scrollToHash } from './scroll.ts';
import LoadError, { DelayedSpinner } from '../theme/ErrorPage/LoadError.tsx';

export function notFoundPage(path: string): LoadedPage {
  return { path, module: null, data: notFoundRouteData(path) };
}

/** `/x.html` and `/x/index.html` that match no route are served as `/x` (and `/base/index.html` as `/base/`). */
export function withoutHtmlSuffix(path: string, baseUrl = '/'): string | null {
  const stripped = path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (stripped === path) return null;
  return !stripped || stripped === baseUrl.replace(/\/$/, '') ? baseUrl : stripped;
}

/**
 * The route path of a location: decoded, the base path without its slash is the landing page, and a trailing slash
 * (the site's links have one with `trailingSlash: true`; hosts add one to folders) is not part of the route.
 */
export function routePath(pathname: string, baseUrl: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: keep the raw path (it will be a not-found page).
  }
  return path === baseUrl.replace(/\/$/, '') ? baseUrl : routeOfPath(path, baseUrl);
}

const offlineError = () => new Error('This page could not be loaded: you are offline. Check your connection, then retry.');

export default function Root({ initial, initialError }: { initial: LoadedPage; initialError?: Error }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [page, setPage] = useState(initial);
  const [loadError, setLoadError] = useState<Error | undefined>(initialError);
  // The route that failed to load while offline (the open page stays on screen under the error box).
  const [failedPath, setFailedPath] = useState<string>();
  const [retrying, setRetrying] = useState(false);
  // Dev server: the shown page as updated in place (new content, route data or sidebar), without navigating.
  const [hotPage, setHotPage] = useState<LoadedPage>();
  // A history entry made outside the router (a fragment link, pushState(null)) has the key 'default': the path tells it apart.
  const lastKey = useRef(`${location.key} ${location.pathname}`);
  const shown = useRef({ path: initial.path, key: location.key });
  const path = routePath(location.pathname, siteData.baseUrl);
  // The location of the page shown, for the client modules' route hooks.
  const shownLocation = useRef<RouteLocation | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at start; the first page's location is the one it was loaded at
  useEffect(() => {
    // The app is interactive from here on (hydrated or rendered, effects running): one signal for scripts and tests.
    document.getElementById('__qdocs')?.setAttribute('data-ready', 'true');
    if (hasClientModules) {
      shownLocation.current = { pathname: location.pathname, search: location.search, hash: location.hash };
      routeDidUpdate({ location: shownLocation.current, previousLocation: null });
    }
    window.history.scrollRestoration = 'manual';
    const save = () => saveScroll(shown.current.key);
    window.addEventListener('beforeunload', save);
    return () => window.removeEventListener('beforeunload', save);
  }, []);

  useEffect(() => {
    // Dev server only: compiled out of production builds (every reader's main bundle).
    if (process.env.NODE_ENV === 'production' || !boot().dev) return;
    return onPageUpdate((updated) => {
      const current = shown.current.path;
      if (updated !== '*' && updated !== current) return;
      findRoute(current)
        .then((entry) => (entry ? loadPage(current) : notFoundPage(current)))
        .then((next) => {
          if (shown.current.path !== current) return;
          applyHead(next.data);
          setHotPage(next);
        })
        .catch((error: unknown) => console.warn(`[dev] Updating ${current} failed:`, error));
    });
  }, []);

  // Runs on navigation only (a new history entry or path); the rest is read as it is at that moment.
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigation (location.key, pathname) is the trigger
  useEffect(() => {
    if (lastKey.current === `${location.key} ${location.pathname}`) return;
    saveScroll(shown.current.key);
    lastKey.current = `${location.key} ${location.pathname}`;
    if (path === page.path) {
      shown.current.key = location.key;
      // Back from a page that could not be loaded offline: the open page is the one asked for again.
      if (failedPath) {
        setFailedPath(undefined);
        setLoadError(undefined);
      }
      if (!scrollToHash(location.hash) && navigationType === 'POP') window.scrollTo(0, savedScroll(location.key) ?? 0);
      return;
    }
    if (hasClientModules) routeUpdate({ location: { pathname: location.pathname, search: location.search, hash: location.hash }, previousLocation: shownLocation.current });
    let cancelled = false;
    const stop = startProgress();
    loadPage(path)
      .then((next) => {
        if (cancelled) return;
        shown.current = { path, key: location.key };
        setLoadError(undefined);
        setFailedPath(undefined);
        setHotPage(undefined);
        setPage(next);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof RouteNotFound) {
          const stripped = withoutHtmlSuffix(path, siteData.baseUrl);
          if (stripped) {
            navigate(stripped + location.search + location.hash, { replace: true });
            return;
          }
          shown.current = { path, key: location.key };
          setPage(notFoundPage(path));
          return;
        }
        if (!navigator.onLine) {
          console.warn(`Loading ${path} failed: the browser is offline.`, error);
          shown.current = { path: page.path, key: location.key };
          setFailedPath(path);
          setLoadError(offlineError());
          window.scrollTo(0, 0);
          return;
        }
        console.warn(`Preloading ${path} failed; loading the page in full instead.`, error);
        window.location.assign(location.pathname + location.search + location.hash);
      })
      .finally(stop);
    return () => {
      cancelled = true;
      stop();
    };
  }, [location.key, location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page shown is the trigger; the location is read as it was when it was loaded
  useLayoutEffect(() => {
    if (page === initial) return;
    applyHead(page.data);
    if (hasClientModules) {
      const previousLocation = shownLocation.current;
      shownLocation.current = { pathname: location.pathname, search: location.search, hash: location.hash };
      routeDidUpdate({ location: shownLocation.current, previousLocation });
    }
    // Keyboard and screen reader users start the new page from the top, like after a full page load
    // (unless they are typing, e.g. in the search box that opened this page).
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) document.getElementById('__skip')?.focus({ preventScroll: true });
    if (scrollToHash(location.hash)) return;
    window.scrollTo(0, navigationType === 'POP' ? (savedScroll(location.key) ?? 0) : 0);
  }, [page]);

  const retry = () => {
    const target = failedPath ?? page.path;
    setRetrying(true);
    // The open page's chunk failed at start: fetch it anew. (A page that failed offline never registered.)
    if (!failedPath) forget(target);
    loadPage(target)
      .then((next) => {
        shown.current.path = target;
        setLoadError(undefined);
        setFailedPath(undefined);
        setPage(next);
      })
      .catch((error: Error) => {
        if (error instanceof RouteNotFound && failedPath) {
          shown.current.path = target;
          setLoadError(undefined);
          setFailedPath(undefined);
          setPage(notFoundPage(target));
          return;
        }
        setLoadError(!navigator.onLine ? offlineError() : error);
      })
      .finally(() => setRetrying(false));
  };

  const banner = loadError ? retrying ? <DelayedSpinner /> : <LoadError error={loadError} onRetry={retry} /> : null;
  return <App page={hotPage?.path === page.path ? hotPage : page} extra={banner} />;
}

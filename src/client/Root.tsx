/**
 * Client navigation: on a route change the next page is loaded before the view switches (the previous page
 * stays on screen, with the progress bar after 200 ms); then the view scrolls to the hash, the saved position
 * (Back/Forward) or the top. A failed preload logs a warning and falls back to a full page load.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import App from './App.tsx';
import { loadPage, RouteNotFound, forget, type LoadedPage } from './registry.ts';
import { startProgress } from './progress.ts';
import { saveScroll, savedScroll, scrollToHash } from './scroll.ts';
import LoadError, { DelayedSpinner } from '../theme/ErrorPage/LoadError.tsx';

export function notFoundPage(path: string): LoadedPage {
  return { path, module: null, data: { path, kind: 'notFound', title: 'Page not found', description: '' } };
}

/** `/x.html` and `/x/index.html` that match no route are served as `/x`. */
export function withoutHtmlSuffix(path: string): string | null {
  const stripped = path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return stripped !== path ? stripped || '/' : null;
}

export default function Root({ initial, initialError }: { initial: LoadedPage; initialError?: Error }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [page, setPage] = useState(initial);
  const [loadError, setLoadError] = useState<Error | undefined>(initialError);
  const [retrying, setRetrying] = useState(false);
  const lastKey = useRef(location.key);
  const shown = useRef({ path: initial.path, key: location.key });
  const path = decodeURI(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => saveScroll(shown.current.key);
    window.addEventListener('beforeunload', save);
    return () => window.removeEventListener('beforeunload', save);
  }, []);

  useEffect(() => {
    if (lastKey.current === location.key) return;
    saveScroll(shown.current.key);
    lastKey.current = location.key;
    if (path === page.path) {
      shown.current.key = location.key;
      if (!scrollToHash(location.hash) && navigationType === 'POP') window.scrollTo(0, savedScroll(location.key) ?? 0);
      return;
    }
    let cancelled = false;
    const stop = startProgress();
    loadPage(path)
      .then((next) => {
        if (cancelled) return;
        shown.current = { path, key: location.key };
        setLoadError(undefined);
        setPage(next);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof RouteNotFound) {
          const stripped = withoutHtmlSuffix(path);
          if (stripped) {
            navigate(stripped + location.search + location.hash, { replace: true });
            return;
          }
          shown.current = { path, key: location.key };
          setPage(notFoundPage(path));
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
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  useLayoutEffect(() => {
    if (page === initial) return;
    document.title = page.data.kind === 'notFound' ? 'Page not found' : page.data.title;
    if (scrollToHash(location.hash)) return;
    window.scrollTo(0, navigationType === 'POP' ? (savedScroll(location.key) ?? 0) : 0);
  }, [page]); // eslint-disable-line react-hooks/exhaustive-deps

  const retry = () => {
    setRetrying(true);
    forget(page.path);
    loadPage(page.path)
      .then((next) => {
        setLoadError(undefined);
        setPage(next);
      })
      .catch((error: Error) => setLoadError(error))
      .finally(() => setRetrying(false));
  };

  const banner = loadError ? retrying ? <DelayedSpinner /> : <LoadError error={loadError} onRetry={retry} /> : null;
  return <App page={page} extra={banner} />;
}

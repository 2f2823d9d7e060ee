/**
 * Mount once in the Layout (inside the router and the page context). When a search result opened this
 * page with `?highlight=…`, it loads PageHighlight (a separate chunk) to highlight the matched words and
 * offer "Clear highlight". Renders nothing on the server nor in the first client render.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { HIGHLIGHT_PARAM } from './urls.ts';
import './search-box.css';

const PageHighlight = lazy(() =>
  import(/* webpackChunkName: "search-highlight" */ './PageHighlight.tsx').catch((error: unknown) => {
    console.warn('The search highlight could not be loaded.', error);
    return { default: () => null };
  }),
);

export default function SearchHighlighter() {
  const { search } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || !new URLSearchParams(search).has(HIGHLIGHT_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <PageHighlight />
    </Suspense>
  );
}

export { SearchHighlighter };

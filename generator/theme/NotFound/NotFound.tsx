/**
 * The not-found page: links to the routes the URL nearly names ("did you mean", from the site's route list), and a
 * search box holding the words of the URL. Both come after hydration (the prerendered 404 page serves every URL);
 * their code loads on this page only. Without JavaScript the form still opens the search page.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Link from '../Link/Link.tsx';
import { useSite } from '../context.tsx';
import { useActiveVersion } from '../useVersion.ts';
import { searchPageHref } from '../Search/urls.ts';
import { routeServices } from '../routeServices.ts';
import { MAX_QUERY_LENGTH } from '../../search/limits.ts';

export default function NotFound() {
  const { baseUrl } = useSite();
  const version = useActiveVersion();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    import(/* webpackChunkName: "near-miss" */ './nearMiss.ts')
      .then(async ({ nearMisses, queryWords }) => {
        if (!current) return;
        setQuery((typed) => typed || queryWords(pathname));
        const routes = await routeServices().allRoutePaths();
        if (current) setSuggestions(nearMisses(pathname, routes));
      })
      .catch(() => undefined); // Offline: the page still offers the search and the home link.
    return () => {
      current = false;
    };
  }, [pathname]);
  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved when the documentation was reorganised.</p>
      {suggestions.length > 0 && (
        <div className="not-found__suggestions">
          <p>Did you mean:</p>
          <ul>
            {suggestions.map((route) => (
              <li key={route}>
                <Link href={route}>{route.slice(baseUrl.length) || route}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a <form role="search"> is the search landmark every screen reader knows */}
      <form
        className="not-found__search"
        role="search"
        aria-label="Search the documentation"
        action={`${baseUrl}search`}
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim()) navigate(searchPageHref(baseUrl, query.trim(), version));
        }}
      >
        <label htmlFor="not-found-query">Search the documentation:</label>
        <div className="not-found__search-row">
          <input
            id="not-found-query"
            className="search-input"
            type="search"
            name="q"
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
      <p>
        Or go back to the <Link href={baseUrl}>documentation home</Link>.
      </p>
    </main>
  );
}

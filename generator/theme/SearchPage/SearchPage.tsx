/**
 * The search feature's own route, <baseUrl>search?q=…&version=…, added to every site that has no
 * `src/pages/search.*` of its own (as Docusaurus's search plugins add theirs), so "See all results" always
 * lands. Every result (not capped), grouped by page, for the chosen docs version plus the pages outside the docs. The query lives in the URL. Prerendered without
 * a query; without JavaScript the navbar form still lands here with `?q=`.
 * Pages of results are shown 20 at a time ("Show more"): only those need their section texts fetched.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchResponse } from '../../search/results.ts';
import { MAX_QUERY_LENGTH } from '../../search/limits.ts';
import { UNAVAILABLE_MESSAGE } from '../../search/unavailable.ts';
import { createViewReporter } from '../../search/analytics.ts';
import SearchBox from '../Search/SearchBox.tsx';
import Link from '../Link/Link.tsx';
import { useSite } from '../context.tsx';
import { useActiveVersion } from '../useVersion.ts';
import { Breadcrumb, ResultType, Correction, Highlight, SectionTitle, groupByPage, resultHref, searchFields, sourcesFor } from '../Search/shared.tsx';
import { useSearchRequests } from '../Search/useSearchRequests.ts';
import '../Search/search-results.css';
import { FIRST_PAINT_IDS } from '../../shared/conventions.ts';

export const title = 'Search';
/** The page's meta description; the content stage puts the site's title in front (`<title>: …`). */
export const description = 'all results for the docs version you read, grouped by page, with exact, prefix, fuzzy and field queries.';

/** Result pages shown at first and added by each "Show more". */
const PAGES_STEP = 20;

export default function SearchPage() {
  const site = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const preferred = useActiveVersion();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Read the URL only after hydration: the prerendered page was rendered without a query.
  const params = new URLSearchParams(hydrated ? location.search : '');
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const version = site.versions.find((v) => v.name === params.get('version')) ?? preferred;
  // How many result pages are shown; back to the first step whenever the query or version changes.
  const searchKey = `${version.name} ${query}`;
  const [shown, setShown] = useState({ key: searchKey, pages: PAGES_STEP });
  const shownPages = shown.key === searchKey ? shown.pages : PAGES_STEP;
  const resultsRef = useRef<HTMLOListElement>(null);
  const focusGroup = useRef<number | null>(null);

  const [response, setResponse] = useState<SearchResponse | null>(null);
  const { status, send, cancel } = useSearchRequests('page');
  // Bumped by Retry: the next search fetches again the index files that failed.
  const [retries, setRetries] = useState(0);
  const retried = useRef(0);
  const reporter = useMemo(() => createViewReporter(site.search.analytics), [site.search.analytics]);
  useEffect(() => () => reporter.cancel(), [reporter]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is rebuilt on each render: its name stands for it
  useEffect(() => {
    if (!query.trim()) {
      send(null, () => undefined);
      setResponse(null);
      return;
    }
    const retry = retries !== retried.current;
    retried.current = retries;
    send({ query, urls: sourcesFor(site, version), fields: searchFields(site), snippetPages: shownPages, retry }, (r) => {
      setResponse(r);
      reporter.viewed(
        query,
        r.hits.map((h) => h.document.sectionRoute),
      );
    });
    return cancel;
  }, [query, version.name, site, reporter, shownPages, retries, send, cancel]);

  // After "Show more", focus moves to the first added page's link (the button may be gone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the added results are rendered, which these announce
  useEffect(() => {
    if (focusGroup.current === null) return;
    const link = resultsRef.current?.children[focusGroup.current]?.querySelector('a');
    if (link instanceof HTMLElement) {
      focusGroup.current = null;
      link.focus();
    }
  }, [shownPages, response]);

  const chooseVersion = (name: string) => {
    const next = new URLSearchParams(location.search);
    next.set('version', name);
    navigate({ search: `?${next}` }, { replace: true });
  };

  const hits = response?.hits ?? [];
  const groups = groupByPage(hits);
  const showMore = () => {
    focusGroup.current = shownPages;
    setShown({ key: searchKey, pages: shownPages + PAGES_STEP });
  };
  let summary = '';
  if (status === 'stalled') summary = 'Loading the search index…';
  else if (response?.unavailable) summary = `${UNAVAILABLE_MESSAGE} No results can be shown.`;
  else if (response?.error || response?.notice) summary = '';
  else if (response && query.trim())
    summary = hits.length
      ? `${hits.length} result${hits.length === 1 ? '' : 's'} in ${groups.length} page${groups.length === 1 ? '' : 's'} (version ${version.label}).`
      : `No results for “${query}” in version ${version.label}.`;

  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      <h1>{query.trim() ? `Search results for “${query}”` : 'Search the documentation'}</h1>
      <div className="search-page__controls">
        <SearchBox variant="page" />
        <div className="search-page__version">
          <label htmlFor="search-version">Version</label>
          <select id="search-version" value={version.name} onChange={(e) => chooseVersion(e.target.value)}>
            {site.versions.map((v) => (
              <option key={v.name} value={v.name}>
                {v.label}
                {v.isLast ? ' (latest)' : ''}
              </option>
            ))}
          </select>
        </div>
      </div>
      <noscript>
        <p>Search results need JavaScript. You can still browse the documentation from the navigation bar and the sidebars.</p>
      </noscript>
      {/* Above the results, not below them: below, the results arriving pushed it down (a layout shift). */}
      <p id={FIRST_PAINT_IDS.afterSearchControls} className="search-page__syntax">
        Tip: <code>title:file</code> searches titles only, <code>archive~1</code> allows one typo, <code>+zip -folder</code> requires and excludes words.{' '}
        <Link href={`${site.baseUrl}searchAPI`}>How search works</Link>.
      </p>
      {(response?.error || response?.notice) && <p className={response.error ? 'search-page__error' : 'search-page__summary'}>{response.error ?? response.notice}</p>}
      <p className={`search-page__summary${response?.unavailable ? ' search-page__error' : ''}`} role="status" aria-live="polite" aria-busy={status !== 'idle'}>
        {summary}
        {/* Said once, in the status line (announced with the count): not a second line repeating it. */}
        {response?.correction && summary && (
          <>
            {' '}
            <Correction parts={response.correction} className="search-page__correction" as="span" />
          </>
        )}
      </p>
      {response?.unavailable && (
        <button
          type="button"
          className="button search-page__retry"
          onClick={(event) => {
            // The button goes away with the answer: focus moves to the page (the status line announces the answer).
            event.currentTarget.closest('main')?.focus();
            setRetries((n) => n + 1);
          }}
        >
          Retry
        </button>
      )}
      {groups.length > 0 && (
        <ol className="search-page__results" ref={resultsRef}>
          {groups.slice(0, shownPages).map((group) => {
            const first = group.hits[0].hit;
            const pageHit = group.hits.find(({ hit }) => !hit.document.sectionRoute.includes('#'))?.hit ?? first;
            return (
              <li key={group.key} className="search-page__group">
                <h2>
                  <Link href={resultHref({ ...pageHit, document: { ...pageHit.document, sectionRoute: pageHit.document.sectionRoute.split('#')[0] } })}>
                    <Highlight parts={first.pageTitle} />
                  </Link>
                </h2>
                <ResultType type={first.document.type} />
                <Breadcrumb categories={first.document.sidebarParentCategories} />
                <ul className="search-page__sections">
                  {group.hits.map(({ hit, index }) => (
                    <li key={index}>
                      <Link href={resultHref(hit)} className="search-page__section-title">
                        <SectionTitle hit={hit} />
                      </Link>
                      {hit.snippet.join('') && (
                        <p className="search-page__snippet">
                          <Highlight parts={hit.snippet} />
                        </p>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
      {groups.length > shownPages && (
        <button type="button" className="button search-page__more" onClick={showMore}>
          Show more results ({groups.length - shownPages} more page{groups.length - shownPages === 1 ? '' : 's'})
        </button>
      )}
    </main>
  );
}

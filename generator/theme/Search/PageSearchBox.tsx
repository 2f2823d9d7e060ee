/**
 * The search page's own search field: it keeps the query in the URL (`?q=`) as you type, and the page shows the
 * results. Without JavaScript it is a plain GET form that opens the search page.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MAX_QUERY_LENGTH } from '../../search/limits.ts';
import { useSite } from '../context.tsx';
import { inputProps } from './searchInput.ts';

/**
 * `onSubmitQuery`: where a submitted query goes instead of this page's own URL (the landing and not-found pages
 * open the search page). Without it the box keeps its query in the URL of the page it is on, as you type.
 */
export default function PageSearchBox({ onSubmitQuery }: { onSubmitQuery?: (query: string) => void }) {
  const { baseUrl } = useSite();
  const location = useLocation();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const pushed = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  // The URL is the source of truth; it is read after hydration (the prerendered page has no query).
  useEffect(() => {
    const q = new URLSearchParams(location.search).get('q') ?? '';
    if (q !== pushed.current) setValue(q);
    pushed.current = null;
  }, [location.search]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (q: string, push: boolean) => {
    clearTimeout(timer.current);
    const params = new URLSearchParams(location.search);
    if (q) params.set('q', q);
    else params.delete('q');
    pushed.current = q;
    const search = params.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: !push });
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <form role="search"> is the search landmark that works in every screen reader; <search> is too recent
    <form
      className="search-form search-form--page"
      role="search"
      action={`${baseUrl}search`}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        clearTimeout(timer.current);
        if (onSubmitQuery) onSubmitQuery(value.trim());
        else update(value, true);
      }}
    >
      <label htmlFor={`${id}-q`} className="visually-hidden">
        Search the documentation
      </label>
      <input
        {...inputProps}
        id={`${id}-q`}
        className="search-input"
        value={value}
        onChange={(e) => {
          const q = e.target.value.slice(0, MAX_QUERY_LENGTH);
          setValue(q);
          clearTimeout(timer.current);
          // A pending URL update would land after (and undo) a navigation made by onSubmitQuery.
          if (!onSubmitQuery) timer.current = setTimeout(() => update(q, false), 200);
        }}
      />
      <button type="submit" className="button search-submit">
        Search
      </button>
    </form>
  );
}

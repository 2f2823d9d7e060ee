/**
 * Search box. Without JavaScript it is a plain GET form that opens the search page.
 *
 * `navbar`: an ARIA 1.2 combobox (input + listbox, aria-activedescendant) showing at most
 * `search.maxResults` results grouped by page. The search worker starts as soon as the box is on the page; the
 * index files are fetched on first focus or hover, never at page load. Below 996 px it opens as a detached full-screen dialog.
 * `page`: the search page's own field; it keeps the query in the URL (`?q=`), the page shows the results.
 *
 * Only this shell and the worker client are in the main bundle (about 3 KB gzip): the result options and the
 * analytics hook are in SearchPanel.tsx, loaded on first focus or hover while the worker fetches the index files.
 * Server and first client render are identical (empty query, closed panel); everything browser-only
 * happens in effects and event handlers.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import clsx from 'clsx';
import type { SearchResponse } from '../../search/engine.ts';
import type { ViewReporter } from '../../search/analytics.ts';
import { MAX_QUERY_LENGTH, STALL_MS } from '../../search/limits.ts';
import { UNAVAILABLE, UNAVAILABLE_MESSAGE } from '../../search/unavailable.ts';
import { useSite } from '../context.tsx';
import { useActiveVersion } from '../useVersion.ts';
import { searchPageHref } from './urls.ts';
import { searchFields, sourcesFor } from './sources.ts';
import { preloadIndexes, searchInWorker, startWorkerSoon } from '../../search/client.ts';
import { holdPrefetches } from '../../client/prefetch.ts';
import './search-box.css';

type SearchUi = typeof import('./SearchPanel.tsx');
let searchUi: Promise<SearchUi> | undefined;

/** Loads the rest of the search UI once; a failed load is retried on the next use. */
function loadSearchUi(): Promise<SearchUi> {
  searchUi ??= import(/* webpackChunkName: "search-ui" */ './SearchPanel.tsx').catch((error: unknown) => {
    searchUi = undefined;
    throw error;
  });
  return searchUi;
}

type Status = 'idle' | 'loading' | 'stalled';
type OpenMode = 'same' | 'tab' | 'window';

const DETACHED_QUERY = '(max-width: 996px)';

const inputProps = {
  type: 'search',
  name: 'q',
  placeholder: 'Search',
  maxLength: MAX_QUERY_LENGTH,
  autoComplete: 'off',
  autoCorrect: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
} as const;

/** True when the key event comes from a field the reader is typing in (where `/` must stay a slash). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type);
}

export function openUrl(url: string, mode: OpenMode, navigate: (to: string) => void): void {
  if (mode === 'tab') window.open(url, '_blank', 'noopener');
  else if (mode === 'window') window.open(url, '_blank', 'noopener,popup');
  else navigate(url);
}

function NavbarSearchBox() {
  const site = useSite();
  const { baseUrl, search: config } = site;
  const version = useActiveVersion();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const requestSeq = useRef(0);
  const stallTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const preloaded = useRef(false);
  /** Ends the hold on link prefetches taken at the first focus or hover (see holdPrefetches). */
  const releasePrefetches = useRef<((value?: unknown) => void) | undefined>(undefined);
  const keepAttached = useRef(false);
  // Closed with Escape: answers to the queries already running leave it closed, until the reader types or focuses again.
  const closedByReader = useRef(false);

  const [query, setQuery] = useState('');
  const [response, setResponse] = useState<SearchResponse | null>(null);
  // The query `response` answers: while a newer one runs, messages and counts stay those of the answered query.
  const [answered, setAnswered] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [narrow, setNarrow] = useState(false);
  const [detached, setDetached] = useState(false);

  const [ui, setUi] = useState<SearchUi | null>(null);
  const reporter = useRef<ViewReporter | null>(null);
  useEffect(() => () => reporter.current?.cancel(), []);
  // The worker's script and warm-up while the reader reads: the first focus then waits only for the index files.
  useEffect(() => startWorkerSoon(), []);

  const preload = useCallback(() => {
    if (preloaded.current) return;
    preloaded.current = true;
    // The page's link prefetches wait for the first answer (at most 10 s): the index files go first.
    if (!releasePrefetches.current) holdPrefetches(new Promise((resolve) => (releasePrefetches.current = resolve)));
    // The worker and its index files first, alongside the rest of the UI rather than after it: one round trip less
    // before the first results.
    preloadIndexes(sourcesFor(site, version));
    loadSearchUi()
      .then((m) => {
        setUi(() => m);
        reporter.current ??= m.reporter(config.analytics);
      })
      .catch((error: unknown) => {
        preloaded.current = false;
        console.warn('The search UI could not be loaded.', error);
      });
  }, [site, version, config.analytics]);

  const run = useCallback(
    (q: string, openWhenDone: boolean, retry = false) => {
      const seq = ++requestSeq.current;
      clearTimeout(stallTimer.current);
      if (!q.trim()) {
        setResponse(null);
        setOpen(false);
        setStatus('idle');
        return;
      }
      setStatus('loading');
      stallTimer.current = setTimeout(() => requestSeq.current === seq && setStatus('stalled'), STALL_MS);
      let shown = false;
      // Called with the hits before their snippets (when these are still to fetch), then with the full answer.
      const done = (r: SearchResponse) => {
        if (requestSeq.current !== seq) return;
        clearTimeout(stallTimer.current);
        setStatus('idle');
        setResponse(r);
        setAnswered(q);
        releasePrefetches.current?.();
        // The snippets arriving keep the option the reader may have moved to, and keep the panel as the reader
        // left it: closed with Escape meanwhile, it stays closed.
        if (shown) return;
        shown = true;
        setActive(0);
        const focused = rootRef.current?.contains(document.activeElement) ?? false;
        if (openWhenDone && focused && !closedByReader.current) {
          setOpen(true);
          reporter.current?.viewed(
            q,
            r.hits.map((h) => h.document.sectionRoute),
          );
        }
      };
      // The query goes to the worker now, not once the result options' chunk has loaded (on a first focus with a
      // query, that chunk's fetch and evaluation on a busy page held the query back); an answer is shown when both
      // are here. A failed chunk is an unavailable search, as a failed worker is.
      const ui = loadSearchUi();
      const show = (r: SearchResponse) =>
        ui.then(
          () => done(r),
          () => done(UNAVAILABLE),
        );
      searchInWorker('box', { query: q, urls: sourcesFor(site, version), fields: searchFields(site), limit: site.search.maxResults, retry }, (r) => void show(r)).then(show);
    },
    [site, version],
  );

  // Reading another version: search that version's docs from now on.
  const versionName = version.name;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another version is the trigger; the query and open state are read as they are then
  useEffect(() => {
    preloaded.current = false;
    if (query.trim()) run(query, open);
  }, [versionName]);

  // Below 996 px the box opens detached, as a full-screen dialog.
  useEffect(() => {
    const mq = window.matchMedia(DETACHED_QUERY);
    const update = () => {
      setNarrow(mq.matches);
      if (!mq.matches) setDetached(false);
    };
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!detached) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [detached]);

  // A click outside closes the panel.
  useEffect(() => {
    if (!open || detached) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, detached]);

  // Ctrl/Cmd+K and `/` focus the box from anywhere, except while typing in another field.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const modK = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      if ((!modK && !slash) || event.defaultPrevented) return;
      const input = inputRef.current;
      if (!input) return;
      if (event.target === input) {
        if (modK) {
          event.preventDefault();
          input.select();
        }
        return;
      }
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      input.focus();
      input.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const hits = response?.hits ?? [];
  const unavailable = response?.unavailable === true;
  const seeAll = query.trim() && !response?.error && !unavailable ? searchPageHref(baseUrl, query, version) : undefined;
  const optionCount = hits.length + (seeAll ? 1 : 0);
  const expanded = open && response !== null;
  const activeIndex = Math.min(active, optionCount - 1);

  const closeDetached = (refocus: boolean) => {
    setDetached(false);
    setOpen(false);
    if (refocus) {
      keepAttached.current = true;
      inputRef.current?.focus();
      keepAttached.current = false;
    } else inputRef.current?.blur();
  };

  const go = (href: string, mode: OpenMode) => {
    if (mode === 'same') {
      setOpen(false);
      setDetached(false);
      inputRef.current?.blur();
    }
    openUrl(href, mode, navigate);
  };

  const onFocus = () => {
    closedByReader.current = false;
    preload();
    if (narrow && !keepAttached.current) setDetached(true);
    if (query.trim() && response) setOpen(true);
  };

  const onChange = (value: string) => {
    const q = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(q);
    closedByReader.current = false;
    if (narrow) setDetached(true);
    preload();
    run(q, true);
  };

  const retry = () => {
    inputRef.current?.focus();
    run(query, true, true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!optionCount || response === null) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          setActive(step === 1 ? 0 : optionCount - 1);
        } else setActive((activeIndex + step + optionCount) % optionCount);
        return;
      }
      case 'Enter': {
        if (expanded && unavailable && !event.nativeEvent.isComposing) {
          event.preventDefault();
          retry();
          return;
        }
        if (!expanded || !optionCount || event.nativeEvent.isComposing) return;
        event.preventDefault();
        const href = ui?.optionHrefs(response, seeAll)[activeIndex];
        if (!href) return;
        go(href, event.ctrlKey || event.metaKey ? 'tab' : event.shiftKey ? 'window' : 'same');
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (detached) closeDetached(true);
        else if (expanded) {
          setOpen(false);
          closedByReader.current = true;
        } else if (query) {
          setQuery('');
          run('', false);
        }
        return;
      }
      case 'Tab':
        // While search is unavailable, Tab reaches the Retry button.
        if (!detached && !(expanded && unavailable && !event.shiftKey)) setOpen(false);
        return;
    }
  };

  // In the detached dialog, Tab cycles between the field and the Cancel button; Tab from Retry leaves the panel.
  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    if (!detached) {
      if (event.target !== inputRef.current && !event.shiftKey) setOpen(false);
      return;
    }
    event.preventDefault();
    (document.activeElement === inputRef.current ? cancelRef.current : inputRef.current)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!query.trim()) return;
    go(searchPageHref(baseUrl, query, version), 'same');
  };

  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(href, 'same');
  };

  let message: string | null = null;
  if (response?.error) message = response.error;
  else if (unavailable) message = UNAVAILABLE_MESSAGE;
  else if (response?.notice) message = response.notice;
  else if (response && !hits.length) message = `No results for “${answered}”.`;
  const corrected = response?.correction ? ` Showing results for “${response.correction.join('')}”.` : '';
  const announcement =
    status === 'stalled' ? 'Loading search results…' : expanded ? (message ?? `${hits.length} result${hits.length === 1 ? '' : 's'} for “${answered}”.${corrected}`) : '';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and arrow keys bubble up from the input and the results; the wrapper only listens
    <div
      ref={rootRef}
      className={clsx('search', detached && 'search--detached')}
      onMouseEnter={preload}
      onTouchStart={preload}
      onKeyDown={onRootKeyDown}
      {...(detached ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Search' } : {})}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a <form role="search"> is the search landmark that works in every screen reader; <search> is too recent */}
      <form className="search-form search-form--navbar" role="search" action={`${baseUrl}search`} method="get" onSubmit={onSubmit} data-status={status}>
        <input
          ref={inputRef}
          {...inputProps}
          className="search-input"
          aria-label="Search"
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={expanded && optionCount > 0}
          aria-controls={listboxId}
          aria-activedescendant={expanded && optionCount ? optionId(activeIndex) : undefined}
          aria-busy={status === 'stalled' || undefined}
          value={query}
          onChange={(e) => onChange(e.target.value)}
          onFocus={onFocus}
          onKeyDown={onKeyDown}
        />
        <span className="search-spinner" aria-hidden="true" />
        {!detached && (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: <kbd> is not focusable; the hint is visual only, the shortcut is announced elsewhere
          <kbd className="search-hint" aria-hidden="true">
            /
          </kbd>
        )}
        {detached && (
          <button ref={cancelRef} type="button" className="search-cancel" onClick={() => closeDetached(false)}>
            Cancel
          </button>
        )}
      </form>
      <div className="search-panel" hidden={!expanded && !detached}>
        {message && expanded && <p className={clsx('search-panel__message', (response?.error || unavailable) && 'search-panel__message--error')}>{message}</p>}
        {ui && response?.correction && expanded && <ui.Correction parts={response.correction} />}
        {unavailable && expanded && (
          <button type="button" className="button search-panel__retry" onClick={retry}>
            Retry
          </button>
        )}
        <div role="listbox" id={listboxId} aria-label="Search results" className="search-listbox" hidden={!expanded || !optionCount} onMouseDown={(e) => e.preventDefault()}>
          {ui && response && (
            <ui.Options response={response} seeAll={seeAll} idPrefix={id} activeIndex={activeIndex} expanded={expanded} onActivate={setActive} onOpen={onOptionClick} />
          )}
        </div>
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}

/**
 * `onSubmitQuery`: where a submitted query goes instead of this page's own URL (the landing and not-found pages
 * open the search page). Without it the box keeps its query in the URL of the page it is on, as you type.
 */
function PageSearchBox({ onSubmitQuery }: { onSubmitQuery?: (query: string) => void }) {
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

export default function SearchBox({ variant = 'navbar', onSubmitQuery }: { variant?: 'navbar' | 'page'; onSubmitQuery?: (query: string) => void }) {
  return variant === 'page' ? <PageSearchBox onSubmitQuery={onSubmitQuery} /> : <NavbarSearchBox />;
}

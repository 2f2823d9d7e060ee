/**
 * The navbar's search box: an ARIA 1.2 combobox (input + listbox, aria-activedescendant) showing at most
 * `search.maxResults` results grouped by page. The search worker starts as soon as the box is on the page; the
 * index files are fetched on first focus or hover, never at page load (useSearchUi.ts). Below 996 px it opens as a
 * detached full-screen dialog (useDetached.ts).
 *
 * Only this shell and the worker client are in the main bundle (about 3 KB gzip): the result options and the
 * analytics hook are in SearchPanel.tsx, loaded on first focus or hover while the worker fetches the index files.
 * Server and first client render are identical (empty query, closed panel); everything browser-only
 * happens in effects and event handlers.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import clsx from 'clsx';
import type { SearchResponse } from '../../search/results.ts';
import { MAX_QUERY_LENGTH } from '../../search/limits.ts';
import { UNAVAILABLE, UNAVAILABLE_MESSAGE } from '../../search/unavailable.ts';
import { startWorkerSoon } from '../../search/client.ts';
import { useSite } from '../context.tsx';
import { useActiveVersion } from '../useVersion.ts';
import { searchPageHref } from './urls.ts';
import { searchFields, sourcesFor } from './sources.ts';
import { inputProps } from './searchInput.ts';
import { useSearchRequests } from './useSearchRequests.ts';
import { loadSearchUi, useSearchUi } from './useSearchUi.ts';
import { useDetached } from './useDetached.ts';
import { useSearchShortcut } from './useSearchShortcut.ts';
import './search-box.css';

type OpenMode = 'same' | 'tab' | 'window';

function openUrl(url: string, mode: OpenMode, navigate: (to: string) => void): void {
  if (mode === 'tab') window.open(url, '_blank', 'noopener');
  else if (mode === 'window') window.open(url, '_blank', 'noopener,popup');
  else navigate(url);
}

export default function NavbarSearchBox() {
  const site = useSite();
  const { baseUrl } = site;
  const version = useActiveVersion();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const keepAttached = useRef(false);
  // Closed with Escape: answers to the queries already running leave it closed, until the reader types or focuses again.
  const closedByReader = useRef(false);

  const [query, setQuery] = useState('');
  const [response, setResponse] = useState<SearchResponse | null>(null);
  // The query `response` answers: while a newer one runs, messages and counts stay those of the answered query.
  const [answered, setAnswered] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const { status, send } = useSearchRequests('box');
  const { narrow, detached, setDetached } = useDetached();
  const { ui, reporter, preload, reload, answered: releasePrefetches } = useSearchUi(site, version);
  useSearchShortcut(inputRef);
  // The worker's script and warm-up while the reader reads: the first focus then waits only for the index files.
  useEffect(() => startWorkerSoon(), []);

  const run = useCallback(
    (q: string, openWhenDone: boolean, retry = false) => {
      if (!q.trim()) {
        send(null, () => undefined);
        setResponse(null);
        setOpen(false);
        return;
      }
      let shown = false;
      // Called with the hits before their snippets (when these are still to fetch), then with the full answer.
      const done = (r: SearchResponse) => {
        setResponse(r);
        setAnswered(q);
        releasePrefetches();
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
      send({ query: q, urls: sourcesFor(site, version), fields: searchFields(site), limit: site.search.maxResults, retry }, done, {
        partial: true,
        until: loadSearchUi,
        instead: UNAVAILABLE,
      });
    },
    [site, version, send, releasePrefetches, reporter],
  );

  // Reading another version: search that version's docs from now on.
  const versionName = version.name;
  // biome-ignore lint/correctness/useExhaustiveDependencies: another version is the trigger; the query and open state are read as they are then
  useEffect(() => {
    reload();
    if (query.trim()) run(query, open);
  }, [versionName]);

  // A click outside closes the panel.
  useEffect(() => {
    if (!open || detached) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, detached]);

  const hits = response?.hits ?? [];
  const unavailable = response?.unavailable === true;
  const seeAll = query.trim() && !response?.error && !unavailable ? searchPageHref(baseUrl, query, version) : undefined;
  const optionCount = hits.length + (seeAll ? 1 : 0);
  const expanded = open && response !== null;
  // The first query waits for the index (seconds on a slow connection): say so rather than show nothing (or, detached,
  // a blank overlay). Later queries keep the previous answer on screen meanwhile.
  const loading = status === 'stalled' && response === null && query.trim() !== '';
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
      <div className="search-panel" hidden={!expanded && !detached && !loading}>
        {loading && <p className="search-panel__message">Loading search…</p>}
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

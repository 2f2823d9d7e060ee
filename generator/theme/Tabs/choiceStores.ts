/**
 * Where tab groups keep a reader's choice so that every group of the page sees it at once: a local storage key
 * (groups sharing a groupId, other browser tabs through the `storage` event) and a query string parameter
 * (`?os=mac`, rewritten in place with history.replaceState: no navigation, no scroll, no new history entry).
 * Both are external stores for React's useSyncExternalStore; the server's snapshot is always null, so the
 * prerendered HTML and the hydration render show the default tab, and the remembered one follows right after.
 */
import { readStorage, writeStorage } from '../storage.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** One subscription serves both stores: a change to either is rare, and snapshots are cheap strings. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('storage', notify);
    window.addEventListener('popstate', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', notify);
      window.removeEventListener('popstate', notify);
    }
  };
}

export const serverSnapshot = (): null => null;

export function readStored(key: string | null): string | null {
  return key ? readStorage(key) : null;
}

export function writeStored(key: string | null, value: string): void {
  if (!key) return;
  writeStorage(key, value);
  notify();
}

export function readQuery(key: string | null): string | null {
  return key ? new URLSearchParams(window.location.search).get(key) : null;
}

/** Sets `?key=value`, keeping the rest of the URL and the router's history state (its key and index). */
export function writeQuery(key: string | null, value: string): void {
  if (!key) return;
  const params = new URLSearchParams(window.location.search);
  if (params.get(key) === value) return;
  params.set(key, value);
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}?${params.toString()}${hash}`);
  notify();
}

/**
 * The requests of one search field (the box's, the search page's) to the search worker: only the latest one's
 * answers are taken, and its status says when it takes long (`stalled` after STALL_MS, for the spinner and the
 * live region). Shared by the search box and the search page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchResponse } from '../../search/results.ts';
import { STALL_MS } from '../../search/limits.ts';
import { searchInWorker, type SearchRequest } from '../../search/client.ts';

export type SearchStatus = 'idle' | 'loading' | 'stalled';

export interface SearchRequests {
  status: SearchStatus;
  /**
   * Sends `request` (null: an empty query, nothing to search); `answer` gets the answers of the latest request only,
   * the hits before their snippets first when `partial` (`final` false), then the full answer. With `until`, an
   * answer waits for it to settle (what shows it: a failure makes the answer `instead`).
   */
  send(request: SearchRequest | null, answer: (response: SearchResponse, final: boolean) => void, options?: SendOptions): void;
  /** Leaves the latest request's answers untaken (the field's query or version changed, or it is gone). */
  cancel(): void;
}

export interface SendOptions {
  partial?: boolean;
  until?: () => Promise<unknown>;
  instead?: SearchResponse;
}

export function useSearchRequests(channel: 'box' | 'page'): SearchRequests {
  const latest = useRef(0);
  const stall = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<SearchStatus>('idle');

  const cancel = useCallback(() => {
    latest.current++;
    clearTimeout(stall.current);
  }, []);
  useEffect(() => cancel, [cancel]);

  const send = useCallback<SearchRequests['send']>(
    (request, answer, { partial = false, until, instead } = {}) => {
      const seq = ++latest.current;
      clearTimeout(stall.current);
      if (!request) {
        setStatus('idle');
        return;
      }
      setStatus('loading');
      stall.current = setTimeout(() => latest.current === seq && setStatus('stalled'), STALL_MS);
      const take = (response: SearchResponse, final: boolean) => {
        if (latest.current !== seq) return;
        clearTimeout(stall.current);
        setStatus('idle');
        answer(response, final);
      };
      const settle = (response: SearchResponse, final: boolean) =>
        until
          ? void until().then(
              () => take(response, final),
              () => take(instead ?? response, final),
            )
          : take(response, final);
      void searchInWorker(channel, request, partial ? (response) => settle(response, false) : undefined).then((response) => settle(response, true));
    },
    [channel],
  );

  return { status, send, cancel };
}

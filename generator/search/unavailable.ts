/**
 * The answer while search cannot run: an index file failed to load or the worker could not start. It is the
 * spec's empty result set, marked so that the box and the search page say why and offer a retry.
 * No dependency (the page's side imports it without the engine).
 */
import type { SearchResponse } from './results.ts';

export const UNAVAILABLE: SearchResponse = { hits: [], total: 0, unavailable: true };

export const UNAVAILABLE_MESSAGE = 'Search is unavailable right now.';

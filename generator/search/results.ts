/**
 * What the two steps of a search answer: `rank` a Ranking (the hits in order, or the index parts it needs first),
 * `present` a SearchResponse (the hits with highlighted titles and snippets), which the search box and page show.
 */
import type { StoredSearchDocument } from '../shared/types.ts';
import type { PreparedClause } from './clauses.ts';
import type { Highlighted } from './snippet.ts';

/** Postings parts a query needs before it can be ranked, by tag. */
export interface PartsNeeded {
  tag: string;
  parts: number[];
}

export type HitDocument = StoredSearchDocument;

/** The text file that holds a hit's section text. */
export interface TextSource {
  tag: string;
  firstId: number;
  /** Route of the page, which the file must name. */
  route: string;
}

/** The text of a hit's section, when its page's text file has been fetched. */
export type TextLookup = (source: TextSource, documentId: number) => string | undefined;

export interface SearchHit {
  tag: string;
  document: HitDocument;
  score: number;
  /** Index terms that matched. */
  terms: string[];
  /** The query words the hit has, as typed or corrected (what the target page highlights: typedWords). */
  words: string[];
  snippet: Highlighted;
  pageTitle: Highlighted;
  sectionTitle: Highlighted;
}

export interface SearchResponse {
  hits: SearchHit[];
  /** Number of matching sections before `limit`. */
  total: number;
  /** A malformed query: shown inline instead of results. */
  error?: string;
  /** A hint, e.g. when a query only excludes words. */
  notice?: string;
  /**
   * The query as searched when words were corrected: alternating plain and corrected parts, like
   * `Highlighted` (`['', 'entity', ' selection']`), for "Showing results for *entity* selection".
   */
  correction?: Highlighted;
  /**
   * An index file could not be loaded (an error answer, a network failure, unreadable JSON) or the worker
   * could not run: no results are listed, and the reader is told that search is unavailable, with a retry.
   */
  unavailable?: true;
}

export const EMPTY_RESPONSE: SearchResponse = { hits: [], total: 0 };

export interface Candidate {
  tag: string;
  doc: StoredSearchDocument;
  source: TextSource;
  score: number;
  terms: string[];
  /** The query words the hit has, for the page it opens to highlight (typedWords). */
  typed: string[];
}

/** Hits in order, before titles and snippets are highlighted; or a final answer (an error, a notice). */
export type Ranking =
  | { done: SearchResponse; need?: undefined }
  /** Split indexes: parts to load first, then rank again. */
  | { done?: undefined; need: PartsNeeded[] }
  | { done?: undefined; need?: undefined; chosen: Candidate[]; total: number; positive: PreparedClause[]; notice?: string; correction?: Highlighted };

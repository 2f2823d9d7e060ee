/**
 * Title signals that order results among those matching as many query words:
 * - the exact title tier: a section titled exactly like the query comes first (case-sensitive beats
 *   case-insensitive: `File` is the class, `file` the command), then one titled like the last segment of a
 *   lone qualified name (`4D.File` → the `File` class page);
 * - the page tier: a page whose title holds every query word (as written, by prefix or by stem, not as
 *   identifier parts) comes before sections that only mention them: `environment` → *Environments overview*,
 *   `data explorer` → *Data Explorer*.
 */
import type { StoredSearchDocument } from '../shared/types.ts';
import { STOP_WORDS, wordTerms } from './analyzer.ts';
import type { PreparedClause } from './clauses.ts';
import { normalize, splitWords } from './tokenizer.ts';

/** A section title split into words, as written and normalised, and its index terms. */
export interface TitleWords {
  asWritten: string;
  normalized: string;
  terms: string[];
}

/**
 * Keyed by the title itself: many sections share theirs (Syntax, Description, Example…), and a broad query on a
 * large site checks tens of thousands of them (splitting and stemming each took most of its time).
 */
export function titleWords(cache: Map<string, TitleWords>, doc: StoredSearchDocument): TitleWords {
  let title = cache.get(doc.sectionTitle);
  if (!title) {
    const words = splitWords(doc.sectionTitle).map((w) => w.text);
    title = { asWritten: words.join(' '), normalized: words.map(normalize).join(' '), terms: words.flatMap((w) => wordTerms(w, 'title')) };
    cache.set(doc.sectionTitle, title);
  }
  return title;
}

/** What the exact title tier compares: the query's significant words as written. */
export interface ExactTitle {
  written: string;
  lastSegment?: string;
}

export function exactTitle(significant: PreparedClause[]): ExactTitle {
  const written = significant.map((p) => p.clause.word).join(' ');
  return { written, lastSegment: significant.length === 1 && /\.\p{L}/u.test(written) ? written.split('.').pop()! : undefined };
}

/** 3: the title is the query as written; 2: the query in another case, or the last segment as written; 1: the last segment in another case. */
export function exactTitleTier(title: TitleWords, { written, lastSegment }: ExactTitle): number {
  if (title.asWritten === written) return 3;
  if (title.normalized === normalize(written) || title.asWritten === lastSegment) return 2;
  return lastSegment !== undefined && title.normalized === normalize(lastSegment) ? 1 : 0;
}

/** Title words that make a page the broad answer about the other words of its title (`Permissions overview`). */
const OVERVIEW_WORDS = new Set(['overview', 'introduction', 'basics', 'concepts']);

/**
 * For a page (its intro document) whose title holds every significant query word (`holds`: one of the word's own
 * terms is among the title's): 2 when it is about just them, its other title words (if any) only saying it is an
 * overview (an overview page above its narrower children: `permissions` → *Permissions overview* before *Datastore
 * permissions*; `collections` → *Collection* before *Shared objects and collections*), else 1.
 */
export function pageTitleTier(
  doc: StoredSearchDocument,
  title: TitleWords,
  holds: (p: PreparedClause, terms: readonly string[]) => boolean,
  significant: PreparedClause[],
): number {
  if (doc.sectionRoute.includes('#')) return 0;
  if (!significant.every((p) => holds(p, title.terms))) return 0;
  // Whole title words only (not identifier parts: `objectIsShared` is not a page about "shared objects").
  const words = title.normalized.split(' ');
  if (!significant.every((p) => holds(p, words))) return 1;
  const others = words.filter((w) => !significant.some((p) => holds(p, [w])));
  return others.every((w) => OVERVIEW_WORDS.has(w) || STOP_WORDS.has(w)) ? 2 : 1;
}

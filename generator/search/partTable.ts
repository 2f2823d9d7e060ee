/**
 * The parts a query will need, known before its split index has loaded. The manifest opens with its part table
 * (`split.firstTerms`: the first term of each part), so the worker reads it from the manifest's first bytes and
 * fetches the query's parts while the rest of the manifest arrives and parses, instead of after (one round trip
 * less on the way to the first results). A hint only: the ranking still asks for every part it needs.
 */
import type { SearchField } from './analyzer.ts';
import { prepareClause, queryWords, termClauses } from './clauses.ts';
import { parseQuery } from './queryParser.ts';
import { unescapeLine } from './split.ts';
import { lastAtMost } from '../shared/sorted.ts';

/** How a split manifest opens (parts.ts writes `documents`, `index`, then `split` with `firstTerms` first). */
const OPENING = '{"documents":[],';
const KEY = '"split":{"firstTerms":"';
/** The table is in the manifest's first bytes (the `index` before it holds a version and field names): not found by then, there is none. */
const LOOK_WITHIN = 16_384;

/**
 * The part table of an index file, from the text of its first bytes: the first term of each part; `undefined`
 * while more bytes are needed; `null` when the file has none (a whole index, an older manifest).
 */
export function peekFirstTerms(head: string): string[] | null | undefined {
  if (head.length < OPENING.length) return undefined;
  if (!head.startsWith(OPENING)) return null;
  const at = head.indexOf(KEY);
  if (at < 0) return head.length > LOOK_WITHIN ? null : undefined;
  const open = at + KEY.length - 1;
  for (let i = open + 1; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c === 92) i++;
    else if (c === 34) {
      try {
        const column = JSON.parse(head.slice(open, i + 1)) as string;
        return column ? column.split('\n').map(unescapeLine) : null;
      } catch {
        return null;
      }
    }
  }
  return undefined;
}

/** The part that holds `term` (or would): the last whose first term is not after it. */
export function partOfTerm(firstTerms: readonly string[], term: string): number {
  return lastAtMost(firstTerms, term);
}

/** Fetched ahead for one query at most (a one-letter prefix spans many parts: those wait for the ranking). */
export const MAX_PARTS_AHEAD = 6;

/**
 * The parts holding the terms `query` looks up as written and as prefixes, exact terms first (patterns, fuzzy words
 * and corrections need the vocabulary to say which terms they stand for: their parts come with the ranking).
 */
export function partsForQuery(firstTerms: readonly string[], query: string, fields: SearchField[]): number[] {
  const parsed = parseQuery(query, fields);
  if (!parsed.ok || !firstTerms.length) return [];
  const clauses = termClauses(queryWords(parsed.clauses.map(prepareClause)).all, fields);
  const parts = new Set<number>();
  for (const clause of clauses) if (clause.expand === 'exact') parts.add(partOfTerm(firstTerms, clause.term));
  for (const clause of clauses) {
    if (clause.expand !== 'prefix') continue;
    const last = partOfTerm(firstTerms, `${clause.term}\uffff`);
    for (let n = partOfTerm(firstTerms, clause.term); n <= last && parts.size < MAX_PARTS_AHEAD; n++) parts.add(n);
  }
  return [...parts].slice(0, MAX_PARTS_AHEAD);
}

/**
 * Turns words into index terms. The indexer and the search worker both use it, so a page and a query
 * are always tokenised the same way. (Imports lunr for its English stemmer: never import it from the
 * main bundle.)
 *
 * Every word is indexed as written (lower case, never stemmed): `EntitySelection` stays `entityselection`,
 * `$filter` stays `$filter`, `4D.File` stays `4d.file`, and prefix search keeps working while an identifier
 * is being typed (`zipread` → `zipreadarchive`). Identifiers also index their parts (`zipReadArchive` →
 * `zip`, `read`, `archive`; `4D.File` → `4d`, `file`; `$filter` → `filter`).
 * English word forms meet at query time instead: an ordinary query word is also looked up as its Porter
 * stem followed by a wildcard (`selections` → `select*`, which finds `selection`, `selected`).
 */
import lunr from 'lunr';
import { identifierParts, isPlainWord, normalize, splitWords } from './tokenizer.ts';

export type SearchField = 'title' | 'content' | 'tags' | 'sidebarParentCategories';

/** English stop words left out of the content field (titles, tags and categories keep them: `not` is a command). */
export const STOP_WORDS = new Set(
  (
    'a able about across after all almost also am among an and any are as at be because been but by can cannot could dear did do does ' +
    'either else ever every for from got had has have he her hers him his how however i if in into is it its just least let like likely may me ' +
    'might most must my neither no nor not of off often on only or other our own rather said say says she should since so some than that the their ' +
    'them then there these they this tis to too twas us wants was we were what when where which while who whom why will with would yet you your'
  ).split(' '),
);

const stems = new Map<string, string>();

/** lunr's Porter stemmer, memoised (documentation reuses a small vocabulary). */
export function stem(term: string): string {
  let result = stems.get(term);
  if (result === undefined) {
    result = lunr.stemmer(new lunr.Token(term, {})).toString();
    stems.set(term, result);
  }
  return result;
}

/** The index terms of one word as written in `field`: the word itself and, for identifiers, its parts. */
export function wordTerms(word: string, field: SearchField): string[] {
  const full = normalize(word);
  const plain = isPlainWord(word);
  const dropStop = field === 'content';
  if (full.length < 2 || (dropStop && plain && STOP_WORDS.has(full))) return [];
  if (plain) return [full];
  const terms = [full];
  for (const part of identifierParts(word)) {
    if (dropStop && STOP_WORDS.has(part)) continue;
    if (!terms.includes(part)) terms.push(part);
  }
  return terms;
}

/** All index terms of a text, in order (a word's own terms are adjacent). */
export function textTerms(text: string, field: SearchField): string[] {
  const out: string[] = [];
  for (const w of splitWords(text)) for (const t of wordTerms(w.text, field)) out.push(t);
  return out;
}

/** What a query word stands for: its written form, its stem and its identifier parts. */
export interface QueryWord {
  full: string;
  /** Porter stem of an ordinary word when it differs from the word, looked up as a prefix. */
  stem?: string;
  /** `entiti` (the stem of `entities`) also stands for `entity`. */
  stemY?: string;
  parts: string[];
  stop: boolean;
}

/**
 * The identifier parts a query word may be found by. None when a part is a stop word: `forEach` is not
 * `for` + `each` (content never indexes `for`, so the parts would match titles with "for" and "each" in them,
 * and every "for" would be highlighted). Such an identifier is found as written, or by prefix.
 */
function queryParts(word: string): string[] {
  const parts = identifierParts(word);
  return parts.some((part) => STOP_WORDS.has(part)) ? [] : parts;
}

export function analyzeQueryWord(word: string): QueryWord {
  const full = normalize(word);
  const plain = isPlainWord(word);
  const s = plain ? stem(full) : undefined;
  const useStem = s && s !== full && s.length > 1 ? s : undefined;
  return {
    full,
    stem: useStem,
    stemY: useStem?.endsWith('i') ? `${useStem.slice(0, -1)}y` : undefined,
    parts: plain ? [] : queryParts(word),
    stop: plain && STOP_WORDS.has(full),
  };
}

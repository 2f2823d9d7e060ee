/**
 * Word splitting shared by the indexer (build time), the search worker and the page highlighter.
 * No dependency: the main bundle may import it.
 *
 * Words are separated by whitespace and hyphens (lunr's separator) and by any punctuation that cannot be
 * part of an identifier. `$`, `.` and `_` join: `$filter`, `4D.File`, `ds.Employee.query` and
 * `$atomic$atOnce` stay one word; identifier parts are derived from them later (see analyzer.ts).
 */

export interface Word {
  /** The word as written, trimmed of joiners at its ends (`end.` → `end`). */
  text: string;
  /** Offsets of `text` in the source string. */
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}_$.]+/gu;
const LETTER = /\p{L}/u;

/** Trims `.` and `_` at both ends and a trailing `$`; keeps a leading `$` only before a letter. */
function trimWord(raw: string): { text: string; offset: number } {
  let start = 0;
  let end = raw.length;
  while (start < end && (raw[start] === '.' || raw[start] === '_' || (raw[start] === '$' && !LETTER.test(raw[start + 1] ?? '')))) start++;
  while (end > start && (raw[end - 1] === '.' || raw[end - 1] === '_' || raw[end - 1] === '$')) end--;
  return { text: raw.slice(start, end), offset: start };
}

/** Splits text into words with their offsets. */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    const { text: word, offset } = trimWord(match[0]);
    if (!word) continue;
    const start = match.index + offset;
    words.push({ text: word, start, end: start + word.length });
  }
  return words;
}

/** Lower case without diacritics, so `Café` and `cafe` meet. */
export function normalize(word: string): string {
  const lower = word.toLowerCase();
  // Fast path: plain ASCII needs no decomposition.
  return /^\p{ASCII}*$/u.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/** True for a word made of letters only (an ordinary word that the stemmer may shorten). */
export function isPlainWord(word: string): boolean {
  return /^\p{L}+$/u.test(word) && !/\p{Ll}\p{Lu}|^\p{Lu}{2,}\p{Ll}/u.test(word);
}

/**
 * The pieces of an identifier: dotted segments, `$`-stripped names and camelCase parts, lower-cased,
 * without the whole word itself. `zipReadArchive` → zipreadarchive's parts zip, read, archive;
 * `4D.File` → 4d, file; `$filter` → filter; `HTTPRequest` → http, request. Ordinary words have none.
 */
export function identifierParts(word: string): string[] {
  if (isPlainWord(word)) return [];
  const whole = normalize(word);
  const parts = new Set<string>();
  for (const segment of word.split(/[._$]+/)) {
    if (!segment) continue;
    parts.add(normalize(segment));
    const camel = segment
      .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
      .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
      .split(' ');
    if (camel.length > 1) for (const piece of camel) parts.add(normalize(piece));
  }
  parts.delete(whole);
  return [...parts].filter((p) => p.length > 1 && LETTER.test(p));
}

/**
 * What a word is highlighted for: the whole word and, for a qualified name, each of its dotted segments
 * (`4D.EntitySelection` for `entityselection`, `$filter` for `filter`), but not its camelCase parts.
 */
export function highlightKeys(word: string): string[] {
  const whole = normalize(word);
  if (!/[.$]/.test(word)) return [whole];
  return [whole, ...word.split(/[.$]+/).filter(Boolean).map(normalize)];
}

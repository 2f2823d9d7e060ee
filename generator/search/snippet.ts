/**
 * Snippets and highlighting as plain data: `Highlighted` alternates plain text and matched text
 * (`['Use ', 'zipReadArchive', ' to open…']`: odd indexes are matches). The UI turns it into React
 * text nodes and <mark> elements; no HTML is ever built from document or query text.
 */
import { splitWords, type Word } from './tokenizer.ts';

export type Highlighted = string[];

const WORD_CHAR = /[\p{L}\p{N}_$.]/u;
const isWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c);

export const SNIPPET_LENGTH = 180;
const CONTEXT_BEFORE = 40;

/** Splits `text` into plain/matched runs; `isHit` decides per word. */
export function highlightText(text: string, isHit: (word: string) => boolean, words: Word[] = splitWords(text)): Highlighted {
  const out: Highlighted = [''];
  let pos = 0;
  for (const w of words) {
    if (!isHit(w.text)) continue;
    out[out.length - 1] += text.slice(pos, w.start);
    out.push(w.text, '');
    pos = w.end;
  }
  out[out.length - 1] += text.slice(pos);
  return out;
}

/** The window of `text` richest in matches, cut at word boundaries, with `…` where text was cut. */
export function buildSnippet(text: string, isHit: (word: string) => boolean, length = SNIPPET_LENGTH): { snippet: Highlighted; matched: string[] } {
  // Only the matches are kept from the whole text; the words of the window are split again (few allocations).
  const hits = splitWords(text).filter((w) => isHit(w.text));
  const matched = [...new Set(hits.map((w) => w.text))];
  if (text.length <= length) return { snippet: highlightText(text, isHit), matched };
  // The window starting shortly before some hit that covers the most hits.
  let best = 0;
  let bestCount = 0;
  for (let i = 0, j = 0; i < hits.length; i++) {
    while (j < hits.length && hits[j].end - hits[i].start <= length - CONTEXT_BEFORE) j++;
    if (j - i > bestCount) {
      bestCount = j - i;
      best = i;
    }
  }
  let start = hits.length ? Math.max(0, hits[best].start - CONTEXT_BEFORE) : 0;
  let end = Math.min(text.length, start + length);
  if (end === text.length) start = Math.max(0, end - length);
  // Snap to word boundaries: start at the first word that begins in the window, end after the last that ends in it.
  const around = splitWords(text.slice(start, end));
  const cutAtStart = (w: Word) => w.start === 0 && isWordChar(text[start - 1]);
  const cutAtEnd = (w: Word) => w.end === end - start && isWordChar(text[end]);
  const inner = around.filter((w) => !cutAtStart(w) && !cutAtEnd(w));
  if (inner.length) {
    end = start + inner.at(-1)!.end;
    start += inner[0].start;
  }
  const snippet = highlightText(text.slice(start, end), isHit);
  if (start > 0) snippet[0] = '…' + snippet[0];
  if (end < text.length) snippet[snippet.length - 1] += '…';
  return { snippet, matched };
}

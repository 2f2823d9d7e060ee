/**
 * Highlights the words of a search result on the page it opened (`?highlight=word1+word2`, the query words the
 * result has; the parameter is dropped from the address once used), with a
 * "Clear highlight" button that removes them and the parameter. Uses the CSS Custom Highlight API, so the
 * page's DOM (owned by React) is never modified; browsers without it simply show no highlight.
 * Loaded by SearchHighlighter only when the URL asks for a highlight.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { highlightKeys, normalize, splitWords } from '../../search/tokenizer.ts';
import { usePage } from '../context.tsx';
import { HIGHLIGHT_PARAM } from './urls.ts';

const HIGHLIGHT_NAME = 'search-terms';

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
}
type HighlightConstructor = new (...ranges: Range[]) => unknown;

function registry(): { highlights: HighlightRegistry; Highlight: HighlightConstructor } | null {
  const css = (globalThis as { CSS?: { highlights?: HighlightRegistry } }).CSS;
  const Highlight = (globalThis as { Highlight?: HighlightConstructor }).Highlight;
  return css?.highlights && Highlight ? { highlights: css.highlights, Highlight } : null;
}

/** Ranges of the words of `root` that stand for one of `words` (whole, or a dotted segment of a qualified name). */
export function findRanges(root: Node, words: Set<string>): Range[] {
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, noscript, .search-highlight-bar') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    for (const word of splitWords(text)) {
      if (!highlightKeys(word.text).some((key) => words.has(key))) continue;
      const range = document.createRange();
      range.setStart(node, word.start);
      range.setEnd(node, word.end);
      ranges.push(range);
    }
  }
  return ranges;
}

/** Drops the parameter from the address without a navigation (which would scroll back to the section). */
function dropHighlightParam() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(HIGHLIGHT_PARAM)) return;
  url.searchParams.delete(HIGHLIGHT_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

export function highlightWords(search: string): string[] {
  const value = new URLSearchParams(search).get(HIGHLIGHT_PARAM) ?? '';
  return [...new Set(value.split(/\s+/).filter(Boolean))].slice(0, 30);
}

export default function PageHighlight() {
  const page = usePage();
  const location = useLocation();
  const [shown, setShown] = useState<{ words: string[]; count: number } | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const words = highlightWords(location.search);
  const key = location.key === dismissed ? '' : words.join(' ');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page's content is painted again
  useEffect(() => {
    const api = registry();
    if (!key || !api) {
      setShown(null);
      return;
    }
    const wanted = new Set(key.split(' ').map(normalize));
    let frame = requestAnimationFrame(function paint() {
      const root = document.getElementById('main-content');
      if (!root) {
        frame = requestAnimationFrame(paint);
        return;
      }
      const ranges = findRanges(root, wanted);
      api.highlights.set(HIGHLIGHT_NAME, new api.Highlight(...ranges));
      setShown({ words: key.split(' '), count: ranges.length });
      // Used: the address loses the parameter, so that a copied or bookmarked link does not highlight again.
      dropHighlightParam();
    });
    return () => {
      cancelAnimationFrame(frame);
      api.highlights.delete(HIGHLIGHT_NAME);
    };
  }, [key, page]);

  if (!shown) return null;
  const clear = () => {
    registry()?.highlights.delete(HIGHLIGHT_NAME);
    setShown(null);
    setDismissed(location.key);
    dropHighlightParam();
  };
  return (
    <section className="search-highlight-bar" aria-label="Search highlight">
      <span className="search-highlight-bar__words">
        {shown.count} match{shown.count === 1 ? '' : 'es'} highlighted: {shown.words.join(', ')}
      </span>
      <button type="button" onClick={clear}>
        Clear highlight
      </button>
    </section>
  );
}

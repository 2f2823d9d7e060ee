/** Pieces shared by the search box and the search page: sources (tags → index URLs), grouping, rendering. */
import type { SearchHit } from '../../search/results.ts';

import { HIGHLIGHT_PARAM } from './urls.ts';

export { STALL_MS } from '../../search/limits.ts';
export { HIGHLIGHT_PARAM, searchPageHref } from './urls.ts';

export { docsTag, localeTag, searchFields, sourcesFor } from './sources.ts';

/** URL of a result: its section, with the matched words to highlight there. */
export function resultHref(hit: SearchHit): string {
  const [path, hash] = hit.document.sectionRoute.split('#');
  const words = hit.words.length ? hit.words : hit.terms;
  const params = new URLSearchParams({ [HIGHLIGHT_PARAM]: words.join(' ') });
  return `${path}?${params}${hash ? `#${hash}` : ''}`;
}

export interface HitGroup {
  key: string;
  hits: { hit: SearchHit; index: number }[];
}

/** Groups hits by page, pages in the order of their best hit; `index` is the hit's position in display order. */
export function groupByPage(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const key = `${hit.tag}|${hit.document.sectionRoute.split('#')[0]}`;
    const list = groups.get(key);
    if (list) list.push(hit);
    else groups.set(key, [hit]);
  }
  let index = 0;
  return [...groups].map(([key, list]) => ({ key, hits: list.map((hit) => ({ hit, index: index++ })) }));
}

/** Alternating plain/matched strings as text and <mark> elements: never HTML. */
export function Highlight({ parts }: { parts: string[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, a fixed list
  return <>{parts.map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part))}</>;
}

/**
 * A hit's title under its page's heading: a section's title, or "Introduction" for the page's introduction
 * (whose title is the page title, just above it).
 */
export function SectionTitle({ hit }: { hit: SearchHit }) {
  return hit.document.sectionRoute.includes('#') ? <Highlight parts={hit.sectionTitle} /> : <>Introduction</>;
}

/** "Showing results for *entity* selection": the query as searched, corrected words emphasised. */
export function Correction({ parts, className = 'search-panel__message', as: Tag = 'p' }: { parts: string[]; className?: string; as?: 'p' | 'span' }) {
  return (
    <Tag className={className}>
      {/* biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, a fixed list */}
      Showing results for {parts.map((part, i) => (i % 2 ? <em key={i}>{part}</em> : part))}
    </Tag>
  );
}

/** What kind of page a result is, when it is not a doc: "Blog" for a blog post. */
export function ResultType({ type }: { type: string }) {
  return type === 'blog' ? <span className="search-result__type">Blog</span> : null;
}

export function Breadcrumb({ categories }: { categories: string[] }) {
  if (!categories.length) return null;
  return <span className="search-result__breadcrumb">{categories.join(' › ')}</span>;
}

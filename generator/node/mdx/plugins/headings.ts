/**
 * Unique GitHub-style ids on h1–h6 (a custom `{#id}` is kept as written), and the table of contents in
 * `file.data.toc`: the headings between the page's levels (front matter toc_min/max_heading_level, else the site's
 * tableOfContents, h2–h3 by default).
 *
 * Two passes: the ids before the site's rehype plugins (Docusaurus gives headings their ids in remark, so a site's
 * rehype-autolink-headings finds them), the table of contents after them; a heading a plugin adds gets its id from the
 * same slugger, so ids stay unique.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import GithubSlugger from 'github-slugger';
import { toString as textOf } from 'hast-util-to-string';
import { walk } from './walk.ts';
import type { TocItem } from '../../../shared/types.ts';

declare module 'vfile' {
  interface DataMap {
    headingSlugger: GithubSlugger;
  }
}

/** The heading's level (1–6), or undefined for another node. */
function headingLevel(node: Root | RootContent): number | undefined {
  if (node.type !== 'element') return undefined;
  const level = /^h([1-6])$/.exec(node.tagName)?.[1];
  return level ? Number(level) : undefined;
}

/** Gives every heading without one its id, by the page's slugger (kept in the file for the later pass). */
function assignIds(tree: Root, file: VFile): void {
  file.data.headingSlugger ??= new GithubSlugger();
  const slugger = file.data.headingSlugger;
  walk(tree as Root | RootContent, (node) => {
    if (!headingLevel(node)) return;
    const heading = node as Element;
    if (typeof heading.properties.id !== 'string' || !heading.properties.id) heading.properties.id = slugger.slug(textOf(heading).trim());
  });
}

/** The first pass: ids only. */
export function rehypeHeadingIds() {
  return assignIds;
}

export default function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    assignIds(tree, file);
    const toc: TocItem[] = [];
    // Every heading from h2 to h6, as Docusaurus's `toc` export has them (TOCInline cuts them to its own levels).
    const all: TocItem[] = [];
    const { min, max } = file.data.tocLevels ?? { min: 2, max: 3 };
    walk(tree as Root | RootContent, (node) => {
      const depth = headingLevel(node);
      if (!depth) return;
      const heading = node as Element;
      const text = textOf(heading).trim();
      const id = heading.properties.id as string;
      // GFM's footnotes heading (remark-rehype's, "Footnotes" or its footnoteLabel) is not the author's: Docusaurus's
      // table of contents, made before it exists, leaves it out.
      if (depth < 2 || /(^|-)footnote-label$/.test(id)) return;
      const item = { value: text, id, level: depth as TocItem['level'], ...(hasCode(heading) ? { parts: tidy(headingParts(heading.children)) } : {}) };
      all.push(item);
      if (depth >= min && depth <= max) toc.push(item);
    });
    file.data.toc = toc;
    file.data.tocAll = all;
  };
}

type Part = string | { code: string };

function hasCode(node: Element): boolean {
  return node.children.some((child) => child.type === 'element' && (child.tagName === 'code' || hasCode(child)));
}

/** A heading's content for its TOC entry: text, and its inline code as `{ code }`; other markup (links, emphasis) as text. */
function headingParts(children: ElementContent[]): Part[] {
  return children.flatMap((child): Part[] => {
    if (child.type === 'element') return child.tagName === 'code' ? [{ code: textOf(child) }] : headingParts(child.children);
    return [child.type === 'text' ? child.value : textOf(child as never)];
  });
}

/** Adjacent strings joined, the ends trimmed as the heading's text is. */
function tidy(parts: Part[]): Part[] {
  const joined: Part[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    if (typeof part === 'string' && typeof last === 'string') joined[joined.length - 1] = last + part;
    else if (part !== '') joined.push(part);
  }
  if (typeof joined[0] === 'string') joined[0] = joined[0].trimStart();
  if (typeof joined.at(-1) === 'string') joined[joined.length - 1] = (joined.at(-1) as string).trimEnd();
  return joined.filter((part) => part !== '');
}

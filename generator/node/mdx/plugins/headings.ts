/**
 * Unique GitHub-style ids on h1–h6 (a custom `{#id}` is kept as written), and the table of contents in
 * `file.data.toc`: the headings between the page's levels (front matter toc_min/max_heading_level, else the site's
 * tableOfContents, h2–h3 by default).
 */
import type { Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import GithubSlugger from 'github-slugger';
import { toString as textOf } from 'hast-util-to-string';
import { walk } from './walk.ts';
import type { TocItem } from '../../../shared/types.ts';

export default function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocItem[] = [];
    const { min, max } = file.data.tocLevels ?? { min: 2, max: 3 };
    walk(tree as Root | RootContent, (node) => {
      if (node.type !== 'element') return;
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!level) return;
      const text = textOf(node).trim();
      const id = typeof node.properties.id === 'string' && node.properties.id ? node.properties.id : slugger.slug(text);
      node.properties.id = id;
      const depth = Number(level);
      if (depth >= min && depth <= max) toc.push({ value: text, id, level: depth as TocItem['level'] });
    });
    file.data.toc = toc;
  };
}

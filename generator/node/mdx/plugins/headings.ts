/** GitHub-style, unique heading ids on h1–h6, and the h2–h3 table of contents in `file.data.toc`. */
import type { Root, Element } from 'hast';
import type { VFile } from 'vfile';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { TocItem } from '../../../shared/types.ts';

export default function rehypeHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocItem[] = [];
    visit(tree, 'element', (node: Element) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!level) return;
      const text = toString(node).trim();
      const id = typeof node.properties.id === 'string' ? slugger.slug(node.properties.id, true) : slugger.slug(text);
      node.properties.id = id;
      if (level === '2' || level === '3') toc.push({ value: text, id, level: Number(level) as 2 | 3 });
    });
    file.data.toc = toc;
  };
}

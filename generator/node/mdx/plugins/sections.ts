/**
 * Splits the compiled page (hast) into search sections: the intro, then one per h2/h3 with its anchor.
 * Text comes from the rendered tree, so front matter, JSX and Markdown syntax never reach the index.
 */
import type { Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { toString as headingText } from 'hast-util-to-string';

export interface PageSection {
  title: string;
  anchor: string;
  text: string;
}

/** A section without its text: what every stage but the index needs (anchors for link checks). */
export type SectionHead = Pick<PageSection, 'title' | 'anchor'>;

/** The sections' titles and anchors, in the key order PageSection has. */
export const sectionHeads = (sections: readonly SectionHead[]): SectionHead[] => sections.map(({ title, anchor }) => ({ title, anchor }));

function textOf(node: RootContent): string {
  if (node.type === 'text') return node.value;
  const codeText = (node.data as { codeText?: string } | undefined)?.codeText;
  if (codeText !== undefined) return codeText;
  if (node.type === 'element') return node.children.map((c) => textOf(c as RootContent)).join('');
  // MDX JSX elements (admonitions) keep their children as hast.
  if ('children' in node && Array.isArray(node.children)) return (node.children as RootContent[]).map(textOf).join(' ');
  return '';
}

export default function rehypeSections() {
  return (tree: Root, file: VFile) => {
    const sections: PageSection[] = [{ title: '', anchor: '', text: '' }];
    const parts: string[][] = [[]];
    for (const node of tree.children) {
      if (node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3')) {
        sections.push({ title: headingText(node).trim(), anchor: String(node.properties.id ?? ''), text: '' });
        parts.push([]);
        continue;
      }
      if (node.type === 'mdxjsEsm') continue;
      parts[parts.length - 1].push(textOf(node));
    }
    sections.forEach((s, i) => {
      s.text = parts[i].join(' ').replace(/\s+/g, ' ').trim();
    });
    file.data.sections = sections.filter((s, i) => i > 0 || s.text);
  };
}

/**
 * Docusaurus admonitions (`:::note Optional title` … `:::`) on top of remark-directive.
 * `preprocessAdmonitions` rewrites the title syntax to the directive label syntax; the remark plugin turns
 * the directives into `<Admonition type title>` elements and gives any other directive back its text.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important'] as const;

/** `:::tip My title` → `:::tip[My title]`, outside fenced code. Line count is preserved. */
export function preprocessAdmonitions(source: string): string {
  let fence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const f = /^\s*(```+|~~~+)/.exec(line);
      if (f) {
        if (!fence) fence = f[1];
        else if (line.trim().startsWith(fence)) fence = null;
        return line;
      }
      if (fence) return line;
      const m = /^(\s*:::+)(\w+)[ \t]+([^[{\s].*?)\s*$/.exec(line);
      if (m && (ADMONITION_TYPES as readonly string[]).includes(m[2])) return `${m[1]}${m[2]}[${m[3].replace(/[[\]]/g, '\\$&')}]`;
      return line;
    })
    .join('\n');
}

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes(node.name)) {
        let title: string | undefined;
        const children = node.children.filter((child) => {
          if (child.type === 'paragraph' && child.data && (child.data as { directiveLabel?: boolean }).directiveLabel) {
            title = child.children.map((c) => ('value' in c ? String(c.value) : '')).join('');
            return false;
          }
          return true;
        });
        const type = node.name === 'warning' ? 'caution' : node.name === 'important' ? 'info' : node.name;
        const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: type }];
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
        Object.assign(node, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children });
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') && parent && index !== undefined) {
        // Not an admonition: `a:b` in prose must stay text.
        const colons = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
        const replacement = node.type === 'textDirective'
          ? [{ type: 'text', value: colons + node.name } as const, ...node.children]
          : [{ type: 'paragraph', children: [{ type: 'text', value: colons + node.name }, ...(node.type === 'leafDirective' ? node.children : [])] } as const, ...(node.type === 'containerDirective' ? node.children : [])];
        parent.children.splice(index, 1, ...(replacement as never[]));
        return index;
      }
    });
    mergeAdjacentText(tree);
  };
}

/** Joins text nodes split by a restored directive, so `a:b` reads as one text again. */
function mergeAdjacentText(tree: Root) {
  visit(tree, (node) => {
    if (!('children' in node)) return;
    const children = node.children as { type: string; value?: string }[];
    for (let i = children.length - 1; i > 0; i--) {
      if (children[i].type === 'text' && children[i - 1].type === 'text') {
        children[i - 1].value = (children[i - 1].value ?? '') + (children[i].value ?? '');
        children.splice(i, 1);
      }
    }
  });
}

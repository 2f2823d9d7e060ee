/**
 * Docusaurus admonitions (`:::note Optional title` … `:::`, `:::note[Title with **Markdown**]`) on top of
 * remark-directive. `preprocessAdmonitions` rewrites the MDX 1 title syntax to the directive label syntax
 * (markdown.mdx1Compat.admonitions); the remark plugin turns the directives into `<Admonition type>` elements —
 * a plain-text title as the `title` attribute, a title with Markdown as an `mdxAdmonitionTitle` first child, as
 * Docusaurus does — and gives any other directive back its text.
 */
import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { rewriteLinesOutsideFences } from './sourceLines.ts';
import { walk } from './walk.ts';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'important'] as const;

/**
 * `:::tip My title` → `:::tip[My title]` (the title may hold Markdown), also inside block quotes and indented, outside
 * fenced code. Line count is preserved.
 */
export function preprocessAdmonitions(source: string): string {
  const pattern = new RegExp(`^((?:> ?)*[ \\t]*:{3,}(?:${ADMONITION_TYPES.join('|')}))[ \\t]+([^\\s[{].*?)\\s*$`);
  return rewriteLinesOutsideFences(source, (line) => {
    const m = pattern.exec(line);
    return m ? `${m[1]}[${m[2]}]` : line;
  });
}

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective' && (ADMONITION_TYPES as readonly string[]).includes(node.name)) {
        let title: string | undefined;
        let titleNode: unknown;
        const children = node.children.filter((child) => {
          if (child.type === 'paragraph' && child.data && (child.data as { directiveLabel?: boolean }).directiveLabel) {
            if (child.children.every((c) => c.type === 'text')) title = child.children.map((c) => ('value' in c ? String(c.value) : '')).join('');
            else titleNode = { type: 'mdxJsxFlowElement', name: 'mdxAdmonitionTitle', attributes: [], children: child.children };
            return false;
          }
          return true;
        });
        const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: node.name }];
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
        Object.assign(node, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes, children: titleNode ? [titleNode, ...children] : children });
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective' || node.type === 'containerDirective') && parent && index !== undefined) {
        // Not an admonition: `a:b` in prose must stay text.
        const colons = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
        const replacement =
          node.type === 'textDirective'
            ? [{ type: 'text', value: colons + node.name } as const, ...node.children]
            : [
                { type: 'paragraph', children: [{ type: 'text', value: colons + node.name }, ...(node.type === 'leafDirective' ? node.children : [])] } as const,
                ...(node.type === 'containerDirective' ? node.children : []),
              ];
        parent.children.splice(index, 1, ...(replacement as never[]));
        return index;
      }
    });
    mergeAdjacentText(tree);
  };
}

/** Joins text nodes split by a restored directive, so `a:b` reads as one text again. */
function mergeAdjacentText(tree: Root) {
  walk(tree as Root | RootContent, (node) => {
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

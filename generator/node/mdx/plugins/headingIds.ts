/**
 * Docusaurus's custom heading ids: `## Title {#custom-id}`. In MDX `{` starts an expression, so the source is
 * escaped first (`\{#`, markdown.mdx1Compat.headingIds); the remark plugin then takes the id off the heading's text.
 */
import type { Heading, Root, RootContent, Text } from 'mdast';
import { rewriteLinesOutsideFences } from './sourceLines.ts';
import { walk } from './walk.ts';
import type { VFile } from 'vfile';

const TRAILING_ID = /\s*\\?\{#([^{}]+)\}\s*$/;

/** `## Title {#id}` → `## Title \{#id}` on heading lines outside fenced code. Line count is preserved. */
export function escapeHeadingIds(source: string): string {
  return rewriteLinesOutsideFences(source, (line) => (/^\s{0,3}#{1,6}\s/.test(line) ? line.replace(/(^|[^\\])\{#/, '$1\\{#') : line));
}

export default function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    // Without `{#` in the page, no heading has a custom id: most pages skip the walk.
    if (!String(file.value).includes('{#')) return;
    walk(tree as Root | RootContent, (node) => {
      if (node.type !== 'heading') return;
      const heading: Heading = node;
      const last = heading.children[heading.children.length - 1];
      if (last?.type !== 'text') return;
      const match = TRAILING_ID.exec((last as Text).value);
      if (!match) return;
      (last as Text).value = (last as Text).value.slice(0, match.index);
      if (!(last as Text).value) heading.children.pop();
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id: match[1].trim() } };
    });
  };
}

/** A page's flat table of contents as Docusaurus's TOCInline shows it: nested by level, cut to the levels asked for. */
import type { TocItem } from '../../shared/types.ts';

export interface TocNode extends TocItem {
  children: TocNode[];
}

/** Each heading under the closest previous one of a lower level (theme-common's treeifyTOC). */
export function treeifyToc(flat: TocItem[]): TocNode[] {
  const nodes = flat.map((item) => ({ ...item, children: [] as TocNode[] }));
  const lastOfLevel: number[] = Array(7).fill(-1);
  const roots: TocNode[] = [];
  nodes.forEach((node, i) => {
    const parent = Math.max(...lastOfLevel.slice(2, node.level));
    lastOfLevel[node.level] = i;
    if (parent >= 0) nodes[parent].children.push(node);
    else roots.push(node);
  });
  return roots;
}

/** Headings outside [min, max] are left out, their children moving up (theme-common's filterTOC). */
export function filterToc(tree: TocNode[], min: number, max: number): TocNode[] {
  return tree.flatMap((node) => {
    const children = filterToc(node.children, min, max);
    return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
  });
}

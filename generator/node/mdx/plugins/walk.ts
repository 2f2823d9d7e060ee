/**
 * Every node of a syntax tree (mdast or hast), parents before their children, in document order: what the plugins
 * used unist-util-visit for, without its per-node bookkeeping (an array of the node's ancestors made for every node,
 * a test and a wrapper per call), which cost more than most plugins' own work. As with visit, a visitor may replace a
 * node's children: the children walked are the node's own once its visitor has returned.
 */
export interface WalkedNode {
  type: string;
  children?: WalkedNode[];
}

export function walk<T extends WalkedNode>(node: T, visitor: (node: T) => void): void {
  visitor(node);
  const children = node.children as T[] | undefined;
  if (children) for (let i = 0; i < children.length; i++) walk(children[i], visitor);
}

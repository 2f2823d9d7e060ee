/**
 * Prerendering: the HTML of a sidebar tree for one page, assembled from pieces rendered with the tree's own
 * components. An item that does not hold the page being read renders the same on every page (its links are not
 * active, its categories keep their default state, its unlisted entries are hidden), so its HTML is rendered once
 * and reused; only the path down to the active page is rendered for each page. Pieces are concatenated where React
 * would put them side by side: each is a whole <li>, so no text-node separators fall between them.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SiteData } from '../shared/site.ts';
import type { SidebarItem } from '../shared/types.ts';
import { SiteContext } from '../theme/context.tsx';
import { Category, Items, contains, visible } from '../theme/DocPage/SidebarTree.tsx';
import { collectSidebarSlots, type SidebarSlotRequest } from '../theme/DocPage/sidebarSlots.ts';

/** Stands for the children of a category being assembled; no page text can hold it by chance. */
const CHILDREN_TOKEN = 'qdocs-sidebar-children-e3b0c442';

export class SidebarHtml {
  /** The HTML of items that do not hold the active page, by item and nesting level. */
  private readonly inactive = new WeakMap<SidebarItem, Map<number, string>>();

  constructor(private readonly site: SiteData) {}

  /** The HTML React renders inside the tree's top-level <ul> for this page. */
  tree({ items, activePath }: SidebarSlotRequest): string {
    return this.list(items, activePath, 0);
  }

  private list(items: SidebarItem[], activePath: string, level: number): string {
    let html = '';
    for (const item of items) {
      if (!visible(item, activePath)) continue;
      html += contains(item, activePath) ? this.active(item, activePath, level) : this.reused(item, activePath, level);
    }
    return html;
  }

  private reused(item: SidebarItem, activePath: string, level: number): string {
    let byLevel = this.inactive.get(item);
    if (!byLevel) {
      byLevel = new Map();
      this.inactive.set(item, byLevel);
    }
    let html = byLevel.get(level);
    if (html === undefined) {
      html = this.render(<Items items={[item]} activePath={activePath} level={level} />, activePath);
      byLevel.set(level, html);
    }
    return html;
  }

  /** An item on the way to the active page: a category's own markup around its children, assembled the same way. */
  private active(item: SidebarItem, activePath: string, level: number): string {
    if (item.type !== 'category') return this.render(<Items items={[item]} activePath={activePath} level={level} />, activePath);
    const shell = this.render(<Category item={item} activePath={activePath} level={level} childrenSlot={CHILDREN_TOKEN} />, activePath);
    const at = shell.indexOf(CHILDREN_TOKEN);
    if (at < 0 || shell.indexOf(CHILDREN_TOKEN, at + 1) >= 0) {
      return this.render(<Items items={[item]} activePath={activePath} level={level} />, activePath);
    }
    return shell.slice(0, at) + this.list(item.items, activePath, level + 1) + shell.slice(at + CHILDREN_TOKEN.length);
  }

  /** One piece, inside the contexts the sidebar's components read (the site, and the router for link hrefs). */
  private render(element: ReactElement, location: string): string {
    return renderToString(
      <StaticRouter location={location}>
        <SiteContext.Provider value={this.site}>{element}</SiteContext.Provider>
      </StaticRouter>,
    );
  }
}

const slotToken = (index: number) => `qdocs-sidebar-slot-${index}-e3b0c442`;

/** Renders a page with its sidebar trees left as slots, then fills each slot, where React put it, with the tree's HTML. */
export function renderWithSidebarSlots(sidebars: SidebarHtml, render: () => string): string {
  const slots: SidebarSlotRequest[] = [];
  collectSidebarSlots((request) => slotToken(slots.push(request) - 1));
  let html: string;
  try {
    html = render();
  } finally {
    collectSidebarSlots(null);
  }
  let from = 0;
  slots.forEach((request, index) => {
    const token = slotToken(index);
    const at = html.indexOf(token, from);
    // A tree React rendered and then discarded (an error boundary's fallback) left no token.
    if (at < 0) return;
    const tree = sidebars.tree(request);
    html = html.slice(0, at) + tree + html.slice(at + token.length);
    from = at + tree.length;
  });
  return html;
}

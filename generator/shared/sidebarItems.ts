/**
 * Which sidebar entries hold a page and which show: one set of rules for the theme's SidebarTree and for the
 * prerender's sidebar pieces (generator/client/sidebarHtml.tsx), which must render exactly what the tree renders.
 */
import type { SidebarItem } from './types.ts';
import { linksTo } from './urls.ts';

/** The entry is the page at `path`, or a category with it somewhere inside. */
export function contains(item: SidebarItem, path: string): boolean {
  if (item.type === 'html') return false;
  if (item.type === 'doc' || item.type === 'link') return linksTo(item.href, path);
  return linksTo(item.href, path) || item.items.some((child) => contains(child, path));
}

/** Unlisted entries are hidden unless they hold the page being read. */
export function visible(item: SidebarItem, path: string): boolean {
  if (item.type === 'doc' && item.unlisted) return linksTo(item.href, path);
  if (item.type === 'category' && item.unlisted) return contains(item, path);
  return true;
}

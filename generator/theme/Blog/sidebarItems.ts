/**
 * The blog sidebar's items as Docusaurus's blog client gives them to its sidebar components: the ones to show
 * (useVisibleBlogSidebarItems) and their years (groupBlogSidebarItemsByYear).
 */
import { useMemo } from 'react';
import { usePage } from '../context.tsx';
import type { BlogRouteData } from '../../shared/blog.ts';

export type BlogSidebarItem = BlogRouteData['sidebar']['items'][number];

/** The items but the unlisted posts, except the one being read at `path` (an unlisted post shows only while it is open). */
export function visibleBlogSidebarItems(items: readonly BlogSidebarItem[], path: string): BlogSidebarItem[] {
  return items.filter((item) => !item.unlisted || item.permalink === path);
}

/** visibleBlogSidebarItems for the page being shown (Docusaurus's hook of that name). */
export function useVisibleBlogSidebarItems(items: readonly BlogSidebarItem[]): BlogSidebarItem[] {
  const { path } = usePage();
  return useMemo(() => visibleBlogSidebarItems(items, path), [items, path]);
}

/** The items by the year of their date, in their order: `[year, items][]`. */
export function groupBlogSidebarItemsByYear(items: readonly BlogSidebarItem[]): [string, BlogSidebarItem[]][] {
  const years = new Map<string, BlogSidebarItem[]>();
  for (const item of items) {
    const year = item.date.slice(0, 4);
    const group = years.get(year);
    if (group) group.push(item);
    else years.set(year, [item]);
  }
  return [...years];
}

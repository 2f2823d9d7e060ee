/** `useCurrentSidebarCategory` and `filterDocCardListItems` of `@docusaurus/plugin-content-docs/client`, for DocCardList. */
import { usePage } from '../context.tsx';
import { linksTo } from '../../shared/urls.ts';
import type { SidebarItem } from '../../shared/types.ts';

/** The sidebar category whose page is the one being read (a category index page): its items are its cards. */
export function useCurrentSidebarCategory(): Extract<SidebarItem, { type: 'category' }> {
  const page = usePage();
  const find = (items: SidebarItem[]): Extract<SidebarItem, { type: 'category' }> | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (linksTo(item.href, page.path)) return item;
      const inner = find(item.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const category = find(page.fullSidebar ?? page.sidebar ?? []);
  if (!category) throw new Error(`useCurrentSidebarCategory(): ${page.path} is not the page of a sidebar category.`);
  return category;
}

/** Docusaurus's filter of a category's items for cards: unlisted docs left out. */
export function filterDocCardListItems(items: SidebarItem[]): SidebarItem[] {
  return items.filter((item) => !(item.type === 'doc' && item.unlisted) && item.type !== 'html');
}

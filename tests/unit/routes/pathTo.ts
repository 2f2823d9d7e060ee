/** The oracle of routes/navigation.ts's trails: the sidebar walked afresh for one href. */
import type { SidebarItem } from '../../../generator/shared/types.ts';

/** Category labels (with links when they have one) from the root down to the item linking to `href`. */
export function pathTo(items: SidebarItem[], href: string, trail: { label: string; href?: string }[] = []): { label: string; href?: string }[] | null {
  for (const item of items) {
    if (item.type === 'doc' && item.href === href) return trail;
    if (item.type === 'category') {
      if (item.href === href) return trail;
      const found = pathTo(item.items, href, [...trail, { label: item.label, href: item.href }]);
      if (found) return found;
    }
  }
  return null;
}

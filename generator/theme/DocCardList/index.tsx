/**
 * `@theme/DocCardList`: cards for a category's items, as on Docusaurus's category index pages; without `items`, the
 * items of the sidebar category whose page is being read.
 */
import clsx from 'clsx';
import DocCard from '../DocCard/index.tsx';
import { filterDocCardListItems, useCurrentSidebarCategory } from './sidebarCategory.ts';
import type { SidebarItem } from '../../shared/types.ts';

function CurrentCategoryCards({ className }: { className?: string }) {
  return <DocCardList items={useCurrentSidebarCategory().items} className={className} />;
}

export default function DocCardList({ items, className }: { items?: SidebarItem[]; className?: string }) {
  if (!items) return <CurrentCategoryCards className={className} />;
  return (
    // The theme's own classes, not Infima's row/col: a class the theme writes keeps its Infima rules out of the site's
    // CSS (bundle/siteStyles.ts), and the classic template's row/col layout must keep them.
    <section className={clsx('doc-card-list', className)}>
      {filterDocCardListItems(items).map((item, i) =>
        item.type === 'html' ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a category's items, in order
          <article key={i} className="doc-card-list__item">
            <DocCard item={item} />
          </article>
        ),
      )}
    </section>
  );
}

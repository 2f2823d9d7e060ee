/**
 * `@theme/DocCard`: one sidebar item as a card (Docusaurus's markup and classes): a doc or a link 📄️/🔗 with its
 * title, a category 🗃️ with its number of items.
 */
import Link from '../Link/Link.tsx';
import { usePage } from '../context.tsx';
import type { SidebarItem } from '../../shared/types.ts';

type CardItem = Exclude<SidebarItem, { type: 'html' }>;

function itemCount(items: SidebarItem[]): string {
  return items.length === 1 ? '1 item' : `${items.length} items`;
}

export default function DocCard({ item }: { item: CardItem }) {
  const page = usePage();
  const href = item.href;
  if (!href) return null;
  const icon = item.type === 'category' ? '🗃️' : item.type === 'link' && /^[a-z][a-z\d+.-]*:/i.test(item.href) ? '🔗' : '📄️';
  // A doc's description is in the route data of a category page that lists its cards (routes/resolve.ts: docCardList).
  const description =
    item.type === 'category' ? itemCount(item.items) : item.type === 'link' ? item.description : page.data.cards?.find((c) => c.href === href)?.description || undefined;
  return (
    <Link href={href} className="theme-doc-card-container doc-card">
      <h2 className="theme-doc-card-heading doc-card__title" title={item.label}>
        <span className="theme-doc-card-icon">{icon}</span>
        <span className="theme-doc-card-title">{item.label}</span>
      </h2>
      {description && (
        <p className="theme-doc-card-description doc-card__description" title={description}>
          {description}
        </p>
      )}
    </Link>
  );
}

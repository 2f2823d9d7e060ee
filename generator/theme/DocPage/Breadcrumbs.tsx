import Link from '../Link/Link.tsx';
import type { Breadcrumb } from '../../shared/types.ts';
import { useSite } from '../context.tsx';

export default function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { baseUrl } = useSite();
  if (!items.length) return null;
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <Link href={baseUrl} aria-label="Home page">
            ⌂
          </Link>
        </li>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the trail's position is its identity (labels may repeat)
          <li key={i}>
            {item.href && i < items.length - 1 ? <Link href={item.href}>{item.label}</Link> : <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The configured link items of the navbar, pointing into the version being read. */
import clsx from 'clsx';
import Link from '../Link/Link.tsx';
import { usePage, useSite } from '../context.tsx';
import { useActiveVersion } from '../useVersion.ts';
import type { ResolvedNavbarItem } from '../../shared/site.ts';

type LinkItem = Extract<ResolvedNavbarItem, { hrefs: Record<string, string> }>;

export function linkItems(items: ResolvedNavbarItem[], position?: 'left' | 'right'): LinkItem[] {
  return items.filter((i): i is LinkItem => 'hrefs' in i && (!position || i.position === position));
}

export default function NavbarItems({ position, onNavigate }: { position?: 'left' | 'right'; onNavigate?: () => void }) {
  const { navbar } = useSite();
  const page = usePage();
  const version = useActiveVersion();
  return (
    <>
      {linkItems(navbar.items, position).map((item) => {
        const href = item.hrefs[version.name] ?? Object.values(item.hrefs)[0];
        const active = (item.type === 'docSidebar' && page.data.sidebar === item.sidebarId) || (item.type === 'doc' && page.data.docId === item.docId) || page.path === href;
        return (
          <li key={item.label} className="navbar__item">
            <Link href={href} className={clsx('navbar__link', active && 'navbar__link--active')} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </>
  );
}

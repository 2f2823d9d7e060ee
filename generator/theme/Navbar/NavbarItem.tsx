/**
 * One configured navbar item of any type, as Docusaurus renders it: a link (into the version being read), raw HTML,
 * a dropdown of links and HTML, the version or locale dropdown, or the search box. Left items are list entries of
 * `.navbar__items`; right ones sit in `.navbar__right`.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '../Link/Link.tsx';
import ConfigHtml from '../ConfigHtml.tsx';
import Dropdown from './Dropdown.tsx';
import VersionDropdown from './VersionDropdown.tsx';
import LocaleDropdown from './LocaleDropdown.tsx';
import ColorModeToggle from './ColorModeToggle.tsx';
import SearchBox from '../Search/SearchBox.tsx';
import { usePage, useSite } from '../context.tsx';
import { linksTo } from '../../shared/urls.ts';
import { useActiveVersion } from '../useVersion.ts';
import type { LoadedPage } from '../../shared/page.ts';
import type { ResolvedLinkItem, ResolvedNavbarItem } from '../../shared/site.ts';
import type { VersionInfo } from '../../shared/types.ts';

/**
 * Whether a link item is the page being read: its sidebar, its doc or a doc of its doc's sidebar (Docusaurus's
 * DocNavbarItem, in a dropdown too), `activeBaseRegex`, `activeBasePath`, or its own path.
 */
export function isActiveLink(item: ResolvedLinkItem, page: LoadedPage, href: string, baseUrl: string): boolean {
  if (item.activeBaseRegex) {
    try {
      return new RegExp(item.activeBaseRegex).test(page.path);
    } catch {
      return false;
    }
  }
  if (item.activeBasePath) return page.path.startsWith(`${baseUrl.replace(/\/$/, '')}/${item.activeBasePath.replace(/^\//, '')}`);
  const { sidebar, version } = page.data;
  if (item.type === 'docSidebar') return sidebar === item.sidebarId || linksTo(href, page.path);
  if (item.type === 'doc')
    return page.data.docId === item.docId || (sidebar !== undefined && version !== undefined && item.docSidebars?.[version] === sidebar) || linksTo(href, page.path);
  return linksTo(href, page.path);
}

export function hrefIn(item: ResolvedLinkItem, version: VersionInfo): string {
  return item.hrefs[version.name] ?? Object.values(item.hrefs)[0];
}

function NavLink({ item, listed, onNavigate }: { item: ResolvedLinkItem; listed: boolean; onNavigate?: () => void }) {
  const { baseUrl } = useSite();
  const page = usePage();
  const version = useActiveVersion();
  const href = hrefIn(item, version);
  const active = isActiveLink(item, page, href, baseUrl);
  const link = (
    <Link
      href={href}
      className={clsx(!listed && 'navbar__item', 'navbar__link', item.className, active && 'navbar__link--active')}
      aria-current={active ? 'page' : undefined}
      aria-label={item.ariaLabel}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  );
  return listed ? <li className="navbar__item">{link}</li> : link;
}

function NavDropdown({ item }: { item: Extract<ResolvedNavbarItem, { type: 'dropdown' }> }) {
  const { baseUrl } = useSite();
  const page = usePage();
  const version = useActiveVersion();
  const entries = item.items.map((entry) => {
    if (entry.type === 'html') return { label: '', href: '', html: entry.value, className: entry.className };
    const href = hrefIn(entry, version);
    return { label: entry.label, href, active: isActiveLink(entry, page, href, baseUrl), className: entry.className };
  });
  return (
    <Dropdown
      label={item.label}
      buttonLabel={item.label}
      items={entries}
      className={item.className}
      renderLink={(entry, close) => (
        <Link
          href={entry.href}
          className={clsx('dropdown__link', entry.className, entry.active && 'dropdown__link--active')}
          aria-current={entry.active ? 'page' : undefined}
          onClick={close}
        >
          {entry.label}
        </Link>
      )}
    />
  );
}

/** `listed`: inside the left `<ul>` (and the mobile menu), so each item is a list entry. */
export default function NavbarItem({ item, listed, onNavigate }: { item: ResolvedNavbarItem; listed: boolean; onNavigate?: () => void }) {
  const { colorMode } = useSite();
  // A function, not a component: a component made here would be a new type at each render, remounting the dropdowns.
  const wrap = (node: ReactNode) => (listed ? <li className="navbar__item">{node}</li> : node);
  switch (item.type) {
    case 'docSidebar':
    case 'doc':
    case 'link':
      return <NavLink item={item} listed={listed} onNavigate={onNavigate} />;
    case 'html':
      return listed ? (
        <ConfigHtml as="li" className={clsx('navbar__item', item.className)} html={item.value} />
      ) : (
        <ConfigHtml className={clsx('navbar__item', item.className)} html={item.value} />
      );
    case 'dropdown':
      return wrap(<NavDropdown item={item} />);
    case 'docsVersionDropdown':
      return wrap(<VersionDropdown before={item.before} after={item.after} />);
    case 'localeDropdown':
      return wrap(<LocaleDropdown />);
    case 'search':
      return wrap(
        <div className="navbar__search">
          {!colorMode.disableSwitch && <ColorModeToggle />}
          <SearchBox />
        </div>,
      );
  }
}

/**
 * The docs sidebar tree: categories collapse and expand; the path to the active doc starts expanded. Items carry
 * their `className`; unlisted docs show only while they are the page being read (as in Docusaurus). With the
 * site's `docs.sidebar.autoCollapseCategories`, expanding a category collapses its siblings.
 */
import { useEffect, useState } from 'react';
import { useSite } from '../context.tsx';
import { linksTo } from '../../shared/urls.ts';
import clsx from 'clsx';
import Link from '../Link/Link.tsx';
import type { SidebarItem } from '../../shared/types.ts';
import { contains, visible } from '../../shared/sidebarItems.ts';

interface Siblings {
  /** A sibling category was expanded since (autoCollapseCategories): this one collapses. */
  otherExpanded: boolean;
  onExpand: () => void;
}

function Category({
  item,
  activePath,
  onNavigate,
  level,
  siblings,
}: {
  item: Extract<SidebarItem, { type: 'category' }>;
  activePath: string;
  onNavigate?: () => void;
  level: number;
  siblings: Siblings;
}) {
  const holdsActive = contains(item, activePath);
  const [collapsed, setCollapsedState] = useState(item.collapsible && item.collapsed && !holdsActive);
  const setCollapsed = (value: boolean) => {
    if (!value) siblings.onExpand();
    setCollapsedState(value);
  };
  // Navigating to a page inside a collapsed category opens it (as if the reader had: its siblings may collapse).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the active page moves into it
  useEffect(() => {
    if (holdsActive && collapsed) setCollapsed(false);
  }, [holdsActive]);
  useEffect(() => {
    if (siblings.otherExpanded && item.collapsible) setCollapsedState(true);
  }, [siblings.otherExpanded, item.collapsible]);
  const active = linksTo(item.href, activePath);
  const listId = `sidebar-${level}-${item.label.replace(/\W+/g, '-')}`;
  const toggle = (
    <button
      type="button"
      className="menu__caret"
      aria-expanded={!collapsed}
      aria-controls={listId}
      aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`}
      onClick={() => setCollapsed(!collapsed)}
    />
  );
  return (
    <li className={clsx('menu__list-item', collapsed && 'menu__list-item--collapsed', item.className)}>
      <div className="menu__category">
        {item.href ? (
          <Link href={item.href} className={clsx('menu__link', active && 'menu__link--active')} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        ) : (
          <button type="button" className="menu__link menu__link--category" aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
            {item.label}
          </button>
        )}
        {item.collapsible && item.href && toggle}
      </div>
      {!collapsed && (
        <ul className="menu__list" id={listId}>
          <Items items={item.items} activePath={activePath} onNavigate={onNavigate} level={level + 1} />
        </ul>
      )}
    </li>
  );
}

function Items({ items, activePath, onNavigate, level }: { items: SidebarItem[]; activePath: string; onNavigate?: () => void; level: number }) {
  const autoCollapse = useSite().docsSidebar?.autoCollapseCategories ?? false;
  // The index of the category of this list the reader expanded last (Docusaurus's expanded-item state).
  const [expanded, setExpanded] = useState<number | null>(null);
  return (
    <>
      {items
        .filter((item) => visible(item, activePath))
        .map((item, i) =>
          item.type === 'category' ? (
            <Category
              key={item.key ?? `${item.label}-${i}`}
              item={item}
              activePath={activePath}
              onNavigate={onNavigate}
              level={level}
              siblings={{ otherExpanded: autoCollapse && expanded !== null && expanded !== i, onExpand: () => setExpanded(i) }}
            />
          ) : item.type === 'html' ? (
            // Raw HTML the site's sidebars file wrote (Docusaurus's `html` item), as Docusaurus renders it.
            <li
              key={item.key ?? `html-${i}`}
              className={clsx('menu__list-item', item.defaultStyle && 'menu__list-item--html', item.className)}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own sidebars file wrote this HTML, as in Docusaurus
              dangerouslySetInnerHTML={{ __html: item.value }}
            />
          ) : (
            <li key={item.key ?? item.href} className={clsx('menu__list-item', item.className)}>
              <Link
                href={item.href}
                className={clsx('menu__link', linksTo(item.href, activePath) && 'menu__link--active')}
                aria-current={linksTo(item.href, activePath) ? 'page' : undefined}
                onClick={onNavigate}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
    </>
  );
}

export default function SidebarTree({ items, activePath, onNavigate }: { items: SidebarItem[]; activePath: string; onNavigate?: () => void }) {
  return (
    <ul className="menu__list">
      <Items items={items} activePath={activePath} onNavigate={onNavigate} level={0} />
    </ul>
  );
}

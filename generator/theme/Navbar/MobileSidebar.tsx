/**
 * The sliding panel below the 996 px breakpoint: navbar items, or a page's secondary menu with "Back to main menu":
 * on a docs page the docs sidebar, on a blog page the blog's recent posts (BlogSidebar/Mobile), as Docusaurus's
 * navbar shows them. Locks page scroll while open; closes on navigation, Escape and the backdrop.
 * A modal dialog: focus moves into it, Tab stays inside, and closing gives focus back to the toggle button.
 */
import { useEffect, useRef, useState } from 'react';
import NavbarItems from './NavbarItems.tsx';
import VersionDropdown from './VersionDropdown.tsx';
import SidebarTree from '../DocPage/SidebarTree.tsx';
import BlogSidebarMobile from '../BlogSidebar/Mobile.tsx';
import { visibleBlogSidebarItems } from '../Blog/sidebarItems.ts';
import { usePage, useSite } from '../context.tsx';
import { revealActive } from '../DocPage/revealActive.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

export default function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const page = usePage();
  const { navbar } = useSite();
  const blogSidebar = page.data.blog?.sidebar;
  // The page's secondary menu: what it names its button in the main menu, its landmark's name, its items.
  const secondary = page.sidebar?.length
    ? { button: 'Docs menu', label: 'Docs sidebar (mobile)', menu: <SidebarTree items={page.sidebar} activePath={page.path} onNavigate={onClose} /> }
    : blogSidebar && visibleBlogSidebarItems(blogSidebar.items, page.path).length
      ? { button: blogSidebar.title, label: 'Blog sidebar (mobile)', menu: <BlogSidebarMobile sidebar={blogSidebar} /> }
      : undefined;
  const hasSidebar = Boolean(secondary);
  const [showMain, setShowMain] = useState(!hasSidebar);
  const panel = useRef<HTMLDivElement>(null);
  const versionItem = navbar.items.find((i) => i.type === 'docsVersionDropdown');

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening the panel again starts it on the sidebar
  useEffect(() => setShowMain(!hasSidebar), [hasSidebar, open]);
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    const opener = document.activeElement as HTMLElement | null;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onClose();
        return;
      }
      if (e.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (!items.length) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (!panel.current.contains(document.activeElement)) {
        e.preventDefault();
        first.focus();
      } else if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      // Back to the toggle button, unless the reader already moved on (a link click navigates away).
      if (!document.activeElement || document.activeElement === document.body || panel.current?.contains(document.activeElement)) opener?.focus({ preventScroll: true });
    };
  }, [open, onClose]);

  // Declared after the effect that focuses the panel's first control (which scrolls the panel to the top).
  useEffect(() => {
    if (open && !showMain) revealActive(panel.current);
  }, [open, showMain]);

  // Switching between the two menus moves focus to the first control of the one shown.
  const switchTo = (main: boolean) => {
    setShowMain(main);
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>(main ? 'nav a, nav button' : '.navbar-sidebar__back')?.focus());
  };

  if (!open) return null;
  return (
    <>
      <div className="navbar-sidebar__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="navbar-sidebar" ref={panel} role="dialog" aria-modal="true" aria-label="Navigation menu">
        {/* Sticky: with the sidebar scrolled to the current page, closing and going back stay at hand (and focus stays visible). */}
        <div className="navbar-sidebar__header">
          {!(showMain || !hasSidebar) && (
            <button type="button" className="navbar-sidebar__back" onClick={() => switchTo(true)}>
              <span aria-hidden="true">← </span>Back to main menu
            </button>
          )}
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close navigation bar">
            ✕
          </button>
        </div>
        {showMain || !hasSidebar ? (
          <nav aria-label="Main menu">
            <ul className="menu__list">
              <NavbarItems onNavigate={onClose} />
            </ul>
            {versionItem && (
              <div className="navbar-sidebar__versions">
                <VersionDropdown before={versionItem.before} after={versionItem.after} />
              </div>
            )}
            {secondary && (
              <button type="button" className="navbar-sidebar__back" onClick={() => switchTo(false)}>
                {secondary.button} <span aria-hidden="true">→</span>
              </button>
            )}
          </nav>
        ) : (
          <nav aria-label={secondary?.label}>{secondary?.menu}</nav>
        )}
      </div>
    </>
  );
}

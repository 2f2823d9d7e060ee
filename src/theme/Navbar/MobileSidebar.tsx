/**
 * The sliding panel below the 996 px breakpoint: navbar items, or on a docs page the docs sidebar with
 * "Back to main menu". Locks page scroll while open; closes on navigation, Escape and the backdrop.
 */
import { useEffect, useRef, useState } from 'react';
import NavbarItems from './NavbarItems.tsx';
import SidebarTree from '../DocPage/SidebarTree.tsx';
import { usePage } from '../context.tsx';

export default function MobileSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const page = usePage();
  const hasSidebar = Boolean(page.sidebar?.length);
  const [showMain, setShowMain] = useState(!hasSidebar);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => setShowMain(!hasSidebar), [hasSidebar, open]);
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <>
      <div className="navbar-sidebar__backdrop" onClick={onClose} aria-hidden="true" />
      <div className="navbar-sidebar" ref={panel} role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className="navbar-sidebar__header">
          <button type="button" className="icon-button" onClick={onClose} aria-label="Close navigation bar">
            ✕
          </button>
        </div>
        {showMain || !hasSidebar ? (
          <nav aria-label="Main menu">
            <ul className="menu__list">
              <NavbarItems onNavigate={onClose} />
            </ul>
          </nav>
        ) : (
          <>
            <button type="button" className="navbar-sidebar__back" onClick={() => setShowMain(true)}>
              ← Back to main menu
            </button>
            <nav aria-label="Docs sidebar (mobile)">
              <SidebarTree items={page.sidebar!} activePath={page.path} onNavigate={onClose} />
            </nav>
          </>
        )}
      </div>
    </>
  );
}

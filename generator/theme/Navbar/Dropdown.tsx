/** A disclosure menu of links: opens on click or Enter/Space, closes on Escape, outside click or focus leaving. */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import ConfigHtml from '../ConfigHtml.tsx';

export interface DropdownItem {
  label: string;
  href: string;
  /** A line under the label, e.g. where the link leads when it cannot keep the reader's page. */
  note?: string;
  active?: boolean;
  onSelect?: () => void;
  className?: string;
  /** Raw HTML (a navbar dropdown's `type: 'html'` entry) in place of a link. */
  html?: string;
}

export default function Dropdown({
  label,
  buttonLabel,
  items,
  renderLink,
  className,
}: {
  className?: string;
  label: ReactNode;
  buttonLabel: string;
  items: DropdownItem[];
  renderLink: (item: DropdownItem, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving bubble up from the toggle button and the links; the wrapper only listens
    <div
      className={clsx('dropdown', open && 'dropdown--open', className)}
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          root.current?.querySelector('button')?.focus();
        }
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button type="button" className="navbar__link dropdown__toggle" aria-expanded={open} aria-controls={id} aria-label={buttonLabel} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <ul className="dropdown__menu" id={id} hidden={!open}>
        {items.map((item, i) =>
          item.html !== undefined ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the config; HTML entries have no other key
            <ConfigHtml key={i} as="li" className={item.className} html={item.html} />
          ) : (
            <li key={item.href + item.label}>{renderLink(item, () => setOpen(false))}</li>
          ),
        )}
      </ul>
    </div>
  );
}

/** Table of contents (h2–h3): sticky on desktop with the heading in view highlighted; collapsible on mobile. */
import { useEffect, useState } from 'react';
import clsx from 'clsx';
import type { TocItem } from '../../shared/types.ts';

function useActiveHeading(toc: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!toc.length) return;
    const update = () => {
      let current: string | undefined;
      for (const item of toc) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top <= 120) current = item.id;
      }
      setActive(current ?? toc[0].id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [toc]);
  return active;
}

function TocList({ toc, active }: { toc: TocItem[]; active?: string }) {
  return (
    <ul className="toc__list">
      {toc.map((item) => (
        <li key={item.id} className={clsx('toc__item', item.level === 3 && 'toc__item--nested')}>
          <a href={`#${item.id}`} className={clsx('toc__link', active === item.id && 'toc__link--active')} aria-current={active === item.id ? 'location' : undefined}>
            {item.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function DesktopTOC({ toc }: { toc: TocItem[] }) {
  const active = useActiveHeading(toc);
  if (!toc.length) return null;
  return (
    <aside className="toc toc--desktop" aria-label="On this page">
      <div className="toc__title">On this page</div>
      <TocList toc={toc} active={active} />
    </aside>
  );
}

export function MobileTOC({ toc }: { toc: TocItem[] }) {
  if (!toc.length) return null;
  return (
    <details className="toc toc--mobile">
      <summary>On this page</summary>
      <TocList toc={toc} />
    </details>
  );
}

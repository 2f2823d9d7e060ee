/** Table of contents (h2–h3 unless the page or site says otherwise): sticky on desktop with the heading in view highlighted; on mobile a collapsible bar that sticks under the navbar. */
import { useEffect, useRef, useState } from 'react';
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

function TocList({ toc, active, minLevel, onNavigate }: { toc: TocItem[]; active?: string; minLevel: number; onNavigate?: () => void }) {
  return (
    <ul className="toc__list">
      {toc.map((item) => (
        <li
          key={item.id}
          className={clsx('toc__item', item.level > minLevel && 'toc__item--nested', item.level > minLevel + 1 && `toc__item--depth-${Math.min(item.level - minLevel, 4)}`)}
        >
          <a
            href={`#${item.id}`}
            className={clsx('toc__link', active === item.id && 'toc__link--active')}
            aria-current={active === item.id ? 'location' : undefined}
            onClick={onNavigate}
          >
            {item.parts
              ? item.parts.map((part, i) =>
                  // biome-ignore lint/suspicious/noArrayIndexKey: a heading's pieces are fixed: they never reorder
                  typeof part === 'string' ? part : <code key={i}>{part.code}</code>,
                )
              : item.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function DesktopTOC({ toc, minLevel = 2 }: { toc: TocItem[]; minLevel?: number }) {
  const active = useActiveHeading(toc);
  if (!toc.length) return null;
  return (
    <aside className="toc toc--desktop" aria-label="On this page">
      <div className="toc__title">On this page</div>
      <TocList toc={toc} active={active} minLevel={minLevel} />
    </aside>
  );
}

export function MobileTOC({ toc, minLevel = 2 }: { toc: TocItem[]; minLevel?: number }) {
  const details = useRef<HTMLDetailsElement>(null);
  if (!toc.length) return null;
  return (
    // The bar sticks over the text: choosing an entry closes the list, so the section it opens is not hidden under it.
    <details className="toc toc--mobile" ref={details}>
      <summary>On this page</summary>
      <TocList
        toc={toc}
        minLevel={minLevel}
        onNavigate={() => {
          if (details.current) details.current.open = false;
        }}
      />
    </details>
  );
}

/** The docs layout: sidebar, breadcrumbs, content, TOC, tags, edit link, last update, prev/next; also hosts generated-index and tags pages. */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { usePage, useSite } from '../context.tsx';
import SidebarTree from './SidebarTree.tsx';
import Breadcrumbs from './Breadcrumbs.tsx';
import Paginator from './Paginator.tsx';
import VersionBanner from './VersionBanner.tsx';
import VersionBadge from './VersionBadge.tsx';
import UnlistedBanner from './UnlistedBanner.tsx';
import DocTags from './DocTags.tsx';
import DocMeta from './DocMeta.tsx';
import { DesktopTOC, MobileTOC } from './TOC.tsx';
import { revealActive } from './revealActive.ts';

export default function DocPage({ children }: { children: ReactNode }) {
  const page = usePage();
  const { data } = page;
  const levels = data.tocLevels ?? { min: 2, max: 3 };
  const toc = data.hideTableOfContents ? [] : (page.module?.toc ?? []).filter((t) => t.level >= levels.min && t.level <= levels.max);
  const sidebar = useRef<HTMLElement>(null);
  // The current entry in view on load and after each navigation (a no-op when it already is, e.g. after a click on it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each page
  useLayoutEffect(() => revealActive(sidebar.current), [page.path]);
  const hideable = useSite().docsSidebar?.hideable ?? false;
  // undefined until the reader folds or unfolds it: only then does a toggle take the focus.
  const [hidden, setHidden] = useState<boolean>();
  return (
    <div className="doc-layout">
      {page.sidebar && (
        <aside className={hidden ? 'doc-sidebar doc-sidebar--hidden' : 'doc-sidebar'} ref={sidebar}>
          {hidden ? (
            <SidebarToggle action="Expand" focus onClick={() => setHidden(false)} />
          ) : (
            <>
              <nav aria-label="Docs sidebar" className="menu">
                <SidebarTree items={page.sidebar} activePath={page.path} />
              </nav>
              {hideable && <SidebarToggle action="Collapse" focus={hidden === false} onClick={() => setHidden(true)} />}
            </>
          )}
        </aside>
      )}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <VersionBanner />
        {data.unlisted && <UnlistedBanner />}
        <Breadcrumbs items={data.breadcrumbs ?? []} />
        <VersionBadge />
        <article className="markdown">
          {!data.contentTitle && <h1 className={data.hideTitle ? 'visually-hidden' : undefined}>{data.title}</h1>}
          <MobileTOC toc={toc} minLevel={levels.min} />
          {children}
        </article>
        {data.tags && <DocTags tags={data.tags} />}
        <DocMeta data={data} />
        {data.markdownHref && (
          <p className="doc-footer">
            <a href={data.markdownHref}>View this page as Markdown</a>
          </p>
        )}
        <Paginator previous={data.previous} next={data.next} />
      </main>
      <DesktopTOC toc={toc} minLevel={levels.min} />
    </div>
  );
}

/**
 * Docusaurus's `docs.sidebar.hideable`: "Collapse sidebar" at the foot of the desktop sidebar folds it to a thin bar,
 * whose "Expand sidebar" brings it back. `focus`: the button replaces the one just pressed and takes the focus.
 */
function SidebarToggle({ action, focus, onClick }: { action: 'Collapse' | 'Expand'; focus: boolean; onClick: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);
  return (
    <button
      ref={button}
      type="button"
      className={`doc-sidebar__toggle doc-sidebar__toggle--${action.toLowerCase()}`}
      title={`${action} sidebar`}
      aria-label={`${action} sidebar`}
      onClick={onClick}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d={
            action === 'Collapse'
              ? 'M11.7 6.3 6 12l5.7 5.7 1.4-1.4L8.8 12l4.3-4.3zm6 0L12 12l5.7 5.7 1.4-1.4-4.3-4.3 4.3-4.3z'
              : 'M12.3 6.3 18 12l-5.7 5.7-1.4-1.4 4.3-4.3-4.3-4.3zm-6 0L12 12l-5.7 5.7-1.4-1.4L9.2 12 4.9 7.7z'
          }
        />
      </svg>
    </button>
  );
}

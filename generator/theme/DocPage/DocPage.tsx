/** The docs layout: sidebar, breadcrumbs, content, TOC, tags, edit link, last update, prev/next; also hosts generated-index and tags pages. */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { usePage } from '../context.tsx';
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
  return (
    <div className="doc-layout">
      {page.sidebar && (
        <aside className="doc-sidebar" ref={sidebar}>
          <nav aria-label="Docs sidebar" className="menu">
            <SidebarTree items={page.sidebar} activePath={page.path} />
          </nav>
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

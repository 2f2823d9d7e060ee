/** The docs layout: sidebar, breadcrumbs, content, TOC, prev/next; also hosts generated-index pages. */
import type { ReactNode } from 'react';
import { usePage } from '../context.tsx';
import SidebarTree from './SidebarTree.tsx';
import Breadcrumbs from './Breadcrumbs.tsx';
import Paginator from './Paginator.tsx';
import VersionBanner from './VersionBanner.tsx';
import { DesktopTOC, MobileTOC } from './TOC.tsx';

export default function DocPage({ children }: { children: ReactNode }) {
  const page = usePage();
  const { data } = page;
  const toc = data.hideTableOfContents ? [] : (page.module?.toc ?? []);
  return (
    <div className="doc-layout">
      {page.sidebar && (
        <aside className="doc-sidebar">
          <nav aria-label="Docs sidebar" className="menu">
            <SidebarTree items={page.sidebar} activePath={page.path} />
          </nav>
        </aside>
      )}
      <main id="main-content" className="doc-main" tabIndex={-1}>
        <VersionBanner />
        <Breadcrumbs items={data.breadcrumbs ?? []} />
        <article className="markdown">
          <h1>{data.title}</h1>
          <MobileTOC toc={toc} />
          {children}
        </article>
        {data.markdownHref && (
          <p className="doc-footer">
            <a href={data.markdownHref}>View this page as Markdown</a>
          </p>
        )}
        <Paginator previous={data.previous} next={data.next} />
      </main>
      <DesktopTOC toc={toc} />
    </div>
  );
}

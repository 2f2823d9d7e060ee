/** The blog's page frame (Docusaurus's @theme/BlogLayout): the recent posts sidebar, the main column, a TOC. */
import type { ReactNode } from 'react';
import type { BlogRouteData } from '../../shared/blog.ts';
import BlogSidebar from '../BlogSidebar/index.tsx';

export default function BlogLayout({ sidebar, toc, children }: { sidebar?: BlogRouteData['sidebar']; toc?: ReactNode; children: ReactNode }) {
  return (
    <div className="blog-layout">
      {sidebar && sidebar.items.length > 0 && <BlogSidebar sidebar={sidebar} />}
      <main id="main-content" className="blog-main" tabIndex={-1}>
        {children}
      </main>
      {toc}
    </div>
  );
}

/** Prerendering entry (bundled for Node): renders one route to an HTML string. */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import App, { siteData } from './App.tsx';
import { SidebarPieces } from './sidebarHtml.tsx';
import type { LoadedPage, PageModule } from '../shared/page.ts';
import { pageHeadComment } from '../shared/head.ts';
import type { PageHeadSink } from '../theme/context.tsx';
import serverPages from '@generated/server-pages';
import { provideBlogPages } from './blogTheme.ts';
import { BLOG_PAGES } from './blogPages.tsx';

// Prerendering renders synchronously: the blog's components are at hand (the browser loads them as a chunk).
provideBlogPages(BLOG_PAGES);

export { siteData } from './App.tsx';

/** Sidebar pieces shared by the pages this process renders (the site data is the same for all of them). */
const sidebars = new SidebarPieces(siteData);

/** One route's HTML, as chunks to be written one after the other (see SidebarPieces.renderChunks: never joined). */
export function renderPageChunks(page: LoadedPage): string[] {
  const head: PageHeadSink = {};
  const chunks = sidebars.renderChunks(page, (shown) =>
    renderToString(
      <StaticRouter location={shown.path}>
        <App page={shown} head={head} />
      </StaticRouter>,
    ),
  );
  // What the page's own <Layout title description> said, for the document's head (node/render/pageHead.ts).
  const comment = pageHeadComment(head);
  return comment ? [...chunks, comment] : chunks;
}

/**
 * TSX pages and MDX pages with imports of their own are compiled into this bundle (their modules resolve as in the
 * browser); other MDX pages are imported by the prerenderer directly.
 */
export function serverPage(path: string): PageModule | undefined {
  return (serverPages as Record<string, PageModule>)[path];
}

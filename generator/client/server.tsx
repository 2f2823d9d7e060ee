/** Prerendering entry (bundled for Node): renders one route to an HTML string. */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import App from './App.tsx';
import type { LoadedPage, PageModule } from './registry.ts';
import tsxPages from '@generated/tsx-pages';

export { siteData } from './App.tsx';

export function renderPage(page: LoadedPage): string {
  return renderToString(
    <StaticRouter location={page.path}>
      <App page={page} />
    </StaticRouter>,
  );
}

/** TSX pages are compiled into this bundle; MDX pages are imported by the prerenderer directly. */
export function tsxPage(path: string): PageModule | undefined {
  return (tsxPages as Record<string, PageModule>)[path];
}

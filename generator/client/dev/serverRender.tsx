/**
 * Dev server: renders one page's HTML in Node for its first paint (generator/node/dev/firstRender.ts bundles this
 * file with esbuild). The same tree as the production prerender (App in a StaticRouter), rendered whole: the browser
 * paints it as soon as the HTML and the styles arrive, then the dev client renders over it once its code has run.
 * The packages (React, react-router, MDX) are bundled in, built for production: rendering is several times faster.
 */
import * as jsxRuntime from 'react/jsx-runtime';
import * as mdxReact from '@mdx-js/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import site from '@generated/site.json';
import App from '../App.tsx';
import { provideBlogPages } from '../blogTheme.ts';
import { BLOG_PAGES } from '../blogPages.tsx';
import type { LoadedPage } from '../../shared/page.ts';
import type { SiteData } from '../../shared/site.ts';

/**
 * The site data every theme module reads from `@generated/site.json`: in this bundle one shared object (see
 * firstRender.ts), filled in place with the dev server's current data, so that a content reload needs no new bundle.
 */
export function setSiteData(data: SiteData): void {
  const shared = site as unknown as Record<string, unknown>;
  for (const key of Object.keys(shared)) delete shared[key];
  Object.assign(shared, data);
}

/**
 * The packages a plain Markdown page imports, as this bundle holds them (React's production build, bundled in: the
 * dev server's own process has no React of its own to share): the page is evaluated with these, as the browser's
 * registry evaluates a plain page's chunk with the shell's.
 */
export const sharedModules: Record<string, object> = { 'react/jsx-runtime': jsxRuntime, '@mdx-js/react': mdxReact };

// The blog's components at hand (the browser loads them as a chunk: client/blogTheme.ts).
provideBlogPages(BLOG_PAGES);

export function renderPage(page: LoadedPage): string {
  return renderToString(
    <StaticRouter location={page.path}>
      <App page={page} />
    </StaticRouter>,
  );
}

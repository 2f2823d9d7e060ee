/** Browser entry: hydrates the prerendered page once its chunk has registered. */
// Style sheets in Docusaurus's order: Infima (what the site uses of it), the theme's, the site's customCss (last import).
import '@generated/infima.css';
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyHead } from './head.ts';
import Root, { notFoundPage, routePath, withoutHtmlSuffix } from './Root.tsx';
import { siteData } from './App.tsx';
import { allRoutePaths, boot, installRegistry, isRegistered, loadPage, loadSidebar, RouteNotFound } from './registry.ts';
import { holdPrefetches, prefetchRoute, prefetchWhenVisible } from './prefetch.ts';
import { provideRouteServices } from '../theme/routeServices.ts';
import type { LoadedPage } from '../shared/page.ts';
import '../theme/styles.css';
// In the shell's style sheet: a prerendered blog page is styled before the blog's components (a chunk) arrive.
import '../theme/BlogLayout/styles.css';
// After the theme's styles: the site's customCss and Prism theme come last, as in Docusaurus.
import '@generated/site-styles.js';

const onRecoverableError = (error: unknown) => console.error('Recoverable rendering error:', error);

/**
 * Hydration as a transition: React then works in slices and yields to the browser between them, instead of
 * one long task that blocks input on a big page (a sidebar of 150 commands).
 */
function hydrate(container: HTMLElement, app: ReactNode): void {
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError });
  });
}

async function start() {
  installRegistry();
  provideRouteServices({ prefetchRoute, prefetchWhenVisible, holdPrefetches, allRoutePaths });
  const data = boot();
  const container = document.getElementById('__qdocs')!;
  if (data.data.kind === 'notFound') {
    // The host served its 404 page for `/x.html` or `/x/index.html`: show `/x` instead, without a reload.
    const stripped = withoutHtmlSuffix(routePath(location.pathname, siteData.baseUrl), siteData.baseUrl);
    if (stripped) {
      window.history.replaceState(window.history.state, '', stripped + location.search + location.hash);
      const page = await loadPage(stripped).catch((error: unknown) => {
        if (!(error instanceof RouteNotFound)) window.location.replace(stripped + location.search + location.hash);
        return null;
      });
      if (page) {
        applyHead(page.data);
        createRoot(container, { onRecoverableError }).render(
          <BrowserRouter>
            <Root initial={page} />
          </BrowserRouter>,
        );
        return;
      }
    }
    const page = notFoundPage(data.path);
    hydrate(
      container,
      <BrowserRouter>
        <Root initial={page} />
      </BrowserRouter>,
    );
    return;
  }
  // Page chunks depend on this bundle, so webpack runs them just after it: let them register before asking
  // whether this page's chunk arrived (a chunk that failed to load never registers).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const chunkArrived = isRegistered(data.path);
  try {
    const page = await loadPage(data.path);
    const app = (
      <BrowserRouter>
        <Root initial={page} />
      </BrowserRouter>
    );
    // Recorded on the container so tests (and curious readers) can tell a hydrated page from a client-rendered one.
    // The dev server's pages are rendered in the browser (not a question in production builds: compiled out).
    const hydrating = chunkArrived && (process.env.NODE_ENV === 'production' || !data.dev);
    container.dataset.render = hydrating ? 'hydrate' : 'client';
    if (hydrating) hydrate(container, app);
    else createRoot(container, { onRecoverableError }).render(app);
  } catch (error) {
    // The page chunk could not be loaded: keep the prerendered article readable and offer a retry.
    const clone = container.querySelector('article')?.cloneNode(true) as HTMLElement | undefined;
    clone?.querySelector('h1')?.remove();
    clone?.querySelector('details.toc')?.remove();
    const article = clone?.innerHTML ?? '';
    const sidebar = data.sidebar ? await loadSidebar(data.sidebar).catch(() => undefined) : undefined;
    const fallback: LoadedPage = {
      path: data.path,
      data: data.data,
      sidebar,
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the article as prerendered by the build, read back from this very page
      module: { default: () => <div className="prerendered" dangerouslySetInnerHTML={{ __html: article }} />, toc: [] },
    };
    console.error(error);
    createRoot(container, { onRecoverableError }).render(
      <BrowserRouter>
        <Root initial={fallback} initialError={error as Error} />
      </BrowserRouter>,
    );
  }
}

void start();

/** React contexts for site-wide data and the page being shown. */
import { createContext, useContext } from 'react';
import type { SiteData } from '../shared/site.ts';
import type { LoadedPage } from '../shared/page.ts';

export const SiteContext = createContext<SiteData | null>(null);
export const PageContext = createContext<LoadedPage | null>(null);

/** What a page's own `<Layout title description>` says of it (theme/Layout), collected while prerendering for its head. */
export interface PageHeadSink {
  title?: string;
  description?: string;
}
export const PageHeadContext = createContext<PageHeadSink | null>(null);

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() called outside <SiteContext.Provider>');
  return site;
}

export function usePage(): LoadedPage {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage() called outside <PageContext.Provider>');
  return page;
}

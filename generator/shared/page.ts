/** A page on both sides: the module its chunk registers (compiled MDX or a TSX page), and the page as the shell shows it. */
import type { ComponentType } from 'react';
import type { RouteData, SidebarItem, TocItem } from './types.ts';

export interface PageModule {
  default?: ComponentType<{ components?: Record<string, unknown> }>;
  toc?: TocItem[];
}

export interface LoadedPage {
  path: string;
  module: PageModule | null;
  data: RouteData;
  sidebar?: SidebarItem[];
  /**
   * Prerendering: the sidebar as it is, when `sidebar` has placeholders for the entries off the page's path
   * (client/sidebarHtml.tsx); components that read the sidebar's items (DocCardList) read this.
   */
  fullSidebar?: SidebarItem[];
  /** Blog list, tag and author pages: the page modules of the posts they show, in data.blog.items' order. */
  items?: (PageModule | null)[];
}

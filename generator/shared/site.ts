/** Site-wide data the generator writes for the client (from site.config.ts and the versions). */
import type { RouteData, VersionInfo } from './types.ts';

export type ResolvedNavbarItem =
  | { type: 'docSidebar' | 'doc' | 'link'; label: string; position: 'left' | 'right'; sidebarId?: string; docId?: string; hrefs: Record<string, string> }
  | { type: 'docsVersionDropdown' | 'localeDropdown' | 'search'; position: 'left' | 'right' };

export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** Set only when the site's links end with a slash (`trailingSlash: true`); otherwise they are shown as written. */
  trailingSlash?: true;
  defaultLocale: string;
  locales: string[];
  localeLabels: Record<string, string>;
  announcementBar?: { id: string; content: string; href?: string; dismissible: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  navbar: {
    title: string;
    logo?: { src: string; alt: string; srcDark?: string; width?: number | string; height?: number | string };
    hideOnScroll: boolean;
    items: ResolvedNavbarItem[];
  };
  docsSidebar: { hideable: boolean; autoCollapseCategories: boolean };
  footer: { style: 'dark' | 'light'; links: { title: string; items: { label: string; href: string }[] }[]; copyright: string };
  versions: VersionInfo[];
  search: {
    maxResults: number;
    indexParentCategories: boolean;
    boosts: { title: number; content: number; tags: number; parentCategories: number };
    analytics?: { endpoint: string; debounceMs: number; maxIds: number };
  };
}

/**
 * The id of the `<script type="application/json">` block that carries a page's BootData: data, not script, so a
 * Content-Security-Policy needs no per-page hash for it.
 */
export const BOOT_DATA_ID = 'qdocs-boot';

/** The route manifest index of a production build: `<baseUrl>route-manifests.json`. */
export const MANIFEST_INDEX_FILE = 'route-manifests.json';

/** Data inlined in every HTML page: what this page needs to boot. */
export interface BootData {
  path: string;
  /**
   * Route manifests by version name, plus `pages` for standalone pages (the dev server). A production page names
   * `manifestIndex` instead: a page's HTML then does not change when another page's chunk does (incremental builds).
   */
  manifests?: Record<string, string>;
  /** URL of the route manifest index (shared/routeShards.ts ManifestIndex; not content-hashed: revalidated like HTML), fetched on first use. */
  manifestIndex?: string;
  /** Sidebar JSON of this page, when it has one. */
  sidebar?: string;
  /** Search index files by tag. */
  searchIndexes: Record<string, string>;
  /** This page's route data, so the shell can render even if the page chunk fails to load. */
  data: RouteData;
  /** Development server: the page is rendered in the browser, not hydrated. */
  dev?: boolean;
}

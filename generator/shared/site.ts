/** Site-wide data the generator writes for the client (from site.config.ts and the versions). */
import type { RouteData, VersionInfo } from './types.ts';

/** A navbar link (a doc, a sidebar's first doc, or a URL), with its href in each docs version. */
export interface ResolvedLinkItem {
  type: 'docSidebar' | 'doc' | 'link';
  label: string;
  sidebarId?: string;
  docId?: string;
  /** A `doc` item: its doc's sidebar, by version (active on every page of that sidebar, as Docusaurus's DocNavbarItem). */
  docSidebars?: Record<string, string>;
  hrefs: Record<string, string>;
  className?: string;
  ariaLabel?: string;
  /** Active when the page's path matches this regular expression (Docusaurus's `activeBaseRegex`). */
  activeBaseRegex?: string;
  /** Active when the page's path starts with this (with the base URL). */
  activeBasePath?: string;
}
export interface ResolvedHtmlItem {
  type: 'html';
  value: string;
  className?: string;
}
export type ResolvedDropdownEntry = ResolvedLinkItem | ResolvedHtmlItem;
export type Positioned<T> = T & { position: 'left' | 'right' };

export type ResolvedNavbarItem =
  | Positioned<ResolvedLinkItem>
  | Positioned<ResolvedHtmlItem>
  | Positioned<{ type: 'dropdown'; label: string; className?: string; items: ResolvedDropdownEntry[] }>
  | Positioned<{ type: 'docsVersionDropdown'; before: { label: string; href: string }[]; after: { label: string; href: string }[] }>
  | Positioned<{ type: 'localeDropdown' | 'search' }>;

export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** Between a page's title and the site's in `<title>`. */
  titleDelimiter: string;
  /** The config's `customFields`, as `useDocusaurusContext().siteConfig` gives them. */
  customFields: Record<string, unknown>;
  /** Set only when the site's links end with a slash (`trailingSlash: true`); otherwise they are shown as written. */
  trailingSlash?: true;
  defaultLocale: string;
  locales: string[];
  localeLabels: Record<string, string>;
  /** `content` is HTML. */
  announcementBar?: { id: string; content: string; href?: string; dismissible: boolean; backgroundColor?: string; textColor?: string; showOnArchivedVersions: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  navbar: {
    title: string;
    logo?: { src: string; alt: string; srcDark?: string; width?: number | string; height?: number | string };
    hideOnScroll: boolean;
    style?: 'dark' | 'primary';
    items: ResolvedNavbarItem[];
  };
  docsSidebar: { hideable: boolean; autoCollapseCategories: boolean };
  /** `copyright` and `{ html }` items are HTML. */
  footer: { style?: 'dark' | 'light'; links: { title: string; items: ({ label: string; href: string } | { html: string })[] }[]; copyright: string };
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

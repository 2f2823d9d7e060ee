/**
 * Names and shapes the build and the browser must agree on. Each lives here once: the build writes what the
 * client reads (search tags, sidebar keys, storage keys, the not-found page's data), and a change on one side
 * only is impossible.
 */
import type { RouteData } from './types.ts';

/** localStorage keys; the colour-mode script in the page head reads the first and last before the app runs. */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  preferredVersion: 'docs-preferred-version',
  announcementDismissed: 'announcement-dismissed',
} as const;

/**
 * Elements the first paint waits for (`<link rel="expect" blocking="render">` in the head of a page that has them).
 * A browser that paints a half-read document shows a navbar whose right-hand group then grows leftwards, or search
 * controls whose version menu then widens (layout shifts on a slow phone). Chromium lets the paint happen once the
 * expected element is in the document, so each id is on the element right after the part that must be whole: the
 * main wrapper after the navbar (the id Docusaurus gives it), the syntax tip after the search page's controls.
 */
export const FIRST_PAINT_IDS = { afterNavbar: '__docusaurus_skipToContent_fallback', afterSearchControls: 'search-page-syntax' } as const;

/** The search index tag of a docs version (`docs-default-1.1.0`), or of the standalone pages of a locale (`default-en`). */
export function searchTag(version: { name: string; label: string; isLast: boolean } | undefined, locale: string): string {
  return version ? `docs-default-${version.isLast ? version.label : version.name}` : `default-${locale}`;
}

/** Key of a version's sidebar in the map from sidebars to their JSON files. */
export function sidebarKey(version: string, sidebar: string): string {
  return `${version}/${sidebar}`;
}

/** Route data of the not-found page shown at `path` (prerendered as 404.html, or reached client-side). */
export function notFoundRouteData(path: string): RouteData {
  return { path, kind: 'notFound', title: 'Page not found', description: 'The page you asked for does not exist.' };
}

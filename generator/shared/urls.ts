/**
 * URL helpers: paths joined without doubled or trailing slashes, a version's route prefix, a slug resolved below its
 * version root, a route's output file. Routes have the base path from the config and no trailing slash: a site with
 * `trailingSlash: true` shows them with one (publicPath, applyTrailingSlash) and writes each into a folder of its own.
 */

export function joinUrl(...parts: string[]): string {
  const joined = parts
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/**
 * Prefix of every route of a version: the base URL, the docs' route base path (Docusaurus's routeBasePath, '' here
 * for the Qodly site), then the version's path: `/docs-archive` for the latest, `/docs-archive/1.0.0` for an archive.
 */
export function versionBase(baseUrl: string, routeBasePath: string, versionPath: string): string {
  return joinUrl(baseUrl, routeBasePath.replace(/^\/+|\/+$/g, ''), versionPath);
}

/**
 * A slug as a path below the version root: absolute (`/a/b`) or relative to the doc's folder (`b`, `../b`), with
 * `.` and `..` resolved. Null when it climbs above the version root.
 */
export function slugPath(docId: string, slug: string): string | null {
  const dir = docId.includes('/') ? docId.slice(0, docId.lastIndexOf('/')) : '';
  const parts: string[] = [];
  for (const segment of (slug.startsWith('/') ? slug : `${dir}/${slug}`).split('/')) {
    if (!segment || segment === '.') continue;
    if (segment !== '..') parts.push(segment);
    else if (!parts.pop()) return null;
  }
  return parts.join('/');
}

/** A route's path below the base URL: `/docs-archive/a/b` → `a/b`, the base itself → ''. */
function belowBase(baseUrl: string, route: string): string {
  const base = baseUrl.replace(/\/$/, '');
  return route === base || route === baseUrl ? '' : route.slice(base.length + 1);
}

/**
 * The output file for a route, as Docusaurus writes it: with `trailingSlash: false`, `/docs-archive/a/b` → `a/b.html`;
 * otherwise (true, or unset) `a/b/index.html`; the base itself → `index.html`. Routes are not %-encoded.
 */
export function routeToFile(baseUrl: string, route: string, trailingSlash: boolean | undefined): string {
  const rel = belowBase(baseUrl, route);
  if (!rel) return 'index.html';
  return trailingSlash === false ? `${rel}.html` : `${rel}/index.html`;
}

/** A doc's Markdown copy, beside its page: `/docs-archive/a/b` → `a/b.md` (whatever the pages' layout). */
export function routeToMarkdownFile(baseUrl: string, route: string): string {
  return `${belowBase(baseUrl, route) || 'index'}.md`;
}

/**
 * A link as Docusaurus's `applyTrailingSlash` makes it: with `trailingSlash` true its path ends with a slash, with
 * false it does not, unset it stays as written; the query and fragment are kept, and `/` and the base URL are never
 * changed.
 */
export function applyTrailingSlash(href: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  if (trailingSlash === undefined || href.startsWith('#')) return href;
  const [pathname] = href.split(/[#?]/);
  if (pathname === '/' || pathname === baseUrl || pathname === '') return href;
  const changed = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.replace(/\/+$/, '');
  return changed + href.slice(pathname.length);
}

/** A route as the site shows it (links, canonical URL, sitemap): with its trailing slash when `trailingSlash` is true. */
export function publicPath(route: string, trailingSlash: boolean | undefined, baseUrl: string): string {
  return trailingSlash === true ? applyTrailingSlash(route, true, baseUrl) : route;
}

/** A link is to the page at `route`: its route, or its permalink when that ends with a slash (`/docs/` for `/docs`). */
export function linksTo(href: string | undefined, route: string): boolean {
  return href === route || href === `${route}/`;
}

/** The route of a path the browser shows (`/a/b/` on a site with trailing slashes, or served so by a host): `/a/b`. */
export function routeOfPath(path: string, baseUrl: string): string {
  return path.length > 1 && path.endsWith('/') && path !== baseUrl ? path.replace(/\/+$/, '') || '/' : path;
}

/** A URL as Docusaurus's `withBaseUrl(url, { absolute: true })` makes it: a full URL is kept, a path gets the base and origin. */
export function absoluteSiteUrl(site: { url: string; baseUrl: string }, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  const path = url.startsWith(site.baseUrl) ? url : site.baseUrl + url.replace(/^\//, '');
  return site.url.replace(/\/$/, '') + path;
}

/**
 * URL helpers: paths joined without doubled or trailing slashes, a version's route prefix, a slug resolved below its
 * version root, a route's output file. Routes have the base path from the config and no trailing slash.
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

/** The output file for a route: `/docs-archive/a/b` → `a/b.html`, the base itself → `index.html`. Routes are not %-encoded. */
export function routeToFile(baseUrl: string, route: string): string {
  const base = baseUrl.replace(/\/$/, '');
  const rel = route === base || route === baseUrl ? '' : route.slice(base.length + 1);
  return rel ? `${rel}.html` : 'index.html';
}

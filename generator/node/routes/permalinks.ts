/** Doc ids and files → URLs. Base path from the config, no trailing slash, `/<version path>/` for archives. */

export function joinUrl(...parts: string[]): string {
  const joined = parts.filter(Boolean).join('/').replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/**
 * Prefix of every route of a version: the base URL, the docs' route base path (Docusaurus's routeBasePath, '' here
 * for the Qodly site), then the version's path: `/docs-archive` for the latest, `/docs-archive/1.0.0` for an archive.
 */
export function versionBase(baseUrl: string, routeBasePath: string, versionPath: string): string {
  return joinUrl(baseUrl, routeBasePath.replace(/^\/+|\/+$/g, ''), versionPath);
}

/** A doc's URL from its id and optional slug (ids without number prefixes or folder indexes; see docIdentity.ts). */
export function docPermalink(baseUrl: string, versionPath: string, docId: string, slug?: string): string {
  if (slug) {
    if (slug.startsWith('/')) return joinUrl(versionBase(baseUrl, '', versionPath), slug);
    const dir = docId.includes('/') ? docId.slice(0, docId.lastIndexOf('/')) : '';
    return joinUrl(versionBase(baseUrl, '', versionPath), dir, slug);
  }
  return joinUrl(versionBase(baseUrl, '', versionPath), docId);
}

/** The output file for a route: `/docs-archive/a/b` → `a/b.html`, the base itself → `index.html`. */
export function routeToFile(baseUrl: string, route: string): string {
  const base = baseUrl.replace(/\/$/, '');
  const rel = route === base || route === baseUrl ? '' : route.slice(base.length + 1);
  return rel ? `${decodeURIComponent(rel)}.html` : 'index.html';
}

/**
 * Redirect pages, as Docusaurus's `@docusaurus/plugin-client-redirects` writes them: for each `from` path (relative to
 * the base URL), `<from>/index.html` holding a meta refresh and a script to the target (carrying the query and the
 * hash over when the target has none). A `from` that is a page of the site is left out with a warning; a `to` that
 * is no page is an error naming it.
 */
import type { ContentGraph } from '../content/types.ts';
import type { CreateRedirectsFunction } from '../config/schema.ts';
import type { RouteEntry } from '../routes/types.ts';
import { BuildError } from '../errors.ts';
import { writeOutput } from '../output/files.ts';
import { escapeHtml } from './head.ts';

export interface Redirect {
  from: string;
  to: string;
}

/**
 * The site's paths as Docusaurus's plugin sees them: relative to the base URL, a version's root doc with its slash
 * (`/docs/`, as Docusaurus's permalinks have it) unless trailingSlash is false; every path with one when it is true.
 */
export function redirectablePaths(routes: RouteEntry[], baseUrl: string, trailingSlash: boolean | undefined): string[] {
  const root = baseUrl.replace(/\/$/, '');
  return routes
    .filter((r) => r.data.kind !== 'notFound')
    .map((r) => {
      const path = r.path === baseUrl ? '/' : r.path.slice(root.length);
      if (path === '/' || trailingSlash === false) return path;
      if (trailingSlash === true || (r.version && r.path === r.version.path)) return `${path}/`;
      return path;
    });
}

export function collectRedirects(
  options: { redirects: { from: string | string[]; to: string }[] } | undefined,
  createRedirects: CreateRedirectsFunction | undefined,
  paths: string[],
  trailingSlash: boolean | undefined,
): { redirects: Redirect[]; warnings: string[] } {
  const warnings: string[] = [];
  const all: Redirect[] = [
    ...(options?.redirects ?? []).flatMap(({ from, to }) => (Array.isArray(from) ? from : [from]).map((f) => ({ from: f, to }))),
    ...(createRedirects
      ? paths.flatMap((path) => {
          const froms = createRedirects(path) ?? [];
          return (typeof froms === 'string' ? [froms] : froms).map((from) => ({ from, to: path }));
        })
      : []),
  ].map((r) => ({ from: r.from, to: withTrailingSlash(r.to, trailingSlash) }));
  const invalid = all.filter((r) => !r.from.startsWith('/') || /[?#]/.test(r.from));
  if (invalid.length)
    throw new BuildError(`redirects: a "from" must be a path starting with "/", without ?query or #hash: ${invalid.map((r) => JSON.stringify(r.from)).join(', ')}.`);
  const known = new Set(paths.map((p) => decodeURI(p)));
  const missing = all.filter((r) => r.to.startsWith('/') && !isKnown(known, new URL(r.to, 'https://example.com').pathname));
  if (missing.length)
    throw new BuildError(
      `redirects: these redirects go to paths that are not pages of the site:\n${missing.map((r) => `  - ${r.from} → ${r.to}`).join('\n')}\nRedirect to an existing page (paths relative to the base URL, e.g. "/docs/intro").`,
    );
  const byFrom = new Map<string, Redirect>();
  for (const redirect of all) {
    const first = byFrom.get(redirect.from);
    if (first) {
      if (first.to !== redirect.to) warnings.push(`redirects: ${redirect.from} is redirected twice (to ${first.to} and to ${redirect.to}): the first one is kept.`);
      continue;
    }
    byFrom.set(redirect.from, redirect);
  }
  const pages = new Set(paths);
  const redirects = [...byFrom.values()].filter((r) => {
    if (!pages.has(r.from)) return true;
    warnings.push(`redirects: ${r.from} is a page of the site: its redirect to ${r.to} is left out.`);
    return false;
  });
  return { redirects, warnings };
}

function isKnown(known: Set<string>, path: string): boolean {
  const decoded = decodeURI(path);
  return known.has(decoded) || known.has(decoded.replace(/\/$/, '')) || known.has(`${decoded}/`);
}

function withTrailingSlash(to: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || !to.startsWith('/')) return to;
  const [pathname] = to.split(/[?#]/);
  if (pathname === '/') return to;
  const changed = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.replace(/\/+$/, '');
  return changed + to.slice(pathname.length);
}

/** Docusaurus's redirect page, byte for byte (its eta template, trimmed, with the URL HTML-escaped). */
export function redirectPage(toUrl: string): string {
  const url = escapeHtml(encodeURI(toUrl));
  let forward = true;
  try {
    const parsed = new URL(toUrl, 'https://example.com');
    forward = !(parsed.search || parsed.hash);
  } catch {
    forward = false;
  }
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${url}">
    <link rel="canonical" href="${url}" />
  </head>
  <script>
    window.location.href = '${url}'${forward ? ' + window.location.search + window.location.hash' : ''};
  </script>
</html>`;
}

/** The redirect's file: `<from>/index.html` (`x.html.html` for a `from` ending in .html when trailingSlash is false). */
export function redirectFile(from: string, trailingSlash: boolean | undefined): string {
  const rel = from.replace(/^\/+/, '');
  if (trailingSlash === false && rel.endsWith('.html')) return `${rel}.html`;
  return `${rel.replace(/\/+$/, '')}/index.html`.replace(/^\//, '');
}

/** The site's redirects (the config's `redirects` and `createRedirects`), decided before any is written. */
export function siteRedirects(graph: ContentGraph, routes: RouteEntry[], createRedirects: CreateRedirectsFunction | undefined): { redirects: Redirect[]; warnings: string[] } {
  const { config } = graph;
  if (!config.redirects && !createRedirects) return { redirects: [], warnings: [] };
  return collectRedirects(config.redirects, createRedirects, redirectablePaths(routes, config.baseUrl, config.trailingSlash), config.trailingSlash);
}

/** Each redirect page's output file (below the base URL) and what it is, for the static/ collision check. */
export function redirectFiles(redirects: Redirect[], trailingSlash: boolean | undefined): [string, string][] {
  return redirects.map(({ from }) => [redirectFile(from, trailingSlash), `the redirect page from ${from}`]);
}

export function writeRedirects(outDir: string, graph: ContentGraph, redirects: Redirect[]): void {
  const { config } = graph;
  const base = config.baseUrl.replace(/\/$/, '');
  for (const { from, to } of redirects) writeOutput(outDir, redirectFile(from, config.trailingSlash), redirectPage(to.startsWith('/') ? base + to : to));
}

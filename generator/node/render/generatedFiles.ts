/**
 * The output files the build writes itself, each with what writes it: a static/ file of the same name would make the
 * winner depend on the previous build (an unchanged page is kept from it, a changed one written over the copy) and
 * part a page from its .br/.gz. copyStatic refuses such a file, naming both.
 */
import type { RouteEntry } from '../routes/resolve.ts';
import { routeToFile, routeToMarkdownFile } from '../../shared/urls.ts';
import { MANIFEST_INDEX_FILE } from '../../shared/site.ts';

/** Output path (below the base URL) → what writes it, e.g. "the page docs/guide/intro.md". */
export type GeneratedFiles = (rel: string) => string | undefined;

/** Names of the search files (search-index-<tag>.json, search-text-<tag>/…): the generator's own. */
const SEARCH_FILE = /^search-(index-[^/]+\.json|text-[^/]+\/.+)$/;

export function generatedFiles(baseUrl: string, routes: RouteEntry[], trailingSlash: boolean | undefined): GeneratedFiles {
  const owners = new Map<string, string>([
    ['404.html', 'the not-found page'],
    ['sitemap.xml', 'the sitemap'],
    ['llms.txt', 'llms.txt'],
    [MANIFEST_INDEX_FILE, 'the route manifests'],
  ]);
  for (const route of routes) {
    const page = route.source ? `the page ${route.source.relPath}` : `the page ${route.path}`;
    const html = routeToFile(baseUrl, route.path, trailingSlash);
    owners.set(html, page);
    const copied = route.doc ?? route.blogPost;
    if (copied) owners.set(routeToMarkdownFile(baseUrl, route.path), `the Markdown copy of ${copied.relPath}`);
  }
  return (rel) => {
    // Precompressed copies are the build's too: static/intro.html.gz would be served for the page intro.html.
    const own = rel.replace(/\.(br|gz)$/, '');
    return owners.get(own) ?? (SEARCH_FILE.test(own) ? 'the search index' : undefined);
  };
}

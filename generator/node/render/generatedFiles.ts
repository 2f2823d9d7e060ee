/**
 * The output files the build writes itself, each with what writes it: a static/ file of the same name would make the
 * winner depend on the previous build (an unchanged page is kept from it, a changed one written over the copy) and
 * part a page from its .br/.gz; one written after copyStatic (a feed, a redirect page, a page's image) would replace
 * it silently. copyStatic refuses such a file, naming both. Under `assets/`, where the bundle's files are named by
 * their content (and may be hard links into .cache), only a file at the path of one the build wrote is refused: a
 * site's own `static/assets/…` is copied, as Docusaurus copies it.
 */
import type { RouteEntry } from '../routes/resolve.ts';
import { routeToFile, routeToMarkdownFile } from '../../shared/urls.ts';
import { MANIFEST_INDEX_FILE } from '../../shared/site.ts';

/**
 * Output path (below the base URL) → why a static/ file may not be there ("the build writes guide/intro.html for the
 * page docs/guide/intro.md: …"), or undefined.
 */
export type GeneratedFiles = (rel: string) => string | undefined;

/** The folder of the bundle's files (see above). */
const ASSETS = 'assets/';

/** Names of the search files (search-index-<tag>.json, search-text-<tag>/…): the generator's own. */
const SEARCH_FILE = /^search-(index-[^/]+\.json|text-[^/]+\/.+)$/;

/**
 * `others`: files written by later stages, by output path (the feeds, the redirect pages), with what each is.
 * `written`: whether the build has already written (or kept) a file of `assets/` at that path (the bundle stage runs
 * before static/ is copied).
 */
export function generatedFiles(
  baseUrl: string,
  routes: RouteEntry[],
  trailingSlash: boolean | undefined,
  others: Iterable<[string, string]> = [],
  written: (rel: string) => boolean = () => false,
): GeneratedFiles {
  const owners = new Map<string, string>([
    ['404.html', 'the not-found page'],
    ['sitemap.xml', 'the sitemap'],
    ['llms.txt', 'llms.txt'],
    [MANIFEST_INDEX_FILE, 'the route manifests'],
    ...others,
  ]);
  for (const route of routes) {
    const page = route.source ? `the page ${route.source.relPath}` : `the page ${route.path}`;
    const html = routeToFile(baseUrl, route.path, trailingSlash);
    owners.set(html, page);
    const copied = route.doc ?? route.blogPost;
    if (copied) owners.set(routeToMarkdownFile(baseUrl, route.path), `the Markdown copy of ${copied.relPath}`);
  }
  return (rel) => {
    if (rel.startsWith(ASSETS)) return written(rel) ? `the build writes ${rel} itself (a file of the bundle): rename or remove one of them` : undefined;
    // Precompressed copies are the build's too: static/intro.html.gz would be served for the page intro.html.
    const own = rel.replace(/\.(br|gz)$/, '');
    const owner = owners.get(own) ?? (SEARCH_FILE.test(own) ? 'the search index' : undefined);
    return owner && `the build writes ${rel} for ${owner}: rename or remove one of them`;
  };
}

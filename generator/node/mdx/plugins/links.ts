/**
 * Links as Docusaurus reads them: `.md`/`.mdx` files (relative, from the version's docs folder, or `@site/…`) →
 * routes; absolute routes get the base URL when written without it; other relative links are URLs relative to the
 * page's URL, resolved and checked; `pathname://` links are left alone.
 * Every link seen is recorded (with its position) so anchors can be checked once all pages are compiled.
 */
import type { Root, RootContent, Link, Definition, Image } from 'mdast';
import type { VFile } from 'vfile';
import { lstatSync } from 'node:fs';
import { specialFileAt } from '../../content/sourceFiles.ts';
import { dirname, join, resolve, sep } from 'node:path';
import { walk } from './walk.ts';
import { routeOfPath } from '../../../shared/urls.ts';
import { isPublishable, PUBLISHABLE_HINT, publishableRoots } from './publishable.ts';

export interface LinkContext {
  source: string;
  /** absolute source path → permalink (a route, or a doc's route and a slash), for every doc and page of every version */
  fileRoutes: Map<string, string>;
  routes: Set<string>;
  baseUrl: string;
  /** The site's folder: `@site/…` links start there. */
  siteDir?: string;
  /** The docs folders of every version: a link `/intro.md` is read from the page's own version folder. */
  contentRoots?: string[];
  /** Resolves `./img.png` beside a doc to a public URL (copying the asset); undefined when the file is missing. */
  asset: (absolutePath: string) => string | undefined;
}

/** An image by site-absolute path (`/img/x.png`): checked against static/ on every build, since the page is cached. */
export interface StaticImage {
  /** Below static/ (and below the base URL). */
  path: string;
  url: string;
  line?: number;
  column?: number;
}

export interface RecordedLink {
  route: string;
  anchor?: string;
  line?: number;
  column?: number;
}

export interface LinkProblem {
  message: string;
  /**
   * `markdown`: a link to a .md/.mdx file that does not exist (onBrokenMarkdownLinks); `link`: a route (onBrokenLinks);
   * `image`; `file`: a link to a file outside the folders a page may publish from (always an error).
   */
  kind?: 'markdown' | 'link' | 'image' | 'file';
  line?: number;
  column?: number;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export default function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const ctx = file.data.linkContext as LinkContext;
    const links: RecordedLink[] = [];
    const staticImages: StaticImage[] = [];
    const problems: LinkProblem[] = [];
    const base = ctx.baseUrl.replace(/\/$/, '');
    const roots = publishableRoots(ctx.siteDir, ctx.contentRoots);
    walk(tree as Root | RootContent, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const target = node as Link | Definition | Image;
      const url = target.url;
      const pos = { line: node.position?.start.line, column: node.position?.start.column };
      if (!url) return;
      // Docusaurus's escape hatch: `pathname:///file.html` is a plain link, never checked or rewritten.
      if (url.startsWith('pathname://')) {
        target.url = url.slice('pathname://'.length);
        return;
      }
      if (EXTERNAL.test(url)) return;
      const decoded = safeDecode(url.split('#')[0]);
      if (decoded === undefined) {
        problems.push({
          message: `${node.type === 'image' ? 'image' : 'link'} "${url}" has a malformed %-escape; write "%" as "%25"`,
          kind: node.type === 'image' ? 'image' : 'link',
          ...pos,
        });
        return;
      }
      if (node.type === 'image') {
        if (url.startsWith('/')) {
          staticImages.push({ path: decoded.startsWith(base + '/') ? decoded.slice(base.length + 1) : decoded.slice(1), url, ...pos });
          if (!url.startsWith(base + '/')) target.url = base + url;
          return;
        }
        const file = resolve(dirname(ctx.source), decoded);
        if (!isPublishable(file, roots)) {
          problems.push({ message: `image "${url}" ${PUBLISHABLE_HINT}`, kind: 'image', ...pos });
          return;
        }
        const special = specialFileAt(file);
        if (special) {
          problems.push({ message: `image "${url}" is ${special}, not a file: only regular files are published`, kind: 'image', ...pos });
          return;
        }
        const resolved = ctx.asset(file);
        if (resolved) target.url = resolved;
        else problems.push({ message: `image "${url}" not found next to the page`, kind: 'image', ...pos });
        return;
      }
      if (url.startsWith('#')) {
        links.push({ route: '', anchor: url.slice(1), ...pos });
        return;
      }
      const [pathPart, anchor, query] = splitUrl(url);
      const hash = anchor ? `#${anchor}` : '';
      if (/\.mdx?$/.test(pathPart)) {
        // A link to a file: relative to the page, to the version's docs folder, or to the site (@site/…), as Docusaurus.
        const route = fileRoute(ctx, decodeURI(pathPart));
        if (!route) {
          problems.push({ message: `broken link "${url}": no page at ${pathPart}`, kind: 'markdown', ...pos });
          return;
        }
        target.url = route + query + hash;
        links.push({ route: routeOfPath(route, ctx.baseUrl), anchor, ...pos });
        return;
      }
      if (pathPart.startsWith('/')) {
        // Absolute routes are written from the site's root, with or without the base URL: Docusaurus adds it.
        const prefixed = pathPart === base || pathPart.startsWith(base + '/') ? pathPart : base + pathPart;
        if (prefixed !== pathPart) target.url = prefixed + query + hash;
        const route = prefixed.replace(/\/$/, '') || '/';
        if (!ctx.routes.has(route) && !ctx.routes.has(route + '/') && !ctx.routes.has(decodeURI(route)) && !isStaticAsset(pathPart)) {
          problems.push({ message: `broken link "${url}": no route ${route}`, kind: 'link', ...pos });
          return;
        }
        links.push({ route, anchor, ...pos });
        return;
      }
      if (!pathPart) return;
      // A file beside the page that is not the site's (`[download](../.env)`): never linked to as if it were published.
      if (isStaticAsset(pathPart) && isOutsideFile(resolve(dirname(ctx.source), safeDecode(pathPart) ?? pathPart), roots)) {
        problems.push({ message: `link "${url}" ${PUBLISHABLE_HINT}`, kind: 'file', ...pos });
        return;
      }
      // Any other relative link is a URL relative to the page's own URL, as the browser (and Docusaurus) reads it.
      const page = ctx.fileRoutes.get(ctx.source);
      if (!page) return; // a partial: its URL is the including page's, unknown here
      const resolved = decodeURI(new URL(pathPart, `http://site${page}`).pathname).replace(/(.)\/$/, '$1');
      if (ctx.routes.has(resolved)) {
        target.url = resolved + query + hash;
        links.push({ route: resolved, anchor, ...pos });
        return;
      }
      if (isStaticAsset(pathPart)) return;
      problems.push({
        message: `broken link "${url}": no route ${resolved} (relative links without an extension are URLs relative to this page's URL, ${page}; link to the file instead, e.g. ./page.md)`,
        kind: 'link',
        ...pos,
      });
    });
    file.data.links = links;
    file.data.staticImages = staticImages;
    file.data.linkProblems = problems;
  };
}

/** decodeURI, or undefined for a malformed escape (`%zz`, a lone `%`). */
function safeDecode(url: string): string | undefined {
  try {
    return decodeURI(url);
  } catch {
    return undefined;
  }
}

/** `path?query#anchor` → [path, anchor, '?query']. */
function splitUrl(url: string): [string, string | undefined, string] {
  const i = url.indexOf('#');
  const [beforeHash, anchor] = i < 0 ? [url, undefined] : [url.slice(0, i), url.slice(i + 1) || undefined];
  const q = beforeHash.indexOf('?');
  return q < 0 ? [beforeHash, anchor, ''] : [beforeHash.slice(0, q), anchor, beforeHash.slice(q)];
}

/** The route of a linked Markdown file, `.md` and `.mdx` being interchangeable. */
function fileRoute(ctx: LinkContext, path: string): string | undefined {
  const candidates: string[] = [];
  if (path.startsWith('@site/') && ctx.siteDir) candidates.push(resolve(ctx.siteDir, path.slice(6)));
  else {
    if (!path.startsWith('/')) candidates.push(resolve(dirname(ctx.source), path));
    const root = ctx.contentRoots?.find((r) => ctx.source.startsWith(r + sep));
    if (root) candidates.push(join(root, path));
  }
  for (const absolute of candidates) {
    const route = ctx.fileRoutes.get(absolute) ?? ctx.fileRoutes.get(absolute.replace(/\.mdx?$/, (ext) => (ext === '.md' ? '.mdx' : '.md')));
    if (route) return route;
  }
  return undefined;
}

/** A file that exists (a link, even dangling, counts) and lies outside `roots`; a path naming no file is a URL. */
function isOutsideFile(file: string, roots: string[]): boolean {
  return lstatSync(file, { throwIfNoEntry: false }) !== undefined && !isPublishable(file, roots);
}

function isStaticAsset(path: string): boolean {
  return /\.[a-z0-9]{2,5}$/i.test(path) && !/\.mdx?$/.test(path);
}

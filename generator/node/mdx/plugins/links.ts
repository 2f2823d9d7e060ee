/**
 * Relative `.md`/`.mdx` links → routes; site-absolute links checked against the route set.
 * Every link seen is recorded (with its position) so anchors can be checked once all pages are compiled.
 */
import type { Root, Link, Definition, Image } from 'mdast';
import type { VFile } from 'vfile';
import { dirname, resolve } from 'node:path';
import { visit } from 'unist-util-visit';

export interface LinkContext {
  source: string;
  /** absolute source path → permalink, for every doc and page of every version */
  fileRoutes: Map<string, string>;
  routes: Set<string>;
  baseUrl: string;
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
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
      const target = node as Link | Definition | Image;
      const url = target.url;
      const pos = { line: node.position?.start.line, column: node.position?.start.column };
      if (!url || EXTERNAL.test(url)) return;
      const decoded = safeDecode(url.split('#')[0]);
      if (decoded === undefined) {
        problems.push({ message: `${node.type === 'image' ? 'image' : 'link'} "${url}" has a malformed %-escape; write "%" as "%25"`, ...pos });
        return;
      }
      if (node.type === 'image') {
        if (url.startsWith('/')) {
          staticImages.push({ path: decoded.startsWith(base + '/') ? decoded.slice(base.length + 1) : decoded.slice(1), url, ...pos });
          if (!url.startsWith(base + '/')) target.url = base + url;
          return;
        }
        const resolved = ctx.asset(resolve(dirname(ctx.source), decoded));
        if (resolved) target.url = resolved;
        else problems.push({ message: `image "${url}" not found next to the page`, ...pos });
        return;
      }
      if (url.startsWith('#')) {
        links.push({ route: '', anchor: url.slice(1), ...pos });
        return;
      }
      const [pathPart, anchor] = splitHash(url);
      if (/\.mdx?$/.test(pathPart)) {
        const absolute = resolve(dirname(ctx.source), decoded);
        const route = ctx.fileRoutes.get(absolute) ?? ctx.fileRoutes.get(absolute.replace(/\.mdx?$/, (ext) => (ext === '.md' ? '.mdx' : '.md')));
        if (!route) {
          problems.push({ message: `broken link "${url}": no page at ${pathPart}`, ...pos });
          return;
        }
        target.url = route + (anchor ? `#${anchor}` : '');
        links.push({ route, anchor, ...pos });
        return;
      }
      if (pathPart.startsWith('/')) {
        const route = pathPart.replace(/\/$/, '') || '/';
        if (!ctx.routes.has(route) && !ctx.routes.has(route + '/') && !isStaticAsset(pathPart)) {
          problems.push({ message: `broken link "${url}": no route ${route}`, ...pos });
          return;
        }
        links.push({ route, anchor, ...pos });
        return;
      }
      problems.push({ message: `link "${url}" is relative but does not name a .md file; link to the file (e.g. ./page.md) or to an absolute route`, ...pos });
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

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf('#');
  return i < 0 ? [url, undefined] : [url.slice(0, i), url.slice(i + 1) || undefined];
}

function isStaticAsset(path: string): boolean {
  return /\.[a-z0-9]{2,5}$/i.test(path) && !/\.mdx?$/.test(path);
}

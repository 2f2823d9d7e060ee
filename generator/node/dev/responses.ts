/**
 * The dev server's answers that need none of its state: a page's HTML document (as production renders it, the
 * scripts fetched after the first paint when the server rendered the body), the page shown before the site could be
 * loaded, and files from disk or, for the shell's, from memory revalidated by their content.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { htmlDocument } from '../render/template.ts';
import { escapeHtml } from '../render/head.ts';
import type { ContentGraph } from '../content/types.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import type { RouteData } from '../../shared/types.ts';
import type { BootData } from '../../shared/site.ts';
import { notFoundRouteData } from '../../shared/conventions.ts';
import { pageFiles } from './files.ts';
import { withBlogItemFiles } from '../bundle/blogItems.ts';
import type { Problem } from './problems.ts';
import { unchangedFor, type ContentTags } from './contentTags.ts';
import { beforeBodyEnd, scriptsAfterPaint } from './scriptsAfterPaint.ts';

/** The type of a file the server answers from memory (scripts, styles, their source maps, data). */
function contentType(file: string): string {
  if (file.endsWith('.js')) return 'text/javascript; charset=utf-8';
  if (file.endsWith('.css')) return 'text/css; charset=utf-8';
  return 'application/json; charset=utf-8';
}

/** A file from disk (sirv: ranges, types, revalidation), 404 when it is not there. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: string): void {
  const serve = sirv(join(file, '..'), { dev: true });
  req.url = '/' + encodeURIComponent(file.split('/').pop()!);
  serve(req, res, () => {
    res.writeHead(404);
    res.end();
  });
}

/**
 * A file of the shell (or of the server's data): kept by the browser across restarts, revalidated by its content
 * (see contentTags.ts), and answered from memory.
 */
export function sendShellFile(tags: ContentTags, req: IncomingMessage, res: ServerResponse, file: string): void {
  const read = tags.read(file);
  if (!read) return void sendFile(req, res, file);
  res.setHeader('ETag', read.tag);
  res.setHeader('Cache-Control', 'no-cache');
  if (unchangedFor(req, read.tag)) {
    res.writeHead(304);
    return void res.end();
  }
  res.writeHead(200, { 'Content-Type': contentType(file), 'Content-Length': read.bytes.length });
  res.end(req.method === 'HEAD' ? undefined : read.bytes);
}

export interface PageDocument {
  config: ContentGraph['config'];
  /** The page's route (null: the 404 page for `path`). */
  route: RouteEntry | null;
  path: string;
  /** The page's body rendered by the server ('' when it could not be: the client renders it). */
  body: string;
  shell: { js: string[]; css: string[] };
  sidebar: string | undefined;
  /** The route manifests, or (before they are written) their index. */
  manifests: Pick<BootData, 'manifests' | 'manifestIndex'>;
  searchIndexes: Record<string, string>;
}

/** A page's HTML document, answered. */
export function sendPage(res: ServerResponse, page: PageDocument): void {
  const { config, route, body, shell, sidebar } = page;
  const data: RouteData = route?.data ?? notFoundRouteData(page.path);
  const own = route ? routeFiles(config.baseUrl, route) : { js: [], css: [] };
  // A page the server rendered paints without the shell: its scripts are fetched once it has (scriptsAfterPaint.ts).
  const afterPaint = body !== '';
  const html = htmlDocument(
    {
      config,
      data,
      keywords: route?.keywords ?? config.keywords,
      css: [...shell.css, ...own.css],
      js: [],
      // Fetched as soon as the HTML is read, not once the shell has run (the route manifest is not needed to paint).
      preloadJson: sidebar ? [sidebar] : [],
      body,
      boot: { path: data.path, ...page.manifests, sidebar, searchIndexes: page.searchIndexes, data, dev: true },
      shellJs: afterPaint ? [] : shell.js,
      pageJs: afterPaint ? [] : own.js,
    },
    config,
  );
  // In the order the `defer` tags run (render/template.ts): the shell's packages, the page's chunk, the client.
  const [vendors, client] = shell.js;
  const scripts = [{ src: vendors, pageChunk: false }, ...own.js.map((src) => ({ src, pageChunk: true })), { src: client, pageChunk: false }];
  res.writeHead(route ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(afterPaint ? beforeBodyEnd(html, scriptsAfterPaint(scripts)) : html);
}

/** A route's chunk files; a blog list's include its posts' (bundle/blogItems.ts). */
function routeFiles(baseUrl: string, route: RouteEntry): { js: string[]; css: string[] } {
  const entries = new Map([[`p/${route.key}`, pageFiles(baseUrl, route.key)]]);
  withBlogItemFiles([route], entries, (key) => pageFiles(baseUrl, key));
  return entries.get(`p/${route.key}`)!;
}

/** Before the site could be loaded even once: the problems, and a reload as soon as they are fixed. */
export function sendProblemsPage(res: ServerResponse, problems: Problem[]): void {
  const list = problems.map((p) => `<h2>${escapeHtml(p.message)}</h2>${p.frame ? `<pre>${escapeHtml(p.frame)}</pre>` : ''}`).join('');
  res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' });
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="1"><title>Build error</title><main role="alert"><h1>The site cannot be loaded</h1>${list || '<p>Starting…</p>'}<p>Fix the file and save: this page reloads by itself.</p></main></html>`,
  );
}

/**
 * Which part of the dev server answers each request: the event channel, the start signal of a page that is up, a
 * page (its HTML, rendered as production renders it once compiled), the route manifests' index, a page's chunk (a
 * plain page's from memory, others once webpack is idle), the search index files, images, the shell's and webpack's
 * files, the site's static files. The parts themselves are the server's (server.ts), named in a RequestTarget.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { MANIFEST_INDEX_FILE } from '../../shared/site.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import { routeOf, type SiteState } from './content.ts';
import { SHELL_FILES } from './files.ts';
import { problemFromText, type ProblemSet } from './problems.ts';
import type { EventHub } from './events.ts';
import type { DevSearch } from './search.ts';
import { ContentTags, isDataFile, isShellFile } from './contentTags.ts';
import type { NavigationFiles } from './navigationFiles.ts';
import type { FirstRender } from './firstRender.ts';
import { traceStep } from './startTrace.ts';
import type { OpenPages } from './openPages.ts';
import type { ShellBuild } from './shellBuild.ts';
import { sendFile, sendPage, sendProblemsPage, sendShellFile } from './responses.ts';
import { DevStaticFiles } from './staticFiles.ts';

/** What answering requests reads of the dev server: its parts, and the site as it stands at each request. */
export interface RequestTarget {
  siteDir: string;
  outDir: string;
  problems: ProblemSet;
  events: EventHub;
  open: OpenPages;
  shell: ShellBuild;
  search: DevSearch;
  firstRender: FirstRender;
  /** The site as last loaded; undefined while it cannot be loaded. */
  state: () => SiteState | undefined;
  /** The state's route manifests and sidebars, written on first need. */
  nav: () => NavigationFiles | undefined;
  baseUrl: () => string;
  /** The search index tags of the site (one per version, and the standalone pages'). */
  searchTags: () => string[];
  /** Start-up's work that no first page needs (see DevServer.afterFirstPage). */
  afterFirstPage: () => void;
  pushProblems: () => void;
}

export class DevRequests {
  private readonly assets: ReturnType<typeof sirv>;
  private readonly statics: ReturnType<typeof sirv>;
  private readonly tags = new ContentTags();
  private readonly staticFiles: DevStaticFiles;
  /** Pages answered so far (the start-up trace marks the first). */
  private pagesServed = 0;

  constructor(private readonly target: RequestTarget) {
    this.assets = sirv(target.outDir, { dev: true });
    this.statics = sirv(join(target.siteDir, 'static'), { dev: true });
    this.staticFiles = new DevStaticFiles(target.siteDir);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let path: string;
    let search = '';
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      search = url.search;
      path = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('Bad request: the URL is not valid (a malformed %-escape?).');
    }
    if (path === '/__qdocs/events') {
      const initial = this.target.shell.initialEvents(!this.target.problems.all().length);
      initial.push(['problems', this.target.problems.all()]);
      return this.target.events.attach(req, res, initial);
    }
    const state = this.target.state();
    if (path === '/__qdocs/ready') {
      // A page is up: webpack may start now.
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
      this.target.afterFirstPage();
      return void (this.target.state() && this.target.shell.webpack());
    }
    if (!state) return sendProblemsPage(res, this.target.problems.all());
    const base = state.graph.config.baseUrl;
    if (path === '/' && base !== '/') {
      res.writeHead(302, { Location: base });
      return void res.end();
    }
    if (!path.startsWith(base) && path !== base.replace(/\/$/, '')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end(`Not found. The site lives at ${base}`);
    }
    const route = routeOf(state, path);
    if (route) {
      if (!this.pagesServed) traceStep(`first page request: ${path}`);
      // Compiling starts now; the page's chunk request waits for it.
      this.target.open.activate(route).catch((error: Error) => console.error(`dev server: ${route.path}: ${error.stack ?? error}`));
      const html = await this.firstHtml(state, route);
      // A page whose render never finished would hang the browser's render too: its problem is shown instead.
      if (this.target.firstRender.timedOut.has(route.key)) return sendProblemsPage(res, this.target.problems.all());
      return this.sendPage(res, state, route, path, html);
    }
    const rel = path.slice(base.length);
    if (rel === MANIFEST_INDEX_FILE) {
      // Named by the first pages' HTML, answered before the route manifests were written: they are, now.
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(JSON.stringify({ manifests: this.target.nav()!.write().manifestUrls }));
    }
    const page = /^assets\/(js|css)\/p\/([^/]+)\.(js|css)$/.exec(rel);
    if (page) {
      const target = state.byKey.get(page[2]);
      if (target) {
        await this.target.open.activate(target);
        const chunk = this.target.open.plainChunk(target.key);
        if (chunk !== undefined) {
          // A plain page: its chunk is served from here, and it has no stylesheet of its own.
          res.writeHead(200, { 'Content-Type': `${page[1] === 'js' ? 'text/javascript' : 'text/css'}; charset=utf-8`, 'Cache-Control': 'no-store' });
          return void res.end(page[1] === 'js' ? chunk : '');
        }
        await (await this.target.shell.webpack()).idle();
        if (page[1] === 'css' && !existsSync(join(this.target.outDir, rel))) {
          // The page has no stylesheet of its own: an empty one keeps the manifest's fixed file list true.
          res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' });
          return void res.end('');
        }
      }
    }
    const searchFile = /^__qdocs\/search\/\d+\/(.+)$/.exec(rel);
    if (searchFile) return this.sendSearchFile(req, res, searchFile[1]);
    const image = this.target.open.images.get(base + rel);
    if (image) return sendFile(req, res, image);
    // Until webpack's first build is done, the last session's shell; hot updates asked for under its hash are this one's.
    const previous = this.target.shell.previousFile(rel);
    if (previous) return sendShellFile(this.tags, req, res, previous);
    const file = this.target.shell.outputFile(rel);
    // Route manifests and sidebars (assets/data/) are the server's own files; everything else under assets/ is webpack's.
    if (rel.startsWith('assets/') && !rel.startsWith('assets/data/')) await (await this.target.shell.webpack()).idle();
    if ((isShellFile(rel) || isDataFile(rel)) && existsSync(join(this.target.outDir, rel))) return sendShellFile(this.tags, req, res, join(this.target.outDir, rel));
    req.url = '/' + file + search;
    this.assets(req, res, () => this.sendStatic(req, res, state, rel, path));
  }

  /** A file of static/, unless the build would refuse to publish it (a link out of the site, a FIFO: staticFiles.ts). */
  private sendStatic(req: IncomingMessage, res: ServerResponse, state: SiteState, rel: string, path: string): void {
    const found = this.staticFiles.find(rel, state.compile.context.contentRoots);
    if (found && 'refuse' in found && found.refuse === 403) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(`Forbidden: ${found.file} is not a file of the site (see the dev server's terminal).`);
    }
    if (!found || 'refuse' in found) return void this.sendPage(res, state, null, path);
    // sirv answers the same file (its lookup order is the one find() follows), with its types and revalidation.
    this.statics(req, res, () => this.sendPage(res, state, null, path));
  }

  private async sendSearchFile(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    const folder = await this.target.search.folder();
    const full = folder ? join(folder, file) : undefined;
    if (!full?.startsWith(folder!) || !existsSync(full) || !statSync(full).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('No such search file.');
    }
    return sendFile(req, res, full);
  }

  /** The page's HTML as the production prerender renders it, once its compile is done ('' when it cannot be). */
  private async firstHtml(state: SiteState, route: RouteEntry): Promise<string> {
    const module = await this.target.open.module(route.key);
    const html = await this.target.firstRender.render(state.site, route, module);
    const timedOut = this.target.firstRender.timedOut.get(route.key);
    if (this.target.problems.set(`render:${route.key}`, timedOut ? [problemFromText(this.target.siteDir, timedOut.message)] : [])) this.target.pushProblems();
    return html;
  }

  private sendPage(res: ServerResponse, state: SiteState, route: RouteEntry | null, path: string, body = ''): void {
    const data = route?.data;
    const sidebar = route?.version && data?.sidebar ? this.target.nav()!.sidebarUrl(route, data.sidebar) : undefined;
    // Before the route manifests are written, the page names their index, which waits for them (see afterFirstPage).
    const written = this.target.nav()?.ready;
    const manifests = written ? { manifests: written.manifestUrls } : { manifestIndex: state.graph.config.baseUrl + MANIFEST_INDEX_FILE };
    const { js, css } = SHELL_FILES(this.target.baseUrl());
    const searchIndexes = this.target.search.urls(this.target.searchTags());
    sendPage(res, { config: state.graph.config, route, path, body, shell: { js, css }, sidebar, manifests, searchIndexes });
    if (route && !this.pagesServed++) traceStep(`first page answered (${body !== '' ? 'server-rendered' : 'empty'})`);
  }
}

/**
 * `npm start`'s server. Start-up loads the content and starts webpack on the shell alone; a page is compiled when it
 * is opened or prefetched (its HTML or its chunk is requested) and from then on kept up to date:
 * - an edit to a page's body recompiles that page; webpack sends the update and the page re-registers in place;
 * - an edit that changes routes (front matter, sidebars, site.config.ts, added/removed docs) loads the content again,
 *   rewrites the open pages' entries (their route data) and pushes new sidebars and route manifests to the pages;
 * - every problem is sent to the pages' overlay with its place and code frame, and cleared once fixed.
 * Changes are taken in order, at most one batch at a time: saves made meanwhile are coalesced into the next batch.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import sirv from 'sirv';
import { guardRequests, sendStatus } from '../http/requests.ts';
import { forbiddenHost, isAllowedHost } from '../http/allowedHosts.ts';
import { siteModulesOf, writeIfChanged, writePageEntry, writeSiteModules } from '../bundle/entries.ts';
import { writeNavigationData, writeSidebarData, type NavigationUrls } from '../render/navigation.ts';
import type { ChunkFiles } from '../bundle/chunks.ts';
import { notFoundRouteData, sidebarKey } from '../../shared/conventions.ts';
import { MANIFEST_INDEX_FILE } from '../../shared/site.ts';
import { htmlDocument } from '../render/template.ts';
import { escapeHtml } from '../render/head.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import type { RouteData } from '../../shared/types.ts';
import { loadSiteState, onlyBodyChanged, routeOf, type SiteState } from './content.ts';
import type { DevBundler } from './bundler.ts';
import { pageFiles, SHELL_FILES } from './files.ts';
import { PageCompiler } from './pages.ts';
import { plainChunk } from './plainPages.ts';
import { PreviousShell, saveShell } from './previousShell.ts';
import { ProblemSet, problemsFromError, problemsFromWebpack } from './problems.ts';
import { EventHub } from './events.ts';
import { DevSearch } from './search.ts';
import { ChangeQueue } from './changes.ts';
import { ContentTags, isDataFile, isShellFile, unchangedFor } from './contentTags.ts';
import { FirstRender } from './firstRender.ts';
import { beforeBodyEnd, scriptsAfterPaint } from './scriptsAfterPaint.ts';
import { traceStep } from './startTrace.ts';
import { withBlogItemFiles } from '../bundle/blogItems.ts';

export interface DevOptions {
  siteDir: string;
  port: number;
  host: string;
  log?: (message: string) => void;
}

/** The type of a file the server answers from memory (scripts, styles, their source maps, data). */
function contentType(file: string): string {
  if (file.endsWith('.js')) return 'text/javascript; charset=utf-8';
  if (file.endsWith('.css')) return 'text/css; charset=utf-8';
  return 'application/json; charset=utf-8';
}

/** Files and folders whose changes can change the routes or the site data. */
const CONTENT = ['docs', 'blog', 'versioned_docs', 'versioned_sidebars', 'sidebars.ts', 'sidebars.js', 'sidebars.json', 'site.config.ts', 'versions.json', 'src/pages'];
/** With the last session's shell, webpack starts once a page is up, or this long after start-up at the latest. */
const DEFERRED_WORK_MS = 8000;
/** Saves closer together than this are taken as one batch (editors write a file in several steps). */
const SETTLE_MS = 10;

export class DevServer {
  private state?: SiteState;
  /** The sidebars and route manifests of the state, once written (see navigation). */
  private nav?: NavigationUrls;
  /** Sidebars written before the others, for the first pages answered (see sidebarUrl). */
  private readonly earlySidebars = new Map<string, string>();
  /** The page bundler, once started (webpack is loaded after the server listens: see startBundler). */
  private bundler?: Promise<DevBundler>;
  private bundlerStarted?: number;
  /** While webpack's start is deferred (see deferBundler). */
  private deferred?: NodeJS.Timeout;
  private hash = '';
  private firstBuild?: () => void;
  private readonly cacheDir: string;
  private readonly outDir: string;
  private readonly problems = new ProblemSet();
  private readonly events = new EventHub();
  private readonly pages: PageCompiler;
  private readonly search: DevSearch;
  private readonly images = new Map<string, string>();
  /** Pages opened or prefetched since start-up (route key → their first build), kept up to date from then on. */
  private readonly activations = new Map<string, Promise<void>>();
  /** Open plain pages (route key → their chunk, served without webpack: see plainPages.ts). */
  private readonly plain = new Map<string, string>();
  /** Route key → its compiled module as last compiled (the first HTML renders it: see firstRender.ts). */
  private readonly modules = new Map<string, Promise<string | undefined>>();
  private readonly firstRender: FirstRender;
  /**
   * Route key → the revision of its latest chunk: a new one for every chunk pushed and every move to webpack, so the
   * browser can drop a registration that arrives after a newer one by another way (a late webpack hot update).
   */
  private readonly revisions = new Map<string, number>();
  private revision = 0;
  /** The shell the last session saved, served until webpack's first build is done. */
  private previous?: PreviousShell;
  /** The last session's build hash, when this session's first build turned out to be the same shell (see PreviousShell). */
  private sameShell?: { from: string; to: string };
  private readonly changes: ChangeQueue;
  private watcher?: FSWatcher;
  private server?: Server;
  private readonly log: (message: string) => void;
  private readonly assets: ReturnType<typeof sirv>;
  private readonly statics: ReturnType<typeof sirv>;
  private readonly tags = new ContentTags();
  /** Pages answered so far (the start-up trace marks the first). */
  private pagesServed = 0;

  constructor(private readonly options: DevOptions) {
    this.cacheDir = join(options.siteDir, '.cache');
    this.outDir = join(this.cacheDir, 'dev');
    this.log = options.log ?? ((m) => console.log(m));
    this.pages = new PageCompiler(options.siteDir, this.cacheDir);
    this.firstRender = new FirstRender(options.siteDir, this.cacheDir);
    this.search = new DevSearch({ siteDir: options.siteDir, cacheDir: this.cacheDir, outDir: this.outDir, baseUrl: () => this.baseUrl, onIndexed: () => this.pushSiteFiles() });
    this.changes = new ChangeQueue({
      apply: (files) => this.apply(files),
      settleMs: SETTLE_MS,
      onError: (error) => console.error(`dev server: ${(error as Error).stack ?? error}`),
    });
    this.firstBuild = () => undefined;
    this.assets = sirv(this.outDir, { dev: true });
    this.statics = sirv(join(options.siteDir, 'static'), { dev: true });
  }

  get baseUrl(): string {
    return this.state?.graph.config.baseUrl ?? '/';
  }

  /** Starts serving; resolves once the server listens (the first build goes on in the background). */
  async start(): Promise<Server> {
    const started = performance.now();
    // The last session's output is moved aside, to be deleted in the background once webpack starts (thousands of
    // hot-update files: their deletion holds Node's file system threads, which the first page's requests need), with
    // any a stopped server left behind. The last shell it saved is served until webpack has built this session's.
    if (existsSync(this.outDir)) renameSync(this.outDir, `${this.outDir}-old-${process.pid}-${Date.now()}`);
    mkdirSync(this.outDir, { recursive: true });
    this.previous = PreviousShell.of(this.savedShellDir);
    // The theme's render bundle is checked (or made) by esbuild's own process while this one loads the content.
    this.firstRender.prepare();
    try {
      // The first page needs its own sidebar only: the route manifests of 10,000 pages wait (see afterFirstPage).
      this.takeState(await loadSiteState(this.options.siteDir, this.cacheDir, { deferPartials: true }), { deferNavigation: true });
      traceStep('state taken');
      this.log(`Content loaded in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      this.problems.set('content', problemsFromError(this.options.siteDir, error));
      for (const p of this.problems.all()) console.error(`\n${p.message}\n${p.frame ?? ''}`);
      console.error('Fix the error above: the server picks up the fix without a restart.');
    }
    this.watch();
    // guardRequests: GET and HEAD only, 400 for a malformed path, a failed file stream ends its response only.
    this.server = createServer(
      guardRequests((req, res) => {
        if (!isAllowedHost(req.headers.host, this.options.host)) return sendStatus(res, 403, forbiddenHost(req.headers.host));
        // No partial content here: sirv misreads some ranges (`bytes=50-10` threw).
        delete req.headers.range;
        this.handle(req, res).catch((error: Error) => {
          console.error(`dev server: ${req.url}: ${error.stack ?? error}`);
          if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Internal error of the dev server; see its terminal.');
        });
      }),
    );
    // A client that sends garbage gets a 400 and the server goes on.
    this.server.on('clientError', (_error, socket) => {
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      else socket.destroy();
    });
    await new Promise<void>((resolve) => this.server!.listen(this.options.port, this.options.host, resolve));
    traceStep('listening');
    // Started once the server listens: no request is taken before this line runs (the first page's HTML needs the
    // content only, and is answered while webpack loads).
    if (this.state) {
      if (this.previous) this.deferBundler(started);
      else this.startBundler(started);
    }
    return this.server;
  }

  private startBundler(started: number): void {
    this.bundlerStarted = started;
    this.removeOldOutputs();
    clearTimeout(this.deferred);
    this.bundler = this.createBundler(started);
    this.bundler.catch((error: Error) => console.error(`dev server: webpack could not start: ${error.stack ?? error}`));
  }

  /** Deletes the output folders of earlier sessions (see start), in the background. */
  private removeOldOutputs(): void {
    for (const name of readdirSync(this.cacheDir)) if (name.startsWith('dev-old-')) void rm(join(this.cacheDir, name), { recursive: true, force: true });
  }

  /** The page bundler, started now if it was deferred (see deferBundler). */
  private webpack(): Promise<DevBundler> {
    if (!this.bundler) this.startBundler(this.bundlerStarted ?? performance.now());
    return this.bundler!;
  }

  /**
   * With the last session's shell to serve, the first page needs no webpack, and loading webpack holds this process
   * for seconds (its modules, its cache): it starts once a page is up (it says so: `/__qdocs/ready`), 8 s after
   * start-up at the latest, or as soon as a request needs it.
   */
  private deferBundler(started: number): void {
    this.bundlerStarted = started;
    this.deferred = setTimeout(() => void this.webpack(), DEFERRED_WORK_MS);
  }

  /**
   * Start-up's work that no first page needs, done once a page is up (`/__qdocs/ready`), after webpack's first build
   * at the latest, or at once by whatever needs it first (no timer: on a loaded machine it fired while the first
   * request waited for webpack's modules to load): the route manifests and every sidebar (the navigation data), the
   * partials loader's context (written before webpack starts), and what tells an edit to a doc's body from one to its
   * front matter.
   */
  private afterFirstPage(): void {
    if (!this.state) return;
    this.navigation();
    this.state.writePartials();
    void this.state.heads;
  }

  private async createBundler(started: number): Promise<DevBundler> {
    const { siteDir } = this.options;
    // The partials loader reads its context while webpack builds.
    this.state?.writePartials();
    // webpack and its plugins take a second or more to load: loaded here, not before the server can answer.
    const { DevBundler } = await import('./bundler.ts');
    const bundler = new DevBundler({
      siteDir,
      outDir: this.outDir,
      cacheDir: this.cacheDir,
      baseUrl: this.baseUrl,
      onBuilt: ({ hash, errors, ms }) => {
        if (this.problems.set('webpack', problemsFromWebpack(siteDir, errors))) this.pushProblems();
        this.hash = hash;
        if (this.previous) this.retirePrevious(errors.length ? undefined : hash);
        if (!errors.length) saveShell(this.outDir, this.savedShellDir, hash);
        if (!errors.length) this.events.send('hash', hash);
        if (this.firstBuild) {
          this.afterFirstPage();
          this.firstBuild();
          this.firstBuild = undefined;
          this.log(`Ready in ${Math.round(performance.now() - started)} ms — ${this.url()}`);
          // The compiler is loaded for the first edit, then the search index is built, in the background.
          const state = this.state;
          void (state ? this.pages.warmUp(state) : Promise.resolve())
            .catch((error: Error) => console.error(`dev server: warming up the MDX compiler: ${error.message}`))
            .finally(() => this.search.schedule());
        } else {
          this.log(`built in ${ms} ms${errors.length ? ` with ${errors.length} error${errors.length > 1 ? 's' : ''}` : ''}`);
        }
      },
    });
    bundler.start();
    return bundler;
  }

  /**
   * After the first build: pages that run the last session's shell keep it when it is this build's but for the
   * hash (they are told so, and their hot updates are served under their hash).
   */
  private retirePrevious(hash: string | undefined): void {
    const shell = this.previous!;
    this.previous = undefined;
    if (hash && shell.sameAs(this.outDir, hash)) {
      this.sameShell = { from: shell.hash, to: hash };
      this.events.send('same', this.sameShell);
    } else this.log('The theme changed since the last session: pages opened meanwhile reload.');
  }

  private get savedShellDir(): string {
    return join(this.cacheDir, 'dev-shell');
  }

  url(): string {
    const address = this.server?.address();
    const port = address && typeof address === 'object' ? address.port : this.options.port;
    return `http://${this.options.host}:${port}${this.baseUrl}`;
  }

  async close(): Promise<void> {
    this.changes.close();
    this.search.close();
    this.events.close();
    await this.watcher?.close();
    clearTimeout(this.deferred);
    await (await this.bundler?.catch(() => undefined))?.close();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Adopts a freshly loaded site: generated site data and the navigation files (now, unless `deferNavigation`). */
  private takeState(state: SiteState, { deferNavigation = false } = {}): void {
    this.state = state;
    this.nav = undefined;
    this.earlySidebars.clear();
    mkdirSync(join(this.cacheDir, 'generated'), { recursive: true });
    writeIfChanged(join(this.cacheDir, 'generated', 'site.json'), JSON.stringify(state.site));
    writeSiteModules(this.cacheDir, siteModulesOf(state.graph.config));
    if (!deferNavigation) this.navigation();
  }

  /** The sidebars and route manifests of the current state, written on first need. */
  private navigation(): NavigationUrls {
    if (this.nav) return this.nav;
    const state = this.state!;
    // Every page's files have fixed names, so the manifests are written before any page is built.
    const chunks: ChunkFiles = { ...this.shellFiles(), entries: new Map(state.routes.map((r) => [`p/${r.key}`, pageFiles(state.graph.config.baseUrl, r.key)])) };
    withBlogItemFiles(state.routes, chunks.entries);
    this.nav = writeNavigationData(this.outDir, state.graph, state.routes, chunks);
    traceStep('navigation data written');
    return this.nav;
  }

  /**
   * The URL of a page's sidebar: until the navigation data is written, that sidebar alone is (the same file, by
   * the same name, as the navigation data's).
   */
  private sidebarUrl(route: RouteEntry, sidebar: string): string | undefined {
    const version = route.version!;
    const key = sidebarKey(version.name, sidebar);
    if (this.nav) return this.nav.sidebarUrls.get(key);
    const items = version.sidebars[sidebar];
    if (!items) return undefined;
    let url = this.earlySidebars.get(key);
    if (!url) {
      url = writeSidebarData(this.outDir, this.baseUrl, version.name, sidebar, items);
      this.earlySidebars.set(key, url);
    }
    return url;
  }

  private shellFiles(): { shellJs: string[]; shellCss: string[] } {
    const shell = SHELL_FILES(this.baseUrl);
    return { shellJs: shell.js, shellCss: shell.css };
  }

  /** The search index tags of the site (one per version, and the standalone pages'). */
  private searchTags(): string[] {
    return [...new Set(this.state?.routes.map((r) => r.searchTag) ?? [])];
  }

  private siteFiles() {
    const tags = this.searchTags();
    return { manifests: this.state ? this.navigation().manifestUrls : {}, searchIndexes: this.search.urls(tags) };
  }

  private pushSiteFiles(): void {
    this.events.send('site', this.siteFiles());
  }

  private pushProblems(): void {
    const all = this.problems.all();
    for (const p of all) console.error(`\n${p.message}${p.frame ? `\n${p.frame}` : ''}\n`);
    this.events.send('problems', all);
  }

  // ————— pages on demand —————

  /** Compiles the route's page if needed and makes its chunk servable; resolves once it is (built). */
  private activate(route: RouteEntry): Promise<void> {
    let activation = this.activations.get(route.key);
    if (!activation) {
      activation = this.refreshPage(route, false);
      activation.catch(() => this.activations.delete(route.key));
      this.activations.set(route.key, activation);
    }
    return activation;
  }

  /**
   * Brings an open page's chunk up to date with its source and route data. A plain page's chunk is kept here and,
   * when `push`, sent to the open pages at once (no webpack build in between); any other page is a webpack entry,
   * whose rebuild webpack's hot update delivers. A page may move between the two when its imports change.
   */
  private async refreshPage(route: RouteEntry, push: boolean): Promise<void> {
    const name = `p/${route.key}`;
    const compiled = this.pageModule(route);
    this.modules.set(
      route.key,
      compiled.catch(() => undefined),
    );
    const module = await compiled;
    const plain = route.source?.format === 'mdx' && module ? plainChunk(route, module, this.revisions.get(route.key)) : undefined;
    if (plain !== undefined) {
      // The same chunk as before, revision included: nothing to send.
      if (this.plain.get(route.key) === plain) return;
      this.revisions.set(route.key, ++this.revision);
      const chunk = plainChunk(route, module!, this.revision)!;
      this.plain.set(route.key, chunk);
      void this.bundler?.then((b) => b.isActive(name) && b.remove([name]));
      if (push) this.events.send('page', { path: route.path, chunk });
      return;
    }
    const wasPlain = this.plain.delete(route.key);
    if (wasPlain || !this.revisions.has(route.key)) this.revisions.set(route.key, ++this.revision);
    const file = writePageEntry(this.cacheDir, route, module, true, this.revisions.get(route.key));
    const built = (await this.webpack()).ensure({ [name]: file });
    // A first request waits for the build; an update does not hold up the changes queue (webpack sends it).
    if (!push) return built;
    // The page's chunk is webpack's from now on: the open pages load it (webpack's runtime has not seen it yet).
    if (wasPlain) void built.then(() => this.events.send('page', { path: route.path, src: pageFiles(this.baseUrl, route.key).js[0] }));
  }

  /** The module a route's entry imports, compiling an MDX page first (its problems go to the overlay). */
  private async pageModule(route: RouteEntry): Promise<string | undefined> {
    if (route.source?.format === 'tsx') return route.source.file;
    if (route.source?.format !== 'mdx') return undefined;
    const result = await this.pages.compile(this.state!, route);
    for (const [url, file] of result.images) this.images.set(url, file);
    if (this.problems.set(`page:${route.key}`, result.problems)) this.pushProblems();
    return result.modulePath;
  }

  // ————— changes —————

  private watch(): void {
    const { siteDir } = this.options;
    // The blogs' folders (their posts, authors and tags files) load the content again on any change.
    const blogs = this.state?.graph.blogs.map((b) => b.dir) ?? [];
    this.watcher = chokidar.watch([...CONTENT.map((p) => join(siteDir, p)), ...blogs], {
      ignoreInitial: true,
      ignored: (path) => /(^|[/\\])(node_modules|\.cache)([/\\]|$)/.test(path),
    });
    this.watcher.on('all', (_event, file) => this.changes.add(file));
    this.watcher.on('error', (error) => console.error(`watcher: ${(error as Error).message}`));
  }

  private async apply(files: string[]): Promise<void> {
    const state = this.state;
    const started = performance.now();
    const names = files.map((f) => relative(this.options.siteDir, f)).join(', ');
    // After a content error, the last good state is older than the files: only a full load can clear it.
    if (state && !this.problems.has('content') && files.every((f) => onlyBodyChanged(state, f))) {
      // Only page bodies changed: recompile the open ones (plain pages are pushed, webpack picks up the others).
      for (const file of files) {
        const route = state.bySource.get(file);
        if (route && this.activations.has(route.key)) await this.refreshPage(route, true);
      }
      this.log(`changed: ${names} (page recompiled in ${Math.round(performance.now() - started)} ms)`);
      this.search.schedule();
      return;
    }
    let next: SiteState;
    try {
      next = await loadSiteState(this.options.siteDir, this.cacheDir);
    } catch (error) {
      this.log(`changed: ${names} (content not loaded: see the error)`);
      if (this.problems.set('content', problemsFromError(this.options.siteDir, error))) this.pushProblems();
      return;
    }
    // No webpack yet when the content could not be loaded at start-up (if its start was deferred, it starts now).
    const bundler = state ? await this.webpack() : undefined;
    const contentProblems = this.problems.set('content', []);
    const baseChanged = state && next.graph.config.baseUrl !== state.graph.config.baseUrl;
    this.takeState(next);
    if (!bundler || baseChanged) {
      // The public path is built into the bundle: a new base URL needs a new webpack.
      await bundler?.close();
      this.activations.clear();
      this.plain.clear();
      this.modules.clear();
      this.revisions.clear();
      this.firstBuild ??= () => undefined;
      this.startBundler(performance.now());
      this.events.send('reload', '');
      return;
    }
    // Open pages: their route data (title, prev/next, breadcrumbs) may have changed, or their route may be gone.
    // The new manifests and sidebars go first: a page pushed next finds its sidebar in them.
    this.pushSiteFiles();
    const gone: string[] = [];
    for (const key of [...this.activations.keys()]) {
      const route = next.byKey.get(key);
      if (!route) {
        gone.push(`p/${key}`);
        this.activations.delete(key);
        this.plain.delete(key);
        this.modules.delete(key);
        this.revisions.delete(key);
        this.problems.set(`page:${key}`, []);
        continue;
      }
      await this.refreshPage(route, true);
    }
    bundler.remove(gone);
    this.log(`changed: ${names} (content loaded again in ${Math.round(performance.now() - started)} ms)`);
    if (contentProblems || gone.length) this.pushProblems();
    this.search.schedule();
  }

  // ————— HTTP —————

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
      const initial: [string, unknown][] = [];
      if (this.sameShell) initial.push(['same', this.sameShell]);
      if (this.hash && !this.problems.all().length) initial.push(['hash', this.hash]);
      initial.push(['problems', this.problems.all()]);
      return this.events.attach(req, res, initial);
    }
    const state = this.state;
    if (path === '/__qdocs/ready') {
      // A page is up: webpack may start now.
      res.writeHead(204, { 'Cache-Control': 'no-store' });
      res.end();
      this.afterFirstPage();
      return void (this.state && this.webpack());
    }
    if (!state) return this.sendProblemsPage(res);
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
      this.activate(route).catch((error: Error) => console.error(`dev server: ${route.path}: ${error.stack ?? error}`));
      return this.sendPage(res, state, route, path, await this.firstHtml(state, route));
    }
    const rel = path.slice(base.length);
    if (rel === MANIFEST_INDEX_FILE) {
      // Named by the first pages' HTML, answered before the route manifests were written: they are, now.
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(JSON.stringify({ manifests: this.navigation().manifestUrls }));
    }
    const page = /^assets\/(js|css)\/p\/([^/]+)\.(js|css)$/.exec(rel);
    if (page) {
      const target = state.byKey.get(page[2]);
      if (target) {
        await this.activate(target);
        const chunk = this.plain.get(target.key);
        if (chunk !== undefined) {
          // A plain page: its chunk is served from here, and it has no stylesheet of its own.
          res.writeHead(200, { 'Content-Type': `${page[1] === 'js' ? 'text/javascript' : 'text/css'}; charset=utf-8`, 'Cache-Control': 'no-store' });
          return void res.end(page[1] === 'js' ? chunk : '');
        }
        await (await this.webpack()).idle();
        if (page[1] === 'css' && !existsSync(join(this.outDir, rel))) {
          // The page has no stylesheet of its own: an empty one keeps the manifest's fixed file list true.
          res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' });
          return void res.end('');
        }
      }
    }
    const searchFile = /^__qdocs\/search\/\d+\/(.+)$/.exec(rel);
    if (searchFile) return this.sendSearchFile(req, res, searchFile[1]);
    const image = this.images.get(base + rel);
    if (image) return this.sendFile(req, res, image);
    // Until webpack's first build is done, the last session's shell; hot updates asked for under its hash are this one's.
    const previous = this.previous?.file(rel);
    if (previous) return this.sendShellFile(req, res, previous);
    const file = this.sameShell && rel.startsWith('assets/hot/') ? rel.replace(this.sameShell.from, this.sameShell.to) : rel;
    // Route manifests and sidebars (assets/data/) are the server's own files; everything else under assets/ is webpack's.
    if (rel.startsWith('assets/') && !rel.startsWith('assets/data/')) await (await this.webpack()).idle();
    if ((isShellFile(rel) || isDataFile(rel)) && existsSync(join(this.outDir, rel))) return this.sendShellFile(req, res, join(this.outDir, rel));
    req.url = '/' + file + search;
    this.assets(req, res, () => this.statics(req, res, () => this.sendPage(res, state, null, path)));
  }

  private async sendSearchFile(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    const folder = await this.search.folder();
    const full = folder ? join(folder, file) : undefined;
    if (!full?.startsWith(folder!) || !existsSync(full) || !statSync(full).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('No such search file.');
    }
    return this.sendFile(req, res, full);
  }

  /**
   * A file of the shell (or of the server's data): kept by the browser across restarts, revalidated by its content
   * (see contentTags.ts), and answered from memory.
   */
  private sendShellFile(req: IncomingMessage, res: ServerResponse, file: string): void {
    const read = this.tags.read(file);
    if (!read) return void this.sendFile(req, res, file);
    res.setHeader('ETag', read.tag);
    res.setHeader('Cache-Control', 'no-cache');
    if (unchangedFor(req, read.tag)) {
      res.writeHead(304);
      return void res.end();
    }
    res.writeHead(200, { 'Content-Type': contentType(file), 'Content-Length': read.bytes.length });
    res.end(req.method === 'HEAD' ? undefined : read.bytes);
  }

  private sendFile(req: IncomingMessage, res: ServerResponse, file: string): void {
    const serve = sirv(join(file, '..'), { dev: true });
    req.url = '/' + encodeURIComponent(file.split('/').pop()!);
    serve(req, res, () => {
      res.writeHead(404);
      res.end();
    });
  }

  /** The page's HTML as the production prerender renders it, once its compile is done ('' when it cannot be). */
  private async firstHtml(state: SiteState, route: RouteEntry): Promise<string> {
    const module = await this.modules.get(route.key);
    return this.firstRender.render(state.site, route, module);
  }

  private sendPage(res: ServerResponse, state: SiteState, route: RouteEntry | null, path: string, body = ''): void {
    const { config } = state.graph;
    const data: RouteData = route?.data ?? notFoundRouteData(path);
    const own = route ? this.routeFiles(route) : { js: [], css: [] };
    const sidebar = route?.version && data.sidebar ? this.sidebarUrl(route, data.sidebar) : undefined;
    // Before the route manifests are written, the page names their index, which waits for them (see afterFirstPage).
    const manifests = this.nav ? { manifests: this.nav.manifestUrls } : { manifestIndex: config.baseUrl + MANIFEST_INDEX_FILE };
    const shell = this.shellFiles();
    // A page the server rendered paints without the shell: its scripts are fetched once it has (scriptsAfterPaint.ts).
    const afterPaint = body !== '';
    const html = htmlDocument(
      {
        config,
        data,
        keywords: route?.keywords ?? config.keywords,
        css: [...shell.shellCss, ...own.css],
        js: [],
        // Fetched as soon as the HTML is read, not once the shell has run (the route manifest is not needed to paint).
        preloadJson: sidebar ? [sidebar] : [],
        body,
        boot: { path: data.path, ...manifests, sidebar, searchIndexes: this.search.urls(this.searchTags()), data, dev: true },
        shellJs: afterPaint ? [] : shell.shellJs,
        pageJs: afterPaint ? [] : own.js,
      },
      config,
    );
    // In the order the `defer` tags run (render/template.ts): the shell's packages, the page's chunk, the client.
    const [vendors, client] = shell.shellJs;
    const scripts = [{ src: vendors, pageChunk: false }, ...own.js.map((src) => ({ src, pageChunk: true })), { src: client, pageChunk: false }];
    res.writeHead(route ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(afterPaint ? beforeBodyEnd(html, scriptsAfterPaint(scripts)) : html);
    if (route && !this.pagesServed++) traceStep(`first page answered (${afterPaint ? 'server-rendered' : 'empty'})`);
  }

  /** A route's chunk files; a blog list's include its posts' (bundle/blogItems.ts). */
  private routeFiles(route: RouteEntry): { js: string[]; css: string[] } {
    const entries = new Map([[`p/${route.key}`, pageFiles(this.baseUrl, route.key)]]);
    withBlogItemFiles([route], entries, (key) => pageFiles(this.baseUrl, key));
    return entries.get(`p/${route.key}`)!;
  }

  /** Before the site could be loaded even once: the problems, and a reload as soon as they are fixed. */
  private sendProblemsPage(res: ServerResponse): void {
    const list = this.problems
      .all()
      .map((p) => `<h2>${escapeHtml(p.message)}</h2>${p.frame ? `<pre>${escapeHtml(p.frame)}</pre>` : ''}`)
      .join('');
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' });
    res.end(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="1"><title>Build error</title><main role="alert"><h1>The site cannot be loaded</h1>${list || '<p>Starting…</p>'}<p>Fix the file and save: this page reloads by itself.</p></main></html>`,
    );
  }
}

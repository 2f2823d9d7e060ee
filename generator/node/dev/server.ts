/**
 * `npm start`'s server: its start-up, and which of its parts answers each request. Start-up loads the content and
 * starts webpack on the shell alone (shellBuild.ts); a page is compiled when it is opened or prefetched (its HTML or
 * its chunk is requested) and from then on kept up to date (openPages.ts):
 * - an edit to a page's body recompiles that page; webpack sends the update and the page re-registers in place;
 * - an edit that changes routes (front matter, sidebars, site.config.ts, added/removed docs) loads the content again,
 *   rewrites the open pages' entries (their route data) and pushes new sidebars and route manifests to the pages
 *   (siteChanges.ts, navigationFiles.ts);
 * - every problem is sent to the pages' overlay with its place and code frame, and cleared once fixed.
 * Changes are taken in order, at most one batch at a time: saves made meanwhile are coalesced into the next batch.
 * Which part answers each request is requestHandler.ts; pages and files are answered by responses.ts.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import chokidar, { type FSWatcher } from 'chokidar';
import { forbiddenHost, isAllowedHost } from '../http/allowedHosts.ts';
import { guardRequests, sendStatus } from '../http/requests.ts';
import { siteModulesOf, writeIfChanged, writeSiteModules } from '../bundle/entries.ts';
import { loadSiteState, type SiteState } from './content.ts';
import { PageCompiler } from './pages.ts';
import { ProblemSet, problemsFromError, problemsFromWebpack } from './problems.ts';
import { EventHub } from './events.ts';
import { DevSearch } from './search.ts';
import { ChangeQueue } from './changes.ts';
import { NavigationFiles } from './navigationFiles.ts';
import { applyChanges, type ChangeTarget } from './siteChanges.ts';
import { FirstRender } from './firstRender.ts';
import { traceStep } from './startTrace.ts';
import { OpenPages } from './openPages.ts';
import { ShellBuild } from './shellBuild.ts';
import { DevRequests } from './requestHandler.ts';

export interface DevOptions {
  siteDir: string;
  port: number;
  host: string;
  log?: (message: string) => void;
}

/** Files and folders whose changes can change the routes or the site data. */
const CONTENT = ['docs', 'blog', 'versioned_docs', 'versioned_sidebars', 'sidebars.ts', 'sidebars.js', 'sidebars.json', 'site.config.ts', 'versions.json', 'src/pages'];
/** Saves closer together than this are taken as one batch (editors write a file in several steps). */
const SETTLE_MS = 10;

export class DevServer {
  private state?: SiteState;
  /** The state's route manifests and sidebars, written on first need. */
  private nav?: NavigationFiles;
  private readonly cacheDir: string;
  private readonly outDir: string;
  private readonly problems = new ProblemSet();
  private readonly events = new EventHub();
  private readonly pages: PageCompiler;
  private readonly open: OpenPages;
  private readonly shell: ShellBuild;
  private readonly search: DevSearch;
  private readonly firstRender: FirstRender;
  private readonly changes: ChangeQueue;
  private watcher?: FSWatcher;
  private server?: Server;
  private readonly log: (message: string) => void;
  private readonly requests: DevRequests;

  constructor(private readonly options: DevOptions) {
    this.cacheDir = join(options.siteDir, '.cache');
    this.outDir = join(this.cacheDir, 'dev');
    this.log = options.log ?? ((m) => console.log(m));
    this.pages = new PageCompiler(options.siteDir, this.cacheDir);
    this.firstRender = new FirstRender(options.siteDir, this.cacheDir);
    this.search = new DevSearch({ siteDir: options.siteDir, cacheDir: this.cacheDir, outDir: this.outDir, baseUrl: () => this.baseUrl, onIndexed: () => this.pushSiteFiles() });
    this.changes = new ChangeQueue({
      apply: (files) => applyChanges(this.changeTarget(), files),
      settleMs: SETTLE_MS,
      onError: (error) => console.error(`dev server: ${(error as Error).stack ?? error}`),
    });
    const { siteDir } = options;
    this.shell = new ShellBuild({
      siteDir,
      cacheDir: this.cacheDir,
      outDir: this.outDir,
      events: this.events,
      baseUrl: () => this.baseUrl,
      log: this.log,
      // The partials loader reads its context while webpack builds.
      beforeStart: () => this.state?.writePartials(),
      problems: (errors) => {
        if (this.problems.set('webpack', problemsFromWebpack(siteDir, errors))) this.pushProblems();
      },
      built: (build) => this.built(build),
    });
    this.open = new OpenPages({
      cacheDir: this.cacheDir,
      pages: this.pages,
      events: this.events,
      state: () => this.state!,
      baseUrl: () => this.baseUrl,
      webpack: () => this.shell.webpack(),
      startedWebpack: () => this.shell.started,
      pageProblems: (key, problems) => {
        if (this.problems.set(`page:${key}`, problems)) this.pushProblems();
      },
    });
    this.requests = new DevRequests({
      siteDir,
      outDir: this.outDir,
      problems: this.problems,
      events: this.events,
      open: this.open,
      shell: this.shell,
      search: this.search,
      firstRender: this.firstRender,
      state: () => this.state,
      nav: () => this.nav,
      baseUrl: () => this.baseUrl,
      searchTags: () => this.searchTags(),
      afterFirstPage: () => this.afterFirstPage(),
      pushProblems: () => this.pushProblems(),
    });
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
    this.shell.takePreviousShell();
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
        this.requests.handle(req, res).catch((error: Error) => {
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
    if (this.state) this.shell.start(started);
    return this.server;
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
    this.nav!.write();
    this.state.writePartials();
    void this.state.heads;
  }

  /** After a webpack build: the first one's start-up work, then the log. */
  private built({ errors, ms, first, startedMs }: { errors: number; ms: number; first: boolean; startedMs: number }): void {
    if (!first) {
      this.log(`built in ${ms} ms${errors ? ` with ${errors} error${errors > 1 ? 's' : ''}` : ''}`);
      return;
    }
    this.afterFirstPage();
    this.log(`Ready in ${Math.round(startedMs)} ms — ${this.url()}`);
    // The compiler is loaded for the first edit, then the search index is built, in the background.
    const state = this.state;
    void (state ? this.pages.warmUp(state) : Promise.resolve())
      .catch((error: Error) => console.error(`dev server: warming up the MDX compiler: ${error.message}`))
      .finally(() => this.search.schedule());
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
    await this.shell.close();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Adopts a freshly loaded site: generated site data and the navigation files (now, unless `deferNavigation`). */
  private takeState(state: SiteState, { deferNavigation = false } = {}): void {
    this.state = state;
    this.nav = new NavigationFiles(this.outDir, state);
    mkdirSync(join(this.cacheDir, 'generated'), { recursive: true });
    writeIfChanged(join(this.cacheDir, 'generated', 'site.json'), JSON.stringify(state.site));
    writeSiteModules(this.cacheDir, siteModulesOf(state.graph));
    if (!deferNavigation) this.nav.write();
  }

  /** The search index tags of the site (one per version, and the standalone pages'). */
  private searchTags(): string[] {
    return [...new Set(this.state?.routes.map((r) => r.searchTag) ?? [])];
  }

  private siteFiles() {
    const tags = this.searchTags();
    return { manifests: this.nav ? this.nav.write().manifestUrls : {}, searchIndexes: this.search.urls(tags) };
  }

  private pushSiteFiles(): void {
    this.events.send('site', this.siteFiles());
  }

  private pushProblems(): void {
    const all = this.problems.all();
    for (const p of all) console.error(`\n${p.message}${p.frame ? `\n${p.frame}` : ''}\n`);
    this.events.send('problems', all);
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

  /** What a batch of saved files may change (siteChanges.ts). */
  private changeTarget(): ChangeTarget {
    return {
      siteDir: this.options.siteDir,
      cacheDir: this.cacheDir,
      problems: this.problems,
      open: this.open,
      shell: this.shell,
      search: this.search,
      events: this.events,
      state: this.state,
      takeState: (state) => this.takeState(state),
      pushSiteFiles: () => this.pushSiteFiles(),
      pushProblems: () => this.pushProblems(),
      log: this.log,
    };
  }
}

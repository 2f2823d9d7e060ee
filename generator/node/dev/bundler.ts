/**
 * The dev server's webpack: watch mode with hot module replacement, building only the pages that were asked for.
 * It starts with the shell alone (the client entry, the theme); a page's entry joins when its HTML or its chunk is
 * first requested, so start-up costs the same for 30 pages or 10,000. Every file name is fixed
 * (`assets/js/p/<route key>.js`), so HTML and route manifests are written before anything is compiled.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Compiler, type Stats, type StatsError, type Watching } from 'webpack';
import { clientConfig } from '../bundle/clientConfig.ts';
import { CLIENT_ENTRY, GENERATOR_DIR } from '../bundle/webpackConfig.ts';
import { GaplessCssUpdatesPlugin } from './gaplessCssUpdates.ts';

const require = createRequire(import.meta.url);
/** The browser side of the dev server: hot updates, pushed route data, the error overlay. */
const DEV_CLIENT = join(GENERATOR_DIR, 'client/dev/hot.ts');
/**
 * Packages of the dev client replaced by smaller modules that do the same in the browsers the dev server supports:
 * they are parsed and run before every first paint.
 */
const DEV_ALIASES = { 'core-js-pure/features/global-this': join(GENERATOR_DIR, 'client/dev/globalThis.cjs') };
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * The packages the shell uses (React and react-dom's development builds, the router: four fifths of it) go to
 * assets/js/vendors.js. It changes only when the packages do, so the browser keeps it across restarts (the server
 * answers it by content: see shellCache.ts) and its compiled code with it; and it does not take an eval source map,
 * whose parsing and compiling was most of the time before the first paint. Page entries keep what they import in
 * their own chunk (a page's file list is fixed).
 */
const VENDORS = {
  chunks: (chunk: { name?: string | null }) => chunk.name === 'main',
  cacheGroups: { default: false as const, defaultVendors: false as const, vendors: { test: NODE_MODULES, name: 'vendors', enforce: true } },
};

export interface BundlerOptions {
  siteDir: string;
  outDir: string;
  cacheDir: string;
  baseUrl: string;
  /** After every build: its hash and errors (an empty list once everything compiles). */
  onBuilt: (result: { hash: string; errors: StatsError[]; ms: number }) => void;
}

interface Waiter {
  names: string[];
  resolve: () => void;
}

export class DevBundler {
  private readonly active = new Map<string, string>();
  private readonly compiler: Compiler;
  private watching?: Watching;
  private building = true;
  private built = new Set<string>();
  private waiters: Waiter[] = [];
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: BundlerOptions) {
    const config = clientConfig({
      siteDir: options.siteDir,
      outDir: options.outDir,
      cacheDir: options.cacheDir,
      baseUrl: options.baseUrl,
      pageEntries: {},
      mode: 'development',
      hot: true,
    });
    config.entry = () => ({
      main: { import: [require.resolve('webpack/hot/dev-server.js'), DEV_CLIENT, CLIENT_ENTRY] },
      ...Object.fromEntries([...this.active].map(([name, file]) => [name, { import: file, dependOn: 'main' }])),
    });
    config.resolve = { ...config.resolve, alias: { ...(config.resolve?.alias as Record<string, string>), ...DEV_ALIASES } };
    // webpack's persistent cache remembers resolutions: it starts afresh when this file (the aliases above) changes.
    if (config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem') {
      config.cache = { ...config.cache, buildDependencies: { ...config.cache.buildDependencies, dev: [fileURLToPath(import.meta.url)] } };
    }
    // One file per page entry, and the shell in two: their names are known before they are built (see files.ts).
    config.optimization = { ...config.optimization, splitChunks: VENDORS };
    // Source maps: the packages' (React's development builds: most of the shell) in a file of its own, which the
    // browser fetches only when its developer tools are open; the theme's own modules as before (eval, fastest to
    // rebuild on an edit), since vendors.js is not rebuilt when they change.
    config.devtool = false;
    config.plugins = [
      ...(config.plugins ?? []),
      new webpack.EvalSourceMapDevToolPlugin({ exclude: NODE_MODULES, module: true, columns: false }),
      new webpack.SourceMapDevToolPlugin({ test: /\/vendors\.js$/, filename: '[file].map', module: true, columns: false }),
      new GaplessCssUpdatesPlugin(),
    ];
    config.output = {
      ...config.output,
      hotUpdateChunkFilename: 'assets/hot/[id].[fullhash].hot-update.js',
      hotUpdateMainFilename: 'assets/hot/[runtime].[fullhash].hot-update.json',
    };
    this.compiler = webpack(config);
    this.compiler.hooks.invalid.tap('qdocs-dev', () => (this.building = true));
    this.compiler.hooks.watchRun.tap('qdocs-dev', () => (this.building = true));
    this.compiler.hooks.done.tap('qdocs-dev', (stats) => this.done(stats));
    // A compilation that fails outright (a file read mid-rename, a cache write error) never reaches `done`, and
    // webpack's watch mode stops watching after it: requests waiting for an idle bundler would wait forever and
    // later saves would go unseen. So the waiters are released and a build is started again a moment later.
    this.compiler.hooks.failed.tap('qdocs-dev', (error) => {
      console.error(`webpack: ${error.message}`);
      this.releaseIdleWaiters();
      setTimeout(() => this.invalidate(), 1000).unref();
    });
  }

  start(): void {
    this.watching = this.compiler.watch({ aggregateTimeout: 5, ignored: ['**/node_modules/**', '**/.cache/dev/**', '**/.cache/webpack/**'] }, (error) => {
      if (error) console.error(`webpack: ${error.message}`);
    });
  }

  private done(stats: Stats): void {
    this.building = false;
    this.built = new Set(stats.compilation.entrypoints.keys());
    const errors = stats.hasErrors() ? (stats.toJson({ all: false, errors: true, moduleTrace: false }).errors ?? []) : [];
    this.options.onBuilt({ hash: stats.hash ?? '', errors, ms: (stats.endTime ?? 0) - (stats.startTime ?? 0) });
    const ready = this.waiters.filter((w) => w.names.every((n) => this.built.has(n)));
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve();
    this.releaseIdleWaiters();
  }

  private releaseIdleWaiters(): void {
    const idle = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of idle) resolve();
  }

  /** Resolves once no build is running (the files on disk are the latest). */
  idle(): Promise<void> {
    if (!this.building) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  isActive(name: string): boolean {
    return this.active.has(name);
  }

  activeNames(): string[] {
    return [...this.active.keys()];
  }

  /** Adds page entries (name → entry module) and resolves once a build holds all of them. */
  ensure(entries: Record<string, string>): Promise<void> {
    const names = Object.keys(entries);
    let added = false;
    for (const [name, file] of Object.entries(entries)) {
      if (this.active.get(name) === file) continue;
      this.active.set(name, file);
      added = true;
    }
    if (!added && !this.building && names.every((n) => this.built.has(n))) return Promise.resolve();
    const waiting = new Promise<void>((resolve) => this.waiters.push({ names, resolve }));
    if (added) this.invalidate();
    return waiting;
  }

  /** Drops page entries whose route is gone. */
  remove(names: string[]): void {
    let removed = false;
    for (const name of names) removed = this.active.delete(name) || removed;
    if (removed) this.invalidate();
  }

  private invalidate(): void {
    this.building = true;
    this.watching?.invalidate();
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.watching ? this.watching.close(() => resolve()) : resolve()));
  }
}

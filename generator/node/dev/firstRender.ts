/**
 * The dev server's first paint: a page's HTML holds its article, sidebar and navbar as the production prerender
 * renders them, so the browser paints the page as soon as the HTML and the styles arrive, before the shell's scripts
 * (React's development build, webpack's runtime: seconds at 10,000 pages in a fresh browser) have run; the dev client
 * then renders over it (generator/client/entry.tsx).
 *
 * The theme is bundled for Node with esbuild (generator/client/dev/serverRender.tsx, resolved with the site's aliases
 * as webpack resolves it), kept in `.cache/dev-render/` from session to session until one of its files changes, and
 * one page is rendered per request. Whatever it cannot render as the browser would (a style sheet module, an image
 * imported by a component, a page that imports anything but the JSX runtime and MDX's provider) leaves the HTML empty, as before: the page then paints
 * once the client has rendered it.
 */
import { build, type Plugin } from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { siteAliases } from '../config/aliases.ts';
import { stampsOf } from '../cache/stamps.ts';
import { currentBundle, recordBundle } from '../cache/bundles.mjs';
import { pageModuleFunction } from '../render/pageModules.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import type { LoadedPage, PageModule } from '../../shared/page.ts';
import type { SiteData } from '../../shared/site.ts';
import { timeLimitMs, timeLimitText } from '../watchdog.ts';

const GENERATOR_DIR = join(import.meta.dirname, '..', '..');
const ENTRY = join(GENERATOR_DIR, 'client', 'dev', 'serverRender.tsx');
/** What the bundle may hold: scripts, JSON and plain style sheets (dropped: prerendering needs no styles). */
const RENDERABLE = /\.([cm]?[jt]sx?|json)$|(?<!\.module)\.css$/;
const SITE_DATA = 'qdocs-dev-site-data';

interface RenderBundle {
  setSiteData(data: SiteData): void;
  renderPage(page: LoadedPage): string;
  sharedModules: Record<string, object>;
}

/** Docusaurus's module names as webpack resolves them (config/aliases.ts), swizzled components included. */
function aliasPlugin(siteDir: string): Plugin {
  const { alias, overrides } = siteAliases(siteDir, GENERATOR_DIR);
  return {
    name: 'qdocs-aliases',
    setup(b) {
      b.onResolve({ filter: /^@generated\/site\.json$/ }, () => ({ path: 'site.json', namespace: SITE_DATA }));
      b.onResolve({ filter: /^@generated\/code-languages$/ }, () => ({ path: join(siteDir, '.cache', 'generated', 'code-languages.js') }));
      b.onResolve({ filter: /^@generated\/version-docs\.json$/ }, () => ({ path: join(siteDir, '.cache', 'generated', 'version-docs.json') }));
      // One object that every module shares and setSiteData fills (see serverRender.tsx).
      b.onLoad({ filter: /.*/, namespace: SITE_DATA }, () => ({ contents: 'export default {};', loader: 'js' }));
      // A CSS module builds (as no class names), so that the bundle's inputs name it: such a theme is not rendered.
      b.onLoad({ filter: /\.module\.css$/ }, () => ({ contents: 'export default {};', loader: 'js' }));
      b.onResolve({ filter: /^@(theme|theme-original|theme-init|docusaurus|site)(\/|$)/ }, async (args) => {
        const exact = alias[`${args.path}$`];
        if (exact) return { path: exact };
        if (args.path.startsWith('@site/')) return b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind });
        return { errors: [{ text: `${args.path} has no alias` }] };
      });
      if (!overrides.size) return;
      // The theme's own relative imports of a swizzled component reach the site's file (bundle/swizzle.ts).
      b.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData === SITE_DATA) return undefined;
        const resolved = await b.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: SITE_DATA });
        const replacement = overrides.get(resolved.path);
        if (!replacement || args.importer === replacement || dirname(args.importer) === dirname(resolved.path)) return resolved;
        return { path: replacement };
      });
    },
  };
}

interface BundleFile {
  /** Its manifest in the bundle cache (cache/bundles.mjs), with the stamps of the bundled source files. */
  manifest: string;
  /** '' when the theme holds what this bundle cannot render as webpack would (then the HTML stays empty). */
  file: string;
  aliases: string;
}

/** Whether a bundle was made of the files as they are now, with the aliases as they are. */
function current(siteDir: string, bundle: BundleFile): boolean {
  return bundle.aliases === aliasesKey(siteDir) && currentBundle(bundle.manifest) !== undefined;
}

/** Bundles the render entry into `dir` unless the bundle there is current; undefined when esbuild failed. */
async function renderBundle(siteDir: string, dir: string): Promise<BundleFile | undefined> {
  const manifest = join(dir, 'current.json');
  const last = currentBundle(manifest);
  if (last && last.aliases === aliasesKey(siteDir)) return { manifest, file: last.entry, aliases: last.aliases };
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    write: false,
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: siteDir,
    // React's production build (bundled in with the other packages): a few times faster to render than its development one.
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty' },
    plugins: [aliasPlugin(siteDir)],
  }).catch(() => undefined);
  if (!result) return undefined;
  const inputs = Object.keys(result.metafile.inputs).filter((f) => !f.startsWith(`${SITE_DATA}:`));
  const renderable = inputs.every((f) => RENDERABLE.test(f));
  mkdirSync(dir, { recursive: true });
  const file = renderable ? join(dir, `render-${process.pid}-${Date.now()}.cjs`) : '';
  if (file) writeFileSync(file, result.outputFiles[0].contents);
  const made: BundleFile = { manifest, file, aliases: aliasesKey(siteDir) };
  recordBundle(manifest, { entry: file, inputs: stampsOf(inputs.map((f) => join(siteDir, f))), aliases: made.aliases });
  // Older bundles: a server that loaded one keeps it in memory.
  for (const name of readdirSync(dir)) if (/^render-.*\.cjs$/.test(name) && join(dir, name) !== file) rmSync(join(dir, name), { force: true });
  return made;
}

/** The aliases as a key: a component added to or removed from the site's `src/theme/` makes a new bundle. */
function aliasesKey(siteDir: string): string {
  return JSON.stringify(siteAliases(siteDir, GENERATOR_DIR).alias);
}

/** After esbuild failed (a theme file that does not compile), how long the next page waits before a new try. */
const RETRY_MS = 5000;

/**
 * Runs `work` on this thread with a time limit. A page's MDX may hold an expression that never returns; rendered
 * here, it would hold the dev server's only thread forever. V8 stops a script run by `vm` past its `timeout`,
 * whatever function it is in, and Node turns that into an error (ERR_SCRIPT_EXECUTION_TIMEOUT).
 */
const TIMED_CALL = new Script('globalThis.__qdocsTimedWork()');
function withTimeLimit<T>(work: () => T, ms: number): T {
  const global = globalThis as { __qdocsTimedWork?: () => T };
  global.__qdocsTimedWork = work;
  try {
    return TIMED_CALL.runInThisContext({ timeout: ms }) as T;
  } finally {
    delete global.__qdocsTimedWork;
  }
}

const isTimeout = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT';

/** What a render that did not finish in time leaves: the problem to show, kept while the page's module is the same. */
export interface RenderTimeout {
  /** The compiled module's path and modification time: an edit of the page makes a new one. */
  module: string;
  message: string;
}

export class FirstRender {
  private bundle?: Promise<{ made: BundleFile; code?: RenderBundle } | undefined>;
  private failedAt = Number.NEGATIVE_INFINITY;
  private site?: SiteData;

  constructor(
    private readonly siteDir: string,
    private readonly cacheDir: string,
    /** How long after a failed bundle the next page waits before a new try. */
    private readonly retryMs = RETRY_MS,
  ) {}

  /** Starts bundling (or checking the last session's bundle) now: esbuild works in its own process. */
  prepare(): void {
    this.bundle ??= this.load();
  }

  private async load(): Promise<{ made: BundleFile; code?: RenderBundle } | undefined> {
    const made = await renderBundle(this.siteDir, join(this.cacheDir, 'dev-render'));
    if (!made) {
      this.failedAt = performance.now();
      return undefined;
    }
    this.site = undefined;
    return { made, code: made.file ? (createRequire(made.file)(made.file) as RenderBundle) : undefined };
  }

  /** The bundle, made again when a theme file changed since (an edit to a component of the site's `src/theme/`). */
  private async code(): Promise<RenderBundle | undefined> {
    this.prepare();
    let loaded = await this.bundle;
    if (loaded ? !current(this.siteDir, loaded.made) : performance.now() - this.failedAt >= this.retryMs) {
      this.bundle = this.load();
      loaded = await this.bundle;
    }
    return loaded?.code;
  }

  /** Routes whose render did not finish within the page time limit, by route key. */
  readonly timedOut = new Map<string, RenderTimeout>();

  /**
   * The HTML of a route's page, or '' when it cannot be rendered here: `modulePath` is its compiled MDX module
   * (plain pages only: one that imports components of its own needs webpack's resolution). A render past the page
   * time limit is stopped and recorded in `timedOut` (the server shows it instead of the page); the same module is not
   * rendered again.
   */
  async render(site: SiteData, route: RouteEntry, modulePath: string | undefined): Promise<string> {
    if (route.source?.format !== 'mdx' || !modulePath) return '';
    const module = `${modulePath}@${statSync(modulePath, { throwIfNoEntry: false })?.mtimeMs ?? 0}`;
    const timedOut = this.timedOut.get(route.key);
    if (timedOut?.module === module) return '';
    this.timedOut.delete(route.key);
    try {
      const bundle = await this.code();
      if (!bundle) return '';
      // A plain page (it imports nothing but the JSX runtime and MDX's provider), evaluated with the bundle's packages.
      const page = pageModuleFunction(readFileSync(modulePath, 'utf8'));
      if (!page || page.specifiers.some((s) => !(s in bundle.sharedModules))) return '';
      if (this.site !== site) {
        bundle.setSiteData(site);
        this.site = site;
      }
      return withTimeLimit(() => {
        const evaluated: PageModule = page.evaluate(page.specifiers.map((s) => bundle.sharedModules[s]));
        return bundle.renderPage({ path: route.data.path, module: evaluated, data: route.data, sidebar: route.sidebarItems });
      }, timeLimitMs('page'));
    } catch (error) {
      if (isTimeout(error)) {
        const where = route.source?.relPath ?? route.data.path;
        this.timedOut.set(route.key, {
          module,
          message: `${where}: rendering did not finish within ${timeLimitText('page')}: does a component, or an expression of the page, loop forever? Fix the file and save.`,
        });
        // React's renderer stopped halfway through: the next page gets a fresh copy of the bundle.
        this.unload();
      }
      return '';
    }
  }

  /** Forgets the loaded bundle (and Node's copy of its module), so that the next render loads it afresh. */
  private unload(): void {
    const loaded = this.bundle;
    this.bundle = undefined;
    this.site = undefined;
    void loaded?.then((l) => {
      if (l?.made.file) delete createRequire(l.made.file).cache[l.made.file];
    });
  }
}

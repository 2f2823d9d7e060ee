/**
 * The pages open in the dev server: compiled when first opened or prefetched, then kept up to date. A plain page's
 * chunk is made here and pushed to the open pages (no webpack build in between); any other page is a webpack entry,
 * whose rebuild webpack's hot update delivers. A page may move between the two when its imports change.
 */
import { writePageEntry } from '../bundle/entries.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import type { DevBundler } from './bundler.ts';
import type { SiteState } from './content.ts';
import type { EventHub } from './events.ts';
import { pageFiles } from './files.ts';
import type { PageCompiler } from './pages.ts';
import { plainChunk } from './plainPages.ts';
import type { Problem } from './problems.ts';

export interface OpenPagesHost {
  cacheDir: string;
  pages: PageCompiler;
  events: EventHub;
  state(): SiteState;
  baseUrl(): string;
  /** webpack, started now if it was not yet. */
  webpack(): Promise<DevBundler>;
  /** webpack if it has started. */
  startedWebpack(): Promise<DevBundler> | undefined;
  /** A compiled page's problems (none: fixed), for the pages' overlay. */
  pageProblems(key: string, problems: Problem[]): void;
}

export class OpenPages {
  /** Pages opened or prefetched since start-up (route key → their first build), kept up to date from then on. */
  private readonly activations = new Map<string, Promise<void>>();
  /** Open plain pages (route key → their chunk, served without webpack: see plainPages.ts). */
  private readonly plain = new Map<string, string>();
  /** Route key → its compiled module as last compiled (the first HTML renders it: see firstRender.ts). */
  private readonly modules = new Map<string, Promise<string | undefined>>();
  /**
   * Route key → the revision of its latest chunk: a new one for every chunk pushed and every move to webpack, so the
   * browser can drop a registration that arrives after a newer one by another way (a late webpack hot update).
   */
  private readonly revisions = new Map<string, number>();
  private revision = 0;
  /** Images beside the open pages: public URL → file. */
  readonly images = new Map<string, string>();

  constructor(private readonly host: OpenPagesHost) {}

  /** Compiles the route's page if needed and makes its chunk servable; resolves once it is (built). */
  activate(route: RouteEntry): Promise<void> {
    let activation = this.activations.get(route.key);
    if (!activation) {
      activation = this.refresh(route, false);
      activation.catch(() => this.activations.delete(route.key));
      this.activations.set(route.key, activation);
    }
    return activation;
  }

  isOpen(key: string): boolean {
    return this.activations.has(key);
  }

  /** The keys of the open pages. */
  keys(): string[] {
    return [...this.activations.keys()];
  }

  /** A plain page's chunk, served from here (undefined: the page is webpack's, or not open). */
  plainChunk(key: string): string | undefined {
    return this.plain.get(key);
  }

  /** The page's compiled module as last compiled, once the compile is done. */
  module(key: string): Promise<string | undefined> | undefined {
    return this.modules.get(key);
  }

  /** A page whose route is gone: forgotten. */
  close(key: string): void {
    this.activations.delete(key);
    this.plain.delete(key);
    this.modules.delete(key);
    this.revisions.delete(key);
  }

  /** Every page forgotten (a new webpack: pages reload). */
  clear(): void {
    this.activations.clear();
    this.plain.clear();
    this.modules.clear();
    this.revisions.clear();
  }

  /** Brings an open page's chunk up to date with its source and route data; `push` sends a plain page's chunk at once. */
  async refresh(route: RouteEntry, push: boolean): Promise<void> {
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
      void this.host.startedWebpack()?.then((b) => b.isActive(name) && b.remove([name]));
      if (push) this.host.events.send('page', { path: route.path, chunk });
      return;
    }
    const wasPlain = this.plain.delete(route.key);
    if (wasPlain || !this.revisions.has(route.key)) this.revisions.set(route.key, ++this.revision);
    const file = writePageEntry(this.host.cacheDir, route, module, true, this.revisions.get(route.key));
    const built = (await this.host.webpack()).ensure({ [name]: file });
    // A first request waits for the build; an update does not hold up the changes queue (webpack sends it).
    if (!push) return built;
    // The page's chunk is webpack's from now on: the open pages load it (webpack's runtime has not seen it yet).
    if (wasPlain) void built.then(() => this.host.events.send('page', { path: route.path, src: pageFiles(this.host.baseUrl(), route.key).js[0] }));
  }

  /** The module a route's entry imports, compiling an MDX page first (its problems go to the overlay). */
  private async pageModule(route: RouteEntry): Promise<string | undefined> {
    if (route.source?.format === 'tsx') return route.source.file;
    if (route.source?.format !== 'mdx') return undefined;
    const result = await this.host.pages.compile(this.host.state(), route);
    for (const [url, file] of result.images) this.images.set(url, file);
    this.host.pageProblems(route.key, result.problems);
    return result.modulePath;
  }
}

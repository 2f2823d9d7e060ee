/**
 * webpack in the dev server, and the shell it builds: started once the server listens (the first page's HTML needs
 * the content only), or, with the last session's shell to serve, once a page is up, 8 s after start-up at the
 * latest, or when a request needs it first. Each build's hash goes to the pages; the last session's shell is served
 * until the first build, and pages that run it keep it when it is this build's but for the hash.
 */
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BundlerOptions, DevBundler } from './bundler.ts';
import type { EventHub } from './events.ts';
import { PreviousShell, saveShell } from './previousShell.ts';

/** With the last session's shell, webpack starts once a page is up, or this long after start-up at the latest. */
const DEFERRED_WORK_MS = 8000;

export interface ShellBuildHost {
  siteDir: string;
  cacheDir: string;
  outDir: string;
  events: EventHub;
  baseUrl(): string;
  /** Before webpack starts: the partials loader reads its context while webpack builds. */
  beforeStart(): void;
  /** A build's errors (none: fixed), for the pages' overlay: told before the pages hear of the build. */
  problems(errors: Parameters<BundlerOptions['onBuilt']>[0]['errors']): void;
  /** After the pages heard of a build: `first`, the first build of this webpack, `started` ms after it was asked for. */
  built(build: { errors: number; ms: number; first: boolean; startedMs: number }): void;
  log(message: string): void;
}

export class ShellBuild {
  private bundler?: Promise<DevBundler>;
  private bundlerStarted?: number;
  /** While webpack's start is deferred (see deferBundler). */
  private deferred?: NodeJS.Timeout;
  private hash = '';
  /** Set until the first build of a webpack is done. */
  private firstBuild = true;
  /** The shell the last session saved, served until webpack's first build is done. */
  private previous?: PreviousShell;
  /** The last session's build hash, when this session's first build turned out to be the same shell (see PreviousShell). */
  private sameShell?: { from: string; to: string };

  constructor(private readonly host: ShellBuildHost) {}

  /** At start-up: the shell the last session saved, if any, to serve until this session's first build. */
  takePreviousShell(): void {
    this.previous = PreviousShell.of(this.savedShellDir);
  }

  /** Once the server listens: webpack now, or later when the last session's shell can be served meanwhile. */
  start(started: number): void {
    if (this.previous) this.deferBundler(started);
    else this.startBundler(started);
  }

  /** The page bundler, started now if it was deferred (see deferBundler). */
  webpack(): Promise<DevBundler> {
    if (!this.bundler) this.startBundler(this.bundlerStarted ?? performance.now());
    return this.bundler!;
  }

  /** The page bundler if it has started (nothing to do in it otherwise). */
  get started(): Promise<DevBundler> | undefined {
    return this.bundler;
  }

  /** A new webpack (the base URL is built into the bundle): the old one is closed, the new one's first build awaited. */
  async restart(): Promise<void> {
    await (await this.bundler?.catch(() => undefined))?.close();
    this.firstBuild = true;
    this.startBundler(performance.now());
  }

  /** The events that bring a newly opened page up to date with the builds (after them, its problems). */
  initialEvents(withHash: boolean): [string, unknown][] {
    const initial: [string, unknown][] = [];
    if (this.sameShell) initial.push(['same', this.sameShell]);
    if (this.hash && withHash) initial.push(['hash', this.hash]);
    return initial;
  }

  /** Until webpack's first build is done, a file of the last session's shell. */
  previousFile(rel: string): string | undefined {
    return this.previous?.file(rel);
  }

  /** A file of the output, as asked for: hot updates asked for under the last session's hash are this one's. */
  outputFile(rel: string): string {
    return this.sameShell && rel.startsWith('assets/hot/') ? rel.replace(this.sameShell.from, this.sameShell.to) : rel;
  }

  async close(): Promise<void> {
    clearTimeout(this.deferred);
    await (await this.bundler?.catch(() => undefined))?.close();
  }

  private startBundler(started: number): void {
    this.bundlerStarted = started;
    this.removeOldOutputs();
    clearTimeout(this.deferred);
    this.bundler = this.createBundler(started);
    this.bundler.catch((error: Error) => console.error(`dev server: webpack could not start: ${error.stack ?? error}`));
  }

  /** Deletes the output folders of earlier sessions (see DevServer.start), in the background. */
  private removeOldOutputs(): void {
    for (const name of readdirSync(this.host.cacheDir)) if (name.startsWith('dev-old-')) void rm(join(this.host.cacheDir, name), { recursive: true, force: true });
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

  private async createBundler(started: number): Promise<DevBundler> {
    const { siteDir, outDir, cacheDir } = this.host;
    this.host.beforeStart();
    // webpack and its plugins take a second or more to load: loaded here, not before the server can answer.
    const { DevBundler } = await import('./bundler.ts');
    const bundler = new DevBundler({
      siteDir,
      outDir,
      cacheDir,
      baseUrl: this.host.baseUrl(),
      onBuilt: ({ hash, errors, ms }) => {
        this.host.problems(errors);
        this.hash = hash;
        if (this.previous) this.retirePrevious(errors.length ? undefined : hash);
        if (!errors.length) saveShell(outDir, this.savedShellDir, hash);
        if (!errors.length) this.host.events.send('hash', hash);
        const first = this.firstBuild;
        this.firstBuild = false;
        this.host.built({ errors: errors.length, ms, first, startedMs: performance.now() - started });
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
    if (hash && shell.sameAs(this.host.outDir, hash)) {
      this.sameShell = { from: shell.hash, to: hash };
      this.host.events.send('same', this.sameShell);
    } else this.host.log('The theme changed since the last session: pages opened meanwhile reload.');
  }

  private get savedShellDir(): string {
    return join(this.host.cacheDir, 'dev-shell');
  }
}

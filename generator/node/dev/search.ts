/**
 * The search box in dev: the index is built in a child process at low priority (the server stays responsive),
 * first after start-up, then again after each change to the content; changes made while it runs are taken by one
 * more run. Each run writes its own folder; the browser asks for `__qdocs/search/<revision>/<file>`, so an index
 * updated after a change is fetched anew (the worker caches by URL), and no file is read while it is written.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { runChild } from '../children/child.ts';
import { DEV_INDEX_CHILD, type DevIndexJob } from './searchJob.ts';
import { indexFileName } from '../../search/files.ts';

export class DevSearch {
  private revision = 0;
  private running = false;
  private again = false;
  private child?: ChildProcess;
  private readyWaiters: (() => void)[] = [];
  private closed = false;

  constructor(private readonly options: { siteDir: string; cacheDir: string; outDir: string; baseUrl: () => string; onIndexed: () => void }) {}

  /** URL of each tag's index file, for the boot data and pushed updates. */
  urls(tags: string[]): Record<string, string> {
    return Object.fromEntries(tags.map((tag) => [tag, `${this.options.baseUrl()}__qdocs/search/${this.revision}/${indexFileName(tag)}`]));
  }

  /** The folder holding the latest index, once there is one. */
  async folder(): Promise<string | undefined> {
    if (!this.revision && !this.closed) await new Promise<void>((resolve) => this.readyWaiters.push(resolve));
    return this.revision ? this.dir(this.revision) : undefined;
  }

  private dir(revision: number): string {
    return join(this.options.outDir, 'search', String(revision));
  }

  /** Builds the index again after a change (or for the first time). */
  schedule(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.again = false;
    const next = this.revision + 1;
    const job: DevIndexJob = { siteDir: this.options.siteDir, cacheDir: this.options.cacheDir, outDir: this.dir(next) };
    const started = performance.now();
    // Spawned once its script bundle is current: a server closed meanwhile ends it at once.
    runChild(DEV_INDEX_CHILD, job, {
      nice: 15,
      onSpawn: (child) => {
        this.child = child;
        if (this.closed) child.kill();
      },
    })
      .then((result) => {
        const previous = this.revision;
        this.revision = next;
        if (previous) rmSync(this.dir(previous), { recursive: true, force: true });
        console.log(
          `search index: ${result.pages} pages in ${Math.round(performance.now() - started)} ms${result.skipped.length ? ` (left out, they do not compile: ${result.skipped.join(', ')})` : ''}`,
        );
        for (const resolve of this.readyWaiters.splice(0)) resolve();
        this.options.onIndexed();
      })
      .catch((error: Error) => {
        if (!this.closed) console.error(`search index: ${error.message.split('\n')[0]}`);
        if (existsSync(this.dir(next))) rmSync(this.dir(next), { recursive: true, force: true });
      })
      .finally(() => {
        this.running = false;
        this.child = undefined;
        if (this.again) this.schedule();
      });
  }

  close(): void {
    this.closed = true;
    this.child?.kill();
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }
}

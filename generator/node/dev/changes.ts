/**
 * The dev server's queue of changed files: saves closer together than `settleMs` make one batch, batches are
 * applied one at a time, and saves made meanwhile make the next batch.
 *
 * A watcher event is not proof that the save is complete, nor is its absence proof that none followed: an editor
 * (or a test) writes a file by truncating it then writing it, the server may read it in between, and chokidar drops
 * a second event for the same file within 5 ms. File times cannot tell either (two writes within one kernel clock
 * tick share a modification time). So each batch remembers what its files held when it was taken, by content, and
 * its files are looked at again after it was applied and a little later: any file whose content differs from what
 * was applied is taken once more. This is what lets a half-written save never be the last state served.
 */
import { readFileSync } from 'node:fs';
import { hashKey } from '../cache/keys.ts';

export interface ChangeQueueOptions {
  /** Applies one batch; a failure is logged and the queue goes on. */
  apply: (files: string[]) => Promise<void>;
  /** Saves closer together than this are taken as one batch. */
  settleMs: number;
  /** After the queue empties, its files are compared with what was applied this long after (ms), once per entry. */
  recheckMs?: number[];
  /** What a file holds now; `null` when it cannot be read (gone). Content hash by default. */
  fingerprint?: (file: string) => string | null;
  onError?: (error: unknown) => void;
}

export function contentFingerprint(file: string): string | null {
  try {
    return hashKey(readFileSync(file));
  } catch {
    return null;
  }
}

export class ChangeQueue {
  private readonly pending = new Set<string>();
  /** File → its content when the last batch holding it was taken. */
  private readonly applied = new Map<string, string | null>();
  private settleTimer?: NodeJS.Timeout;
  private recheckTimers: NodeJS.Timeout[] = [];
  private running?: Promise<void>;
  private closed = false;
  private readonly fingerprint: (file: string) => string | null;

  constructor(private readonly options: ChangeQueueOptions) {
    this.fingerprint = options.fingerprint ?? contentFingerprint;
  }

  /** A watcher event for `file`. */
  add(file: string): void {
    if (this.closed) return;
    this.pending.add(file);
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => void this.run(), this.options.settleMs);
  }

  /** Resolves once no batch is running or waiting to settle (for tests and benchmarks). */
  async idle(): Promise<void> {
    while (this.running || this.pending.size) await (this.running ?? new Promise((r) => setTimeout(r, this.options.settleMs)));
  }

  private run(): Promise<void> {
    if (this.running) return this.running;
    this.clearRechecks();
    this.running = (async () => {
      while (this.pending.size && !this.closed) {
        const files = [...this.pending];
        this.pending.clear();
        for (const file of files) this.applied.set(file, this.fingerprint(file));
        try {
          await this.options.apply(files);
        } catch (error) {
          (this.options.onError ?? console.error)(error);
        }
        // A save that landed while the batch was read, whose event was merged into the one just taken or lost.
        this.takeDiffering(files);
      }
    })().finally(() => {
      this.running = undefined;
      this.scheduleRechecks();
    });
    return this.running;
  }

  /** Queues each file whose content is not what was applied; returns whether there was one. */
  private takeDiffering(files: Iterable<string>): boolean {
    let found = false;
    for (const file of files) {
      if (this.fingerprint(file) !== this.applied.get(file)) {
        this.pending.add(file);
        found = true;
      }
    }
    return found;
  }

  private scheduleRechecks(): void {
    if (this.closed) return;
    const delays = this.options.recheckMs ?? [100, 1000];
    this.recheckTimers = delays.map((delay, i) =>
      setTimeout(() => {
        if (this.running || this.closed) return;
        if (this.takeDiffering(this.applied.keys())) return void this.run();
        // Settled: nothing to compare with any more.
        if (i === delays.length - 1) this.applied.clear();
      }, delay),
    );
  }

  private clearRechecks(): void {
    this.recheckTimers.forEach(clearTimeout);
    this.recheckTimers = [];
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.settleTimer);
    this.clearRechecks();
    this.pending.clear();
  }
}

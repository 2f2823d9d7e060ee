/**
 * A time limit on work that may never return (a site's `while (true) {}` in a component, an export or site.config.ts):
 * a busy thread cannot time itself out, so a worker thread watches it and, past the deadline, says what did not
 * finish and kills the process, the one thing that ends a busy loop. In a child, the message goes to the file the
 * parent named (QDOCS_LAST_WORDS: children/child.ts reports it); elsewhere to stderr. In a child it also watches the
 * parent's pid: a child busy in a loop never sees 'disconnect', and re-parented it spun on forever.
 */
import { Worker } from 'node:worker_threads';

/** What is timed: a page's render, or the load of a configuration module (site.config.ts, sidebars.ts). */
export type TimedWork = 'page' | 'config';

const LIMIT_VARIABLES: Record<TimedWork, string> = { page: 'QDOCS_PAGE_TIME_LIMIT_MS', config: 'QDOCS_CONFIG_TIME_LIMIT_MS' };

/** How long a page may render, or a configuration module load: 30 s, or what the environment says (tests). */
export function timeLimitMs(work: TimedWork): number {
  const configured = Number(process.env[LIMIT_VARIABLES[work]]);
  return configured > 0 ? configured : 30_000;
}

/** The limit in words, for messages. */
export const timeLimitText = (work: TimedWork) => `${timeLimitMs(work) / 1000} s`;

const LABEL_BYTES = 4096;

const WORKER = `
const { workerData } = require('node:worker_threads');
const { writeFileSync, writeSync } = require('node:fs');
const { deadline, length, label, parent, lastWords } = workerData;
const lengthView = new Int32Array(length);
const labelView = new Uint8Array(label);
const deadlineView = new Float64Array(deadline);
setInterval(() => {
  if (parent && process.ppid !== parent) process.kill(process.pid, 'SIGKILL');
  const due = deadlineView[0];
  if (!due || Date.now() < due) return;
  const message = Buffer.from(labelView.slice(0, Atomics.load(lengthView, 0))).toString('utf8');
  try {
    if (lastWords) writeFileSync(lastWords, message);
    else writeSync(2, '\\n' + message + '\\n');
  } finally {
    process.kill(process.pid, 'SIGKILL');
  }
}, 200);
`;

export interface Watchdog {
  /**
   * Settles once the worker runs. Until then nothing is watched, and a worker does not start while this thread is
   * busy: await it before running code that may never return.
   */
  ready: Promise<void>;
  /**
   * Starts a deadline `timeLimitMs(work)` (plus `graceMs`) from now; past it, `message` is reported and the process
   * killed. Returns what ends it (the work finished in time). Works may overlap (the dev server loads configuration
   * modules while a page compiles): the earliest deadline of those not ended is watched.
   */
  begin(work: TimedWork, message: string, graceMs?: number): () => void;
}

let current: Watchdog | undefined;

/**
 * This process's watchdog, started on first use (a worker thread: about 20 ms of CPU, on another core); start it
 * early, so that it is running by the time code that may never return runs. `parent`: the pid whose disappearance
 * ends this process too (a child's parent).
 */
export function watchdog(options: { parent?: number } = {}): Watchdog {
  if (current) return current;
  const deadline = new SharedArrayBuffer(8);
  const length = new SharedArrayBuffer(4);
  const label = new SharedArrayBuffer(LABEL_BYTES);
  const deadlineView = new Float64Array(deadline);
  const lengthView = new Int32Array(length);
  const labelView = new Uint8Array(label);
  const encoder = new TextEncoder();
  const worker = new Worker(WORKER, { eval: true, execArgv: [], workerData: { deadline, length, label, parent: options.parent, lastWords: process.env.QDOCS_LAST_WORDS } });
  // Never keeps the process alive once running (until then it does: `ready` may be awaited), and a worker that could
  // not start leaves the work unwatched, not failed.
  const ready = new Promise<void>((resolve) => {
    worker.once('online', () => {
      worker.unref();
      resolve();
    });
    worker.once('error', () => resolve());
  });
  const open = new Map<number, { due: number; message: string }>();
  let count = 0;
  // The worker sees one deadline: the earliest of the works not ended, with its message (0: nothing watched).
  const publish = () => {
    let first: { due: number; message: string } | undefined;
    for (const work of open.values()) if (!first || work.due < first.due) first = work;
    // Nothing watched while the message changes.
    deadlineView[0] = 0;
    if (!first) return;
    Atomics.store(lengthView, 0, encoder.encodeInto(first.message, labelView).written);
    deadlineView[0] = first.due;
  };
  current = {
    ready,
    begin(work, message, graceMs = 0) {
      const id = ++count;
      open.set(id, { due: Date.now() + timeLimitMs(work) + graceMs, message });
      publish();
      return () => {
        if (open.delete(id)) publish();
      };
    },
  };
  return current;
}

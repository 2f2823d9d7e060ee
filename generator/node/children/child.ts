/**
 * Runs a stage in a child process and returns its result. Used for the memory-hungry stages (bundling,
 * prerendering): their memory goes back to the system when the child exits, and prerender shards run in parallel.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority, tmpdir } from 'node:os';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildError } from '../errors.ts';
import { bundledScript, currentScriptBundle, standaloneScript } from '../cache/scriptBundles.ts';
import { FROM_DIST, prebuiltChild } from '../package/dist.ts';

/**
 * A kind of child process, typed at both ends: the parent runs it with an `Input` (runChild), the child's script
 * serves it (serveChild) and answers an `Output`. Each stage declares its kinds beside its job types (its job.ts).
 */
export interface ChildKind<Input, Output> {
  /** The child's script: a `child.ts` that calls serveChild with this kind. */
  script: string;
  /** Run the script bundled as plain JavaScript, without tsx (see standaloneScript). */
  standalone: boolean;
  /** V8/Node flags of the child, e.g. a larger young generation for one that makes millions of short-lived objects. */
  nodeFlags: string[];
  /** Never set: holds the input and output types. */
  types?: { input: Input; output: Output };
}

export function childKind<Input, Output>(script: URL, options: { standalone?: boolean; nodeFlags?: string[] } = {}): ChildKind<Input, Output> {
  return { script: fileURLToPath(script), standalone: options.standalone ?? false, nodeFlags: options.nodeFlags ?? [] };
}

export interface ChildOptions {
  env?: NodeJS.ProcessEnv;
  /** Scheduling priority (0 normal … 19 lowest), inherited by the child's own children: background work. */
  nice?: number;
  /** Receives the child process, e.g. to end it early. */
  onSpawn?: (child: ChildProcess) => void;
}

type Message = { ok: true; result: unknown } | { ok: false; message: string; buildError: boolean; problems?: string[] };

/**
 * Runs a child of this kind on `input` and returns its answer; a BuildError in the child is one here too.
 * Settles once the child has exited (not when it answers): a stage that failed has no child still writing into
 * the staging folder or the cache by the time the caller cleans up.
 */
export async function runChild<Input, Output>(kind: ChildKind<Input, Output>, input: Input, options: ChildOptions = {}): Promise<Output> {
  // A script that is not standalone runs from its bundle (made now if stale) rather than under tsx.
  const bundled = FROM_DIST || kind.standalone ? undefined : await bundledScript(kind.script);
  return childWithJob(kind, options, bundled).run(input);
}

/**
 * A child started before its job is known: it loads its modules (and its kind's `preload`) on the other core while
 * the parent works, so a small job (a one-page rebuild) does not wait for a process to start. Exactly one of `run`
 * (as runChild) or `cancel` (ends it unused) is called; `cancel` after `run` does nothing.
 */
export interface WarmChild<Input, Output> {
  run(input: Input): Promise<Output>;
  /**
   * Settles once the job given to `run` is written to the child. A large job (the search index's: every page's
   * sections, tens of megabytes at 10,000 pages) is written only while this process's event loop turns: a caller
   * about to work synchronously for seconds awaits this first, or the child waits for its job until then.
   */
  delivered(): Promise<void>;
  cancel(): void;
}

export function warmChild<Input, Output>(kind: ChildKind<Input, Output>, options: ChildOptions = {}): WarmChild<Input, Output> {
  return childWithJob(kind, options);
}

/** A child started now, given its one job later; `bundled`: its script bundle, when the caller has it already. */
function childWithJob<Input, Output>(kind: ChildKind<Input, Output>, options: ChildOptions, bundled?: string): WarmChild<Input, Output> {
  const { child, settled } = startChild<Output>(kind, options, bundled);
  let used = false;
  let delivered: Promise<void> = Promise.resolve();
  return {
    run(input) {
      if (used) throw new Error(`${kind.script}: a warm child runs one job`);
      used = true;
      // A failed write is the child's failure, reported by `settled`.
      delivered = new Promise((resolve) => child.send(input as object, () => resolve()));
      return settled;
    },
    delivered: () => delivered,
    cancel() {
      if (used) return;
      used = true;
      child.kill();
    },
  };
}

function startChild<T>(kind: ChildKind<unknown, unknown>, options: ChildOptions, knownBundle?: string): { child: ChildProcess; settled: Promise<T & { maxRssMb: number }> } {
  // QDOCS_CHILD_PROFILES=<folder>: each child writes a V8 CPU profile there when it exits (for profiling a stage).
  const profiles = process.env.QDOCS_CHILD_PROFILES;
  const flags = [...kind.nodeFlags, ...(profiles ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : [])];
  // The packed package runs every child from its prebuilt script; the workspace bundles standalone ones when their
  // sources change, and runs the others from their script bundle (runChild makes it) or, without one, under tsx.
  const bundled = FROM_DIST || kind.standalone ? undefined : (knownBundle ?? currentScriptBundle(kind.script));
  const [file, execArgv] = FROM_DIST
    ? [prebuiltChild(kind.script), flags]
    : kind.standalone
      ? [standaloneScript(kind.script), flags]
      : bundled
        ? [bundled, flags]
        : [kind.script, ['--import', 'tsx', ...flags]];
  // Where the child's watchdog says what did not finish in time before it kills the child (children/watchdog.ts).
  const lastWords = join(tmpdir(), `qdocs-child-${process.pid}-${++childCount}.txt`);
  const child = fork(file, [], {
    execArgv,
    env: { ...process.env, ...options.env, QDOCS_LAST_WORDS: lastWords },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  if (options.nice && child.pid) setPriority(child.pid, options.nice);
  options.onSpawn?.(child);
  endWithThisProcess(child);
  const settled = settleChild<T>(child, kind.script, lastWords);
  // A warm child cancelled unused rejects with nobody waiting for it: not an unhandled rejection.
  settled.catch(() => undefined);
  return { child, settled };
}

/** What settleChild needs of a child process: its events and whether its IPC channel is still open. */
export type SettlingChild = Pick<ChildProcess, 'on' | 'connected' | 'pid' | 'exitCode'>;

/**
 * The child's answer once it has exited. Node orders neither 'message' nor 'disconnect' before 'exit': a child that
 * answered and exited at once may be reported as exited while its answer is still unread in the channel (builds
 * failed at random with "exited with code 0 before answering"). So the outcome is decided once the child has exited
 * AND its channel has closed ('disconnect': every message it sent has been emitted by then).
 */
let childCount = 0;
const liveChildren = new Set<ChildProcess>();

/**
 * The child is killed when this process exits (process.exit, the end of the event loop, or SIGINT/SIGTERM in the
 * commands, which exit through it): a child busy in a loop would not notice its parent gone (see ../watchdog.ts).
 */
function endWithThisProcess(child: ChildProcess): void {
  if (!liveChildren.size) process.on('exit', killLiveChildren);
  liveChildren.add(child);
  child.once('exit', () => {
    liveChildren.delete(child);
    if (!liveChildren.size) process.off('exit', killLiveChildren);
  });
}

function killLiveChildren(): void {
  for (const child of liveChildren) child.kill('SIGKILL');
}

/** What a child's watchdog wrote before killing it, if anything (the file is removed). */
function readLastWords(file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8') || undefined;
  } catch {
    return undefined;
  } finally {
    rmSync(file, { force: true });
  }
}

export function settleChild<T>(child: SettlingChild, script: string, lastWords?: string): Promise<T & { maxRssMb: number }> {
  return new Promise<T & { maxRssMb: number }>((resolve, reject) => {
    let answer: (Message & { maxRssMb?: number }) | undefined;
    let failure: Error | undefined;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let settled = false;
    const settle = () => {
      if (settled || !exit || child.connected) return;
      settled = true;
      if (answer?.ok) resolve({ ...(answer.result as T), maxRssMb: answer.maxRssMb ?? 0 });
      else if (answer) reject(answer.buildError ? new BuildError(answer.message) : new Error(answer.message));
      else {
        const words = readLastWords(lastWords);
        if (words) reject(new BuildError(words));
        else reject(failure ?? new Error(`${script} exited with ${exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`} before answering`));
      }
    };
    child.on('message', (raw) => {
      answer ??= raw as Message & { maxRssMb?: number };
    });
    child.on('error', (error) => {
      failure ??= error;
      // A child that could not be started never exits.
      if (child.exitCode === null && child.pid === undefined && !settled) {
        settled = true;
        reject(error);
      }
    });
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      settle();
    });
    child.on('disconnect', settle);
  });
}

/**
 * The child side of a kind: receives the input, runs `work`, sends back the result or the error. `preload` starts at
 * once, before the job arrives (the modules the work needs: see warmChild); the work waits for it.
 */
export function serveChild<I, O>(_kind: ChildKind<I, O>, work: (input: I) => Promise<O>, preload?: () => Promise<unknown>): void {
  const exit = forbidProcessExit();
  // Dies with its parent: when the build is killed (even by SIGKILL) the IPC channel closes. Without this, a
  // prerender shard or the bundler would keep running, and writing into a staging folder nobody will swap in.
  process.once('disconnect', () => exit(1));
  // The parent may have gone while this child was loading its modules, before the listener existed.
  if (!process.connected) exit(1);
  const ready = preload?.();
  // A preload that fails is not this child's error: the work loads the same modules again and reports it.
  ready?.catch(() => undefined);
  process.once('message', async (input) => {
    const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
    try {
      await ready?.catch(() => undefined);
      const result = await work(input as I);
      process.send!({ ok: true, result, maxRssMb: maxRssMb() }, () => exit(0));
    } catch (error) {
      const buildError = error instanceof BuildError;
      process.send!({ ok: false, message: buildError ? (error as Error).message : String((error as Error).stack ?? error), buildError }, () => exit(1));
    }
  });
}

/**
 * Makes `process.exit` throw in this child, and returns the real one: a child runs site code (a page's exports,
 * its components), and a page calling process.exit(0) ended the child before it answered ("render/child.ts exited
 * with code 0 before answering", no page named). Thrown, it is that page's error.
 */
export function forbidProcessExit(): (code: number) => never {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => {
    throw new Error(`process.exit(${code ?? ''}) was called: a page's code or a component may not end the build`);
  }) as typeof process.exit;
  return exit;
}

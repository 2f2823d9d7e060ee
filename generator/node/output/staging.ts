/**
 * The output folder across builds and crashes. A build holds the site's lock from start to end (a second build
 * waits), writes into `<out>.staging-<pid>`, and swaps it in; on start it puts back a complete site if a crash
 * left none, and removes what builds no longer running left behind.
 *
 * The swap is three renames: staging → `<out>.new-<pid>` (so a `.new-` folder is always complete), `<out>` →
 * `<out>.old-<pid>`, `.new-` → `<out>`; then `.old-` is removed. After a crash at any point, `<out>` holds the
 * old or the new site, or (between the last two renames) recovery finds the new one in `.new-<pid>`.
 */
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const LEFTOVER = /^\.(staging|new|old)-(\d+)$/;
const WAIT_MS = 250;
const CONFIRM_MS = 30;

export function stagingFolder(outDir: string): string {
  return `${outDir}.staging-${process.pid}`;
}

/** Whether a process is running (a process of another user counts). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the build lock of a site (`.cache/build.lock`, holding the pid). While another running build holds it,
 * waits, saying so once; a lock left by a build no longer running is taken over. Returns the release function.
 */
export async function lockSite(cacheDir: string, log: (message: string) => void): Promise<() => void> {
  const file = join(cacheDir, 'build.lock');
  mkdirSync(cacheDir, { recursive: true });
  let told = false;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      // Removing a stale lock and creating one are two steps: a build that took over a stale lock at the same
      // moment may have replaced this one. The lock is ours if it still names us a moment later.
      await sleep(CONFIRM_MS);
      if (readLock(file) === String(process.pid)) return () => rmSync(file, { force: true });
      continue;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readLock(file));
    if (!holder || (holder !== process.pid && !isRunning(holder))) {
      // Left by a build that was killed (or half-written): take it over.
      rmSync(file, { force: true });
      continue;
    }
    if (!told) {
      log(`Another build (process ${holder}) is running in this folder: waiting for it to finish (lock: ${file}).`);
      told = true;
    }
    await sleep(WAIT_MS);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readLock(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * Before a build (lock held): if a crash left no `<out>`, puts back the newest complete site (`.new-`, else
 * `.old-`); then removes the staging, new and old folders of builds no longer running.
 */
export function recoverOutput(outDir: string, log: (message: string) => void): void {
  const parent = dirname(outDir);
  if (!existsSync(parent)) return;
  const leftovers = readdirSync(parent)
    .filter((name) => name.startsWith(basename(outDir)))
    .map((name) => ({ name, match: LEFTOVER.exec(name.slice(basename(outDir).length)) }))
    .filter((l): l is { name: string; match: RegExpExecArray } => l.match !== null)
    .map(({ name, match }) => ({ path: join(parent, name), kind: match[1], pid: Number(match[2]) }))
    .filter((l) => l.pid === process.pid || !isRunning(l.pid));
  if (!existsSync(outDir)) {
    const complete = leftovers.find((l) => l.kind === 'new') ?? leftovers.find((l) => l.kind === 'old');
    if (complete) {
      renameSync(complete.path, outDir);
      log(`Recovered ${basename(outDir)}/ from ${basename(complete.path)} (a build was interrupted while swapping).`);
    }
  }
  for (const l of leftovers) {
    if (existsSync(l.path)) rmSync(l.path, { recursive: true, force: true });
  }
}

/** Replaces `outDir` with the finished staging folder; at every moment a complete site is at `outDir` or recoverable. */
export function swapIn(staging: string, outDir: string): void {
  const fresh = `${outDir}.new-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  renameSync(staging, fresh);
  if (existsSync(outDir)) renameSync(outDir, old);
  renameSync(fresh, outDir);
  rmSync(old, { recursive: true, force: true });
}

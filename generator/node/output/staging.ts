/**
 * The output folder across builds and crashes. A build holds the site's lock from start to end (a second build
 * waits), writes into `<out>.staging-<pid>`, and swaps it in; on start it puts back a complete site if a crash
 * left none, and removes what builds no longer running left behind.
 *
 * The swap is three renames: staging → `<out>.new-<pid>` (so a `.new-` folder is always complete), `<out>` →
 * `<out>.old-<pid>`, `.new-` → `<out>`; then `.old-` is moved into the cache's trash and removed there by a process
 * of its own (removing thousands of files took a tenth of a one-page rebuild), so the build returns at once and
 * nothing is left beside `<out>`. After a crash at any point, `<out>` holds the old or the new site, or (between the
 * last two renames) recovery finds the new one in `.new-<pid>`; the next build starts a remover for what is left in
 * the trash.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { BuildError } from '../errors.ts';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const LEFTOVER = /^\.(staging|new|old)-(\d+)$/;
const WAIT_MS = 250;
const CONFIRM_MS = 25;
/** A lock file younger than this with no pid yet is being written by a build that just took it. */
const WRITING_MS = 2000;

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
 * When a process started (clock ticks since boot, from /proc on Linux), to tell a build from an unrelated process
 * that got its pid after a crash; undefined where /proc is not available.
 */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state is field 3, starttime field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The lock's content: the holder's pid and, where known, when it started. */
const lockText = () => [process.pid, processStart(process.pid)].filter((x) => x !== undefined).join(' ');

/** Whether the build named in a lock file is still running (the same process, not a later one with its pid). */
function holderRunning(text: string): boolean {
  const [pid, started] = text.split(' ');
  if (!Number(pid) || !isRunning(Number(pid))) return false;
  return started === undefined || processStart(Number(pid)) === undefined || processStart(Number(pid)) === started;
}

/**
 * Takes the build lock of a site (`.cache/build.lock`, holding the pid). While another running build holds it,
 * waits, saying so once; a lock left by a build no longer running is taken over. Returns the release function.
 */
export async function lockSite(cacheDir: string, log: (message: string) => void): Promise<() => void> {
  const file = join(cacheDir, 'build.lock');
  mkdirSync(cacheDir, { recursive: true });
  const mine = lockText();
  let told = false;
  for (;;) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, mine);
      closeSync(fd);
      // Removing a stale lock and creating one are two steps: a build that took over a stale lock at the same
      // moment may have replaced this one. The lock is ours if it still names us a moment later.
      await sleep(CONFIRM_MS);
      if (readLock(file) === mine) return () => rmSync(file, { force: true });
      continue;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLock(file);
    if (!holder && Date.now() - modified(file) < WRITING_MS) {
      await sleep(CONFIRM_MS);
      continue;
    }
    if (holder !== mine && !holderRunning(holder)) {
      // Left by a build that was killed (or half-written, or copied with the folder): take it over.
      rmSync(file, { force: true });
      continue;
    }
    if (!told) {
      log(`Another build (process ${holder.split(' ')[0]}) is running in this folder: waiting for it to finish (lock: ${file}).`);
      told = true;
    }
    await sleep(WAIT_MS);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function modified(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

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

/**
 * Replaces `outDir` with the finished staging folder; at every moment a complete site is at `outDir` or recoverable.
 * With `trashDir` (in the site's cache), the previous site is removed in the background from there.
 */
export function swapIn(staging: string, outDir: string, trashDir?: string): void {
  const fresh = `${outDir}.new-${process.pid}`;
  const old = `${outDir}.old-${process.pid}`;
  renameSync(staging, fresh);
  if (existsSync(outDir)) {
    try {
      renameSync(outDir, old);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EBUSY' && code !== 'EXDEV' && code !== 'EPERM') throw error;
      // The previous site stays as it was; the new one is not kept half-way.
      rmSync(fresh, { recursive: true, force: true });
      throw new BuildError(
        `${basename(outDir)}/ could not be replaced (${code}: it is a mount point, such as a Docker volume or a bind mount, or on another file system). ` +
          `A build is written beside ${basename(outDir)}/ and renamed into its place, so that a complete site is always there. ` +
          `Mount the folder above it instead (the site's folder), or build into a folder of the site and copy it to the mount afterwards (cp -a build/. /the/mount/).`,
      );
    }
  }
  renameSync(fresh, outDir);
  if (existsSync(old)) discard(old, trashDir);
}

/** Removes a folder: moved into the trash and removed there in the background, or here when it cannot be moved. */
function discard(dir: string, trashDir: string | undefined): void {
  if (trashDir) {
    try {
      mkdirSync(trashDir, { recursive: true });
      renameSync(dir, join(trashDir, `${basename(dir)}-${Date.now()}`));
      emptyTrash(trashDir);
      return;
    } catch {
      // Another file system (an output folder outside the site): removed here.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

/** The remover's niceness: it yields the cores to whatever the author runs next. */
export const TRASH_REMOVER_PRIORITY = 19;

/**
 * Empties the trash in a detached process of its own, so that no build waits for thousands of files to go (nor the
 * next one, started while the last is still being removed: two removers of one folder remove the same files). A
 * remover that dies leaves the rest to the next build's. It runs at the lowest priority: after a build that replaced
 * a whole output (120,000 files at 10,000 pages) it works for seconds, and at normal priority the next build (an
 * author's edit, on a 2-core machine) shared the cores with it and took a second or two longer. Returns its pid.
 */
export function emptyTrash(trashDir: string): number | undefined {
  if (!existsSync(trashDir) || readdirSync(trashDir).length === 0) return undefined;
  const script =
    'const fs = require("fs"), path = require("path"); for (const name of fs.readdirSync(process.argv[1])) fs.rmSync(path.join(process.argv[1], name), { recursive: true, force: true });';
  try {
    const remover = spawn(process.execPath, ['-e', script, trashDir], { detached: true, stdio: 'ignore' });
    remover.on('error', () => undefined);
    remover.unref();
    if (remover.pid === undefined) return undefined;
    try {
      setPriority(remover.pid, TRASH_REMOVER_PRIORITY);
    } catch {
      // Already done, or not allowed here: it runs at the build's priority.
    }
    return remover.pid;
  } catch {
    // No process to spare: the next build tries again.
    return undefined;
  }
}

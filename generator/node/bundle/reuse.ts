/**
 * The bundle stage's cache: webpack writes into a folder of its own under `.cache/bundle/`, and the files webpack read
 * (its file, missing and context dependencies) are recorded with their content hashes in `.cache/bundle/state.json`.
 * When none of them changed, nor the options, nor the installed packages, the previous output is reused as it is:
 * webpack does not run. Paths are recorded relative to the site or to the generator's package (never absolute), so
 * a moved folder is a cache miss, never a wrong hit; files in node_modules are covered by the lockfiles' hashes.
 * Each finished output folder is named by the hash of its inputs, so two builds of one site at once (tests) never
 * read a folder the other is writing.
 */
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, mkdirSync } from 'node:fs';
import { basename, isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundleOptions } from './webpackConfig.ts';
import { installedPackagesHash } from '../cache/installedPackages.ts';
import { hashKey } from '../cache/keys.ts';
import { readRecordValue, writeRecordValue } from '../cache/records.ts';
import { CONFIG_FILES } from './configFiles.ts';

/** The generator's package (as in webpackConfig.ts, not imported from there: a build that skips webpack never loads it). */
const PACKAGE_DIR = join(fileURLToPath(import.meta.url), '..', '..', '..', '..');
/** Bump when the state's format or what it means changes. */
const FORMAT = 2;

/** The bundle child's answer as the cache keeps it (JSON: arrays, not a Map). */
export interface BundleResult {
  shellJs: string[];
  shellCss: string[];
  entries: [string, { js: string[]; css: string[] }][];
}

export interface BundleDependencies {
  files: string[];
  missing: string[];
  contexts: string[];
}

interface BundleState {
  key: string;
  /** The output folder's name under `.cache/bundle/`. */
  dir: string;
  /** Portable path → sha1 of the file, or of a folder's listing (`dir:`), or '' when it did not exist. */
  inputs: [string, string][];
  result: BundleResult;
  /**
   * Every file webpack wrote, relative to the output folder, with its stamp: the build's copies are hard links to
   * these files, so a copy edited in place under build/ changes them too (and `rm -rf build` did not repair it).
   */
  outputs: [string, string][];
}

export function bundleCacheDir(cacheDir: string): string {
  return join(cacheDir, 'bundle');
}

/** Where this process's webpack writes the client files, until they are recorded (recordBundle). */
export function bundleWorkDir(cacheDir: string): string {
  return join(bundleCacheDir(cacheDir), `tmp-${process.pid}`);
}

const stateFile = (cacheDir: string) => join(bundleCacheDir(cacheDir), 'state.json');

/** What the output depends on besides the files webpack read: options, packages installed, this format. */
function stateKey(options: BundleOptions): string {
  const { siteDir, cacheDir } = options;
  const entries = Object.entries(options.pageEntries).map(([name, file]) => [name, portablePath(file, siteDir)]);
  return hashKey(
    JSON.stringify({
      FORMAT,
      mode: options.mode,
      baseUrl: options.baseUrl,
      hot: options.hot ?? false,
      minifyEntries: options.minifyEntries ?? [],
      entries,
      cacheDir: portablePath(cacheDir, siteDir),
      packages: installedPackagesHash(siteDir),
      // The generator's webpack configuration as written now (an edited chunk rule is a miss, not a stale bundle).
      config: CONFIG_FILES.config.map((file) => fingerprint(file, 'file')),
    }),
  );
}

/**
 * A path relative to the site (`site:`) or to the generator's package (`pkg:`); undefined for a file inside
 * node_modules (the lockfiles stand for those) and null for one outside both (nothing portable to record).
 */
function portablePath(path: string, siteDir: string): string | undefined | null {
  if (path.split(sep).includes('node_modules')) return undefined;
  for (const [tag, root] of [
    ['site', siteDir],
    ['pkg', PACKAGE_DIR],
  ] as const) {
    const rel = relative(root, path);
    if (!rel.startsWith('..') && !isAbsolute(rel)) return `${tag}:${rel.split(sep).join('/')}`;
  }
  return null;
}

function fromPortable(path: string, siteDir: string): string {
  const [tag, rel] = [path.slice(0, path.indexOf(':')), path.slice(path.indexOf(':') + 1)];
  return join(tag === 'site' ? siteDir : PACKAGE_DIR, ...rel.split('/'));
}

/** The fingerprint of one dependency as it is now: a file's content, a folder's listing, or absence. */
function fingerprint(path: string, kind: 'file' | 'dir'): string {
  try {
    if (kind === 'dir') return `dir:${hashKey(readdirSync(path).sort().join('\n'))}`;
    const stat = statSync(path);
    return stat.isFile() ? hashKey(readFileSync(path)) : stat.isDirectory() ? 'directory' : '';
  } catch {
    return '';
  }
}

function listFiles(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, base, out);
    else out.push(relative(base, full).split(sep).join('/'));
  }
  return out;
}

/** The previous bundle's result and output folder, if every input is as it was then and its files are all there. */
export function reusableBundle(options: BundleOptions): { result: BundleResult; dir: string } | undefined {
  const state = readRecordValue<BundleState>(stateFile(options.cacheDir), String(FORMAT));
  if (state?.key !== stateKey(options)) return undefined;
  const dir = join(bundleCacheDir(options.cacheDir), state.dir);
  if (!existsSync(join(options.cacheDir, 'server', 'server.cjs'))) return undefined;
  if (!state.outputs.every(([file, stamp]) => outputStamp(join(dir, file)) === stamp)) {
    // A file missing, or edited through its link in an output folder: the bundle is made again, into a folder of
    // the same name, so this one goes.
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  for (const [path, print] of state.inputs) {
    if (fingerprint(fromPortable(path, options.siteDir), print.startsWith('dir:') ? 'dir' : 'file') !== print) return undefined;
  }
  return { result: state.result, dir };
}

/** A file's size and modification time (a rename keeps both), or '' when it is not there. */
function outputStamp(file: string): string {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.size}:${stats.mtimeMs}` : '';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Before webpack runs: an empty folder for its output. */
export function startBundle(cacheDir: string): string {
  // Folders left by builds that stopped half-way (their process is gone) are removed.
  mkdirSync(bundleCacheDir(cacheDir), { recursive: true });
  for (const name of readdirSync(bundleCacheDir(cacheDir))) {
    const pid = /^tmp-(\d+)$/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(join(bundleCacheDir(cacheDir), name), { recursive: true, force: true });
  }
  const dir = bundleWorkDir(cacheDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * After webpack ran: names its output folder by the hash of its inputs and records them, so the next build can
 * reuse it; folders of earlier bundles go. Returns the folder. A dependency outside the site and the package (other
 * than the folders above them) leaves the bundle unrecorded: the next build runs webpack again.
 */
export function recordBundle(options: BundleOptions, dependencies: BundleDependencies, result: BundleResult): string {
  const work = bundleWorkDir(options.cacheDir);
  const inputs = new Map<string, string>();
  const add = (paths: string[], kind: 'file' | 'dir') => {
    for (const path of paths) {
      const portable = portablePath(path, options.siteDir);
      if (portable === undefined) continue;
      if (portable === null) {
        // Folders and missing files that module resolution probes on its way up (above the site, beside a linked
        // node_modules), and package.json files (covered by the lockfiles): nothing a site's output is built from.
        if (basename(path) === 'package.json' || fingerprint(path, 'file') === 'directory' || fingerprint(path, 'file') === '') continue;
        return false;
      }
      inputs.set(portable, fingerprint(path, kind));
    }
    return true;
  };
  if (!add(dependencies.files, 'file') || !add(dependencies.missing, 'file') || !add(dependencies.contexts, 'dir')) return work;
  const key = stateKey(options);
  const sorted = [...inputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const name = `out-${hashKey(key + JSON.stringify(sorted)).slice(0, 16)}`;
  const dir = join(bundleCacheDir(options.cacheDir), name);
  const outputs = listFiles(work)
    .sort()
    .map((file): [string, string] => [file, outputStamp(join(work, file))]);
  try {
    renameSync(work, dir);
  } catch {
    // Another build of the same inputs got there first: the same files.
    rmSync(work, { recursive: true, force: true });
  }
  const state: BundleState = { key, dir: name, inputs: sorted, result, outputs };
  writeRecordValue(stateFile(options.cacheDir), String(FORMAT), state);
  for (const old of readdirSync(bundleCacheDir(options.cacheDir))) {
    if (old.startsWith('out-') && old !== name) rmSync(join(bundleCacheDir(options.cacheDir), old), { recursive: true, force: true });
  }
  return dir;
}

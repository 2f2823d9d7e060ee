/**
 * The bundle stage's cache: webpack writes into `.cache/bundle/out/`, and the files webpack read (its file, missing
 * and context dependencies) are recorded with their content hashes in `.cache/bundle/state.json`. When none of
 * them changed, nor the options, nor the installed packages, the previous output is reused as it is: webpack does
 * not run. Paths are recorded relative to the site or to the generator's package (never absolute), so a moved
 * folder is a cache miss, never a wrong hit; files in node_modules are covered by the lockfiles' hashes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { basename, isAbsolute, join, relative, sep } from 'node:path';
import { PACKAGE_DIR, type BundleOptions } from './webpack.ts';
import type { BundleResult } from './child.ts';
import { installedPackagesHash } from '../installedPackages.ts';

/** Bump when the state's format or what it means changes. */
const FORMAT = 1;

export interface BundleDependencies {
  files: string[];
  missing: string[];
  contexts: string[];
}

interface BundleState {
  key: string;
  /** Portable path → sha1 of the file, or of a folder's listing (`dir:`), or '' when it did not exist. */
  inputs: [string, string][];
  result: BundleResult;
  /** Every file webpack wrote, relative to the output folder. */
  outputs: string[];
}

export function bundleCacheDir(cacheDir: string): string {
  return join(cacheDir, 'bundle');
}

/** Where webpack writes the client files; the build copies them into its staging folder. */
export function bundleOutDir(cacheDir: string): string {
  return join(bundleCacheDir(cacheDir), 'out');
}

const stateFile = (cacheDir: string) => join(bundleCacheDir(cacheDir), 'state.json');

function sha1(data: string | Uint8Array): string {
  return createHash('sha1').update(data).digest('hex');
}

/** What the output depends on besides the files webpack read: options, packages installed, this format. */
function stateKey(options: BundleOptions): string {
  const { siteDir, cacheDir } = options;
  const entries = Object.entries(options.pageEntries).map(([name, file]) => [name, portablePath(file, siteDir)]);
  return sha1(
    JSON.stringify({
      FORMAT,
      mode: options.mode,
      baseUrl: options.baseUrl,
      hot: options.hot ?? false,
      minifyEntries: options.minifyEntries ?? [],
      entries,
      cacheDir: portablePath(cacheDir, siteDir),
      packages: installedPackagesHash(siteDir),
    }),
  );
}

/**
 * A path relative to the site (`site:`) or to the generator's package (`pkg:`); undefined for a file inside
 * node_modules (the lockfiles stand for those) and null for one outside both (nothing portable to record).
 */
function portablePath(path: string, siteDir: string): string | undefined | null {
  if (path.split(sep).includes('node_modules')) return undefined;
  for (const [tag, root] of [['site', siteDir], ['pkg', PACKAGE_DIR]] as const) {
    const rel = relative(root, path);
    if (!rel.startsWith('..') && !isAbsolute(rel)) return `${tag}:${rel.split(sep).join('/')}`;
  }
  return null;
}

function isAncestor(path: string, of: string): boolean {
  const rel = relative(path, of);
  return !rel.startsWith('..') && !isAbsolute(rel);
}

function fromPortable(path: string, siteDir: string): string {
  const [tag, rel] = [path.slice(0, path.indexOf(':')), path.slice(path.indexOf(':') + 1)];
  return join(tag === 'site' ? siteDir : PACKAGE_DIR, ...rel.split('/'));
}

/** The fingerprint of one dependency as it is now: a file's content, a folder's listing, or absence. */
function fingerprint(path: string, kind: 'file' | 'dir'): string {
  try {
    if (kind === 'dir') return `dir:${sha1(readdirSync(path).sort().join('\n'))}`;
    const stat = statSync(path);
    return stat.isFile() ? sha1(readFileSync(path)) : stat.isDirectory() ? 'directory' : '';
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

/** The previous bundle's result, if every input is as it was then and its files are all still there. */
export function reusableBundle(options: BundleOptions): BundleResult | undefined {
  let state: BundleState;
  try {
    state = JSON.parse(readFileSync(stateFile(options.cacheDir), 'utf8')) as BundleState;
  } catch {
    return undefined;
  }
  if (state.key !== stateKey(options)) return undefined;
  const out = bundleOutDir(options.cacheDir);
  if (!state.outputs.every((f) => existsSync(join(out, f)))) return undefined;
  for (const [path, print] of state.inputs) {
    if (fingerprint(fromPortable(path, options.siteDir), print.startsWith('dir:') ? 'dir' : 'file') !== print) return undefined;
  }
  return state.result;
}

/** Starts a bundle: the previous state is dropped first, so a build that fails half-way is never reused. */
export function forgetBundle(cacheDir: string): void {
  rmSync(stateFile(cacheDir), { force: true });
  rmSync(bundleOutDir(cacheDir), { recursive: true, force: true });
  mkdirSync(bundleOutDir(cacheDir), { recursive: true });
}

/** Records a finished bundle's inputs; a dependency outside the site and the package makes it not reusable. */
export function recordBundle(options: BundleOptions, dependencies: BundleDependencies, result: BundleResult): void {
  const inputs = new Map<string, string>();
  const add = (paths: string[], kind: 'file' | 'dir') => {
    for (const path of paths) {
      const portable = portablePath(path, options.siteDir);
      if (portable === undefined) continue;
      if (portable === null) {
        // Folders above the site and the package (module resolution looks there), and the package.json beside a
        // linked node_modules (covered by the lockfiles): nothing a site's output is built from.
        if (isAncestor(path, options.siteDir) || isAncestor(path, PACKAGE_DIR) || basename(path) === 'package.json') continue;
        return false;
      }
      inputs.set(portable, fingerprint(path, kind));
    }
    return true;
  };
  if (!add(dependencies.files, 'file') || !add(dependencies.missing, 'file') || !add(dependencies.contexts, 'dir')) return;
  const state: BundleState = { key: stateKey(options), inputs: [...inputs].sort(), result, outputs: listFiles(bundleOutDir(options.cacheDir)).sort() };
  const temp = `${stateFile(options.cacheDir)}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(state));
  renameSync(temp, stateFile(options.cacheDir));
}

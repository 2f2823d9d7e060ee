// @ts-check
/**
 * The one cache of files the generator bundles from its own sources (the dev server's and the build's code, run
 * without a TypeScript loader: dev/launch.ts; child processes' scripts: children/child.ts; the theme for a dev page's
 * first HTML: dev/firstRender.ts): a manifest beside each names the bundle and stamps the files it was made from,
 * and the bundle is used as long as none of them changed. Plain JavaScript, so that generator/bin/qdocs.mjs reads it
 * before anything TypeScript runs; the stamp is the cache layer's one file stamp (cache/stamps.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** @typedef {[size: number, mtimeMs: number, ino: number, ctimeMs?: number]} FileStamp */
/** @typedef {Record<string, FileStamp | null>} Stamps */
/** @typedef {{ entry: string, inputs: Stamps } & Record<string, unknown>} BundleManifest */

/**
 * A file's stamp: size, modification time, inode.
 * @param {import('node:fs').Stats} stat
 * @returns {FileStamp}
 */
export const stampOfStats = (stat) => [stat.size, stat.mtimeMs, stat.ino];

/**
 * A file's stamp, or undefined when there is none.
 * @param {string} file
 * @returns {FileStamp | undefined}
 */
export function stampIfAny(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat && stampOfStats(stat);
}

/**
 * @param {FileStamp} a
 * @param {FileStamp} b
 */
export function sameStamp(a, b) {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

/**
 * Whether every file still has its stamp (and a missing one is still missing).
 * @param {Stamps} stamps
 */
export function unchanged(stamps) {
  return Object.entries(stamps).every(([file, stamp]) => {
    const now = stampIfAny(file);
    return stamp === null || now === undefined ? stamp === null && now === undefined : sameStamp(now, stamp);
  });
}

/**
 * The manifest at `file` if its bundle is there (an empty entry: none was written) and made of the files as they
 * are now; undefined otherwise (none yet, unreadable, or stale).
 * @param {string} file
 * @returns {BundleManifest | undefined}
 */
export function currentBundle(file) {
  try {
    /** @type {BundleManifest} */
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    if (manifest.entry !== '' && !statSync(manifest.entry, { throwIfNoEntry: false })) return undefined;
    return unchanged(manifest.inputs) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Records a bundle: written aside and renamed, since two processes may make the same one.
 * @param {string} file
 * @param {BundleManifest} manifest
 */
export function recordBundle(file, manifest) {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(manifest));
  renameSync(temp, file);
}

/**
 * Where the manifest of the bundle of the generator's `script` (the dev server's, the build's) is kept: under the
 * package's node_modules, so that the bundle's package imports resolve from there.
 * @param {string} packageDir
 * @param {string} script
 */
export function devBundleManifest(packageDir, script) {
  const name = createHash('sha1').update(script).digest('hex').slice(0, 10);
  return join(packageDir, 'node_modules', '.cache', 'qdocs-dev', name, 'current.json');
}

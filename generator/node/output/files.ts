/**
 * The one way build stages write into the output folder: every path is checked to stay inside it first, so no
 * route, id or file name can make the build write elsewhere (a slug of `/../../src/x` once overwrote a source).
 */
import { constants, copyFileSync, linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { BuildError } from '../errors.ts';

/** A path made only of plain names (no empty, `.` or `..` segment, no backslash or NUL): inside by construction. */
const PLAIN_RELATIVE = /^(?!\.\.?(?:\/|$))[^/\\\0]+(?:\/(?!\.\.?(?:\/|$))[^/\\\0]+)*$/;

/** The absolute path of `rel` inside `outDir`; an error when it resolves outside (or to outDir itself). */
export function outputPath(outDir: string, rel: string): string {
  const root = resolve(outDir);
  // The common case without two more path resolutions: an incremental build at 10,000 pages asks for 120,000 paths.
  if (sep === '/' && PLAIN_RELATIVE.test(rel)) return root === '/' ? `/${rel}` : `${root}/${rel}`;
  const target = resolve(root, rel);
  const inside = relative(root, target);
  if (!inside || inside.startsWith('..') || isAbsolute(inside) || rel.includes('\0')) {
    throw new BuildError(`Refusing to write "${rel}": it is outside the output folder ${root}. A slug, id or file name leads out of the site; fix it.`);
  }
  return target;
}

const exists = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * Writes a file inside `outDir` (creating its folders); returns its absolute path. A file already there is replaced,
 * never written through: it may be a hard link into a cache (see linkToOutput).
 */
export function writeOutput(outDir: string, rel: string, data: string | Uint8Array, { folderExists = false } = {}): string {
  const target = outputPath(outDir, rel);
  // Where the caller knows the folder is there (a compressed copy beside its file), no syscall, and no folder made
  // again in a staging folder removed meanwhile by the next build (a child still running after a killed build).
  if (!folderExists) mkdirSync(dirname(target), { recursive: true });
  try {
    writeFileSync(target, data, { flag: 'wx' });
  } catch (error) {
    if (!exists(error)) throw error;
    rmSync(target);
    writeFileSync(target, data, { flag: 'wx' });
  }
  return target;
}

/**
 * Copies a file to `rel` inside `outDir` (creating its folders). A file already there is replaced, never written
 * through (copyFileSync alone writes into the file it finds: a hard link into a cache would take the new bytes).
 */
export function copyToOutput(outDir: string, rel: string, source: string): string {
  const target = outputPath(outDir, rel);
  mkdirSync(dirname(target), { recursive: true });
  try {
    copyFileSync(source, target, constants.COPYFILE_EXCL);
  } catch (error) {
    if (!exists(error)) throw error;
    rmSync(target);
    copyFileSync(source, target, constants.COPYFILE_EXCL);
  }
  return target;
}

/**
 * Puts a cache file at `rel` inside `outDir` as a hard link: no bytes copied, which is most of an incremental build's
 * output otherwise. Only for cache files that are never written again in place (they are written aside and renamed,
 * so a later build's new version is a new file and the link keeps the old bytes). Copies where links are not possible
 * (another file system).
 */
export function linkToOutput(outDir: string, rel: string, source: string, { folderExists = false } = {}): string {
  const target = outputPath(outDir, rel);
  try {
    linkOrReplace(source, target);
  } catch (error) {
    // The folder is made when the link finds none: most links go into a folder that exists (10,000 mkdir calls saved
    // at 10,000 pages). A missing source fails again below, as it should.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || folderExists) throw error;
    mkdirSync(dirname(target), { recursive: true });
    linkOrReplace(source, target);
  }
  return target;
}

/** A hard link from `source` at `target`, replacing what is there; a copy where the file system has no hard links. */
function linkOrReplace(source: string, target: string): void {
  try {
    linkSync(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw error;
    if (code === 'EEXIST') {
      rmSync(target);
      linkSync(source, target);
    } else copyFileSync(source, target);
  }
}

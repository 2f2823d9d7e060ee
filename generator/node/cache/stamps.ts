/**
 * File stamps: what the caches compare to tell that a file is still the one they saw, with a stat and no read. One
 * stamp, `[size, mtimeMs, ino]`, and for sources the change time too (`[size, mtimeMs, ino, ctimeMs]`: an edit that
 * keeps the size and puts the modification time back still moves it). Output files are stamped without it: a hard
 * link to a file (how the caches put files into the output) moves the change time of both.
 */
import { statSync, type Stats } from 'node:fs';
import { sameStamp, stampIfAny, stampOfStats, type FileStamp, type Stamps } from './bundles.mjs';

/**
 * A file's identity: size, modification time and inode (a rewritten file is a new inode or a new time), and for a
 * source its change time. Defined with the bundle cache (bundles.mjs), which bin/qdocs.mjs reads as plain JavaScript.
 */
export type { FileStamp, Stamps };
export { sameStamp, stampIfAny, stampOfStats, unchanged } from './bundles.mjs';

export function stampOf(file: string): FileStamp {
  return stampOfStats(statSync(file));
}

/** A stamp as the records write it: `<size>:<mtimeMs>:<ino>`. */
export const stampText = (stamp: FileStamp): string => `${stamp[0]}:${stamp[1]}:${stamp[2]}`;

/** The stamp of stampText's form; undefined when `text` is not one. */
export function parseStampText(text: string | undefined): FileStamp | undefined {
  const [size, mtimeMs, ino] = (text ?? '').split(':').map(Number);
  return Number.isFinite(size) && Number.isFinite(mtimeMs) && Number.isFinite(ino) ? [size, mtimeMs, ino] : undefined;
}

/** A source's stamp: with its change time. */
export const sourceStampOfStats = (stat: Stats): FileStamp => [stat.size, stat.mtimeMs, stat.ino, stat.ctimeMs];

/** Whether `file` is still the file that had `stamp`. */
export function isStamped(file: string, stamp: FileStamp): boolean {
  const now = stampIfAny(file);
  return now !== undefined && sameStamp(now, stamp);
}

/** The stamps of the files something was made from (a bundle of them): null for a file that is not there. */
export function stampsOf(files: string[]): Stamps {
  return Object.fromEntries(files.map((file) => [file, stampIfAny(file) ?? null]));
}

/**
 * The compress stage's record (`.cache/compress/hashes.json`): each output file's hash, its stamp and its copies'
 * stamps, one string a file; and the removal of the cached copies no file of the record names any more.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stampText, type FileStamp } from '../cache/stamps.ts';
import type { Copies } from './job.ts';
import { cachedBase } from './compressFiles.ts';

/** A file's hash, its stamp then and its copies' (see output/previousBuild.ts). */
export type HashEntry = [hash: string, stamp: FileStamp, copies: Copies];
/**
 * Path in the output → its HashEntry as one string (`<hash> <size>:<mtimeMs>:<ino> <br stamp> <gz stamp>`), read when
 * looked at. Every output file has an entry (40,000 at 10,000 pages), and a one-page edit reads and writes them all: as
 * arrays of arrays of numbers, parsing and writing the record cost four times as much, and the parsed record (tens of
 * megabytes of small arrays) outlived several of the build process's young-generation collections, each copying it
 * again. An entry kept as it was is written back as the same string.
 */
export type HashRecord = Record<string, string>;
export const RECORD = 'hashes.json';
export const RECORD_VERSION = '3';

export function encodeHashEntry([hash, stamp, [br, gz]]: HashEntry): string {
  return `${hash} ${stampText(stamp)} ${stampText(br)} ${stampText(gz)}`;
}

/**
 * The entry of a record string; undefined when there is none or it is not of this shape (the file is hashed again).
 * Read field by field, with no array of parts made: a one-page edit at 10,000 pages reads 40,000 entries.
 */
export function decodeHashEntry(text: string | undefined): HashEntry | undefined {
  if (typeof text !== 'string') return undefined;
  let at = text.indexOf(' ');
  if (at <= 0) return undefined;
  const hash = text.slice(0, at);
  const numbers: number[] = [];
  for (let field = 0; field < 9; field++) {
    const end = field === 8 ? text.length : text.indexOf(field % 3 === 2 ? ' ' : ':', at + 1);
    if (end < 0) return undefined;
    const value = end > at + 1 ? Number(text.slice(at + 1, end)) : Number.NaN;
    if (!Number.isFinite(value)) return undefined;
    numbers.push(value);
    at = end;
  }
  const [s0, m0, i0, s1, m1, i1, s2, m2, i2] = numbers;
  return [
    hash,
    [s0, m0, i0],
    [
      [s1, m1, i1],
      [s2, m2, i2],
    ],
  ];
}

/** The hash of a record string, without parsing the stamps. */
const hashOfEntry = (text: string) => text.slice(0, text.indexOf(' '));

/** Above this many files compressed in a build, the whole cache folder is swept for unused copies (see below). */
const SWEEP_AFTER = 500;

/**
 * Copies of files no longer in the output go, so the cache does not grow with every edit. After a build that
 * compressed little (an edit), only the copies the previous record named and this one no longer does are looked at
 * (listing the folder's 80,000 copies at 10,000 pages cost more than the edit's compression); after one that compressed
 * many (a cold build, a theme change), or without a previous record, the folder is swept, which also removes copies
 * that no record names (a build killed after compressing).
 */
export function removeUnusedCopies(cache: string, outDir: string, previous: HashRecord, record: HashRecord, compressed: number): void {
  const previousFiles = Object.keys(previous);
  if (compressed > SWEEP_AFTER || previousFiles.length === 0) {
    const inUse = new Set(Object.entries(record).map(([rel, entry]) => cachedBase(cache, join(outDir, rel), hashOfEntry(entry))));
    for (const name of readdirSync(cache)) {
      if (/\.(br|gz)$/.test(name) && !inUse.has(join(cache, name.slice(0, -3)))) rmSync(join(cache, name), { force: true });
    }
    return;
  }
  // A hash still used by any file keeps its copies (whatever the levels: a few bytes kept at most).
  let hashesInUse: Set<string> | undefined;
  for (const rel of previousFiles) {
    const hash = hashOfEntry(previous[rel]);
    if (record[rel] !== undefined && hashOfEntry(record[rel]) === hash) continue;
    hashesInUse ??= new Set(Object.values(record).map(hashOfEntry));
    if (hashesInUse.has(hash)) continue;
    const base = cachedBase(cache, join(outDir, rel), hash);
    rmSync(`${base}.br`, { force: true });
    rmSync(`${base}.gz`, { force: true });
  }
}

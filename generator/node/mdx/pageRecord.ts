/**
 * Every compiled page's metadata in one file, `.cache/pages/record.json`: what a build reads for the pages it does not
 * compile again, instead of one JSON file (and two existence checks) per page — 30,000 file operations at 10,000 pages.
 * It only indexes the per-page files (`<key>.json` beside `<key>.mjs`, written by whoever compiled the page: a build's
 * children or the dev server): an entry is used only when its hash is the one the page has now and its module is still
 * the file it was recorded with (record-hashes.txt).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../cache/atomicWrite.ts';
import { parseStampText, stampText, type FileStamp } from '../cache/stamps.ts';
import type { CompiledPage } from './compile.ts';
import { sectionHeads, type SectionHead } from './plugins/sections.ts';
import { hashKey } from '../cache/keys.ts';
import { readRecordValue, writeRecordValue } from '../cache/records.ts';

/** Bump when an entry's shape or meaning changes. */
const FORMAT = 3;

export interface PageRecordEntry {
  /** The hash the page was compiled from (source and compile context). */
  hash: string;
  /** The hash of the compiled module's bytes: what the prerender cache keys a page's body by. */
  moduleHash: string;
  /** Sections without their texts: only the index child needs those, and reads them itself (search/sectionTexts.ts). */
  page: Omit<CompiledPage, 'code' | 'sections'> & { sections: SectionHead[] };
}

const recordFile = (cacheDir: string) => join(cacheDir, 'pages', 'record.json');
/**
 * Beside the record, each page's hash alone (`record-hashes.txt`: a header line, then a line per page: its key, its
 * hash and the stamp of its module file, a ninth of the record's size): what a build needs to tell which pages to
 * compile, so that it sends them to the compile child before reading the record (8 MB at 10,000 pages), which it reads
 * while they compile. The stamp says the module is still the file the record describes: the dev server compiles pages
 * into the same folder without writing the record, and a build can be killed between its writes.
 */
const hashesFile = (cacheDir: string) => join(cacheDir, 'pages', 'record-hashes.txt');
const HASHES_HEADER = `qdocs-page-hashes ${FORMAT}`;

/** A page as record-hashes.txt has it. */
export interface PageHint {
  hash: string;
  /** Of its module file (`<key>.mjs`) when the record was written. */
  stamp: FileStamp;
}

/** No page was compiled into this cache yet (a cold build: every page will compile). */
export function noPageRecord(cacheDir: string): boolean {
  return !existsSync(recordFile(cacheDir));
}

export function readPageRecord(cacheDir: string): Map<string, PageRecordEntry> {
  // JSON: it parses twice as fast as V8's serialisation of the same entries. None: the per-page files are read instead.
  const entries = readRecordValue<[string, PageRecordEntry][]>(recordFile(cacheDir), String(FORMAT));
  return new Map(Array.isArray(entries) ? entries : []);
}

export function writePageRecord(cacheDir: string, entries: Map<string, PageRecordEntry>, stamps: Map<string, FileStamp>): void {
  const light = [...entries].map(([key, entry]): [string, PageRecordEntry] => [key, { ...entry, page: { ...entry.page, sections: sectionHeads(entry.page.sections) } }]);
  writeRecordValue(recordFile(cacheDir), String(FORMAT), light);
  writePageHashes(cacheDir, entries, stamps);
}

/**
 * The page hashes and module stamps, as the pages' own files have them now: written with the record, and by a build
 * that found pages the record did not have as they are (compiled, or compiled by the dev server), so that a page
 * changed since is not taken for its older record entry. A page without a stamp (no module) has no line.
 */
export function writePageHashes(cacheDir: string, entries: Map<string, PageRecordEntry>, stamps: Map<string, FileStamp>): void {
  const lines = [HASHES_HEADER];
  // Keys are file-name-safe (routeKey): no space or line break.
  for (const [key, entry] of entries) {
    const stamp = stamps.get(key);
    if (stamp) lines.push(`${key} ${entry.hash} ${stampText(stamp)}`);
  }
  writeFileAtomic(hashesFile(cacheDir), lines.join('\n'));
}

/** Each recorded page's hash and module stamp (see hashesFile); empty when there is none or it is of an older format. */
export function readPageHashes(cacheDir: string): Map<string, PageHint> {
  const hints = new Map<string, PageHint>();
  let lines: string[];
  try {
    lines = readFileSync(hashesFile(cacheDir), 'utf8').split('\n');
  } catch {
    return hints;
  }
  if (lines[0] !== HASHES_HEADER) return hints;
  for (let i = 1; i < lines.length; i++) {
    const [key, hash, stamp] = lines[i].split(' ');
    const moduleStamp = parseStampText(stamp);
    if (hash && moduleStamp) hints.set(key, { hash, stamp: moduleStamp });
  }
  return hints;
}

export function moduleHashOf(code: string | Uint8Array): string {
  return hashKey(code);
}

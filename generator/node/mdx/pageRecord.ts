/**
 * Every compiled page's metadata in one file, `.cache/pages/record.json`: what a build reads for the pages it does not
 * compile again, instead of one JSON file (and two existence checks) per page — 30,000 file operations at 10,000 pages.
 * It only indexes the per-page files (`<key>.json` beside `<key>.mjs`, written by whoever compiled the page: a build's
 * children or the dev server): an entry is used only when its hash is the one the page has now and its module exists.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomicWrite.ts';
import type { CompiledPage } from './compile.ts';
import { sectionHeads, type SectionHead } from './plugins/sections.ts';

/** Bump when an entry's shape or meaning changes. */
const FORMAT = 2;

export interface PageRecordEntry {
  /** The hash the page was compiled from (source and compile context). */
  hash: string;
  /** The hash of the compiled module's bytes: what the prerender cache keys a page's body by. */
  moduleHash: string;
  /** Sections without their texts: only the index child needs those, and reads them itself (search/sectionTexts.ts). */
  page: Omit<CompiledPage, 'code' | 'sections'> & { sections: SectionHead[] };
}

const recordFile = (cacheDir: string) => join(cacheDir, 'pages', 'record.json');

/** No page was compiled into this cache yet (a cold build: every page will compile). */
export function noPageRecord(cacheDir: string): boolean {
  return !existsSync(recordFile(cacheDir));
}

export function readPageRecord(cacheDir: string): Map<string, PageRecordEntry> {
  try {
    // JSON: it parses twice as fast as V8's serialisation of the same entries.
    const record = JSON.parse(readFileSync(recordFile(cacheDir), 'utf8')) as { format: number; entries: [string, PageRecordEntry][] };
    if (record.format === FORMAT && Array.isArray(record.entries)) return new Map(record.entries);
  } catch {
    // No record yet, or an unreadable one: the per-page files are read instead.
  }
  return new Map();
}

export function writePageRecord(cacheDir: string, entries: Map<string, PageRecordEntry>): void {
  const light = [...entries].map(([key, entry]): [string, PageRecordEntry] => [key, { ...entry, page: { ...entry.page, sections: sectionHeads(entry.page.sections) } }]);
  writeFileAtomic(recordFile(cacheDir), JSON.stringify({ format: FORMAT, entries: light }));
}

export function moduleHashOf(code: string | Uint8Array): string {
  return createHash('sha1').update(code).digest('hex');
}

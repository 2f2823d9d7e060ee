/**
 * The section texts of compiled pages, for the one stage that needs them: the index. The main process keeps only
 * each section's title and anchor (mdx/pageRecord.ts), so tens of megabytes of text are neither parsed there nor sent
 * to the index child at 10,000 pages. The index child reads them itself: from its own record, `.cache/pages/texts.json`
 * (read ahead, before its job arrives), or, for a page compiled since (an edit), from the page's metadata file. An
 * entry is used only for the hash the page was compiled from. The record is written again, by the child, when it
 * was empty or missed more than a few pages, as the page record is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../atomicWrite.ts';
import { BuildError } from '../errors.ts';
import type { PageSection } from '../mdx/plugins/sections.ts';
import type { SearchInputPage } from './indexer.ts';

/** Bump when an entry's shape or meaning changes. */
const FORMAT = 1;
/** Pages a build may read from their own files rather than write the record again (besides 1 % of the pages). */
const RECORD_AGAIN_PAGES = 20;

/** A compiled page whose sections the index child reads itself: its cache key and the hash it was compiled from. */
export interface CompiledSections {
  key: string;
  hash: string;
}

/** A page of the index job: with its sections, or with where to find them (a compiled page). */
export type SearchJobPage = Omit<SearchInputPage, 'sections'> & ({ sections: PageSection[] } | { compiled: CompiledSections });

type Entry = [key: string, hash: string, sections: PageSection[]];

const recordFile = (cacheDir: string) => join(cacheDir, 'pages', 'texts.json');

function readRecord(cacheDir: string): Map<string, Entry> {
  try {
    const record = JSON.parse(readFileSync(recordFile(cacheDir), 'utf8')) as { format: number; entries: Entry[] };
    if (record.format === FORMAT && Array.isArray(record.entries)) return new Map(record.entries.map((entry) => [entry[0], entry]));
  } catch {
    // None yet, or unreadable: the pages' own files are read.
  }
  return new Map();
}

let preloaded: { cacheDir: string; record: Map<string, Entry> } | undefined;

/** Reads the record ahead of the job (the index child, while the build loads and compiles). */
export function preloadSectionTexts(cacheDir: string): void {
  preloaded = { cacheDir, record: readRecord(cacheDir) };
}

/** The job's pages with the sections `sectionsOf` gives each compiled page, in the indexer's shape (see below). */
export function withSections(pages: SearchJobPage[], sectionsOf: (compiled: CompiledSections) => PageSection[]): SearchInputPage[] {
  return pages.map((page): SearchInputPage => {
    if (!('compiled' in page)) return page;
    // The same keys in the same order as searchPages made them: the indexer keys each page by its JSON.
    const { path, pageTitle, tag, type, sidebarParentCategories, tags } = page;
    return { path, pageTitle, tag, type, sections: sectionsOf(page.compiled), sidebarParentCategories, tags };
  });
}

/** The job's pages with their sections read from the record or the pages' own files (a build's index child). */
export function withSectionTexts(pages: SearchJobPage[], cacheDir: string | undefined): SearchInputPage[] {
  const compiled = pages.filter((page) => 'compiled' in page).length;
  if (!compiled) return pages as SearchInputPage[];
  if (!cacheDir) throw new Error('the index job names compiled pages but no cache folder to read their sections from');
  const record = preloaded?.cacheDir === cacheDir ? preloaded.record : readRecord(cacheDir);
  preloaded = undefined;
  const current: Entry[] = [];
  let misses = 0;
  const resolved = withSections(pages, ({ key, hash }) => {
    let entry = record.get(key);
    if (entry?.[1] !== hash) {
      misses++;
      entry = [key, hash, ownSections(cacheDir, key, hash)];
    }
    current.push(entry);
    return entry[2];
  });
  if (record.size === 0 || misses > Math.max(RECORD_AGAIN_PAGES, compiled / 100)) {
    writeFileAtomic(recordFile(cacheDir), JSON.stringify({ format: FORMAT, entries: current }));
  }
  return resolved;
}

/** A page's sections from its own metadata file (written by whoever compiled it), for the hash it was compiled from. */
function ownSections(cacheDir: string, key: string, hash: string): PageSection[] {
  const file = join(cacheDir, 'pages', `${key}.json`);
  const meta = JSON.parse(readFileSync(file, 'utf8')) as { hash: string; page: { sections: PageSection[] } };
  if (meta.hash !== hash) throw new BuildError(`${file} was compiled again during the build (by \`npm start\` on the same site?): build again`);
  return meta.page.sections;
}

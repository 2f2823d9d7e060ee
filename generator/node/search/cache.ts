/**
 * The index stage's cache, two files per tag in `<cacheDir>/search/`: the terms of each page (by the hash of the
 * page's input) and the index files the tag's pages last produced (by the hash of all its inputs; the page text files
 * are made again from the pages, cheaply, rather than kept: they are most of the bytes). A page whose input
 * did not change is not tokenised again; a tag none of whose pages changed is not indexed again, and its files
 * are the same bytes. Serialised with v8; an unreadable or outdated file is ignored.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import * as analyzer from '../../search/analyzer.ts';
import * as tokenizer from '../../search/tokenizer.ts';
import * as split from '../../search/split.ts';
import * as compact from './compact.ts';
import * as ordering from './orderByKey.ts';
import * as partFiles from './parts.ts';
import * as scoring from './scoring.ts';
import * as tagTerms from './tagTerms.ts';
import * as terms from './terms.ts';
import { withUsedVocabulary, type TagTerms } from './tagTerms.ts';
import { hashKey, partsKey } from '../cache/keys.ts';

/**
 * What cached terms and files depend on besides the input: the index format (bump it when the files or the
 * ranking data change) and the code that turns text into terms and terms into files (hashed: an edit to it rebuilds the index).
 */
const FORMAT = 7;
export const CODE_VERSION = hashKey([
  String(FORMAT),
  // The code that writes the files too (weights, compaction, split parts): linked from the previous build by key,
  // files made by older code would otherwise outlive a change to it.
  [analyzer, tokenizer, terms, compact, ordering, partFiles, split, scoring, tagTerms]
    .flatMap((module) => Object.values(module))
    .map((v) => (v instanceof Set ? [...v].join(' ') : String(v)))
    .join('\n'),
]);

export const hashOf = (...parts: string[]): string => partsKey(...parts);

/**
 * Two files per tag: the files the tag's pages last produced (read alone when nothing changed), and the numeric terms
 * of its pages (tagTerms.ts; read when a page changed): typed arrays and two strings, which v8 reads back as memory
 * copies rather than as 50,000 documents' arrays of strings at 10,000 pages.
 */
interface FilesCache {
  version: string;
  /** Hash of everything the tag's files depend on. */
  key: string;
  /** The index files (not the page text files). */
  files: [string, string][];
}
/** A tag's saved terms, with the code version that wrote them. */
type TermsCache = TagTerms & { version: string };

function fileOf(cacheDir: string, tag: string, kind: 'files' | 'terms'): string {
  return join(cacheDir, 'search', `${tag.replace(/[^\w.-]/g, '_')}.${kind}.v8`);
}

function read<T extends { version: string }>(file: string): T | undefined {
  try {
    const cache = deserialize(readFileSync(file)) as T;
    return cache.version === CODE_VERSION ? cache : undefined;
  } catch {
    return undefined;
  }
}

/** Written aside, then renamed: a build killed meanwhile leaves the previous cache whole. */
function write(file: string, value: object): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, serialize({ version: CODE_VERSION, ...value }));
  renameSync(temp, file);
}

/** The key of the files cache, beside it: a tag that changed is told without reading its files (megabytes at 10,000 pages). */
function keyFileOf(cacheDir: string, tag: string): string {
  return `${fileOf(cacheDir, tag, 'files')}.key`;
}

/** The tag's files of the last build, if they were built from the same inputs (`key`). */
export function readTagFiles(cacheDir: string, tag: string, key: string): [string, string][] | undefined {
  try {
    if (readFileSync(keyFileOf(cacheDir, tag), 'utf8') !== `${CODE_VERSION} ${key}`) return undefined;
  } catch {
    return undefined;
  }
  // The key inside the cache decides: the one beside it may be older (a build killed between the two writes).
  const cache = read<FilesCache>(fileOf(cacheDir, tag, 'files'));
  return cache?.key === key ? cache.files : undefined;
}

/** The numeric terms of the tag's pages, as the last build that saved them found them. */
export function readPageTerms(cacheDir: string, tag: string): TagTerms | undefined {
  const file = fileOf(cacheDir, tag, 'terms');
  if (preloadedTerms.has(file)) {
    const preloaded = preloadedTerms.get(file);
    preloadedTerms.delete(file);
    return preloaded;
  }
  return termsOf(read<TermsCache>(file));
}

function termsOf(cache: TermsCache | undefined): TagTerms | undefined {
  if (!cache) return undefined;
  const { vocabulary, keys, pageDocuments, starts, terms, counts } = cache;
  return { vocabulary, keys, pageDocuments, starts, terms, counts };
}

/** Terms files read ahead by preloadPageTerms, until a build asks for them. */
const preloadedTerms = new Map<string, TagTerms | undefined>();

/**
 * Reads every tag's saved terms ahead of the index job: the index child has them in memory while the build loads and
 * compiles, instead of reading them (a second of a one-page rebuild at 10,000 pages) once its job arrives. The files
 * are this build's to write, later (the site's build lock is held), so what is read here is what the job would read.
 */
export function preloadPageTerms(cacheDir: string): void {
  const dir = join(cacheDir, 'search');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.terms.v8'));
  } catch {
    return;
  }
  for (const name of names) {
    const cache = read<TermsCache>(join(dir, name));
    if (cache) preloadedTerms.set(join(dir, name), termsOf(cache));
  }
}

/**
 * Saves what is given: the tag's files (a build leaves them out: the previous output, linked by key, keeps them) and
 * its pages' terms (left as they are when few pages were tokenised again: writing 40,000 documents' terms cost more
 * than tokenising a few pages again next time).
 */
export function writeTagCache(cacheDir: string, tag: string, cache: { key: string; files?: [string, string][]; pages?: TagTerms }): void {
  if (cache.pages) {
    const { vocabulary, keys, pageDocuments, starts, terms, counts } = withUsedVocabulary(cache.pages);
    write(fileOf(cacheDir, tag, 'terms'), { vocabulary, keys, pageDocuments, starts, terms, counts });
  }
  if (!cache.files) return;
  write(fileOf(cacheDir, tag, 'files'), { key: cache.key, files: cache.files });
  const keyFile = keyFileOf(cacheDir, tag);
  writeFileSync(`${keyFile}.${process.pid}.tmp`, `${CODE_VERSION} ${cache.key}`);
  renameSync(`${keyFile}.${process.pid}.tmp`, keyFile);
}

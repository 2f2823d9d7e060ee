/**
 * The index stage's cache, one file per tag in `<cacheDir>/search/`: the terms of each page (by the hash of the
 * page's input) and the index files the tag's pages last produced (by the hash of all its inputs; the page text files
 * are made again from the pages, cheaply, rather than kept: they are most of the bytes). A page whose input
 * did not change is not tokenised again; a tag none of whose pages changed is not indexed again, and its files
 * are the same bytes. Serialised with v8 (fast for large arrays of strings and numbers); an unreadable or
 * outdated file is ignored.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import * as analyzer from '../../search/analyzer.ts';
import * as tokenizer from '../../search/tokenizer.ts';
import type { DocumentTerms } from './terms.ts';

/**
 * What cached terms and files depend on besides the input: the index format (bump it when the files or the
 * ranking data change) and the code that turns text into terms (hashed, so an edit to it rebuilds the index).
 */
const FORMAT = 3;
export const CODE_VERSION = createHash('sha1')
  .update(String(FORMAT))
  .update([...Object.values(analyzer), ...Object.values(tokenizer)].map((v) => (v instanceof Set ? [...v].join(' ') : String(v))).join('\n'))
  .digest('hex');

export function hashOf(...parts: string[]): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('hex');
}

export interface TagCache {
  version: string;
  /** Hash of everything the tag's files depend on. */
  key: string;
  /** The index files (the page text files are made again from the pages: not cached). */
  files: [string, string][];
  /** Page hash → the terms of the page's documents, in order. */
  pages: [string, DocumentTerms[]][];
}

function fileOf(cacheDir: string, tag: string): string {
  return join(cacheDir, 'search', `${tag.replace(/[^\w.-]/g, '_')}.v8`);
}

export function readTagCache(cacheDir: string, tag: string): TagCache | undefined {
  try {
    const cache = deserialize(readFileSync(fileOf(cacheDir, tag))) as TagCache;
    return cache.version === CODE_VERSION ? cache : undefined;
  } catch {
    return undefined;
  }
}

export function writeTagCache(cacheDir: string, tag: string, cache: Omit<TagCache, 'version'>): void {
  const file = fileOf(cacheDir, tag);
  mkdirSync(join(cacheDir, 'search'), { recursive: true });
  // Written aside, then renamed: a build killed meanwhile leaves the previous cache whole.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, serialize({ version: CODE_VERSION, ...cache } satisfies TagCache));
  renameSync(temp, file);
}

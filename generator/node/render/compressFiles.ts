/**
 * Compressing a share of the output's files into .br and .gz copies, through the cache of copies: a file's copies are
 * hard links to the cached copies of its bytes when there are some, else compressed and kept there. Runs in a compress
 * child (compressChild.ts) or, for a few files, in the build process (compress.ts).
 */
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { linkToOutput, writeOutput } from '../output/files.ts';
import { stampOf, type FileStamp } from '../cache/stamps.ts';
import type { CompressAnswer, CompressJob, Copies } from './job.ts';
import { hashKey } from '../cache/keys.ts';

const SHELL = /[\\/]assets[\\/](css[\\/]main|js[\\/](main|vendors))\./;

/**
 * Brotli quality 6 is within 2% of quality 9 on these pages at a fifteenth of the time; gzip level 6 is within 0.6% of
 * level 9 (real site: 9.68 MB of .gz instead of 9.62 MB; 10,000 pages: 0.1%) at half the time. The few shell files
 * every reader downloads get the maximum of both.
 */
export const levels = (file: string) => (SHELL.test(file) ? { brotli: 11, gzip: 9 } : { brotli: 6, gzip: 6 });

/** The cached copies of a file's bytes at its levels, without the `.br`/`.gz` ending. */
export function cachedBase(cache: string, file: string, hash: string): string {
  const { brotli, gzip } = levels(file);
  return join(cache, `${hash}-${brotli}-${gzip}`);
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
    // Already kept by another build (or the other child) of the same bytes.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
  }
  const temp = `${cached}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, cached);
}

/**
 * Hashes, then links from the cache or compresses, the files of `tasks` (synchronously: a child does one core's share).
 * Yields between files so that a child whose build was killed sees it (see serveChild) and stops writing.
 */
export async function compressFiles({ outDir, cache, tasks }: CompressJob): Promise<CompressAnswer> {
  const hashes: string[] = [];
  const copies: Copies[] = [];
  let compressed = 0;
  for (const { file, hash: known, source, recorded } of tasks) {
    await new Promise((resolve) => setImmediate(resolve));
    let data: Buffer | undefined = known ? undefined : readFileSync(source ?? file);
    const hash = known ?? hashKey(data!);
    hashes.push(hash);
    const cached = cache && cachedBase(cache, file, hash);
    const linked = cached ? linkCopies(outDir, file, cached, source === undefined, recorded?.[0] === hash ? recorded[1] : undefined) : undefined;
    if (linked) {
      copies.push(linked);
      continue;
    }
    data ??= readFileSync(source ?? file);
    const level = levels(file);
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: level.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
    const gzipped = gzipSync(data, { level: level.gzip });
    compressed++;
    const folderExists = source === undefined;
    const written = [writeOutput(outDir, `${file}.br`, br, { folderExists }), writeOutput(outDir, `${file}.gz`, gzipped, { folderExists })];
    copies.push([stampOf(written[0]), stampOf(written[1])]);
    if (cached) {
      keep(written[0], `${cached}.br`, br);
      keep(written[1], `${cached}.gz`, gzipped);
    }
  }
  return { hashes, copies, compressed };
}

/**
 * Links a file's compressed copies from the cache; their stamps, or undefined when they are not there. `recorded`: the
 * copies' stamps when the previous build linked them. The output's copies are hard links to the cached ones, so a
 * copy edited in place under build/ changed the cached one too, and every later build (even after `rm -rf build`)
 * linked the edited bytes: cached copies whose size or time differs from the record are dropped and made again.
 */
export function linkCopies(outDir: string, file: string, cached: string, folderExists = true, recorded?: Copies): Copies | undefined {
  let copies: Copies;
  try {
    const br = linkToOutput(outDir, `${file}.br`, `${cached}.br`, { folderExists });
    const gz = linkToOutput(outDir, `${file}.gz`, `${cached}.gz`, { folderExists });
    copies = [stampOf(br), stampOf(gz)];
  } catch {
    // not compressed before
    return undefined;
  }
  const unchanged = (now: FileStamp, then: FileStamp) => now[0] === then[0] && now[1] === then[1];
  if (!recorded || (unchanged(copies[0], recorded[0]) && unchanged(copies[1], recorded[1]))) return copies;
  rmSync(`${cached}.br`, { force: true });
  rmSync(`${cached}.gz`, { force: true });
  return undefined;
}

/**
 * Precompressed .br and .gz beside every text file above 1 KB, so static hosts need not compress on request: which
 * files, in how many rounds, here or in how many child processes.
 * Compressed copies are kept in `.cache/compress/` by the hash of the file's bytes: a file that did not change since
 * the previous build is not compressed again, and its copies are hard links to the cached ones (no bytes copied).
 * A large share of new files (a cold build: 40,000 files at 10,000 pages) is compressed by two child processes, one
 * per core, each compressing synchronously; a few (a one-page edit) are compressed here. The work on each file is
 * compressFiles.ts; the record of each file's hash and copies, compressRecord.ts.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { outputPath } from '../output/files.ts';
import { isIntact, type PreviousOutput } from '../output/previousBuild.ts';
import { readRecord, writeRecord } from '../cache/records.ts';
import { sameStamp, stampOf, stampOfStats, type FileStamp } from '../cache/stamps.ts';
import { runChild, type WarmChild } from '../children/child.ts';
import { COMPRESS_CHILD, type CompressAnswer, type CompressJob, type CompressTask } from './job.ts';
import { cachedBase, compressFiles, levels, linkCopies } from './compressFiles.ts';
import { decodeHashEntry, encodeHashEntry, RECORD, RECORD_VERSION, removeUnusedCopies, type HashRecord } from './compressRecord.ts';

const COMPRESSIBLE = /\.(html|js|css|json|txt|xml|md|svg|map)$/;
const MIN_BYTES = 1024;
/** Below this many bytes to compress, the work stays in this process: a child costs more to start than it saves. */
const BYTES_PER_CHILD = 4 * 1024 * 1024;
/** Two cores here: two compressing children. */
const CHILDREN = 2;

/** The compressible files at `path`: the file itself, or those below the folder. */
function listFiles(path: string, out: string[] = []): string[] {
  if (!statSync(path).isDirectory()) {
    if (COMPRESSIBLE.test(path)) out.push(path);
    return out;
  }
  return listFolder(path, out);
}

function listFolder(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) listFolder(full, out);
    else if (COMPRESSIBLE.test(entry.name)) out.push(full);
  }
  return out;
}

/** Splits the tasks into `count` shares of about the same work (bytes; the maximum quality costs far more a byte). */
function shares(tasks: (CompressTask & { size: number })[], count: number): CompressTask[][] {
  const cost = (t: { file: string; size: number }) => t.size * (levels(t.file).brotli === 11 ? 30 : 1);
  const out = Array.from({ length: count }, () => ({ tasks: [] as CompressTask[], cost: 0 }));
  for (const task of [...tasks].sort((a, b) => cost(b) - cost(a))) {
    const lightest = out.reduce((a, b) => (b.cost < a.cost ? b : a));
    lightest.tasks.push({
      file: task.file,
      ...(task.hash ? { hash: task.hash } : {}),
      ...(task.source ? { source: task.source } : {}),
      ...(task.recorded ? { recorded: task.recorded } : {}),
    });
    lightest.cost += cost(task);
  }
  return out.map((s) => s.tasks).filter((s) => s.length);
}

/** Files still being written when compression starts: compressed once `ready` settles (see precompress). */
export interface LaterFiles {
  /** Top-level names of the output folder (files or folders) written later. */
  isLater: (name: string) => boolean;
  ready: Promise<unknown>;
}

/**
 * Compresses the text files of outDir; with `cacheDir`, reuses the copies of files compressed by an earlier build.
 * A file that is still the very file hashed last time (a hard link to the previous build's or a cache's file: same
 * inode, size and modification time) is not even read: its hash comes from the record.
 * With `later`, the files it names are compressed after the others, once they are written: the search index comes
 * last from its child, and the rest is compressed meanwhile; when they are written already, with the others.
 * With `previous`, the files this build keeps in the previous output (`previous.kept`, not in outDir) keep their
 * copies there too while these are intact (added to `kept`); else their copies are put in outDir.
 * Returns how many files there were, how many were compressed now, by how many child processes (0: here), and in how
 * many rounds (2: the later files after the others). `warm`: compress children started ahead (a cold build, whose
 * files are many), used by the first round that needs children instead of starting new ones; ended unused otherwise.
 */
export async function precompress(
  outDir: string,
  cacheDir?: string,
  later?: LaterFiles,
  previous?: PreviousOutput,
  warm: WarmChild<CompressJob, CompressAnswer>[] = [],
): Promise<{ files: number; compressed: number; children: number; rounds: number }> {
  try {
    return await compressAll(outDir, cacheDir, later, previous, [...warm]);
  } finally {
    for (const child of warm) child.cancel();
  }
}

/** precompress; `warm` gives up the children it uses. */
async function compressAll(
  outDir: string,
  cacheDir: string | undefined,
  later: LaterFiles | undefined,
  previous: PreviousOutput | undefined,
  warm: WarmChild<CompressJob, CompressAnswer>[],
) {
  const cache = cacheDir ? join(cacheDir, 'compress') : undefined;
  if (cache) mkdirSync(cache, { recursive: true });
  const previousRecord: HashRecord = cache ? readRecord(join(cache, RECORD), RECORD_VERSION) : {};

  const record: HashRecord = {};
  const total = { files: 0, compressed: 0, children: 0, rounds: 0 };
  const pass = async (files: string[], keptNow: string[]) => {
    total.rounds++;
    const done = await compressPass(outDir, cache, files, previousRecord, record, keptNow.length ? { previous: previous!, files: keptNow } : undefined, warm);
    total.files += done.files;
    total.compressed += done.compressed;
    total.children = Math.max(total.children, done.children);
  };
  // Files written later that are written already (a large site's index is done long before its pages are) go with
  // the others: one pass, one pair of children, rather than a second round whose start-up leaves both cores idle.
  let written = false;
  later?.ready.then(
    () => (written = true),
    () => undefined,
  );
  await new Promise((resolve) => setImmediate(resolve));
  const after = written ? undefined : later;
  // The kept files to see to now (all but the later ones) and after `later` is ready (taken from `kept` then: the
  // search child names its kept files when it is done; when it is done already, all of them now).
  const keptOf = (now: boolean) => {
    const out: string[] = [];
    for (const rel of previous?.kept ?? []) {
      if (!COMPRESSIBLE.test(rel)) continue;
      const slash = rel.indexOf('/');
      if (!after || after.isLater(slash < 0 ? rel : rel.slice(0, slash)) !== now) out.push(rel);
    }
    return out;
  };
  const topLevel = readdirSync(outDir).map((name) => join(outDir, name));
  const now = after ? topLevel.filter((path) => !after.isLater(relative(outDir, path))) : topLevel;
  await pass(
    now.flatMap((path) => listFiles(path)),
    keptOf(true),
  );
  if (after) {
    await after.ready;
    const names = readdirSync(outDir).filter((name) => after.isLater(name));
    await pass(
      names.flatMap((name) => listFiles(join(outDir, name))),
      keptOf(false),
    );
  }
  if (cache) {
    removeUnusedCopies(cache, outDir, previousRecord, record, total.compressed);
    writeRecord(join(cache, RECORD), RECORD_VERSION, record);
  }
  return total;
}

/** Files of the previous output kept by this build (see precompress). */
interface KeptPass {
  previous: PreviousOutput;
  files: string[];
}

/**
 * Links or compresses `paths` (files of the output), recording each one's hash and stamps in `record`; keeps the
 * copies of `kept` files where they are intact.
 */
async function compressPass(
  outDir: string,
  cache: string | undefined,
  paths: string[],
  previous: HashRecord,
  record: HashRecord,
  kept: KeptPass | undefined,
  warm: WarmChild<CompressJob, CompressAnswer>[],
): Promise<{ files: number; compressed: number; children: number }> {
  const files = paths.map((file) => ({ file, stat: statSync(file) })).filter(({ stat }) => stat.size > MIN_BYTES);
  // Files still known by their stamp are linked from the cache here (most of a rebuild); the others are hashed, and
  // compressed unless the cache has their bytes, here or in the children.
  const pending: (CompressTask & { rel: string; stamp: FileStamp; size: number })[] = [];
  for (const { file, stat } of files) {
    const rel = relative(outDir, file);
    const stamp = stampOfStats(stat);
    const known = decodeHashEntry(previous[rel]);
    const hash = known !== undefined && sameStamp(known[1], stamp) ? known[0] : undefined;
    const copies = hash && cache ? linkCopies(outDir, file, cachedBase(cache, file, hash), true, known![2]) : undefined;
    if (copies) record[rel] = encodeHashEntry([hash!, stamp, copies]);
    else pending.push({ file, rel, stamp, size: stat.size, ...(hash ? { hash } : {}), ...(known ? { recorded: [known[0], known[2]] } : {}) });
  }
  let keptFiles = 0;
  for (const rel of kept?.files ?? []) {
    const task = keepCopies(kept!.previous, outDir, cache, rel, previous[rel], record);
    if (task === 'small') continue;
    keptFiles++;
    if (task) pending.push(task);
  }
  const bytes = pending.reduce((n, t) => n + t.size, 0);
  const children = Math.min(CHILDREN, Math.floor(bytes / BYTES_PER_CHILD));
  let compressed = 0;
  if (children < 2) {
    const answer = await compressFiles({ outDir, cache, tasks: pending });
    answer.hashes.forEach((hash, i) => {
      record[pending[i].rel] = encodeHashEntry([hash, pending[i].stamp, answer.copies[i]]);
    });
    compressed = answer.compressed;
  } else {
    const parts = shares(pending, children);
    // Both children end before a failure is reported: none is left writing into the staging folder.
    const start = (job: CompressJob) => {
      const child = warm.shift();
      return child ? child.run(job) : runChild(COMPRESS_CHILD, job);
    };
    const results = await Promise.allSettled(parts.map((tasks) => start({ outDir, cache, tasks })));
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
    const byFile = new Map(pending.map((t) => [t.file, t]));
    results.forEach((r, i) => {
      const answer = (r as PromiseFulfilledResult<CompressAnswer>).value;
      answer.hashes.forEach((hash, j) => {
        const task = byFile.get(parts[i][j].file)!;
        record[task.rel] = encodeHashEntry([hash, task.stamp, answer.copies[j]]);
      });
      compressed += answer.compressed;
    });
  }
  return { files: files.length + keptFiles, compressed, children: children < 2 ? 0 : children };
}

/**
 * The copies of a kept file: kept in the previous output when the file and both copies are still the ones recorded
 * (a hand-edited copy is replaced), else linked from the cache into outDir; a task when they must be made from the
 * kept file's bytes, 'small' for a file not compressed, undefined when done.
 */
function keepCopies(
  previous: PreviousOutput,
  outDir: string,
  cache: string | undefined,
  rel: string,
  knownText: string | undefined,
  record: HashRecord,
): (CompressTask & { rel: string; stamp: FileStamp; size: number }) | 'small' | undefined {
  const source = outputPath(previous.outDir, rel);
  // A kept file is the file its stage recorded and found intact, hence the one this record hashed (40,000 stats saved
  // at 10,000 pages); a file the record does not know is looked at.
  const known = decodeHashEntry(knownText);
  const stamp = known ? known[1] : stampOf(source);
  if (stamp[0] <= MIN_BYTES) return 'small';
  const hash = known && sameStamp(known[1], stamp) ? known[0] : undefined;
  if (hash && isIntact(previous.outDir, `${rel}.br`, known![2][0], previous.stamps) && isIntact(previous.outDir, `${rel}.gz`, known![2][1], previous.stamps)) {
    previous.kept.add(`${rel}.br`);
    previous.kept.add(`${rel}.gz`);
    record[rel] = knownText!;
    return undefined;
  }
  const file = join(outDir, rel);
  const copies = hash && cache ? linkCopies(outDir, file, cachedBase(cache, file, hash), false, known![2]) : undefined;
  if (copies) {
    record[rel] = encodeHashEntry([hash!, stamp, copies]);
    return undefined;
  }
  return { file, rel, stamp, size: stamp[0], source, ...(hash ? { hash } : {}), ...(known ? { recorded: [known[0], known[2]] } : {}) };
}

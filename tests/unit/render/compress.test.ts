import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../../generator/node/render/compress.ts';
import { compressFiles } from '../../../generator/node/render/compressFiles.ts';
import { decodeHashEntry, encodeHashEntry } from '../../../generator/node/render/compressRecord.ts';
import type { CompressJob } from '../../../generator/node/render/job.ts';
import { standInChild } from '../../standInChild.ts';

/** Text that compresses like a page (repeated markup, varying words), `kb` kilobytes of it. */
function pageText(seed: number, kb: number): string {
  const words = ['entity', 'selection', 'query', 'attribute', 'dataclass', 'collection', 'function', 'session'];
  let out = '<!doctype html><html><body>';
  for (let i = 0; out.length < kb * 1024; i++) out += `<p class="line-${i % 7}">${words[(seed * 7 + i * 13) % words.length]} ${i * seed}</p>\n`;
  return out;
}

function site(dir: string, bigFiles: number) {
  mkdirSync(join(dir, 'guide'), { recursive: true });
  writeFileSync(join(dir, 'guide/intro.html'), pageText(1, 4));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, 'guide/copy.html'), pageText(1, 4));
  for (let i = 0; i < bigFiles; i++) writeFileSync(join(dir, `guide/big-${i}.html`), pageText(i + 2, 1200));
}

function assertCopiesDecompress(dir: string) {
  for (const name of readdirSync(dir, { recursive: true }).map(String)) {
    if (!/\.(html|txt)$/.test(name)) continue;
    const original = readFileSync(join(dir, name));
    if (original.length <= 1024) {
      assert.throws(() => statSync(join(dir, `${name}.br`)), `${name} is too small to compress`);
      continue;
    }
    assert.ok(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).equals(original), `${name}.br`);
    assert.ok(gunzipSync(readFileSync(join(dir, `${name}.gz`))).equals(original), `${name}.gz`);
  }
}

test('compression in two children (many bytes) writes the same copies as in process (few), and the cache serves the next build', async () => {
  const root = mkdtempSync(join(tmpdir(), 'qdocs-compress-'));
  try {
    const small = join(root, 'small');
    const large = join(root, 'large');
    site(small, 0);
    site(large, 8);
    const few = await precompress(small, join(root, 'cache-small'));
    // Two files of the same bytes are compressed once (in process; two children may both compress them at once).
    assert.deepEqual(few, { files: 2, compressed: 1, children: 0, rounds: 1 });
    const many = await precompress(large, join(root, 'cache-large'));
    assert.deepEqual({ ...many, compressed: Math.min(many.compressed, 9) }, { files: 10, compressed: 9, children: 2, rounds: 1 });
    assertCopiesDecompress(small);
    assertCopiesDecompress(large);
    // The same files again (a file linked from the previous build): known by their record, linked from the cache.
    assert.deepEqual(await precompress(large, join(root, 'cache-large')), { files: 10, compressed: 0, children: 0, rounds: 1 });
    assertCopiesDecompress(large);
    for (const copy of ['guide/intro.html.br', 'guide/intro.html.gz'])
      assert.ok(readFileSync(join(small, copy)).equals(readFileSync(join(large, copy))), `${copy}: the same bytes either way`);

    // The next build's staging folder: the same files as new files (hashed again, by the children: many bytes) and
    // one edited. Only that one is compressed again; the others' copies are links to the cache.
    const next = join(root, 'next');
    cpSync(large, next, { recursive: true, filter: (f) => !/\.(br|gz)$/.test(f) });
    writeFileSync(join(next, 'guide/big-3.html'), pageText(99, 1200));
    const again = await precompress(next, join(root, 'cache-large'));
    assert.deepEqual(again, { files: 10, compressed: 1, children: 2, rounds: 1 });
    assertCopiesDecompress(next);
    assert.ok(statSync(join(next, 'guide/big-0.html.br')).nlink > 1, 'linked from the cache');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("an edit removes the cache's copies of the bytes no file has any more; a first build sweeps copies no record names", async () => {
  const root = mkdtempSync(join(tmpdir(), 'qdocs-compress-prune-'));
  try {
    const out = join(root, 'out');
    const cache = join(root, 'cache');
    site(out, 0);
    writeFileSync(join(out, 'guide/other.html'), pageText(5, 4));
    // Left by a build killed after compressing: no record names it.
    mkdirSync(join(cache, 'compress'), { recursive: true });
    writeFileSync(join(cache, 'compress', 'dead-6-6.br'), 'stray');
    await precompress(out, cache);
    const copies = () =>
      readdirSync(join(cache, 'compress'))
        .filter((name) => /\.(br|gz)$/.test(name))
        .sort();
    const first = copies();
    assert.equal(first.length, 4, 'two distinct files (intro and copy are the same bytes), two copies each; the stray one swept');

    // An edit: other.html changes; its old bytes' copies go, the unchanged file's stay (no folder sweep needed).
    const next = join(root, 'next');
    cpSync(out, next, { recursive: true, filter: (f) => !/\.(br|gz)$/.test(f) });
    writeFileSync(join(next, 'guide/other.html'), pageText(6, 4));
    writeFileSync(join(cache, 'compress', 'dead-6-6.br'), 'stray again');
    await precompress(next, cache);
    const second = copies();
    assert.equal(second.filter((name) => !name.startsWith('dead-')).length, 4, "the old bytes' copies are gone, the new ones are there");
    assert.deepEqual(first.filter((name) => second.includes(name)).length, 2, 'the copies of the unchanged bytes are kept');
    assertCopiesDecompress(next);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a kept file's copies are kept in the previous output while intact; a hand-edited copy is made again in the staging folder", async () => {
  const root = mkdtempSync(join(tmpdir(), 'qdocs-compress-kept-'));
  try {
    const out = join(root, 'build');
    const cache = join(root, 'cache');
    site(out, 0);
    await precompress(out, cache);
    // The next build writes one file (the staging folder) and keeps the others in `out`.
    const staging = join(root, 'staging');
    mkdirSync(join(staging, 'guide'), { recursive: true });
    writeFileSync(join(staging, 'guide/intro.html'), pageText(5, 4));
    const kept = new Set(['guide/copy.html', 'robots.txt']);
    // Replaced, not written through (that would change the cache's copy too: see README, do not edit build/ in place).
    rmSync(join(out, 'guide/copy.html.gz'));
    writeFileSync(join(out, 'guide/copy.html.gz'), 'edited by hand');
    const result = await precompress(staging, cache, undefined, { outDir: out, kept });
    assert.deepEqual(result, { files: 2, compressed: 1, children: 0, rounds: 1 });
    assert.deepEqual([...kept].sort(), ['guide/copy.html', 'robots.txt'], 'copies not kept: one was edited');
    assert.deepEqual(readdirSync(join(staging, 'guide')).sort(), ['copy.html.br', 'copy.html.gz', 'intro.html', 'intro.html.br', 'intro.html.gz']);
    assert.ok(gunzipSync(readFileSync(join(staging, 'guide/copy.html.gz'))).equals(readFileSync(join(out, 'guide/copy.html'))), 'the copy made again');
    assertCopiesDecompress(staging);

    // Both copies intact (the staging folder's moved in, as a commit does): kept, nothing written.
    for (const copy of ['copy.html.br', 'copy.html.gz']) renameSync(join(staging, 'guide', copy), join(out, 'guide', copy));
    const again = new Set(['guide/copy.html']);
    const staging2 = join(root, 'staging-2');
    mkdirSync(staging2);
    await precompress(staging2, cache, undefined, { outDir: out, kept: again });
    assert.deepEqual([...again].sort(), ['guide/copy.html', 'guide/copy.html.br', 'guide/copy.html.gz']);
    assert.deepEqual(readdirSync(staging2), []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("files written later are compressed after the others, or with them when already written, and their failure is the build's", async () => {
  const root = mkdtempSync(join(tmpdir(), 'qdocs-compress-later-'));
  const isLater = (name: string) => name.startsWith('search-');
  try {
    // Still being written when compression starts: a second round once they are.
    const pending = join(root, 'pending');
    site(pending, 0);
    let finish!: () => void;
    const ready = new Promise<void>((resolve) => (finish = resolve));
    const compressing = precompress(pending, join(root, 'cache-pending'), { isLater, ready });
    // Once the first round has compressed the pages (not after a fixed time: a loaded machine may not have started
    // it yet, and then `ready` settles first and there is one round).
    while (!existsSync(join(pending, 'guide/intro.html.br'))) await new Promise((resolve) => setTimeout(resolve, 5));
    writeFileSync(join(pending, 'search-index.json'), pageText(5, 8));
    finish();
    assert.deepEqual(await compressing, { files: 3, compressed: 2, children: 0, rounds: 2 });
    assertCopiesDecompress(pending);

    // Written before compression starts: one round with the others.
    const done = join(root, 'done');
    site(done, 0);
    writeFileSync(join(done, 'search-index.json'), pageText(5, 8));
    assert.deepEqual(await precompress(done, join(root, 'cache-done'), { isLater, ready: Promise.resolve() }), { files: 3, compressed: 2, children: 0, rounds: 1 });
    assertCopiesDecompress(done);

    const failed = join(root, 'failed');
    site(failed, 0);
    await assert.rejects(precompress(failed, join(root, 'cache-failed'), { isLater, ready: Promise.reject(new Error('index failed')) }), /index failed/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

/** A stand-in for a compress child started ahead: compresses here, and records the jobs it was given. */
const standInCompressor = () => standInChild((job: CompressJob) => compressFiles(job));
const filesGiven = (seen: { inputs: CompressJob[] }) => seen.inputs.reduce((sum, job) => sum + job.tasks.length, 0);

test('compress children started ahead take the work when there are many bytes, and are ended when there are few', async () => {
  const root = mkdtempSync(join(tmpdir(), 'qdocs-compress-warm-'));
  try {
    const large = join(root, 'large');
    site(large, 8);
    const warm = [standInCompressor(), standInCompressor()];
    const many = await precompress(
      large,
      join(root, 'cache-large'),
      undefined,
      undefined,
      warm.map((w) => w.child),
    );
    assert.deepEqual({ ...many, compressed: Math.min(many.compressed, 9) }, { files: 10, compressed: 9, children: 2, rounds: 1 });
    assert.equal(filesGiven(warm[0].seen) + filesGiven(warm[1].seen), 10, 'every file went to the children started ahead');
    assertCopiesDecompress(large);

    const small = join(root, 'small');
    site(small, 0);
    const spare = [standInCompressor(), standInCompressor()];
    await precompress(
      small,
      join(root, 'cache-small'),
      undefined,
      undefined,
      spare.map((w) => w.child),
    );
    assert.deepEqual(
      spare.map((w) => w.seen),
      [
        { inputs: [], cancelled: true },
        { inputs: [], cancelled: true },
      ],
    );
    assertCopiesDecompress(small);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test("a record entry (a file's hash, its stamp and its copies') comes back as it was written; a malformed one is no entry", () => {
  const entry: Parameters<typeof encodeHashEntry>[0] = [
    '0123456789abcdef0123456789abcdef01234567',
    [75_123, 1_795_718_628_998.9148, 4_194_305],
    [
      [9_001, 1_795_718_629_001.25, 12],
      [10_002, 0.5, 13],
    ],
  ];
  const text = encodeHashEntry(entry);
  assert.deepEqual(decodeHashEntry(text), entry);
  assert.notDeepEqual(
    decodeHashEntry(
      encodeHashEntry([
        'h',
        [1, 2, 3],
        [
          [4, 5, 6],
          [7, 8, 10],
        ],
      ]),
    ),
    [
      'h',
      [1, 2, 3],
      [
        [4, 5, 6],
        [7, 8, 9],
      ],
    ],
  );
  for (const bad of [undefined, '', 'hash', 'hash 1:2:3 4:5:6', 'hash 1:2 4:5:6 7:8:9', 'hash 1:2:x 4:5:6 7:8:9', ' 1:2:3 4:5:6 7:8:9'])
    assert.equal(decodeHashEntry(bad), undefined, String(bad));
});

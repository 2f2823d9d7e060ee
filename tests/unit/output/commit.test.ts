/**
 * output/commit.ts: a build's changes applied to build/ in place under a journal (few changes), or a swap (many, or
 * no trusted list of the previous build's files); a journal left by a crash is rolled forward.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { commitOutput, inServableOrder, journalFile, listText, rollForward, type Journal } from '../../../generator/node/output/commit.ts';
import { stagingFolder } from '../../../generator/node/output/staging.ts';
import { listFiles } from '../../helpers.ts';

function put(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
}

const contents = (dir: string) => Object.fromEntries(listFiles(dir).map((rel) => [rel, readFileSync(join(dir, rel), 'utf8')]));

/** A site folder with a first build committed (a swap: no list yet) of `files`. */
function firstBuild(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'qdocs-commit-'));
  const out = join(root, 'build');
  const cache = join(root, '.cache');
  put(stagingFolder(out), files);
  assert.equal(commitOutput(stagingFolder(out), out, cache, new Set()).mode, 'swap');
  return { root, out, cache };
}

const FIRST = { 'index.html': 'home', 'a/page.html': 'page a', 'a/page.html.br': 'br a', 'gone/old.html': 'old', 'assets/js/p/a.1.js': 'chunk 1' };

test('few changes are applied in place: changed and new files moved in, the kept ones untouched, the gone ones removed with their empty folders', () => {
  const { root, out, cache } = firstBuild(FIRST);
  try {
    const outIno = statSync(out).ino;
    const homeIno = statSync(join(out, 'index.html')).ino;
    const staging = stagingFolder(out);
    put(staging, { 'a/page.html': 'page a, edited', 'a/page.html.br': 'br a, edited', 'assets/js/p/a.2.js': 'chunk 2' });
    const result = commitOutput(staging, out, cache, new Set(['index.html']));
    assert.deepEqual(result, { mode: 'sparse', written: 3, kept: 1, deleted: 2 });
    assert.deepEqual(contents(out), { 'index.html': 'home', 'a/page.html': 'page a, edited', 'a/page.html.br': 'br a, edited', 'assets/js/p/a.2.js': 'chunk 2' });
    assert.equal(statSync(out).ino, outIno, 'the same folder, updated in place');
    assert.equal(statSync(join(out, 'index.html')).ino, homeIno, 'a kept file is not touched');
    assert.ok(!existsSync(join(out, 'gone')), 'a folder left empty goes');
    assert.ok(!existsSync(staging) && !existsSync(journalFile(cache)), 'no staging folder, no journal left');

    // The list written by the application is the next build's: the chunk it added is removed when no longer made.
    put(staging, { 'assets/js/p/a.3.js': 'chunk 3' });
    commitOutput(staging, out, cache, new Set(['index.html', 'a/page.html', 'a/page.html.br']));
    assert.deepEqual(listFiles(out), ['a/page.html', 'a/page.html.br', 'assets/js/p/a.3.js', 'index.html']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('many changes, or an output folder the list was not written for, swap a whole new folder in', () => {
  const { root, out, cache } = firstBuild(FIRST);
  try {
    const staging = stagingFolder(out);
    const many = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`p/${i}.html`, `page ${i}`]));
    put(staging, many);
    assert.equal(commitOutput(staging, out, cache, new Set(['index.html'])).mode, 'swap');
    assert.deepEqual(contents(out), { ...many, 'index.html': 'home' });

    // build/ replaced by hand (a copy): the list is not trusted, so what it does not name cannot stay.
    renameSync(out, `${out}-copy`);
    put(out, { ...many, 'index.html': 'home', 'stray.html': 'not made by any build' });
    put(staging, { 'p/1.html': 'page 1, edited' });
    const kept = new Set(Object.keys(many).filter((rel) => rel !== 'p/1.html'));
    kept.add('index.html');
    assert.equal(commitOutput(staging, out, cache, kept).mode, 'swap');
    assert.ok(!existsSync(join(out, 'stray.html')));
    assert.equal(readFileSync(join(out, 'p/1.html'), 'utf8'), 'page 1, edited');
    assert.equal(listFiles(out).length, 301);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a journal left by a crash halfway through the moves is rolled forward: the output is the one the build made', () => {
  const { root, out, cache } = firstBuild(FIRST);
  try {
    const staging = stagingFolder(out);
    put(staging, { 'a/page.html': 'page a, edited', 'assets/js/p/a.2.js': 'chunk 2', 'b/new.html': 'new' });
    // The state commitOutput leaves when killed after its first move: journal written, one file moved.
    const list = join(cache, 'output', 'files.txt.next');
    writeFileSync(list, listText(statSync(out).ino, ['index.html', 'a/page.html', 'assets/js/p/a.2.js', 'b/new.html'])!);
    const journal: Journal = {
      format: 1,
      staging,
      outDir: out,
      moves: inServableOrder(listFiles(staging)),
      deletes: ['a/page.html.br', 'gone/old.html', 'assets/js/p/a.1.js'],
      list,
    };
    writeFileSync(journalFile(cache), JSON.stringify(journal));
    assert.equal(journal.moves[0], 'assets/js/p/a.2.js');
    renameSync(join(staging, journal.moves[0]), join(out, journal.moves[0]));

    const messages: string[] = [];
    assert.equal(
      rollForward(cache, (m) => messages.push(m)),
      true,
    );
    assert.match(messages.join('\n'), /Completed the update/);
    assert.deepEqual(contents(out), { 'index.html': 'home', 'a/page.html': 'page a, edited', 'assets/js/p/a.2.js': 'chunk 2', 'b/new.html': 'new' });
    assert.ok(!existsSync(staging) && !existsSync(journalFile(cache)));
    // Done: a second roll forward has nothing to do, and the next build trusts the new list.
    assert.equal(
      rollForward(cache, () => undefined),
      false,
    );
    put(staging, { 'b/new.html': 'new, edited' });
    assert.equal(commitOutput(staging, out, cache, new Set(['index.html', 'a/page.html', 'assets/js/p/a.2.js'])).mode, 'sparse');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('hashed files go first, then data, then documents; a copy just before its file', () => {
  assert.deepEqual(inServableOrder(['guide/a.html', 'guide/a.html.br', 'search-index.json', 'assets/js/p/a.1.js.gz', 'assets/js/p/a.1.js', 'sitemap.xml']), [
    'assets/js/p/a.1.js.gz',
    'assets/js/p/a.1.js',
    'search-index.json',
    'sitemap.xml',
    'guide/a.html.br',
    'guide/a.html',
  ]);
});

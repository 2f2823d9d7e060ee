import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceCache } from '../../../generator/node/content/sourceCache.ts';

const recordOf = (siteDir: string) =>
  JSON.parse(readFileSync(join(siteDir, '.cache', 'content', 'sources.json'), 'utf8')) as { entries: [string, [unknown, { frontMatter: { title?: string } }]][] };

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'source-cache-'));
  mkdirSync(join(dir, 'docs'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'docs', name), text);
  return dir;
}

/** Loads every named source with a fresh cache (as a new build would), and saves its record. */
function loadAll(dir: string, names: string[], racyMs = 0) {
  const cache = new SourceCache(dir, { racyMs });
  const loaded = Object.fromEntries(names.map((name) => [name, cache.load(join(dir, 'docs', name), `docs/${name}`)]));
  cache.save();
  return { cache, loaded };
}

test('an unchanged source comes from the record without being read; an edited one is read again', () => {
  const dir = site({ 'a.md': '---\ntitle: A\n---\n\n# Heading\n\n![x](./x.png)\n', 'b.md': 'Plain.\n' });
  try {
    const first = loadAll(dir, ['a.md', 'b.md']);
    assert.equal(first.cache.read, 2);
    assert.equal(first.loaded['a.md'].frontMatter.title, 'A');
    assert.equal(first.loaded['a.md'].contentTitle, 'Heading');
    assert.deepEqual(first.loaded['a.md'].imageRefs, ['./x.png']);
    assert.equal(first.loaded['a.md'].bodyLine, 3);
    // A hand-edited record shows through: the source was not read.
    const file = join(dir, '.cache', 'content', 'sources.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"title":"A"', '"title":"From the record"'));
    const second = loadAll(dir, ['a.md', 'b.md']);
    assert.equal(second.cache.read, 0);
    assert.equal(second.loaded['a.md'].frontMatter.title, 'From the record');
    writeFileSync(join(dir, 'docs', 'a.md'), '---\ntitle: Edited\n---\n\nBody.\n');
    const third = loadAll(dir, ['a.md', 'b.md']);
    assert.equal(third.cache.read, 1);
    assert.equal(third.loaded['a.md'].frontMatter.title, 'Edited');
    assert.equal(third.loaded['a.md'].contentTitle, undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an edit that keeps the size and puts the modification time back is still seen (the change time moves)', async () => {
  const dir = site({ 'a.md': '---\ntitle: One\n---\n' });
  try {
    const file = join(dir, 'docs', 'a.md');
    const then = new Date('2020-01-01T00:00:00Z');
    utimesSync(file, then, then);
    const before = statSync(file);
    loadAll(dir, ['a.md']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    writeFileSync(file, '---\ntitle: Two\n---\n');
    utimesSync(file, then, then);
    assert.equal(statSync(file).mtimeMs, before.mtimeMs);
    const again = loadAll(dir, ['a.md']);
    assert.equal(again.cache.read, 1);
    assert.equal(again.loaded['a.md'].frontMatter.title, 'Two');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a source changed moments ago is not recorded (it could change again within one tick of the clock)', () => {
  const dir = site({ 'a.md': '---\ntitle: Fresh\n---\n' });
  try {
    loadAll(dir, ['a.md'], 60_000);
    assert.deepEqual(recordOf(dir).entries, []);
    assert.equal(loadAll(dir, ['a.md'], 60_000).cache.read, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('front matter JSON cannot carry (a date) is read every time, and stays a date', () => {
  const dir = site({ 'a.md': '---\nlast_update:\n  date: 2024-03-15\n---\n', 'b.md': '---\ntitle: B\n---\n' });
  try {
    loadAll(dir, ['a.md', 'b.md']);
    assert.deepEqual(
      recordOf(dir).entries.map(([name]) => name),
      ['docs/b.md'],
    );
    const again = loadAll(dir, ['a.md', 'b.md']);
    assert.equal(again.cache.read, 1);
    assert.ok(again.loaded['a.md'].frontMatter.last_update?.date instanceof Date);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a source no longer loaded leaves the record; a front matter error is kept with its entry', () => {
  const dir = site({ 'a.md': '---\ntitle: [unclosed\n---\n', 'b.md': 'B.\n' });
  try {
    const first = loadAll(dir, ['a.md', 'b.md']);
    assert.match(first.loaded['a.md'].error ?? '', /^docs\/a\.md:\d+(:\d+)?: invalid front matter/);
    const again = loadAll(dir, ['a.md']);
    assert.equal(again.cache.read, 0);
    assert.equal(again.loaded['a.md'].error, first.loaded['a.md'].error);
    assert.deepEqual(
      recordOf(dir).entries.map(([name]) => name),
      ['docs/a.md'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

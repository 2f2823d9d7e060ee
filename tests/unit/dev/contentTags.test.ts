/**
 * The dev shell's files are revalidated by their content: a file written again with the same bytes (every session
 * writes its shell anew) keeps its tag, so the browser's copy (and the code it compiled from it) stays good.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ContentTags, isDataFile, isShellFile, unchangedFor } from '../../../generator/node/dev/contentTags.ts';

const request = (ifNoneMatch?: string) => ({ headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } }) as IncomingMessage;

test('a file written again with the same content keeps its tag; other content gets another', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-tags-'));
  try {
    const file = join(dir, 'vendors.js');
    writeFileSync(file, 'react();');
    const tags = new ContentTags();
    const first = tags.of(file)!;
    assert.match(first, /^"[\w-]+"$/, 'a strong ETag');
    // Another session: the same bytes, written at another time.
    writeFileSync(file, 'react();');
    utimesSync(file, new Date(2030, 0, 1), new Date(2030, 0, 1));
    assert.equal(tags.of(file), first);
    assert.equal(new ContentTags().of(file), first, 'another server process computes the same tag');
    writeFileSync(file, 'react(2);');
    utimesSync(file, new Date(2031, 0, 1), new Date(2031, 0, 1));
    assert.notEqual(tags.of(file), first, 'the content changed');
    assert.equal(tags.of(join(dir, 'missing.js')), undefined);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the browser's copy is good when its If-None-Match names the tag", () => {
  assert.equal(unchangedFor(request('"abc"'), '"abc"'), true);
  assert.equal(unchangedFor(request('"x", "abc"'), '"abc"'), true);
  assert.equal(unchangedFor(request('"abd"'), '"abc"'), false);
  assert.equal(unchangedFor(request(), '"abc"'), false);
});

test("the shell's files are the scripts and styles under assets/js and assets/css, not a page's own", () => {
  assert.equal(isShellFile('assets/js/vendors.js'), true);
  assert.equal(isShellFile('assets/js/vendors.js.map'), true);
  assert.equal(isShellFile('assets/css/main.css'), true);
  assert.equal(isShellFile('assets/js/p/docs-archive_faq-1a2b3c.js'), false);
  assert.equal(isShellFile('assets/hot/main.abc.hot-update.json'), false);
  assert.equal(isShellFile('assets/data/sidebar-current-Main.abc.json'), false);
});

test('the bytes are answered from memory until the file changes, and the oldest are dropped past the limit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-tags-'));
  try {
    const a = join(dir, 'main.js');
    const b = join(dir, 'vendors.js');
    writeFileSync(a, 'a'.repeat(60));
    writeFileSync(b, 'b'.repeat(60));
    const tags = new ContentTags(100);
    const first = tags.read(a)!;
    assert.equal(first.bytes.toString(), 'a'.repeat(60));
    assert.equal(tags.read(a), first, 'the same read, not the disk again');
    writeFileSync(a, 'c'.repeat(60));
    utimesSync(a, new Date(2030, 0, 1), new Date(2030, 0, 1));
    const second = tags.read(a)!;
    assert.equal(second.bytes.toString(), 'c'.repeat(60), 'a file written again is read again');
    assert.notEqual(second.tag, first.tag);
    assert.equal(tags.size, 60, 'the old bytes are not kept beside the new');
    tags.read(b);
    assert.equal(tags.size, 60, 'past the limit, the file read longest ago is dropped');
    rmSync(b);
    assert.equal(tags.read(b), undefined);
    assert.equal(tags.size, 0, 'a deleted file is forgotten');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the server's data files (route manifests, sidebars) are answered like the shell's", () => {
  assert.equal(isDataFile('assets/data/sidebar-current-Main.7cf152c6.json'), true);
  assert.equal(isDataFile('assets/data/routes-current.4fa35a08.json'), true);
  assert.equal(isDataFile('assets/js/main.js'), false);
  assert.equal(isDataFile('assets/data/../../x.json'), false);
});

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
import { ContentTags, isShellFile, unchangedFor } from '../../../generator/node/dev/contentTags.ts';

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

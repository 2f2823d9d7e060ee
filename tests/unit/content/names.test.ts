import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkDocNames, checkFileName, unsafeCharacter } from '../../../generator/node/content/names.ts';
import { frontMatterLine } from '../../../generator/node/content/frontMatter.ts';
import { readSourceText } from '../../../generator/node/content/sourceText.ts';

const doc = (fields: string, extra: Partial<Parameters<typeof checkDocNames>[0]> = {}) => {
  const source = `---\ntitle: T\n${fields}\n---\n\nBody.\n`;
  return { relPath: 'docs/guide/page.md', source: () => source, fileId: 'guide/page', id: 'guide/page', versionRoot: '/docs-archive/', ...extra };
};

test('characters that cannot be part of a route', () => {
  for (const c of ['?', '#', '%', '\\', '\n', '\u0000', '\u007f']) assert.ok(unsafeCharacter(`a${c}b`), JSON.stringify(c));
  for (const ok of ['$filter', 'a b', '日本語', 'a.b-c_d', '(x)']) assert.equal(unsafeCharacter(ok), undefined, ok);
  assert.equal(unsafeCharacter('a\tb'), 'a control character (U+0009)');
});

test('a front matter field is found on its own line', () => {
  assert.equal(frontMatterLine('---\ntitle: T\nslug: /x\n---\n', 'slug'), 3);
  assert.equal(frontMatterLine('---\ntitle: T\n---\nslug: /x\n', 'slug'), undefined);
  assert.equal(frontMatterLine('\uFEFF---\nid: a\n---\n', 'id'), 2);
});

test('slugs: safe characters, below the version root; errors name the slug line', () => {
  assert.throws(() => checkDocNames(doc('slug: /../../x', { slug: '/../../x' })), /docs\/guide\/page\.md:3: slug "\/\.\.\/\.\.\/x" leaves the version root \(\/docs-archive\/\)/);
  assert.throws(() => checkDocNames(doc('slug: /a?b=1', { slug: '/a?b=1' })), /docs\/guide\/page\.md:3: slug "\/a\?b=1" contains "\?"/);
  assert.throws(() => checkDocNames(doc('slug: /%2e%2e/x', { slug: '/%2e%2e/x' })), /contains "%"/);
  assert.doesNotThrow(() => checkDocNames(doc('slug: ../other', { slug: '../other' })));
  // With a slug, the file name does not make the route.
  assert.doesNotThrow(() => checkDocNames(doc('slug: /fine', { slug: '/fine', fileId: 'guide/50%', id: 'guide/50%' })));
});

test('ids and file names', () => {
  assert.throws(() => checkDocNames(doc('id: a#b', { frontMatterId: 'a#b', id: 'guide/a#b' })), /docs\/guide\/page\.md:3: id "a#b" contains "#"/);
  assert.throws(() => checkDocNames(doc("id: '..'", { frontMatterId: '..', id: 'guide/..' })), /docs\/guide\/page\.md:3: id "\.\." is not a name/);
  assert.throws(() => checkDocNames(doc('', { fileId: 'guide/50%', id: 'guide/50%' })), /docs\/guide\/page\.md: the file name contains "%"/);
  assert.throws(() => checkFileName('src/pages/a?.mdx', 'a?'), /src\/pages\/a\?\.mdx: the file name contains "\?"/);
});

test('sources are UTF-8: UTF-16 and invalid bytes are errors with the line; a UTF-8 byte order mark is fine', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-text-'));
  const file = (bytes: Buffer) => {
    writeFileSync(join(dir, 'x.md'), bytes);
    return () => readSourceText(join(dir, 'x.md'), 'docs/x.md');
  };
  try {
    assert.throws(file(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# T\n', 'utf16le')])), /docs\/x\.md: the file is encoded as UTF-16/);
    assert.throws(file(Buffer.from('# T\n\nx\n', 'utf16le')), /docs\/x\.md:1: NUL byte/);
    assert.throws(file(Buffer.from([0x61, 0x0a, 0x62, 0x0a, 0xc3, 0x28, 0x0a])), /docs\/x\.md:3: this line is not valid UTF-8/);
    assert.equal(file(Buffer.from('\uFEFF# Café\n'))(), '\uFEFF# Café\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

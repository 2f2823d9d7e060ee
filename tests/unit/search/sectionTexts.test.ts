import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { preloadSectionTexts, withSectionTexts, type SearchJobPage } from '../../../generator/node/search/sectionTexts.ts';
import { tempDir } from '../../helpers.ts';

const sectionsOf = (n: number, version = 'v1') => [
  { title: '', anchor: '', text: `Intro of page ${n} (${version}).` },
  { title: 'Usage', anchor: 'usage', text: `How page ${n} is used (${version}).` },
];

/** A cache with `count` compiled pages' metadata files, as the compile stage writes them. */
function cacheWith(count: number): string {
  const cacheDir = tempDir();
  mkdirSync(join(cacheDir, 'pages'), { recursive: true });
  for (let n = 0; n < count; n++) writeMeta(cacheDir, n, `hash-${n}`, 'v1');
  return cacheDir;
}

function writeMeta(cacheDir: string, n: number, hash: string, version: string): void {
  writeFileSync(join(cacheDir, 'pages', `page-${n}.json`), JSON.stringify({ hash, moduleHash: 'm', page: { sections: sectionsOf(n, version) } }));
}

const jobPage = (n: number, hash = `hash-${n}`): SearchJobPage => ({
  path: `/docs/page-${n}`,
  pageTitle: `Page ${n}`,
  tag: 'docs',
  type: 'docs',
  compiled: { key: `page-${n}`, hash },
  sidebarParentCategories: ['Guide'],
  tags: [],
});

test('compiled pages get their section texts, in the shape and key order the indexer hashes', () => {
  const cacheDir = cacheWith(3);
  const pages = withSectionTexts(
    [0, 1, 2].map((n) => jobPage(n)),
    cacheDir,
  );
  assert.deepEqual(
    pages.map((page) => JSON.stringify(page)),
    [0, 1, 2].map((n) =>
      JSON.stringify({ path: `/docs/page-${n}`, pageTitle: `Page ${n}`, tag: 'docs', type: 'docs', sections: sectionsOf(n), sidebarParentCategories: ['Guide'], tags: [] }),
    ),
  );
  // Pages that carry their sections (generated indexes) are passed as they are.
  const own = {
    path: '/docs/cat',
    pageTitle: 'Cat',
    tag: 'docs',
    type: 'docs' as const,
    sections: [{ title: '', anchor: '', text: 'Cards.' }],
    sidebarParentCategories: [],
    tags: [],
  };
  assert.deepEqual(withSectionTexts([own], undefined), [own]);
});

test('the record serves pages without their own files, only for the hash each was compiled from', () => {
  const cacheDir = cacheWith(3);
  withSectionTexts(
    [0, 1, 2].map((n) => jobPage(n)),
    cacheDir,
  ); // writes the record (there was none)
  for (let n = 0; n < 3; n++) rmSync(join(cacheDir, 'pages', `page-${n}.json`));
  preloadSectionTexts(cacheDir);
  assert.equal(withSectionTexts([jobPage(1)], cacheDir)[0].sections[1].text, 'How page 1 is used (v1).');

  // Page 1 compiled again (an edit): its own file has the new hash and texts; the record's entry is not used for it.
  writeMeta(cacheDir, 1, 'hash-1b', 'v2');
  const record = readFileSync(join(cacheDir, 'pages', 'texts.json'));
  assert.equal(withSectionTexts([jobPage(1, 'hash-1b')], cacheDir)[0].sections[1].text, 'How page 1 is used (v2).');
  assert.ok(readFileSync(join(cacheDir, 'pages', 'texts.json')).equals(record), 'one page missed: the record is not written again');
});

test('a page whose metadata no longer has the hash the build expects is an error, not stale texts', () => {
  const cacheDir = cacheWith(1);
  writeMeta(cacheDir, 0, 'hash-other', 'v2');
  assert.throws(() => withSectionTexts([jobPage(0)], cacheDir), /compiled again during the build/);
  assert.throws(() => withSectionTexts([jobPage(0)], undefined), /no cache folder/);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withSectionTexts, type SearchJobPage } from '../../../generator/node/search/sectionTexts.ts';
import { buildSearchIndexes, writeSearchIndexes, type SearchInputPage } from '../../../generator/node/search/indexer.ts';
import { KeyedOutputs } from '../../../generator/node/output/previousBuild.ts';
import { linkToOutput } from '../../../generator/node/output/files.ts';
import { FIXTURE_OPTIONS } from './fixture.ts';
import { tempDir } from '../../helpers.ts';

const sectionsOf = (n: number, version = 'v1') => [
  { title: '', anchor: '', text: `Intro of page ${n} (${version}).` },
  { title: 'Usage', anchor: 'usage', text: `How page ${n} is used (${version}).` },
];
const headsOf = (n: number) => sectionsOf(n).map(({ title, anchor }) => ({ title, anchor }));

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
  compiled: { key: `page-${n}`, hash, heads: headsOf(n) },
  sidebarParentCategories: ['Guide'],
  tags: [],
});

test("compiled pages get their sections' heads from the job and each text from the page's own file, read only when asked for", () => {
  const cacheDir = cacheWith(3);
  const pages = withSectionTexts(
    [0, 1, 2].map((n) => jobPage(n)),
    cacheDir,
  );
  // Page 2's file gone: nothing reads it until its text is asked for.
  rmSync(join(cacheDir, 'pages', 'page-2.json'));
  assert.deepEqual(
    pages.map((page) => page.sections.map(({ title, anchor }) => ({ title, anchor }))),
    [0, 1, 2].map(headsOf),
  );
  assert.deepEqual(
    pages.map((page) => page.compiledHash),
    ['hash-0', 'hash-1', 'hash-2'],
  );
  assert.equal(pages[1].sections[1].text, 'How page 1 is used (v1).');
  assert.equal(pages[0].sections[0].text, 'Intro of page 0 (v1).');
  assert.throws(() => pages[2].sections[0].text, /ENOENT/);
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

test('a page whose metadata no longer has the hash the build expects is an error, not stale texts', () => {
  const cacheDir = cacheWith(1);
  writeMeta(cacheDir, 0, 'hash-other', 'v2');
  const [page] = withSectionTexts([jobPage(0)], cacheDir);
  assert.throws(() => page.sections[1].text, /compiled again during the build/);
  assert.throws(() => withSectionTexts([jobPage(0)], undefined), /no cache folder/);
});

test("a one-page edit reads that page's texts alone, and its search files equal a cold build's", () => {
  const cacheDir = cacheWith(30);
  const root = tempDir();
  const options = { ...FIXTURE_OPTIONS };
  const build = (pages: SearchJobPage[], previousOutDir: string, outDir: string) => {
    const previous = new KeyedOutputs(join(cacheDir, 'search', 'output.json'), '1', previousOutDir, outDir);
    writeSearchIndexes(outDir, buildSearchIndexes(withSectionTexts(pages, cacheDir), options, cacheDir, previous), previous);
    for (const rel of previous.kept) linkToOutput(outDir, rel, join(previousOutDir, rel));
  };
  const pages = Array.from({ length: 30 }, (_, n) => jobPage(n));
  build(pages, join(root, 'none'), join(root, 'first'));

  // Page 5 compiled again; every other page's file is gone, so reading any of them would fail the build.
  writeMeta(cacheDir, 5, 'hash-5b', 'v2');
  for (let n = 0; n < 30; n++) if (n !== 5) rmSync(join(cacheDir, 'pages', `page-${n}.json`));
  const edited = pages.map((page, n) => (n === 5 ? jobPage(5, 'hash-5b') : page));
  build(edited, join(root, 'first'), join(root, 'second'));

  const concrete: SearchInputPage[] = edited.map((page, n) => {
    const { compiled, ...rest } = page as SearchJobPage & { compiled: unknown };
    void compiled;
    return { ...rest, sections: sectionsOf(n, n === 5 ? 'v2' : 'v1') };
  });
  writeSearchIndexes(join(root, 'cold'), buildSearchIndexes(concrete, options));
  const files = (dir: string) =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.json'))
      .sort();
  assert.deepEqual(files(join(root, 'second')), files(join(root, 'cold')));
  for (const name of files(join(root, 'cold'))) assert.equal(readFileSync(join(root, 'second', name), 'utf8'), readFileSync(join(root, 'cold', name), 'utf8'), name);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchIndexes, writeSearchIndexes, type SearchIndexOptions, type SearchInputPage } from '../../../generator/node/search/indexer.ts';
import { KeyedOutputs, recordedStamps } from '../../../generator/node/output/previousBuild.ts';
import { linkToOutput } from '../../../generator/node/output/files.ts';
import { FIXTURE_OPTIONS, FIXTURE_PAGES } from './fixture.ts';
import { tempDir } from '../../helpers.ts';

/** Every file of a folder: relative path → content. */
function tree(dir: string, rel = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const path = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [name, content] of tree(dir, path)) files.set(name, content);
    else files.set(path, readFileSync(join(dir, path), 'utf8'));
  }
  return files;
}

/**
 * One build of the search files into `outDir`, reusing `previousOutDir`'s as the build does: the files it keeps are
 * then linked into `outDir`, as a build's commit does when it swaps a new folder in (output/commit.ts).
 */
function build(pages: SearchInputPage[], cacheDir: string, previousOutDir: string, outDir: string, options: SearchIndexOptions = FIXTURE_OPTIONS) {
  const previous = new KeyedOutputs(join(cacheDir, 'search', 'output.json'), '1', previousOutDir, outDir);
  const tags = buildSearchIndexes(pages, options, cacheDir, previous);
  writeSearchIndexes(outDir, tags, previous);
  for (const rel of previous.kept) {
    assert.ok(!existsSync(join(outDir, rel)), `${rel}: kept, not also written`);
    linkToOutput(outDir, rel, join(previousOutDir, rel));
  }
  return Object.assign(tags, { kept: previous.kept });
}

const inode = (dir: string, name: string) => statSync(join(dir, name), { throwIfNoEntry: false })?.ino;

test("a build keeps the previous build's unchanged search files and makes the changed ones, equal to a cold build", () => {
  const cacheDir = tempDir();
  const root = tempDir();
  const [first, second, third, cold] = ['1', '2', '3', 'cold'].map((name) => join(root, name));
  build(FIXTURE_PAGES, cacheDir, join(root, 'none'), first);

  // Nothing changed: every file is the previous build's file, kept.
  const again = build(FIXTURE_PAGES, cacheDir, first, second);
  assert.ok([...again.values()].every((tag) => tag.reused && tag.files.size === 0));
  assert.deepEqual([...again.kept].sort(), [...tree(first).keys()].sort(), 'every file kept');
  for (const name of tree(first).keys()) assert.equal(inode(second, name), inode(first, name), `${name} linked`);

  // One page edited: its tag is indexed again, its own text file is written, the other pages' text files are linked.
  const edited = FIXTURE_PAGES.map((page, i) =>
    i === 2 ? { ...page, sections: [...page.sections, { title: 'New section', anchor: 'new-section', text: 'Extracts every entry.' }] } : page,
  );
  const tags = build(edited, cacheDir, second, third);
  const editedTag = tags.get(edited[2].tag)!;
  assert.equal(editedTag.reused, false);
  writeSearchIndexes(cold, buildSearchIndexes(edited, FIXTURE_OPTIONS));
  assert.deepEqual(tree(third), tree(cold), 'the incremental output equals a cold build');
  const rewritten = [...tree(third).keys()].filter((name) => inode(third, name) !== inode(second, name));
  assert.ok(rewritten.length > 0 && rewritten.length < tree(third).size, `only what changed is written (${rewritten.join(', ')})`);

  // A file edited in the output since it was made is made again, never linked.
  const victim = [...tree(third).keys()].find((name) => name.includes('search-text'))!;
  writeFileSync(join(third, victim), '{"tampered":true}');
  const fourth = join(root, '4');
  build(edited, cacheDir, third, fourth);
  assert.deepEqual(tree(fourth), tree(cold));
  assert.notEqual(inode(fourth, victim), inode(third, victim));

  // No previous output at all (build/ deleted, .cache kept): every file is made again, from the saved terms.
  const fifth = join(root, '5');
  build(edited, cacheDir, join(root, 'deleted'), fifth);
  assert.deepEqual(tree(fifth), tree(cold));
});

test('the terms cache is saved again only once enough pages were tokenised again; the files stay right either way', () => {
  const cacheDir = tempDir();
  const termsFile = join(cacheDir, 'search', `${FIXTURE_PAGES[0].tag}.terms.v8`);
  const cold = (pages: SearchInputPage[]) => [...buildSearchIndexes(pages, FIXTURE_OPTIONS)].map(([tag, t]) => [tag, [...t.files]]);
  const cached = (pages: SearchInputPage[]) => [...buildSearchIndexes(pages, FIXTURE_OPTIONS, cacheDir)].map(([tag, t]) => [tag, [...t.files]]);
  // Many pages, so that one page is under the threshold (20 pages or 1 %).
  const many = Array.from({ length: 30 }, (_, i) => FIXTURE_PAGES.map((page) => ({ ...page, path: `${page.path}-${i}` }))).flat();
  assert.deepEqual(cached(many), cold(many));
  const saved = statSync(termsFile).mtimeMs;

  const oneEdit = many.map((page, i) => (i === 3 ? { ...page, pageTitle: `${page.pageTitle} edited` } : page));
  assert.deepEqual(cached(oneEdit), cold(oneEdit));
  assert.equal(statSync(termsFile).mtimeMs, saved, 'one page tokenised again: the terms are not saved again');

  const manyEdits = many.map((page) => ({ ...page, pageTitle: `${page.pageTitle} renamed` }));
  assert.deepEqual(cached(manyEdits), cold(manyEdits));
  assert.notEqual(statSync(termsFile).mtimeMs, saved, 'every page tokenised again: the terms are saved');
});

test("the index child's stamps taken ahead of its job (recordedStamps) keep what a stat would: an edited file is made again, a missing one too", () => {
  const cacheDir = tempDir();
  const root = tempDir();
  const [first, second] = ['1', '2'].map((name) => join(root, name));
  build(FIXTURE_PAGES, cacheDir, join(root, 'none'), first);
  const record = join(cacheDir, 'search', 'output.json');
  const texts = [...tree(first).keys()].filter((name) => name.includes('search-text'));
  const [edited, removed] = texts;
  writeFileSync(join(first, edited), '{"tampered":true}');
  rmSync(join(first, removed));
  const stamps = recordedStamps(record, '1', first);
  assert.equal(stamps.of(removed), null, 'a listed file that is gone');
  assert.equal(stamps.of('not-listed.json'), undefined);
  const previous = new KeyedOutputs(record, '1', first, second, stamps);
  writeSearchIndexes(second, buildSearchIndexes(FIXTURE_PAGES, FIXTURE_OPTIONS, cacheDir, previous), previous);
  assert.ok(!previous.kept.has(edited) && !previous.kept.has(removed), 'the edited and the removed file are made again');
  assert.ok(existsSync(join(second, edited)) && existsSync(join(second, removed)));
  assert.deepEqual([...previous.kept].sort(), [...tree(first).keys()].filter((name) => name !== edited).sort(), 'every other file is kept');
});

test("a split index keeps the previous build's parts whose bytes are unchanged, and writes the others (equal to a cold build)", () => {
  const cacheDir = tempDir();
  const root = tempDir();
  const [first, second, third, cold] = ['1', '2', '3', 'cold'].map((name) => join(root, name));
  // Small parts, so that the fixture's index is split into many.
  const options: SearchIndexOptions = { ...FIXTURE_OPTIONS, splitAbove: 10, partPostings: 40 };
  const many = Array.from({ length: 5 }, (_, i) => FIXTURE_PAGES.map((page) => ({ ...page, path: `${page.path}-${i}` }))).flat();
  build(many, cacheDir, join(root, 'none'), first, options);
  const parts = [...tree(first).keys()].filter((name) => name.startsWith('search-index-') && name.includes('/'));
  assert.ok(parts.length > 5, `split into parts (${parts.length})`);

  // One word of a page replaced by a word no page has (as many words, so the fields' average length is the same): the
  // parts holding either word, or cut differently after them, change; the others do not.
  const reword = (page: SearchInputPage) => ({ ...page, sections: page.sections.map((s) => ({ ...s, text: s.text.replace('Nothing', 'Zzyzzyva') })) });
  const edited = many.map((page, i) => (i === 0 ? reword(page) : page));
  assert.notDeepEqual(edited[0], many[0]);
  const tags = build(edited, cacheDir, first, second, options);
  assert.ok(
    [...tags.values()].some((tag) => !tag.reused),
    'the edited tag is indexed again',
  );
  writeSearchIndexes(cold, buildSearchIndexes(edited, options));
  assert.deepEqual(tree(second), tree(cold), 'the incremental output equals a cold build');
  const keptParts = parts.filter((name) => inode(second, name) === inode(first, name));
  const writtenParts = parts.filter((name) => inode(second, name) !== inode(first, name));
  assert.ok(keptParts.length > 0 && writtenParts.length > 0, `unchanged parts kept (${keptParts.length}), changed ones written (${writtenParts.length})`);
  for (const name of keptParts) assert.ok(tags.kept.has(name));

  // A kept part edited in the output since is made again; its bytes are right.
  const victim = keptParts[0];
  writeFileSync(join(second, victim), '{"tampered":true}');
  const again = edited.map((page, i) => (i === 3 ? { ...page, pageTitle: `${page.pageTitle} again` } : page));
  build(again, cacheDir, second, third, options);
  const coldAgain = join(root, 'cold-again');
  writeSearchIndexes(coldAgain, buildSearchIndexes(again, options));
  assert.deepEqual(tree(third), tree(coldAgain));
  assert.notEqual(inode(third, victim), inode(second, victim));
});

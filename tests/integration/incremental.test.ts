/**
 * Incremental production builds (issue 14 item 4): after an edit, a build that reuses `.cache` writes exactly the
 * files a clean build of the same sources writes, byte for byte, and redoes only the work the edit calls for.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type BuildResult } from '../../generator/node/build.ts';
import { copyFixture, listFiles, tempDir } from '../helpers.ts';
import { loadContent } from '../../generator/node/content/load.ts';
import { resolveRoutes } from '../../generator/node/routes/resolve.ts';
import { cachedEntry, compileContext, compileJob, compileJobs, pageHash, pageHashOfSource } from '../../generator/node/mdx/pages.ts';

let site: string;
let first: BuildResult;
/** HTML pages of the fixture: every route and 404.html. */
let pages: number;

function edit(file: string, from: string, to: string): void {
  const path = join(site, file);
  const text = readFileSync(path, 'utf8');
  assert.ok(text.includes(from), `${file} contains "${from}"`);
  writeFileSync(path, text.replace(from, to));
}

/** Every file of two output folders is the same, byte for byte. */
function assertSameOutput(incremental: string, clean: string): void {
  const files = listFiles(clean);
  assert.deepEqual(listFiles(incremental), files, 'the same files');
  const different = files.filter((f) => !readFileSync(join(incremental, f)).equals(readFileSync(join(clean, f))));
  assert.deepEqual(different, [], 'files whose bytes differ from a clean build');
}

/** Builds on the previous build's cache, then cleanly (no .cache) into another folder, and compares them. */
async function rebuildAndCompare(): Promise<{ incremental: BuildResult; clean: BuildResult; out: string }> {
  const out = join(tempDir(), 'build');
  const incremental = await build({ siteDir: site, outDir: out });
  rmSync(join(site, '.cache'), { recursive: true, force: true });
  const cleanOut = join(tempDir(), 'build');
  const clean = await build({ siteDir: site, outDir: cleanOut });
  assertSameOutput(out, cleanOut);
  return { incremental, clean, out };
}

describe('incremental builds equal clean builds', { timeout: 1_800_000 }, () => {
  let firstOut: string;
  before(async () => {
    site = copyFixture();
    firstOut = join(tempDir(), 'build');
    first = await build({ siteDir: site, outDir: firstOut });
    pages = first.routes.length + 1;
  });

  test('a clean build does all the work', () => {
    assert.equal(first.reuse.webpack, true);
    assert.equal(first.reuse.rendered, pages);
    assert.ok(first.reuse.compressed > 0);
    assert.ok(first.reuse.plainPages > 0, 'Markdown pages get their chunks without webpack');
  });

  test('nothing changed: nothing is done again, and the output is the same', async () => {
    const out = join(tempDir(), 'build');
    const again = await build({ siteDir: site, outDir: out });
    assertSameOutput(out, firstOut);
    assert.deepEqual({ webpack: again.reuse.webpack, rendered: again.reuse.rendered, compressed: again.reuse.compressed }, { webpack: false, rendered: 0, compressed: 0 });
  });

  test('a doc text edit: one page rendered again, webpack not run, the HTML of no other page changed', async () => {
    edit('docs/guide/intro.md', 'Welcome', 'Hello and welcome');
    const { incremental, clean, out } = await rebuildAndCompare();
    const html = listFiles(out).filter((f) => f.endsWith('.html'));
    const changed = html.filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join(firstOut, f))));
    assert.deepEqual(changed, ['guide/intro.html'], 'pages name the route manifest index, not the manifests that the new chunk changed');
    assert.match(readFileSync(join(out, 'guide/intro.html'), 'utf8'), /Hello and welcome/);
    assert.equal(incremental.reuse.webpack, false);
    assert.equal(incremental.reuse.rendered, 1);
    assert.ok(incremental.reuse.compressed < clean.reuse.compressed, `${incremental.reuse.compressed} files compressed again, of ${clean.reuse.compressed}`);
  });

  test('a sidebar label edit: the pages of that sidebar rendered again, webpack not run', async () => {
    edit('sidebars.ts', "label: 'Advanced'", "label: 'Advanced topics'");
    const { incremental, out } = await rebuildAndCompare();
    assert.match(readFileSync(join(out, 'guide/long-page.html'), 'utf8'), /Advanced topics/);
    assert.equal(incremental.reuse.webpack, false);
    assert.ok(incremental.reuse.rendered > 1 && incremental.reuse.rendered < pages, `${incremental.reuse.rendered} of ${pages} pages rendered`);
  });

  test('a site config edit (navbar label): the shell is bundled and every page rendered again', async () => {
    edit('site.config.ts', "label: 'Guide'", "label: 'Handbook'");
    const { incremental, out } = await rebuildAndCompare();
    assert.match(readFileSync(join(out, 'faq.html'), 'utf8'), /Handbook/);
    assert.equal(incremental.reuse.webpack, true);
    assert.equal(incremental.reuse.rendered, pages);
  });

  test('a theme code edit (a component of the site): the shell is bundled and every page rendered again', async () => {
    edit('src/pages/index.tsx', '<p>Landing page.</p>', '<p>Landing page, edited.</p>');
    const { incremental, out } = await rebuildAndCompare();
    assert.match(readFileSync(join(out, 'index.html'), 'utf8'), /Landing page, edited\./);
    assert.equal(incremental.reuse.webpack, true);
    assert.equal(incremental.reuse.rendered, pages);
  });
});

describe('a rebuild into the same output folder keeps the unchanged files and applies the changes in place', { timeout: 1_800_000 }, () => {
  // The tests of this group work on one copy of the fixture and one output folder, built cleanly once (a clean build
  // is 20 CPU s; this file makes 12, down from 14).
  let out: string;
  /** HTML documents of the build: every route and 404.html. */
  let total: number;
  test('after a clean build, a build with nothing changed keeps every search file where it is', async () => {
    site = copyFixture();
    out = join(tempDir(), 'build');
    const firstBuild = await build({ siteDir: site, outDir: out });
    total = firstBuild.routes.length + 1;
    assert.equal(firstBuild.reuse.linked, 0, 'nothing to link from on the first build');
    const searchFiles = listFiles(out).filter((f) => f.startsWith('search-'));
    assert.ok(searchFiles.length > 3);
    const inodes = () => searchFiles.map((f) => statSync(join(out, f)).ino);
    const before = inodes();
    const again = await build({ siteDir: site, outDir: out });
    assert.equal(again.reuse.output, 'sparse');
    assert.deepEqual(inodes(), before, 'no search file written again');
  });

  test('one doc edited, one document edited by hand in build/: both written, every other page kept, the output equals a clean build', async () => {
    // A file changed in the output since the previous build is never carried over.
    writeFileSync(join(out, 'faq.html'), 'edited by hand');
    edit('docs/guide/intro.md', 'Welcome', 'Hello and welcome');
    const again = await build({ siteDir: site, outDir: out });
    assert.equal(again.reuse.output, 'sparse', 'the changes applied to build/ in place');
    assert.equal(again.reuse.rendered, 1);
    assert.equal(again.reuse.linked, total - 2, 'every document but the edited page and the hand-edited one');
    assert.match(readFileSync(join(out, 'guide/intro.html'), 'utf8'), /Hello and welcome/);
    await compareWithClean(out);
  });

  test('a doc added, then renamed, then removed: its HTML, copies and chunk go from build/, the output equals a clean build each time', async () => {
    // Long enough for .br/.gz copies (above 1 KB).
    const text = `---\ntitle: Extra page\n---\n\n${'An extra page about the archive and its entries. '.repeat(60)}\n`;
    writeFileSync(join(site, 'docs', 'extra.md'), text);
    const added = await build({ siteDir: site, outDir: out });
    assert.equal(added.reuse.output, 'sparse');
    for (const rel of ['extra.html', 'extra.html.br', 'extra.html.gz', 'extra.md']) assert.ok(existsSync(join(out, rel)), `${rel} added`);
    const chunkOf = (page: string) => readdirSync(join(out, 'assets/js/p')).filter((name) => name.includes(page));
    assert.ok(chunkOf('extra').length > 0, "the page's chunk added");
    await compareWithClean(out);

    renameSync(join(site, 'docs', 'extra.md'), join(site, 'docs', 'renamed.md'));
    assert.equal((await build({ siteDir: site, outDir: out })).reuse.output, 'sparse');
    for (const rel of ['extra.html', 'extra.html.br', 'extra.html.gz', 'extra.md']) assert.ok(!existsSync(join(out, rel)), `${rel} gone after the rename`);
    assert.ok(existsSync(join(out, 'renamed.html.br')));
    await compareWithClean(out);

    rmSync(join(site, 'docs', 'renamed.md'));
    assert.equal((await build({ siteDir: site, outDir: out })).reuse.output, 'sparse');
    for (const rel of ['renamed.html', 'renamed.html.br', 'renamed.html.gz', 'renamed.md']) assert.ok(!existsSync(join(out, rel)), `${rel} gone`);
    assert.deepEqual(chunkOf('renamed'), [], "the page's chunk gone");
    await compareWithClean(out);
  });
});

/** A clean build of the site (without its .cache, put back after) writes exactly the files of `out`. */
async function compareWithClean(out: string): Promise<void> {
  const cache = join(site, '.cache');
  renameSync(cache, `${cache}-aside`);
  try {
    const cleanOut = join(tempDir(), 'build');
    await build({ siteDir: site, outDir: cleanOut });
    assertSameOutput(out, cleanOut);
  } finally {
    rmSync(cache, { recursive: true, force: true });
    renameSync(`${cache}-aside`, cache);
  }
}

describe('the record of compiled pages', { timeout: 1_800_000 }, () => {
  // The first two tests work on one copy of the fixture, built cleanly once.
  test('a page the dev server compiled since the last build, whose text then came back: the next build (a navbar edit too) equals a clean build', async () => {
    site = copyFixture();
    const out = join(tempDir(), 'build');
    await build({ siteDir: site, outDir: out });
    // `npm start` compiles an edit into the same cache (its page's files, not the record), then the edit is undone.
    edit('docs/guide/intro.md', 'Welcome', 'Edited under the dev server');
    const graph = await loadContent(site);
    const routes = resolveRoutes(graph);
    const route = routes.find((r) => r.source?.relPath === 'docs/guide/intro.md')!;
    const { context, contextHash } = compileContext(graph, routes, join(site, '.cache'));
    assert.deepEqual((await compileJobs([compileJob(route, pageHashOfSource(contextHash, route.source!.sourceHash))], context)).errors, []);
    edit('docs/guide/intro.md', 'Edited under the dev server', 'Welcome');
    // With a navbar edit, so that the page is rendered again rather than taken from the render cache.
    edit('site.config.ts', "label: 'Guide'", "label: 'Handbook'");
    await build({ siteDir: site, outDir: out });
    const written = listFiles(out).filter((f) => f.endsWith('.js') || f.endsWith('.html') || f.endsWith('.json'));
    assert.deepEqual(
      written.filter((f) => readFileSync(join(out, f), 'utf8').includes('Edited under the dev server')),
      [],
      'no file has the text the page no longer has',
    );
    await compareWithClean(out);
  });

  test('read in place of the per-page files, and trusted only for the source a page has now', async () => {
    // The site as the test above left it: built, its .cache in use (one clean build fewer).
    const pagesDir = join(site, '.cache', 'pages');
    const out = join(tempDir(), 'build');
    await build({ siteDir: site, outDir: out });
    const recordBefore = readFileSync(join(pagesDir, 'record.json'));

    // An edit, then the record as it was before it: the edited page's entry no longer matches its source.
    edit('docs/guide/intro.md', 'Welcome', 'Hello and welcome');
    await build({ siteDir: site, outDir: out });
    writeFileSync(join(pagesDir, 'record.json'), recordBefore);
    const again = join(tempDir(), 'build');
    await build({ siteDir: site, outDir: again });
    assert.match(readFileSync(join(again, 'guide/intro.html'), 'utf8'), /Hello and welcome/);
    assertSameOutput(again, out);

    // Without the record, the per-page files serve every page: nothing compiles again.
    rmSync(join(pagesDir, 'record.json'));
    const ownMetadata = () => readdirSync(pagesDir).filter((f) => f.endsWith('.json') && f !== 'record.json');
    const metaFiles = ownMetadata();
    assert.ok(metaFiles.length > 1, 'pages were compiled into the cache');
    const written = () => metaFiles.map((f) => statSync(join(pagesDir, f)).mtimeMs);
    const before = written();
    const third = join(tempDir(), 'build');
    await build({ siteDir: site, outDir: third });
    assert.deepEqual(written(), before, 'no page compiled again');
    assertSameOutput(third, out);
    // The record does not stand in for a page's own files: a page whose metadata file is gone compiles again.
    rmSync(join(pagesDir, metaFiles[0]));
    const fourth = join(tempDir(), 'build');
    await build({ siteDir: site, outDir: fourth });
    assert.deepEqual(ownMetadata(), metaFiles, 'the missing metadata file was written again');
    assertSameOutput(fourth, out);
  });

  test('a page saved between the load and its compilation is recorded under the hash of the text compiled', async () => {
    site = copyFixture();
    const cacheDir = join(site, '.cache');
    const graph = await loadContent(site);
    const routes = resolveRoutes(graph);
    const route = routes.find((r) => r.source?.relPath === 'docs/guide/intro.md')!;
    const { context, contextHash } = compileContext(graph, routes, cacheDir);
    const loadedHash = pageHashOfSource(contextHash, route.source!.sourceHash);
    // Saved after the load read it: the compiler reads the new text.
    edit('docs/guide/intro.md', 'Welcome', 'Saved meanwhile');
    const { errors } = await compileJobs([compileJob(route, loadedHash)], context);
    assert.deepEqual(errors, []);
    const recorded = JSON.parse(readFileSync(join(cacheDir, 'pages', `${route.key}.json`), 'utf8')) as { hash: string };
    assert.equal(recorded.hash, pageHash(contextHash, readFileSync(join(site, 'docs/guide/intro.md'), 'utf8')));
    assert.notEqual(recorded.hash, loadedHash, 'the module of the new text is not taken for the text the load read');
    assert.equal(cachedEntry(cacheDir, route.key, loadedHash), undefined);
  });
});

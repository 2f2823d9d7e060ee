import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateSite } from '../../scripts/bench/synthetic.ts';
import { loadContent } from '../../generator/node/content/load.ts';
import { resolveRoutes } from '../../generator/node/routes/resolve.ts';
import { compileAll } from '../../generator/node/mdx/compileAll.ts';
import { compileContext, compileJob, compileJobs, pageHashOfSource } from '../../generator/node/mdx/pages.ts';
import type { CompileContext, CompileJob } from '../../generator/node/mdx/job.ts';
import { readPageHashes } from '../../generator/node/mdx/pageRecord.ts';
import { standInChild } from '../standInChild.ts';

/** A stand-in for the compile child started ahead: compiles here, and records the pages it was given. */
const standInCompiler = () => standInChild((input: { jobs: CompileJob[]; context: CompileContext }) => compileJobs(input.jobs, input.context));
/** The site's content graph and routes, as a build loads them. */
async function loadSite(site: string) {
  const graph = await loadContent(site);
  return { graph, routes: resolveRoutes(graph) };
}

const compiledKeys = (seen: { inputs: { jobs: CompileJob[] }[] }) => seen.inputs.flatMap((input) => input.jobs.map((job) => job.key));

test("the pages to compile are told from the record's page hashes; a hash the record does not confirm is not trusted", { timeout: 300_000 }, async () => {
  const site = mkdtempSync(join(tmpdir(), 'qdocs-page-hashes-'));
  try {
    generateSite(site, 30, resolve(import.meta.dirname, '../..'));
    const cacheDir = join(site, '.cache');
    const pagesDir = join(cacheDir, 'pages');
    const load = () => loadSite(site);
    let { graph, routes } = await load();
    const first = await compileAll(graph, routes, cacheDir, { warm: standInCompiler().child });
    const hashes = readPageHashes(cacheDir);
    const page = routes.find((r) => r.source?.format === 'mdx' && r.source.relPath.endsWith('page-1.md'))!;
    assert.equal(hashes.size, first.compiled.size, 'every compiled page has its hash beside the record');
    assert.equal(hashes.get(page.key)?.hash, first.compiled.get(page.path)!.hash);
    const oldMeta = readFileSync(join(pagesDir, `${page.key}.json`));
    const oldModule = readFileSync(join(pagesDir, `${page.key}.mjs`));

    // An edit: the warm child gets that page alone.
    appendFileSync(page.source!.file, '\n\nOne more line.\n');
    ({ graph, routes } = await load());
    const edit = standInCompiler();
    const edited = await compileAll(graph, routes, cacheDir, { warm: edit.child });
    assert.deepEqual(compiledKeys(edit.seen), [page.key]);
    const newHash = edited.compiled.get(page.path)!.hash;
    assert.notEqual(newHash, first.compiled.get(page.path)!.hash);

    // The page's files and the record as before the edit, but a hint that has the new hash (a cache left by a build
    // killed between its writes): the record does not confirm it, the page's own file is older, so it compiles.
    writeFileSync(join(pagesDir, `${page.key}.json`), oldMeta);
    writeFileSync(join(pagesDir, `${page.key}.mjs`), oldModule);
    const hintsFile = join(pagesDir, 'record-hashes.txt');
    copyFileSync(hintsFile, `${hintsFile}.before`);
    writeFileSync(hintsFile, readFileSync(hintsFile, 'utf8').replace(`${page.key} ${hashes.get(page.key)?.hash}`, `${page.key} ${newHash}`));
    assert.equal(readPageHashes(cacheDir).get(page.key)?.hash, newHash);
    const untrusted = standInCompiler();
    const again = await compileAll(graph, routes, cacheDir, { warm: untrusted.child });
    assert.equal(again.compiledNow, 1, 'the page compiles again');
    assert.equal(again.compiled.get(page.path)!.hash, newHash, 'from the text it has now');
    assert.deepEqual(again.compiled.get(page.path), { ...edited.compiled.get(page.path)!, route: again.compiled.get(page.path)!.route });
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('a page compiled since the record was written (by the dev server) is not taken for its record entry when its text comes back', { timeout: 300_000 }, async () => {
  const site = mkdtempSync(join(tmpdir(), 'qdocs-page-stamps-'));
  try {
    generateSite(site, 30, resolve(import.meta.dirname, '../..'));
    const cacheDir = join(site, '.cache');
    const load = () => loadSite(site);
    let { graph, routes } = await load();
    const first = await compileAll(graph, routes, cacheDir, { warm: standInCompiler().child });
    const page = routes.find((r) => r.source?.format === 'mdx' && r.source.relPath.endsWith('page-1.md'))!;
    const original = readFileSync(page.source!.file, 'utf8');
    const modulePath = first.compiled.get(page.path)!.modulePath;

    // `npm start` compiles an edit of the page into the same cache (compileJobs: its files, not the record)…
    writeFileSync(page.source!.file, `${original}\nA line written while the dev server ran.\n`);
    ({ graph, routes } = await load());
    const { context, contextHash } = compileContext(graph, routes, cacheDir);
    const edited = routes.find((r) => r.path === page.path)!;
    assert.deepEqual((await compileJobs([compileJob(edited, pageHashOfSource(contextHash, edited.source!.sourceHash))], context)).errors, []);
    assert.match(readFileSync(modulePath, 'utf8'), /while the dev server ran/);

    // …then the edit is undone (a checkout) and the site is built: the record has that text, but not that module.
    writeFileSync(page.source!.file, original);
    ({ graph, routes } = await load());
    const after = await compileAll(graph, routes, cacheDir, { warm: standInCompiler().child });
    assert.equal(after.compiledNow, 1, 'the page compiles again');
    assert.doesNotMatch(readFileSync(modulePath, 'utf8'), /while the dev server ran/);
    assert.deepEqual({ ...after.compiled.get(page.path)!, route: undefined }, { ...first.compiled.get(page.path)!, route: undefined });
    // The record's hints now describe that module: the next build takes every page from the record.
    ({ graph, routes } = await load());
    assert.equal((await compileAll(graph, routes, cacheDir, { warm: standInCompiler().child })).compiledNow, 0);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

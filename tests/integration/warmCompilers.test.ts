import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateSite } from '../../scripts/bench/synthetic.ts';
import { loadContent } from '../../generator/node/content/load.ts';
import { resolveRoutes } from '../../generator/node/routes/resolve.ts';
import { compileAll } from '../../generator/node/mdx/compileAll.ts';
import { compileJobs } from '../../generator/node/mdx/pages.ts';
import type { CompileContext, CompileJob } from '../../generator/node/mdx/job.ts';
import { noPageRecord } from '../../generator/node/mdx/pageRecord.ts';
import { standInChild } from '../standInChild.ts';

/** A stand-in for a compile child started ahead: compiles here, and records the pages it was given. */
const standInCompiler = () => standInChild((input: { jobs: CompileJob[]; context: CompileContext }) => compileJobs(input.jobs, input.context));
const compiledKeys = (seen: { inputs: { jobs: CompileJob[] }[] }) => seen.inputs.flatMap((input) => input.jobs.map((job) => job.key));

test('a cold build gives the second half of the pages to the second compile child started ahead, and cancels it when few pages compile', async () => {
  const site = mkdtempSync(join(tmpdir(), 'qdocs-warm-compilers-'));
  try {
    generateSite(site, 80, resolve(import.meta.dirname, '../..'));
    const graph = await loadContent(site);
    const routes = resolveRoutes(graph);
    const cacheDir = join(site, '.cache');
    assert.ok(noPageRecord(cacheDir), 'a new cache has no page record');

    const first = standInCompiler();
    const second = standInCompiler();
    const pages = routes.filter((r) => r.source?.format === 'mdx').length;
    assert.ok(pages > 60, `${pages} pages: above the two-children threshold`);
    const { compiled, compiledNow } = await compileAll(graph, routes, cacheDir, { warm: first.child, warmSecond: second.child });
    assert.equal(compiledNow, pages);
    assert.equal(compiledKeys(first.seen).length, Math.ceil(pages / 2));
    assert.equal(compiledKeys(second.seen).length, Math.floor(pages / 2));
    assert.equal(new Set([...compiledKeys(first.seen), ...compiledKeys(second.seen)]).size, pages, 'every page compiled once');
    assert.equal(compiled.size, pages);
    assert.ok(!noPageRecord(cacheDir), 'the record is written: the next build is not cold');

    // Nothing to compile: neither child is used.
    const idle = [standInCompiler(), standInCompiler()];
    await compileAll(graph, routes, cacheDir, { warm: idle[0].child, warmSecond: idle[1].child });
    assert.deepEqual(
      idle.map((w) => w.seen),
      [
        { inputs: [], cancelled: true },
        { inputs: [], cancelled: true },
      ],
    );

    // A few pages (below the two-children threshold): the first child takes them all, the second is cancelled.
    rmSync(cacheDir, { recursive: true, force: true });
    const few = new Set(
      routes
        .filter((r) => r.source?.format === 'mdx')
        .slice(0, 10)
        .map((r) => r.path),
    );
    const [one, spare] = [standInCompiler(), standInCompiler()];
    await compileAll(graph, routes, cacheDir, { only: few, warm: one.child, warmSecond: spare.child });
    assert.equal(compiledKeys(one.seen).length, 10);
    assert.deepEqual(spare.seen, { inputs: [], cancelled: true });
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateSite } from '../../../scripts/bench/synthetic.ts';
import { loadContent } from '../../../generator/node/content/load.ts';
import { resolveRoutes } from '../../../generator/node/routes/resolve.ts';
import { compileAll, compileJobs, type CompileContext, type CompileJob } from '../../../generator/node/mdx/compileAll.ts';
import { noPageRecord } from '../../../generator/node/mdx/pageRecord.ts';
import type { WarmChild } from '../../../generator/node/child.ts';

type Job = { jobs: CompileJob[]; context: CompileContext };

/** A stand-in for a compile child started ahead: compiles here, and records what it was given. */
function fakeWarm() {
  const seen = { jobs: [] as string[], ran: false, cancelled: false };
  const child: WarmChild<Job, { errors: string[] }> = {
    run: async (input) => {
      seen.ran = true;
      seen.jobs = input.jobs.map((j) => j.key);
      return compileJobs(input.jobs, input.context);
    },
    delivered: async () => undefined,
    cancel: () => {
      seen.cancelled = true;
    },
  };
  return { child, seen };
}

test('a cold build gives the second half of the pages to the second compile child started ahead, and cancels it when few pages compile', async () => {
  const site = mkdtempSync(join(tmpdir(), 'qdocs-warm-compilers-'));
  try {
    generateSite(site, 80, resolve(import.meta.dirname, '../../..'));
    const graph = await loadContent(site);
    const routes = resolveRoutes(graph);
    const cacheDir = join(site, '.cache');
    assert.ok(noPageRecord(cacheDir), 'a new cache has no page record');

    const first = fakeWarm();
    const second = fakeWarm();
    const pages = routes.filter((r) => r.source?.format === 'mdx').length;
    assert.ok(pages > 60, `${pages} pages: above the two-children threshold`);
    const { compiled, compiledNow } = await compileAll(graph, routes, cacheDir, { warm: first.child, warmSecond: second.child });
    assert.equal(compiledNow, pages);
    assert.equal(first.seen.jobs.length, Math.ceil(pages / 2));
    assert.equal(second.seen.jobs.length, Math.floor(pages / 2));
    assert.equal(new Set([...first.seen.jobs, ...second.seen.jobs]).size, pages, 'every page compiled once');
    assert.equal(compiled.size, pages);
    assert.ok(!noPageRecord(cacheDir), 'the record is written: the next build is not cold');

    // Nothing to compile: neither child is used.
    const idle = [fakeWarm(), fakeWarm()];
    await compileAll(graph, routes, cacheDir, { warm: idle[0].child, warmSecond: idle[1].child });
    assert.deepEqual(
      idle.map((w) => w.seen),
      [
        { jobs: [], ran: false, cancelled: true },
        { jobs: [], ran: false, cancelled: true },
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
    const [one, spare] = [fakeWarm(), fakeWarm()];
    await compileAll(graph, routes, cacheDir, { only: few, warm: one.child, warmSecond: spare.child });
    assert.equal(one.seen.jobs.length, 10);
    assert.deepEqual(spare.seen, { jobs: [], ran: false, cancelled: true });
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

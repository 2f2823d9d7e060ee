import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCensus } from '../../../generator/node/output/census.ts';
import { listText } from '../../../generator/node/output/commit.ts';
import { isIntact, keepFromPrevious } from '../../../generator/node/output/previousBuild.ts';
import { stampOf } from '../../../generator/node/cache/stamps.ts';

function fixture() {
  const root = mkdtempSync(join(tmpdir(), 'qdocs-census-'));
  const out = join(root, 'build');
  const cacheDir = join(root, '.cache');
  mkdirSync(join(out, 'guide'), { recursive: true });
  mkdirSync(join(cacheDir, 'output'), { recursive: true });
  writeFileSync(join(out, 'index.html'), 'home');
  writeFileSync(join(out, 'guide/intro.html'), 'intro');
  writeFileSync(join(out, 'guide/intro.html.br'), 'br');
  return { root, out, cacheDir };
}

test("the census takes the stamp of every file of the previous build's list: a look-up then answers as a stat would", async () => {
  const { root, out, cacheDir } = fixture();
  try {
    const listed = ['index.html', 'guide/intro.html', 'guide/intro.html.br', 'guide/gone.html'];
    writeFileSync(join(cacheDir, 'output', 'files.txt'), listText(statSync(out).ino, listed));
    const census = startCensus(cacheDir, out);
    const stamps = await census.stamps();
    assert.ok(stamps, 'a census for a listed folder');
    for (const rel of ['index.html', 'guide/intro.html', 'guide/intro.html.br']) assert.deepEqual(stamps.of(rel), stampOf(join(out, rel)), rel);
    assert.equal(stamps.of('guide/gone.html'), null, 'listed but not there');
    assert.equal(stamps.of('guide/other.html'), undefined, 'not listed');

    // A stage's check: intact while the stamp is the recorded one; a file edited by hand is not; an unlisted file is
    // looked at directly.
    const recorded = stampOf(join(out, 'guide/intro.html'));
    assert.ok(isIntact(out, 'guide/intro.html', recorded, stamps));
    assert.ok(!isIntact(out, 'guide/intro.html', [recorded[0] + 1, recorded[1], recorded[2]], stamps), 'another size');
    assert.ok(!isIntact(out, 'guide/gone.html', recorded, stamps));
    writeFileSync(join(out, 'guide/other.html'), 'other');
    assert.ok(isIntact(out, 'guide/other.html', stampOf(join(out, 'guide/other.html')), stamps), 'unlisted: a stat');
    const kept = new Set<string>();
    assert.ok(keepFromPrevious({ outDir: out, kept, stamps }, 'index.html', stampOf(join(out, 'index.html'))));
    assert.deepEqual([...kept], ['index.html']);
    census.end();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('no census without a list, or with the list of another output folder (build/ replaced since)', async () => {
  const { root, out, cacheDir } = fixture();
  try {
    assert.equal(await startCensus(cacheDir, out).stamps(), undefined, 'no list');
    writeFileSync(join(cacheDir, 'output', 'files.txt'), listText(statSync(out).ino + 1, ['index.html']));
    assert.equal(await startCensus(cacheDir, out).stamps(), undefined, "another folder's list");
    rmSync(out, { recursive: true });
    assert.equal(await startCensus(cacheDir, out).stamps(), undefined, 'no output folder');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

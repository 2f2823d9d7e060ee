import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linkToOutput, outputPath, writeOutput } from '../../../generator/node/output/files.ts';
import { linkTreeToOutput } from '../../../generator/node/output/previousBuild.ts';
import { BuildError } from '../../../generator/node/errors.ts';

test('an output path must stay inside the output folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-out-'));
  try {
    assert.equal(outputPath(dir, 'a/b.html'), join(dir, 'a/b.html'));
    // Names that only start with dots are names.
    assert.equal(outputPath(dir, '.well-known/..x/y..'), join(dir, '.well-known/..x/y..'));
    assert.equal(outputPath(`${dir}/sub/..`, 'a.html'), join(dir, 'a.html'));
    for (const rel of ['../x.html', 'a/../../x.html', '/etc/passwd', '', '.', 'a\0b', 'a/..', 'a/../..', './..', 'a//../..']) {
      assert.throws(
        () => outputPath(dir, rel),
        (e: Error) => e instanceof BuildError && /outside the output folder/.test(e.message),
        JSON.stringify(rel),
      );
    }
    writeOutput(dir, 'deep/er/page.html', 'x');
    assert.equal(readFileSync(join(dir, 'deep/er/page.html'), 'utf8'), 'x');
    assert.throws(() => writeOutput(join(dir, 'deep'), '../escaped.html', 'x'));
    assert.equal(existsSync(join(dir, 'escaped.html')), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a cache file linked into the output is never written through: writing the same output path replaces the link', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-out-'));
  try {
    const cached = join(dir, 'cache-entry.br');
    writeFileSync(cached, 'cached bytes');
    const out = join(dir, 'out');
    const linked = linkToOutput(out, 'page.html.br', cached);
    assert.equal(statSync(linked).ino, statSync(cached).ino, 'a hard link, not a copy');
    writeOutput(out, 'page.html.br', 'new bytes');
    assert.equal(readFileSync(join(out, 'page.html.br'), 'utf8'), 'new bytes');
    assert.equal(readFileSync(cached, 'utf8'), 'cached bytes', 'the cache entry keeps its bytes');
    // Linking over an existing output file replaces it too.
    writeFileSync(join(out, 'other.br'), 'stale');
    linkToOutput(out, 'other.br', cached);
    assert.equal(readFileSync(join(out, 'other.br'), 'utf8'), 'cached bytes');
    assert.throws(() => linkToOutput(out, 'missing.br', join(dir, 'no-such-entry')), /ENOENT/);
    // The folder is made on demand; a missing source still fails there.
    assert.throws(() => linkToOutput(out, 'new/folder/missing.br', join(dir, 'no-such-entry')), /ENOENT/);
    assert.equal(readFileSync(linkToOutput(out, 'new/folder/page.br', cached), 'utf8'), 'cached bytes');
    // A whole folder, at the same relative paths.
    mkdirSync(join(dir, 'bundle', 'assets', 'js'), { recursive: true });
    writeFileSync(join(dir, 'bundle', 'assets', 'js', 'main.js'), 'main');
    linkTreeToOutput(out, join(dir, 'bundle'));
    assert.equal(readFileSync(join(out, 'assets', 'js', 'main.js'), 'utf8'), 'main');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

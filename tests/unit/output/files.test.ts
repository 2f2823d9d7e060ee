import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outputPath, writeOutput } from '../../../generator/node/output/files.ts';
import { BuildError } from '../../../generator/node/errors.ts';

test('an output path must stay inside the output folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-out-'));
  try {
    assert.equal(outputPath(dir, 'a/b.html'), join(dir, 'a/b.html'));
    for (const rel of ['../x.html', 'a/../../x.html', '/etc/passwd', '', '.', 'a\0b']) {
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

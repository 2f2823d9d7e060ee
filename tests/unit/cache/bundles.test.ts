/**
 * The bundle cache (cache/bundles.mjs, which bin/qdocs.mjs reads too): a bundle is current while its entry is there
 * and every input has its stamp; an edited, replaced or created input makes it stale.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentBundle, recordBundle } from '../../../generator/node/cache/bundles.mjs';
import { stampsOf } from '../../../generator/node/cache/stamps.ts';
import { tempDir } from '../../helpers.ts';

function made() {
  const dir = tempDir();
  const input = join(dir, 'a.ts');
  const missing = join(dir, 'b.ts');
  const entry = join(dir, 'out.mjs');
  writeFileSync(input, 'export const a = 1;\n');
  writeFileSync(entry, 'bundle');
  const manifest = join(dir, 'cache', 'current.json');
  recordBundle(manifest, { entry, inputs: stampsOf([input, missing]), extra: 'kept' });
  return { dir, input, missing, entry, manifest };
}

test('a bundle is current as recorded, with what else its manifest holds', () => {
  const { manifest, entry } = made();
  assert.deepEqual({ entry: currentBundle(manifest)?.entry, extra: currentBundle(manifest)?.extra }, { entry, extra: 'kept' });
});

test('an input edited, or replaced by another file of the same size and time, makes it stale', () => {
  const edited = made();
  writeFileSync(edited.input, 'export const a = 2;\n');
  assert.equal(currentBundle(edited.manifest), undefined, 'edited');
  const replaced = made();
  const then = new Date(2030, 0, 1);
  utimesSync(replaced.input, then, then);
  recordBundle(replaced.manifest, { entry: replaced.entry, inputs: stampsOf([replaced.input]) });
  writeFileSync(join(replaced.dir, 'other.ts'), 'export const a = 1;\n');
  utimesSync(join(replaced.dir, 'other.ts'), then, then);
  renameSync(join(replaced.dir, 'other.ts'), replaced.input);
  assert.equal(currentBundle(replaced.manifest), undefined, 'same size and time, another inode');
});

test('an input that was missing and now exists, or a bundle file that is gone, makes it stale', () => {
  const created = made();
  writeFileSync(created.missing, 'new');
  assert.equal(currentBundle(created.manifest), undefined);
  const gone = made();
  rmSync(gone.entry);
  assert.equal(currentBundle(gone.manifest), undefined);
});

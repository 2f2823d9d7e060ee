/**
 * process.exit while configuration modules load (generator/node/config/loadModule.ts): a module may not end the build,
 * and once every load is over process.exit is the real one again, however the loads overlapped (the dev server loads
 * the config and the sidebars at once; two overlapping loads once left process.exit throwing for good, and the dev
 * server could no longer be stopped).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadModule } from '../../../generator/node/config/loadModule.ts';
import { tempDir } from '../../helpers.ts';

/**
 * A config module exporting a function that says it was called (`globalThis.called(name)`), then answers once the test
 * releases it (`globalThis[name]`), reporting whether process.exit was a stand-in when it was called.
 */
function heldModule(dir: string, name: string): string {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `export default async () => {\n  const standIn = /while loading it/.test(String(process.exit));\n  globalThis.called('${name}');\n  await globalThis.${name};\n  return { name: '${name}', standIn };\n};\n`,
  );
  return file;
}

test('overlapping loads leave the real process.exit behind, whichever ends first', async () => {
  const realExit = process.exit;
  const dir = tempDir();
  const release: Record<string, () => void> = {};
  const held = globalThis as unknown as Record<string, unknown>;
  for (const name of ['first', 'second']) held[name] = new Promise<void>((resolve) => (release[name] = resolve));
  const calls: string[] = [];
  let bothCalled!: () => void;
  const overlapping = new Promise<void>((resolve) => (bothCalled = resolve));
  held.called = (name: string) => calls.push(name) === 2 && bothCalled();
  const first = loadModule(heldModule(dir, 'first'), 'first.mjs', undefined, { callIfFunction: true });
  const second = loadModule(heldModule(dir, 'second'), 'second.mjs', undefined, { callIfFunction: true });
  // Both are loading; the load started first ends first (each load restoring what it found at its start put the
  // second's stand-in back for good).
  await overlapping;
  release.first();
  assert.deepEqual(await first, { name: 'first', standIn: true });
  release.second();
  assert.deepEqual(await second, { name: 'second', standIn: true });
  assert.equal(process.exit, realExit, 'the real process.exit once no module loads');
  for (const name of ['first', 'second', 'called']) delete held[name];
});

test('a module calling process.exit while it loads fails its load, naming the call; process.exit is restored', async () => {
  const realExit = process.exit;
  const file = join(tempDir(), 'exits.mjs');
  writeFileSync(file, 'process.exit(3);\nexport default {};\n');
  await assert.rejects(loadModule(file, 'exits.mjs'), /exits\.mjs.*process\.exit\(3\) was called while loading it/);
  assert.equal(process.exit, realExit);
});

/**
 * The location plugins (generator/node/package/location.ts) are bundled by themselves: every bundle that starts a
 * child process holds them (children/child.ts → cache/scriptBundles.ts). Bundled so, they must still rewrite
 * `import.meta.url` and `import.meta.dirname`, not have their own strings rewritten (the packed package's prepack
 * failed on a syntax error, and the workspace's bundled build made child bundles that kept the bundle's location).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { ownLocation, relativeLocation } from '../../../generator/node/package/location.ts';
import { tempDir } from '../../helpers.ts';

const LOCATION = join(import.meta.dirname, '..', '..', '..', 'generator', 'node', 'package', 'location.ts');

/** A bundle of location.ts made with `plugin`, then used to bundle a module that reads its own location. */
async function bundledThenUsed(plugin: (outDir: string) => Plugin): Promise<{ url: string; dirname: string; source: string }> {
  const dir = tempDir();
  const outDir = join(dir, 'out');
  mkdirSync(outDir);
  await build({
    entryPoints: [LOCATION],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outfile: join(outDir, 'location.mjs'),
    plugins: [plugin(outDir)],
    logLevel: 'silent',
  });
  const bundled = (await import(pathToFileURL(join(outDir, 'location.mjs')).href)) as typeof import('../../../generator/node/package/location.ts');
  const source = join(dir, 'where.ts');
  writeFileSync(source, 'export const url: string = import.meta.url;\nexport const dirname: string = import.meta.dirname;\n');
  const bundledPlugin = plugin === ownPlugin ? bundled.ownLocation : bundled.relativeLocation(outDir);
  await build({ entryPoints: [source], bundle: true, platform: 'node', format: 'esm', outfile: join(outDir, 'where.mjs'), plugins: [bundledPlugin], logLevel: 'silent' });
  const where = (await import(pathToFileURL(join(outDir, 'where.mjs')).href)) as { url: string; dirname: string };
  return { ...where, source };
}

const ownPlugin = () => ownLocation;

test('ownLocation, bundled by itself, still gives a bundled file its own location', async () => {
  const { url, dirname, source } = await bundledThenUsed(ownPlugin);
  assert.equal(url, pathToFileURL(source).href);
  assert.equal(dirname, join(source, '..'));
});

test('relativeLocation, bundled by itself, still gives a bundled file its location relative to the bundle', async () => {
  const { url, dirname, source } = await bundledThenUsed(relativeLocation);
  assert.equal(url, pathToFileURL(source).href);
  assert.equal(dirname, join(source, '..'));
});

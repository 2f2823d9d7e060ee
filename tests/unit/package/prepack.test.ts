/**
 * The packed package runs only what prepack prebuilt: every kind of child process and every webpack loader the
 * generator names must be in its lists, and the command line must know the same commands as dist/ holds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHILD_KINDS, LOADERS } from '../../../generator/node/prepack.ts';
import { COMMANDS, GENERATOR_DIR, distName, prebuiltChild } from '../../../generator/node/package/dist.ts';

const NODE_DIR = join(GENERATOR_DIR, 'node');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
  });
}

test("every child kind declared in the generator's sources is prebuilt", () => {
  const declared = sources(NODE_DIR)
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/childKind<[\s\S]*?>\(new URL\('([^']+)', import\.meta\.url\)/g)].map((m) => join(file, '..', m[1])))
    .map((script) => relative(NODE_DIR, script))
    .sort();
  assert.ok(declared.length >= 6, declared.join(', '));
  assert.deepEqual([...new Set(CHILD_KINDS.map((kind) => relative(NODE_DIR, kind.script)))].sort(), [...new Set(declared)]);
  assert.equal(prebuiltChild(join(NODE_DIR, 'mdx', 'child.ts')), join(GENERATOR_DIR, 'dist', 'children', 'mdx-child.mjs'));
});

test('every webpack loader of the bundle stage is prebuilt', () => {
  const webpack = readFileSync(join(NODE_DIR, 'bundle', 'webpackConfig.ts'), 'utf8');
  const named = [...webpack.matchAll(/loaderFile\(join\(HERE, ([^)]*)\)\)/g)].map((m) =>
    join(NODE_DIR, 'bundle', ...m[1].split(',').map((part) => part.trim().replace(/^'|'$/g, ''))),
  );
  assert.ok(named.length >= 2);
  assert.deepEqual([...new Set(named)].sort(), [...LOADERS].sort());
  assert.deepEqual(LOADERS.map(distName).sort(), ['bundle-loaders-esmAsset', 'mdx-loader']);
});

test('the command line runs the commands dist/ is made of', () => {
  const bin = readFileSync(join(GENERATOR_DIR, 'bin', 'qdocs.mjs'), 'utf8');
  const listed = /const COMMANDS = (\{[^}]*\})/.exec(bin)?.[1];
  assert.ok(listed, 'no COMMANDS in bin/qdocs.mjs');
  assert.deepEqual(JSON.parse(listed.replace(/'/g, '"').replace(/(\w+):/g, '"$1":')), COMMANDS);
});

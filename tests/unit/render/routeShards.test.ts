/** Route manifests cut into shards (shared/routeShards.ts): every route is found in the one shard the index names. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manifestUrl, shardManifest, shardUrl, SHARD_ROUTES } from '../../../generator/shared/routeShards.ts';
import { writeManifestIndex } from '../../../generator/node/render/navigation.ts';
import type { RouteManifest } from '../../../generator/shared/types.ts';

const entry = (path: string) => ({ js: [`/assets/js/p/${path.replace(/\//g, '_')}.js`], css: [] });

function manifestOf(paths: string[]): RouteManifest {
  const routes: RouteManifest['routes'] = {};
  for (const path of paths) routes[path] = entry(path);
  return { routes };
}

/** Sections of numbered pages, in the build's (not sorted) order: `/docs/section-3/page-12`. */
const paths = Array.from({ length: 12 }, (_, s) => Array.from({ length: 25 }, (_, p) => `/docs/section-${s}/page-${p}`)).flat();

test('a manifest of at most SHARD_ROUTES routes stays one, unchanged', () => {
  const manifest = manifestOf(paths);
  assert.ok(paths.length <= SHARD_ROUTES);
  const shards = shardManifest(manifest);
  assert.equal(shards.length, 1);
  assert.equal(shards[0], manifest, 'the very object: its JSON (and so its file name) is as before');
});

test('a large manifest is cut in path order; each route is in the shard named for it, and only there', () => {
  const manifest = manifestOf(paths);
  const shards = shardManifest(manifest, 40);
  assert.equal(shards.length, Math.ceil(paths.length / 40));
  assert.ok(shards.every((s) => Object.keys(s.routes).length <= 40));
  assert.deepEqual(shards.flatMap((s) => Object.keys(s.routes)).sort(), [...paths].sort(), 'every route once');
  const table = { first: shards.map((s) => Object.keys(s.routes)[0]), urls: shards.map((_, i) => `shard-${i}`) };
  for (const path of paths) {
    const url = shardUrl(table, path);
    const holder = shards.findIndex((s) => path in s.routes);
    assert.equal(url, `shard-${holder}`, path);
    assert.deepEqual(shards[holder].routes[path], manifest.routes[path]);
  }
  // A route that is in no shard is looked up in one shard only (and not found there): never an error.
  assert.equal(shardUrl(table, '/a'), 'shard-0');
  assert.equal(shardUrl(table, '/zzz'), `shard-${shards.length - 1}`);
});

test('the links of one sidebar category (one path prefix) are in one or two shards', () => {
  const shards = shardManifest(manifestOf(paths), 40);
  const table = { first: shards.map((s) => Object.keys(s.routes)[0]), urls: shards.map((_, i) => `shard-${i}`) };
  for (let s = 0; s < 12; s++) {
    const used = new Set(paths.filter((p) => p.startsWith(`/docs/section-${s}/`)).map((p) => shardUrl(table, p)));
    assert.ok(used.size <= 2, `section-${s}: ${[...used]}`);
  }
});

test('the manifest index names sharded manifests beside whole ones; without shards it is as before', () => {
  const dir = mkdtempSync(join(tmpdir(), 'route-shards-'));
  try {
    writeManifestIndex(dir, '/b/', { pages: '/b/assets/data/routes-pages.1.json' });
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'route-manifests.json'), 'utf8')), { manifests: { pages: '/b/assets/data/routes-pages.1.json' } });
    const shards = { current: { first: ['/b/a', '/b/m'], urls: ['/b/x0.json', '/b/x1.json'] } };
    writeManifestIndex(dir, '/b/', { pages: '/b/p.json' }, shards);
    assert.deepEqual(JSON.parse(readFileSync(join(dir, 'route-manifests.json'), 'utf8')), { manifests: { pages: '/b/p.json', ...shards } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the client finds a manifest by name: whole, or the shard for the route it looks up', () => {
  const index = { manifests: { pages: '/b/pages.json', current: { first: ['/b/a', '/b/m'], urls: ['/b/current-0.json', '/b/current-1.json'] } } };
  assert.equal(manifestUrl(index, 'pages', '/b/x'), '/b/pages.json');
  assert.equal(manifestUrl(index, 'current', '/b/b'), '/b/current-0.json');
  assert.equal(manifestUrl(index, 'current', '/b/m'), '/b/current-1.json');
  assert.equal(manifestUrl(index, 'current', '/b/z'), '/b/current-1.json');
  assert.equal(manifestUrl(index, '1.0.0', '/b/1.0.0/a'), undefined);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cutVersion } from '../../generator/node/content/cutVersion.ts';
import { loadContent } from '../../generator/node/content/load.ts';
import { copyFixture } from '../helpers.ts';
import { BuildError } from '../../generator/node/errors.ts';

test('version:cut snapshots docs and sidebars into a new archived version the loader understands', async () => {
  const site = copyFixture();
  try {
    await cutVersion(site, '1.5.0');
    assert.ok(existsSync(join(site, 'versioned_docs/version-1.5.0/guide/intro.md')));
    const sidebars = JSON.parse(readFileSync(join(site, 'versioned_sidebars/version-1.5.0-sidebars.json'), 'utf8'));
    assert.equal(sidebars.Main[0], 'guide/intro');
    assert.deepEqual(JSON.parse(readFileSync(join(site, 'versions.json'), 'utf8')), ['1.5.0', '1.0.0']);
    const graph = await loadContent(site);
    const cut = graph.versions.find((v) => v.name === '1.5.0')!;
    assert.equal(cut.path, '/docs-archive/1.5.0');
    assert.equal(cut.banner, 'unmaintained');
    assert.ok(cut.docs.some((d) => d.permalink === '/docs-archive/1.5.0/guide/features'));
    await assert.rejects(cutVersion(site, '1.5.0'), /already exists/);
    await assert.rejects(cutVersion(site, 'bad name'), /not a valid version name/);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('version:cut snapshots the docs folder and sidebars file that site.config.ts names (docs.path, docs.sidebarPath)', async () => {
  const site = copyFixture();
  try {
    renameSync(join(site, 'docs'), join(site, 'content'));
    renameSync(join(site, 'sidebars.ts'), join(site, 'navigation.ts'));
    const configFile = join(site, 'site.config.ts');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace(/docs: \{/, "docs: { path: 'content', sidebarPath: 'navigation.ts',"));
    await cutVersion(site, '1.5.0');
    assert.ok(existsSync(join(site, 'versioned_docs/version-1.5.0/guide/intro.md')));
    const sidebars = JSON.parse(readFileSync(join(site, 'versioned_sidebars/version-1.5.0-sidebars.json'), 'utf8'));
    assert.equal(sidebars.Main[0], 'guide/intro');
    const graph = await loadContent(site);
    assert.ok(graph.versions.find((v) => v.name === '1.5.0')!.docs.some((d) => d.permalink === '/docs-archive/1.5.0/guide/features'));
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('version:cut refuses a name that is not a folder of its own or that the build owns, writing nothing', async () => {
  const site = copyFixture();
  try {
    const versions = readFileSync(join(site, 'versions.json'), 'utf8');
    for (const name of ['.', '..', '.hidden', 'assets', 'current', '', 'a/../../../escape', 'bad name']) {
      await assert.rejects(cutVersion(site, name), (error: Error) => {
        assert.ok(error instanceof BuildError, String(error.stack));
        assert.match(error.message, new RegExp(`^${JSON.stringify(name).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not a valid version name: `));
        return true;
      });
    }
    assert.equal(readFileSync(join(site, 'versions.json'), 'utf8'), versions);
    assert.deepEqual(readdirSync(join(site, 'versioned_docs')), ['version-1.0.0']);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('versions.json: an invalid name, "current" or a name listed twice is an error naming it, with the same check', async () => {
  const site = copyFixture();
  try {
    for (const [names, message] of [
      [[''], /^versions\.json: "" is not a valid version name: it is empty/],
      [['.'], /^versions\.json: "\." is not a valid version name: it starts with "\."/],
      [['current'], /^versions\.json: "current" is not a valid version name/],
      [['assets'], /^versions\.json: "assets" is not a valid version name: assets\/ is a folder of the build's own/],
      [['a/../../../escape'], /^versions\.json: "a\/\.\.\/\.\.\/\.\.\/escape" is not a valid version name/],
      [['1.0.0', '1.0.0'], /^versions\.json: version "1\.0\.0" is listed twice/],
    ] as [string[], RegExp][]) {
      writeFileSync(join(site, 'versions.json'), JSON.stringify(names));
      await assert.rejects(loadContent(site), (error: Error) => error instanceof BuildError && message.test(error.message), JSON.stringify(names));
    }
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cutVersion } from '../../generator/node/content/cutVersion.ts';
import { loadContent } from '../../generator/node/content/load.ts';
import { copyFixture } from '../helpers.ts';

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

/**
 * `qdocs import` of a Docusaurus site with Markdown plugins (tests/fixtures/docusaurus-plugins): site.config.ts names
 * each package plugin by its package (a function's source alone would not run), its options kept; the target's
 * package.json keeps the plugin packages, @docusaurus/remark-plugin-npm2yarn included.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { importDocusaurus } from '../../generator/node/docusaurus/import.ts';
import { loadModule } from '../../generator/node/config/loadModule.ts';
import { validateConfig } from '../../generator/node/config/load.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'docusaurus-plugins');

test('package plugins are written by name, with their options, and stay dependencies of the site', async () => {
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  const target = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'import-plugins-'));
  try {
    const { unmapped } = await importDocusaurus(FIXTURE, target, { force: true });
    assert.deepEqual(
      unmapped.filter((u) => /Plugins/.test(u.option)),
      [],
    );
    const config = validateConfig(await loadModule(join(target, 'site.config.ts'), 'site.config.ts'));
    // The site's own plugin (plugins/remark-changelog-heading.mjs) is imported from the kept docusaurus.config.mjs.
    const [own] = config.docs.remarkPlugins.splice(3, 1);
    assert.equal(typeof own, 'function');
    assert.match(readFileSync(join(target, 'site.config.ts'), 'utf8'), /docusaurus\.presets\[0\]\[1\]\.docs\.remarkPlugins\[3\],/);
    assert.deepEqual(config.docs.remarkPlugins, [
      ['@docusaurus/remark-plugin-npm2yarn', { sync: true }],
      [
        'docusaurus-remark-plugin-tab-blocks',
        {
          labels: [
            ['js', 'JavaScript'],
            ['py', 'Python'],
          ],
        },
      ],
      'remark-math',
    ]);
    assert.deepEqual(config.docs.rehypePlugins, ['rehype-katex']);
    assert.deepEqual(config.pages?.remarkPlugins, ['@docusaurus/remark-plugin-npm2yarn']);
    const dependencies = (JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;
    for (const name of ['@docusaurus/remark-plugin-npm2yarn', 'docusaurus-remark-plugin-tab-blocks', 'remark-math', 'rehype-katex']) assert.ok(name in dependencies, name);
    assert.ok(!('@docusaurus/core' in dependencies));
  } finally {
    rmSync(target, { recursive: true, force: true });
  }
});

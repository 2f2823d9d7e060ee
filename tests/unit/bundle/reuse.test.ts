/** The bundle stage's reuse (bundle/reuse.ts): the previous webpack output serves only the inputs that made it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordBundle, reusableBundle, startBundle } from '../../../generator/node/bundle/reuse.ts';
import { CONFIG_FILES } from '../../../generator/node/bundle/configFiles.ts';
import type { BundleOptions } from '../../../generator/node/bundle/webpackConfig.ts';

test("an edit of the generator's webpack configuration (a chunk rule, say) is a miss, not the old bundle", () => {
  const siteDir = mkdtempSync(join(tmpdir(), 'qdocs-reuse-'));
  // Stands for one of the configuration's files (clientConfig.ts and the others are the generator's own).
  const configFile = join(siteDir, 'clientConfig.stand-in.ts');
  writeFileSync(configFile, "splitChunks: { chunks: 'all' }");
  CONFIG_FILES.config.push(configFile);
  try {
    const options: BundleOptions = { siteDir, outDir: join(siteDir, 'build'), cacheDir: join(siteDir, '.cache'), baseUrl: '/', pageEntries: {}, mode: 'production' };
    const work = startBundle(options.cacheDir);
    writeFileSync(join(work, 'main.js'), 'console.log(1)');
    mkdirSync(join(options.cacheDir, 'server'), { recursive: true });
    writeFileSync(join(options.cacheDir, 'server', 'server.cjs'), '');
    const result = { shellJs: ['main.js'], shellCss: [], entries: [] };
    recordBundle(options, { files: [], missing: [], contexts: [] }, result);
    assert.deepEqual(reusableBundle(options)?.result, result, 'nothing changed: reused');
    writeFileSync(configFile, "splitChunks: { chunks: 'all', cacheGroups: { lazyShared: {} } }");
    assert.equal(reusableBundle(options), undefined, 'the configuration changed: webpack runs again');
  } finally {
    CONFIG_FILES.config.pop();
    rmSync(siteDir, { recursive: true, force: true });
  }
});

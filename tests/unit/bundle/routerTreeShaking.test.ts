import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routerCacheIdentifier, routerTreeShakingRule } from '../../../generator/node/bundle/routerTreeShaking.ts';

const PLUGIN_SOURCE = readFileSync(join(import.meta.dirname, '..', '..', '..', 'generator', 'node', 'bundle', 'routerTreeShaking.ts'));

test("react-router's rewrite is cached by babel-loader, under a key that holds the plugin's own code", () => {
  const { options } = routerTreeShakingRule().use;
  assert.equal(options.cacheDirectory, true);
  // babel-loader hashes the options, but a plugin function serialises to nothing: an edited plugin must name a new key.
  assert.equal(options.cacheIdentifier, routerCacheIdentifier(PLUGIN_SOURCE));
  const edited = Buffer.from(PLUGIN_SOURCE.toString('utf8').replace("'#__PURE__'", "'@__PURE__'"));
  assert.notDeepEqual(edited, PLUGIN_SOURCE, 'the edit changed the source');
  assert.notEqual(routerCacheIdentifier(edited), options.cacheIdentifier);
});

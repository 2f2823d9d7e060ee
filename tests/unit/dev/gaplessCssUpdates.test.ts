/**
 * The dev server's rewrite of mini-css-extract-plugin's hot CSS swap (gaplessCssUpdates.ts): it applies to the
 * installed plugin's runtime, and the rewritten dispose and apply steps keep the old `<link>` until the new one loads.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gaplessCssRuntime } from '../../../generator/node/dev/gaplessCssUpdates.ts';

const require = createRequire(import.meta.url);
const PLUGIN_SOURCE = readFileSync(require.resolve('mini-css-extract-plugin'), 'utf8');

/** The two steps as the plugin writes them into its runtime (its dist text holds them as string literals). */
const DISPOSE_AND_APPLY = `
var applyHandler = function(options) {
  return { dispose: function() {
    for(var i = 0; i < oldTags.length; i++) {
      var oldTag = oldTags[i];
      if(oldTag.parentNode) oldTag.parentNode.removeChild(oldTag);
    }
    oldTags.length = 0;
  }, apply: function() {
    for(var i = 0; i < newTags.length; i++) newTags[i].rel = "stylesheet";
    newTags.length = 0;
  } };
};
return applyHandler();`;

interface FakeLink {
  rel: string;
  parentNode: { removeChild(node: FakeLink): void } | null;
  onload?: (() => void) | null;
  onerror?: (() => void) | null;
}

/** A `<head>` that records removals, and an old/new pair of links in it. */
function pair() {
  const removed: FakeLink[] = [];
  const head = {
    removeChild(node: FakeLink) {
      removed.push(node);
      node.parentNode = null;
    },
  };
  const oldTag: FakeLink = { rel: 'stylesheet', parentNode: head };
  const newTag: FakeLink = { rel: 'preload', parentNode: head };
  return { removed, oldTag, newTag };
}

function handler(code: string, oldTags: FakeLink[], newTags: FakeLink[]): { dispose(): void; apply(): void } {
  return new Function('oldTags', 'newTags', code)(oldTags, newTags);
}

test("the installed plugin's runtime has both steps the dev server rewrites", () => {
  assert.ok(gaplessCssRuntime(PLUGIN_SOURCE), 'mini-css-extract-plugin no longer writes the dispose and apply steps this rewrite expects');
});

test('code without those steps is left to the caller (undefined)', () => {
  assert.equal(gaplessCssRuntime('var x = 1;'), undefined);
});

test("as the plugin wrote it, the old link goes before the new one is a style sheet (the defect's cause)", () => {
  const { removed, oldTag, newTag } = pair();
  const steps = handler(DISPOSE_AND_APPLY, [oldTag], [newTag]);
  steps.dispose();
  assert.deepEqual(removed, [oldTag]);
  assert.equal(newTag.rel, 'preload');
});

test('rewritten, the old link stays until the new one has loaded, then goes', () => {
  const { removed, oldTag, newTag } = pair();
  const steps = handler(gaplessCssRuntime(DISPOSE_AND_APPLY)!, [oldTag], [newTag]);
  steps.dispose();
  steps.apply();
  assert.equal(newTag.rel, 'stylesheet');
  assert.deepEqual(removed, [], 'nothing removed before the new sheet loaded');
  newTag.onload!.call(newTag);
  assert.deepEqual(removed, [oldTag]);
});

test('rewritten, a new link that fails is removed and the old one kept', () => {
  const { removed, oldTag, newTag } = pair();
  const steps = handler(gaplessCssRuntime(DISPOSE_AND_APPLY)!, [oldTag], [newTag]);
  steps.dispose();
  steps.apply();
  newTag.onerror!.call(newTag);
  assert.deepEqual(removed, [newTag]);
  assert.equal(oldTag.parentNode === null, false);
});

test('rewritten, an old link without a new one (a chunk gone) is still removed at dispose', () => {
  const { removed, oldTag } = pair();
  const steps = handler(gaplessCssRuntime(DISPOSE_AND_APPLY)!, [oldTag], []);
  steps.dispose();
  assert.deepEqual(removed, [oldTag]);
});

/** Docusaurus's `stylesheets`: a URL, or a link's attributes, written as a <link rel="stylesheet"> in every page's head. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stylesheetTag } from '../../../generator/node/render/head.ts';

test('a URL, or the attributes as given (true alone, false left out), escaped', () => {
  assert.equal(stylesheetTag('https://x.org/a.css'), '<link rel="stylesheet" href="https://x.org/a.css">');
  assert.equal(
    stylesheetTag({ href: '/k.css?a=1&b="2"', type: 'text/css', crossorigin: 'anonymous', disabled: false, async: true }),
    '<link rel="stylesheet" href="/k.css?a=1&amp;b=&quot;2&quot;" type="text/css" crossorigin="anonymous" async>',
  );
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docTags, kebabCase, tagPages } from '../../../generator/node/content/tags.ts';
import type { DocFile } from '../../../generator/node/content/types.ts';

test('tag URLs use lodash kebab case, as Docusaurus', () => {
  assert.equal(kebabCase('getting-started'), 'getting-started');
  assert.equal(kebabCase('Getting Started'), 'getting-started');
  assert.equal(kebabCase('fooBar'), 'foo-bar');
  assert.equal(kebabCase('v2'), 'v-2');
});

test('string and object tags get their page in the version, duplicates once', () => {
  const tags = docTags({ tags: ['Getting Started', { label: 'Installation', permalink: '/install' }, 'getting started'] }, '/base/docs');
  assert.deepEqual(tags, [
    { label: 'Getting Started', permalink: '/base/docs/tags/getting-started' },
    { label: 'Installation', permalink: '/base/docs/tags/install' },
  ]);
});

test('tag pages list their docs by title; a tag of unlisted docs only is unlisted', () => {
  const doc = (id: string, title: string, tags: string[], unlisted = false) => ({ id, title, unlisted, tags: docTags({ tags }, '/d') }) as unknown as DocFile;
  const pages = tagPages([doc('b', 'Beta', ['x']), doc('a', 'Alpha', ['x', 'y']), doc('c', 'Gamma', ['z'], true)]);
  assert.deepEqual(
    pages.map((p) => [p.label, p.docIds, p.unlisted]),
    [
      ['x', ['a', 'b'], false],
      ['y', ['a'], false],
      ['z', ['c'], true],
    ],
  );
});

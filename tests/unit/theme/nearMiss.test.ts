/** The not-found page's "did you mean" (routes one letter or a letter case away) and the words it searches for. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nearMisses, queryWords, withinOneEdit } from '../../../generator/theme/NotFound/nearMiss.ts';

const ROUTES = [
  '/docs/language/commands/zipReadArchive',
  '/docs/language/commands/zipCreateArchive',
  '/docs/language/CollectionClass',
  '/docs/1.0.0/language/commands/zipReadArchive',
  '/docs/faq',
  '/docs/fax',
];

test('one edit: an added, missing, changed or swapped letter; not two', () => {
  for (const [a, b] of [
    ['archive', 'archive'],
    ['archive', 'archiv'],
    ['archiv', 'archive'],
    ['archive', 'archove'],
    ['archive', 'arhcive'],
    ['', 'a'],
  ])
    assert.ok(withinOneEdit(a, b), `${a} → ${b}`);
  for (const [a, b] of [
    ['archive', 'arch'],
    ['archive', 'archivexx'],
    ['archive', 'orchivo'],
    ['abc', 'cba'],
  ])
    assert.ok(!withinOneEdit(a, b), `${a} ↛ ${b}`);
});

test('near misses: letter case first, then one letter; none for a URL further away', () => {
  assert.deepEqual(nearMisses('/docs/language/commands/ZipReadArchive', ROUTES), ['/docs/language/commands/zipReadArchive']);
  assert.deepEqual(nearMisses('/docs/language/commands/zipReadArchiv', ROUTES), ['/docs/language/commands/zipReadArchive']);
  assert.deepEqual(nearMisses('/docs/language/collectionclass/', ROUTES), ['/docs/language/CollectionClass']);
  assert.deepEqual(nearMisses('/docs/Faq', ROUTES), ['/docs/faq', '/docs/fax']);
  assert.deepEqual(nearMisses('/docs/language/commands/zipArchive', ROUTES), []);
  assert.deepEqual(nearMisses('/docs/%E0%A4%A', ROUTES), [], 'a malformed escape is compared as written');
});

test('query words: the last segment of the URL, split at separators', () => {
  assert.equal(queryWords('/docs/langage/zipReadArchiv'), 'zipReadArchiv');
  assert.equal(queryWords('/docs/guides/crud-operation/'), 'crud operation');
  assert.equal(queryWords('/docs/studio/user_sessions.html'), 'user sessions');
  assert.equal(queryWords('/docs/a/%C3%A9l%C3%A8ve'), 'élève');
});

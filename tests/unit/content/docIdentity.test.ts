import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseNumberPrefix, stripNumberPrefixes } from '../../../generator/node/content/numberPrefix.ts';
import { docIdentity } from '../../../generator/node/content/docIdentity.ts';

test('number prefixes are stripped and give the position; dates and versions are left alone', () => {
  assert.deepEqual(parseNumberPrefix('01-intro'), { name: 'intro', position: 1 });
  assert.deepEqual(parseNumberPrefix('10 - Deploying'), { name: 'Deploying', position: 10 });
  assert.deepEqual(parseNumberPrefix('2_guide'), { name: 'guide', position: 2 });
  assert.deepEqual(parseNumberPrefix('1.0.0'), { name: '1.0.0' });
  assert.deepEqual(parseNumberPrefix('1.0.0-beta.4'), { name: '1.0.0-beta.4' });
  assert.deepEqual(parseNumberPrefix('2021-01-31-release'), { name: '2021-01-31-release' });
  assert.deepEqual(parseNumberPrefix('intro'), { name: 'intro' });
  assert.deepEqual(parseNumberPrefix('404'), { name: '404' });
  assert.equal(stripNumberPrefixes('01-guides/02-writing'), 'guides/writing');
});

const id = (relPath: string, frontMatter = {}, numberPrefixes = true) => docIdentity({ relPath, frontMatter, numberPrefixes });

test('ids and URLs drop number prefixes from files and folders', () => {
  assert.deepEqual(id('guides/01-getting-started/01-installation.md'), {
    id: 'guides/getting-started/installation',
    sourceDirName: 'guides/01-getting-started',
    slug: '/guides/getting-started/installation',
    sidebarPosition: 1,
    isCategoryIndex: false,
  });
  assert.equal(id('01-intro.md', { sidebar_position: 5 }).sidebarPosition, 5);
  assert.equal(id('01-intro.md', { parse_number_prefixes: false }).id, '01-intro');
  assert.equal(id('01-intro.md', {}, false).slug, '/01-intro');
});

test('index.md, README.md and <folder>/<folder>.md are served at their folder', () => {
  assert.deepEqual([id('guides/02-writing/index.md').id, id('guides/02-writing/index.md').slug], ['guides/writing/index', '/guides/writing/']);
  assert.equal(id('guides/03-advanced/README.md').slug, '/guides/advanced/');
  assert.equal(id('reference/reference.md').slug, '/reference/');
  assert.equal(id('reference/Reference.mdx').isCategoryIndex, true);
  assert.equal(id('index.md').slug, '/');
  assert.equal(id('reference/other.md').isCategoryIndex, false);
});

test('front matter id and slug, as Docusaurus resolves them', () => {
  assert.equal(id('guides/a.md', { id: 'custom' }).id, 'guides/custom');
  assert.equal(id('guides/a.md', { id: 'custom' }).slug, '/guides/custom');
  assert.equal(id('guides/a.md', { slug: '/top' }).slug, '/top');
  assert.equal(id('guides/a.md', { slug: 'b' }).slug, '/guides/b');
  assert.equal(id('guides/sub/a.md', { slug: '../b' }).slug, '/guides/b');
  assert.equal(id('guides/index.md', { slug: 'overview' }).slug, '/guides/overview');
});

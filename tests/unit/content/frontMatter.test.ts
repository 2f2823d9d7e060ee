import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../../generator/node/content/frontMatter.ts';

test('parses Docusaurus front matter and counts its lines', () => {
  const { frontMatter, body, bodyLine } = parseFrontMatter('---\ntitle: Hello\nsidebar_position: 2\nkeywords: [a, true, null]\n---\n\nBody text\n', 'docs/a.md');
  assert.equal(frontMatter.title, 'Hello');
  assert.equal(frontMatter.sidebar_position, 2);
  assert.deepEqual(frontMatter.keywords, ['a', 'true', 'null']);
  assert.equal(bodyLine, 5);
  assert.match(body, /Body text/);
});

test('malformed YAML is an error with file and line', () => {
  assert.throws(() => parseFrontMatter('---\ntitle: [unclosed\ndescription: x\n---\nBody', 'docs/broken.md'), /^BuildError: docs\/broken\.md:\d+(:\d+)?: invalid front matter/);
  assert.throws(() => parseFrontMatter('---\ntitle: [unclosed\n---\n', 'docs/broken.md'), (e: Error) => e.name === 'BuildError');
});

test('a field of the wrong type is named', () => {
  assert.throws(() => parseFrontMatter('---\ntitle: A\nsidebar_position: first\n---\n', 'docs/x.md'), /docs\/x\.md:3: invalid front matter: "sidebar_position"/);
  assert.throws(() => parseFrontMatter('---\nhide_table_of_contents: "yes"\n---\n', 'docs/x.md'), /hide_table_of_contents/);
});

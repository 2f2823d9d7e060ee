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
  assert.throws(
    () => parseFrontMatter('---\ntitle: [unclosed\n---\n', 'docs/broken.md'),
    (e: Error) => e.name === 'BuildError',
  );
});

test('a field of the wrong type is named', () => {
  assert.throws(() => parseFrontMatter('---\ntitle: A\nsidebar_position: first\n---\n', 'docs/x.md'), /docs\/x\.md:3:19: invalid front matter: "sidebar_position"/);
  assert.throws(() => parseFrontMatter('---\nhide_table_of_contents: "yes"\n---\n', 'docs/x.md'), /hide_table_of_contents/);
});

test('a field of the wrong type is reported at its own line', () => {
  const source = '---\ntitle: A\ndescription: B\nkeywords:\n  - a\n"sidebar_position": first\nhide_table_of_contents: "yes"\n---\n';
  assert.throws(() => parseFrontMatter(source, 'docs/x.md'), /docs\/x\.md:6:21: invalid front matter: "sidebar_position"/);
  assert.throws(
    () => parseFrontMatter('---\ntitle: A\n\n# a comment\nhide_table_of_contents: "yes"\n---\n', 'docs/x.md'),
    /docs\/x\.md:5:25: invalid front matter: "hide_table_of_contents"/,
  );
});

test('Docusaurus keys are known; an unknown key is a warning naming file and line', () => {
  const { frontMatter, warnings } = parseFrontMatter(
    '---\ntitle: A\ndraft: false\nunlisted: true\ntags: [a, {label: B, permalink: /b}]\nsidebar_custom_props: {icon: x}\nlast_update:\n  date: 2024-03-15\n  author: Me\npagination_next: null\nsidbar_position: 2\n---\nBody\n',
    'docs/x.md',
  );
  assert.equal(frontMatter.unlisted, true);
  assert.deepEqual(frontMatter.tags, ['a', { label: 'B', permalink: '/b' }]);
  assert.equal(frontMatter.pagination_next, null);
  assert.deepEqual(warnings, [
    'docs/x.md:11: unknown front matter key "sidbar_position" (ignored). Check its spelling; every key Docusaurus knows is listed in REFERENCE.md, "Doc front matter".',
  ]);
});

test('a doc cannot be draft and unlisted; TOC levels are 2 to 6', () => {
  assert.throws(() => parseFrontMatter('---\ndraft: true\nunlisted: true\n---\n', 'docs/x.md'), /docs\/x\.md:3: invalid front matter: a doc cannot be both draft and unlisted/);
  assert.throws(() => parseFrontMatter('---\ntoc_max_heading_level: 7\n---\n', 'docs/x.md'), /docs\/x\.md:2:\d+: invalid front matter: "toc_max_heading_level"/);
});

test('the content title: a first # heading before any other content', async () => {
  const { contentTitle } = await import('../../../generator/node/content/frontMatter.ts');
  assert.equal(contentTitle('\nimport X from "./x";\n\n# Hello {#hi}\n\nText'), 'Hello');
  assert.equal(contentTitle('Intro text\n\n# Later'), undefined);
});

test('YAML aliases are fine while the expanded value stays small; a bomb is refused before anything copies it', () => {
  const shared = '---\ntitle: A\nsidebar_custom_props:\n  base: &base { color: red, size: 3 }\n  one: *base\n  two: *base\n---\n';
  assert.deepEqual(parseFrontMatter(shared, 'docs/x.md').frontMatter.sidebar_custom_props, {
    base: { color: 'red', size: 3 },
    one: { color: 'red', size: 3 },
    two: { color: 'red', size: 3 },
  });
  const large = `---\nkeywords: [${Array.from({ length: 5000 }, (_, i) => `k${i}`).join(', ')}]\n---\n`;
  assert.equal(parseFrontMatter(large, 'docs/x.md').frontMatter.keywords?.length, 5000);
  const bomb = `---\ntitle: A\nkeywords: &b [&a [${Array(10).fill('x').join(', ')}], ${Array(9).fill('*a').join(', ')}]\ntags: [${Array(100).fill('*b').join(', ')}]\n---\n`;
  assert.throws(() => parseFrontMatter(bomb, 'docs/x.md'), /^BuildError: docs\/x\.md:4: invalid front matter: "tags" holds more than 10,000 values/);
});

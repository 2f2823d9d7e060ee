import { test } from 'node:test';
import assert from 'node:assert/strict';
import matter from 'gray-matter';
import { splitFrontMatter } from '../../../generator/node/content/frontMatterBlock.ts';
import { parseFrontMatter } from '../../../generator/node/content/frontMatter.ts';
import { BuildError } from '../../../generator/node/errors.ts';

// Docusaurus reads front matter with gray-matter: every one of these must split as it does.
const SOURCES = [
  '',
  'No front matter at all.\n',
  '---\ntitle: Hello\n---\n# Body\n',
  '---\ntitle: Hello\n---\r\n\r\nWindows line ends\r\n',
  '\uFEFF---\ntitle: With a byte order mark\n---\nBody',
  '---\n---\nEmpty block\n',
  '---\n# only a comment\n\n---\nBody after a comment-only block\n',
  '----\nA thematic break, not a block\n',
  '---\ntitle: never closed\n',
  '---yaml\ntitle: With a language\n---\nBody\n',
  '---json\n{ "title": "JSON front matter" }\n---\nBody\n',
  '---\ntitle: "Dashes in the body"\n---\nText\n---\nMore text\n',
  '---\ntags: [a, b]\nlast_update:\n  date: 2024-03-15\n  author: Ann\n---\nBody',
  '---\ntitle: Body directly after\n---Body on the closing line\n',
  'Text first\n---\ntitle: not front matter\n---\n',
];

test('splits every source as gray-matter does (data and body)', () => {
  for (const source of SOURCES) {
    const ours = splitFrontMatter(source);
    const theirs = matter(source, {});
    assert.deepEqual(ours.data, theirs.data, `data of ${JSON.stringify(source)}`);
    assert.equal(ours.content, theirs.content, `body of ${JSON.stringify(source)}`);
  }
});

test('a YAML error carries its position, as gray-matter reports it', () => {
  const source = '---\ntitle: Broken\nsidebar_label: [unclosed\n---\nBody\n';
  assert.throws(
    () => splitFrontMatter(source),
    (error: { mark?: { line: number } }) => error.mark?.line !== undefined,
  );
  assert.throws(
    () => parseFrontMatter(source, 'docs/broken.md'),
    (error: Error) => error instanceof BuildError && /docs\/broken\.md:\d+/.test(error.message),
  );
});

test('JavaScript front matter is never run: it is a clear error', () => {
  const marker = '__frontMatterRan';
  const source = `---js\n{ title: (globalThis.${marker} = true, 'evaluated') }\n---\nBody\n`;
  assert.throws(
    () => parseFrontMatter(source, 'docs/script.md'),
    (error: Error) => error instanceof BuildError && /docs\/script\.md:1.*"js"/.test(error.message),
  );
  assert.equal((globalThis as Record<string, unknown>)[marker], undefined);
});

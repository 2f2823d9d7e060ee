/** A page's description when its front matter has none: the first line of text, as Docusaurus's createExcerpt. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { excerpt } from '../../../generator/node/content/frontMatter.ts';

test('past imports, the title, code blocks and blank lines: the first line of text, Markdown syntax removed', () => {
  const body = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '# The title',
    '',
    '```js',
    'const skipped = true;',
    '```',
    '',
    'A **bold** [link](./x.md), `code`, ![logo](./logo.png) and <kbd>keys</kbd>.',
    '',
    'The second paragraph.',
  ].join('\n');
  assert.equal(excerpt(body), 'A bold link, code, logo and keys.');
});

test('a Setext title and an admonition fence are skipped; a subheading is text; nothing at all is undefined', () => {
  assert.equal(excerpt('Title\n=====\n\n:::note\n\nInside the note.\n:::\n'), 'Inside the note.');
  assert.equal(excerpt('## Getting started {#start}\n\nText.'), 'Getting started');
  assert.equal(excerpt('````md\n```js\nnot a fence end\n```\n````\n\nAfter.'), 'After.');
  assert.equal(excerpt('import A from "./a";\n\n<A />\n'), undefined);
});

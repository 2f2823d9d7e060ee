import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rewriteLinesOutsideFences } from '../../../generator/node/mdx/plugins/sourceLines.ts';

const shout = (source: string) => rewriteLinesOutsideFences(source, (line) => line.toUpperCase());

test('lines outside fenced code are rewritten; fences and the code inside them are kept; the line count is kept', () => {
  assert.equal(shout('a\n```js\nb\n```\nc'), 'A\n```js\nb\n```\nC');
  assert.equal(shout('a\n  ~~~\nb\n  ~~~\nc'), 'A\n  ~~~\nb\n  ~~~\nC');
});

test('a fence closes only with its own marker: another marker or a shorter run inside it is code', () => {
  assert.equal(shout('````\n```\nb\n```\n````\nc'), '````\n```\nb\n```\n````\nC');
  assert.equal(shout('```\n~~~\nb\n```\nc'), '```\n~~~\nb\n```\nC');
});

test('an unclosed fence keeps the rest of the file as code', () => {
  assert.equal(shout('a\n```\nb\nc'), 'A\n```\nb\nc');
});

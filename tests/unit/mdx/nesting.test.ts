import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_TREE_DEPTH, nodeTooDeep, sourceNestingProblem } from '../../../generator/node/mdx/plugins/nesting.ts';

test('ordinary nesting passes the scan: nested lists, quotes, code in lists, snake_case, emphasis', () => {
  const list = Array.from({ length: 12 }, (_, i) => `${'  '.repeat(i)}- level ${i} with *emphasis* and snake_case_names`).join('\n');
  const text = `${list}\n\n> > > quoted\n\n1. step\n\n       indented code in a list\n\n\`\`\`\n${'                                                                                                                                                                                                        art'}\n\`\`\`\n`;
  assert.equal(sourceNestingProblem(text), undefined);
});

test('deep containers are found at their line, by markers or by indentation', () => {
  assert.deepEqual(sourceNestingProblem(`# Title\n\n${'> '.repeat(101)}x`)?.line, 3);
  assert.equal(sourceNestingProblem(`${'- '.repeat(100)}x`), undefined);
  assert.equal(sourceNestingProblem(Array.from({ length: 120 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n'))?.line, 101);
});

test('lines in fenced code are not Markdown: a deep example inside a fence passes', () => {
  assert.equal(sourceNestingProblem(`\`\`\`md\n${'> '.repeat(500)}x\n${'*a '.repeat(3000)}\n\`\`\`\n\nAfter.\n`), undefined);
  assert.equal(sourceNestingProblem(`~~~\n\`\`\`\n~~~\n${'> '.repeat(500)}x\n`)?.line, 4);
});

test('emphasis runs are counted per line, outside code spans and escapes', () => {
  assert.match(sourceNestingProblem(`Intro.\n${'*a '.repeat(2001)}`)?.message ?? '', /more than 2,000 runs of \* or _/);
  assert.equal(sourceNestingProblem(`\`${'*a '.repeat(3000)}\``), undefined);
  assert.equal(sourceNestingProblem('\\*a '.repeat(3000)), undefined);
});

test('the tree depth check walks without recursion and returns the first node too deep', () => {
  let tree: { type: string; children?: unknown[]; position?: unknown } = { type: 'text' };
  for (let i = 0; i < 100_000; i++) tree = { type: 'emphasis', children: [tree], position: { start: { line: 1, column: i } } };
  const deep = nodeTooDeep(tree as never);
  assert.equal((deep as { position: { start: { column: number } } }).position.start.column, 100_000 - MAX_TREE_DEPTH - 2);
  assert.equal(nodeTooDeep({ type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text' }] }] }), undefined);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkPage, pageKind, signatureParameters } from '../../scripts/content/rules.ts';

const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

const command = (table: string, extra = '') => `---
title: abs
description: Returns the absolute value of a number.
---

Returns the absolute value of a number. ${filler(160)}

## Syntax

\`\`\`qs
abs ( number : number ) : number
\`\`\`

${table}

## Description

Text.${extra}

## Example

\`\`\`qs
var n : number
n = abs(-3)
\`\`\`

## See also

- [round](./round.md)
- [int](./int.md)
`;

test('page kinds follow the doc id', () => {
  assert.equal(pageKind('language/commands/abs'), 'command');
  assert.equal(pageKind('language/EntityClass'), 'class');
  assert.equal(pageKind('language/Directory'), 'class');
  assert.equal(pageKind('api/$filter'), 'rest');
  assert.equal(pageKind('studio/overview'), 'page');
});

test('signature parameters and result are read from the Syntax block', () => {
  const { params, hasResult } = signatureParameters('zipReadArchive ( zipFile : 4D.File { , password : string } ) : 4D.ZipArchive');
  assert.deepEqual([...params].sort(), ['password', 'zipFile']);
  assert.equal(hasResult, true);
  assert.equal(signatureParameters('milliseconds : integer').hasResult, true);
  assert.deepEqual([...signatureParameters('lowercase ( aString : string { , * } ) : string').params].sort(), ['*', 'aString']);
});

test('a complete command page passes', () => {
  assert.deepEqual(
    checkPage(
      'language/commands/abs',
      command('| Parameter | Type | | Description |\n|---|---|---|---|\n| number | number | → | A number |\n| Result | number | ← | Its absolute value |'),
    ),
    [],
  );
});

test('syntax and table must agree', () => {
  const missing = checkPage('language/commands/abs', command('| Parameter | Type | | Description |\n|---|---|---|---|\n| value | number | → | x |'));
  const messages = missing.map((p) => p.message).join('\n');
  assert.match(messages, /parameter "number" of the syntax is missing from the table/);
  assert.match(messages, /table row "value" is not a parameter/);
  assert.match(messages, /add a "Result" row/);
});

test('placeholders, missing sections and missing front matter are reported with lines', () => {
  const problems = checkPage('language/commands/abs', '---\ntitle: abs\n---\n\nTODO write this\n\n# Big\n');
  const messages = problems.map((p) => `${p.line}: ${p.message}`).join('\n');
  assert.match(messages, /1: front matter needs a one-sentence `description`/);
  assert.match(messages, /5: placeholder text: "TODO"/);
  assert.match(messages, /7: use ## and ### headings only/);
  assert.match(messages, /missing section "## Syntax"/);
  assert.match(messages, /missing section "## See also"/);
});

test('class pages need a Summary table and member sections', () => {
  const problems = checkPage('language/BlobClass', `---\ntitle: Blob\ndescription: A blob.\n---\n\n${filler(300)}\n\n## Functions\n\nNone.\n`);
  assert.match(problems.map((p) => p.message).join('\n'), /missing section "## Summary"/);
});

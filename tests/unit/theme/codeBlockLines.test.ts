/** `@theme/CodeBlock` with a string child (as Docusaurus pages use it): a blank line holds no text of its own. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import CodeBlock from '../../../generator/theme/CodeBlock/index.tsx';

test('a blank line renders as an empty line element, so the text of the block is the code', () => {
  const html = renderToStaticMarkup(createElement(CodeBlock, { language: 'js' }, 'const a = 1;\n\nconst b = 2;\n'));
  const lines = [...html.matchAll(/<span class="code-line">([\s\S]*?)<\/span>(?=<span class="code-line">|<\/code>)/g)].map((m) => m[1].replace(/<[^>]+>/g, ''));
  assert.deepEqual(lines, ['const a = 1;\n', '\n', 'const b = 2;']);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { importCycleProblems, markdownImports } from '../../../generator/node/mdx/importCycles.ts';

const SITE = '/site';
const file = (rel: string) => join(SITE, rel);
/** Partials by file, resolved by path alone (as webpack resolves a relative import naming its extension). */
function graph(partials: Record<string, string[]>) {
  return {
    resolve: (fromDir: string, specifier: string) => join(fromDir, specifier),
    readImports: (f: string) => partials[f.slice(SITE.length + 1)] ?? [],
  };
}
const page = (relPath: string, ...specifiers: string[]) => ({ file: file(relPath), relPath, imports: specifiers.map((specifier, i) => ({ specifier, line: 4 + i, column: 1 })) });

test('the imports of a Markdown file, not those shown in its code blocks', () => {
  const text =
    "import A from './_a.mdx';\nimport {\n  B,\n} from '../_b.md';\nexport { C } from './c.mdx';\nimport './side.mdx';\n\n```mdx\nimport Shown from './_shown.mdx';\n```\n\nText: import X from './not-esm.mdx' is prose.\n";
  assert.deepEqual(markdownImports(text), ['./_a.mdx', '../_b.md', './c.mdx', './side.mdx']);
});

test('a cycle through two partials is named with its files, at the page line that leads into it', () => {
  const { resolve, readImports } = graph({ 'docs/_a.mdx': ['./_b.mdx'], 'docs/_b.mdx': ['./_a.mdx'] });
  assert.deepEqual(importCycleProblems(page('docs/page.mdx', '@theme/Tabs', './_a.mdx'), SITE, resolve, readImports), [
    'docs/page.mdx:5:1: import cycle between Markdown files: docs/_a.mdx → docs/_b.mdx → docs/_a.mdx. Each would render the other inside itself without end: remove one of these imports.',
  ]);
});

test('a page importing itself, directly or through a partial', () => {
  const { resolve, readImports } = graph({ 'docs/_back.mdx': ['./page.mdx'] });
  assert.match(importCycleProblems(page('docs/page.mdx', './page.mdx'), SITE, resolve, readImports)[0], /^docs\/page\.mdx:4:1: docs\/page\.mdx imports itself/);
  assert.match(importCycleProblems(page('docs/page.mdx', './_back.mdx'), SITE, resolve, readImports)[0], /docs\/page\.mdx → docs\/_back\.mdx → docs\/page\.mdx/);
});

test('partials shared without a cycle (a diamond) are fine', () => {
  const { resolve, readImports } = graph({ 'docs/_a.mdx': ['./_c.mdx'], 'docs/_b.mdx': ['./_c.mdx', './Comp.tsx'], 'docs/_c.mdx': [] });
  assert.deepEqual(importCycleProblems(page('docs/page.mdx', './_a.mdx', './_b.mdx', './_a.mdx'), SITE, resolve, readImports), []);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';

const THEME = join(import.meta.dirname, '..', '..', '..', 'generator', 'theme');

/** Prism's token types (a highlighted span is `token <type>`): class names a theme rule must not style by accident. */
const TOKEN_TYPES = [
  'keyword',
  'tag',
  'class-name',
  'function',
  'number',
  'string',
  'comment',
  'operator',
  'punctuation',
  'property',
  'selector',
  'attr-name',
  'attr-value',
  'builtin',
  'important',
  'url',
  'entity',
  'namespace',
  'constant',
  'symbol',
  'deleted',
  'inserted',
  'variable',
  'regex',
  'boolean',
  'char',
  'atrule',
  'doctype',
  'prolog',
  'cdata',
  'bold',
  'italic',
  'title',
  'code',
  'list',
  'hr',
  'table',
  'plain',
];

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : []));
}

test("no theme rule styles a code token through a class name it shares with Prism's token types (issue 28)", () => {
  const leaks: string[] = [];
  for (const file of cssFiles(THEME)) {
    postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
      for (const selector of rule.selectors) {
        // Each compound (the parts between combinators) that names a token type must name `.token` or exclude it.
        for (const compound of selector.split(/\s*[\s>+~]\s*/)) {
          const classes = [...compound.replace(/:not\([^)]*\)/g, '').matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
          if (classes.includes('token') || compound.includes(':not(.token)')) continue;
          if (classes.some((name) => TOKEN_TYPES.includes(name))) leaks.push(`${file.slice(THEME.length + 1)}: ${selector}`);
        }
      }
    });
  }
  assert.deepEqual(leaks, []);
});

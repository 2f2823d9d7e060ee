import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'acorn';
import type { Program } from 'estree';
import { topLevelAwait } from '../../../generator/node/mdx/plugins/topLevelAwait.ts';

const program = (code: string) => parse(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true }) as unknown as Program;

test('an await or for await outside any function is found with its line', () => {
  assert.equal(topLevelAwait(program('export const x = 1;\nexport const y = await f();'))?.loc?.start.line, 2);
  assert.equal(topLevelAwait(program('for await (const a of b) {}'))?.type, 'ForOfStatement');
  assert.equal(topLevelAwait(program('export const o = { v: [await g()] };'))?.type, 'AwaitExpression');
});

test('await inside functions, arrows and methods is not top-level', () => {
  const code = 'export async function f() { await a; }\nexport const g = async () => await b;\nexport const o = { async m() { for await (const x of y) {} } };';
  assert.equal(topLevelAwait(program(code)), undefined);
});

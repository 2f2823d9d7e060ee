/**
 * The commands' arguments (generator/node/commandLine.ts): `--help` answered with the usage and exit 0, a mistake told
 * in one line with the usage and exit 2 (never a stack trace), Docusaurus's options this generator cannot honour
 * accepted with a warning naming each.
 */
import { afterEach, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCommand, type CommandSpec } from '../../generator/node/commandLine.ts';

const SPEC: CommandSpec = {
  name: 'build',
  usage: '[siteDir] [--out-dir <dir>]',
  summary: 'Builds the site.',
  options: { 'out-dir': { type: 'string' } },
  positionals: 1,
  ignored: { 'no-minify': { type: 'boolean', reason: 'the production build is always minified' } },
};

class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}
let printed: { out: string[]; err: string[] };
const saved = { exit: process.exit, log: console.log, error: console.error, warn: console.warn };
beforeEach(() => {
  printed = { out: [], err: [] };
  process.exit = ((code: number) => {
    throw new Exit(code);
  }) as typeof process.exit;
  console.log = (text: string) => printed.out.push(text);
  console.error = (text: string) => printed.err.push(text);
  console.warn = (text: string) => printed.err.push(text);
});
afterEach(() => {
  process.exit = saved.exit;
  Object.assign(console, { log: saved.log, error: saved.error, warn: saved.warn });
});

function exitOf(argv: string[]): number {
  try {
    parseCommand(SPEC, argv);
  } catch (error) {
    if (error instanceof Exit) return error.code;
    throw error;
  }
  return -1;
}

test('--help and -h print the usage and exit 0, whatever else is written', () => {
  for (const argv of [['--help'], ['-h'], ['site', '--frob', '--help']]) {
    assert.equal(exitOf(argv), 0, argv.join(' '));
    assert.match(printed.out.pop() ?? '', /^Usage: qdocs build \[siteDir\] \[--out-dir <dir>\]\n {2}Builds the site\.$/);
  }
});

test('an unknown option, a missing value or a folder too many: one line naming it, the usage, exit 2', () => {
  const cases: [string[], RegExp][] = [
    [['--frob'], /^qdocs build: Unknown option '--frob'\.\nUsage: qdocs build/],
    [['--out-dir'], /^qdocs build: Option '--out-dir <value>' argument missing\.\nUsage: qdocs build/],
    [['a', 'b'], /^qdocs build: unexpected argument "b"\.\nUsage: qdocs build/],
  ];
  for (const [argv, message] of cases) {
    assert.equal(exitOf(argv), 2, argv.join(' '));
    const text = printed.err.pop() ?? '';
    assert.match(text, message);
    assert.doesNotMatch(text, /\n\s+at /, 'no stack trace');
  }
});

test("the command's options and folder are read; Docusaurus's it cannot honour are warned about by name", () => {
  const { values, positionals } = parseCommand(SPEC, ['site', '--out-dir', 'public']);
  assert.deepEqual({ ...values }, { 'out-dir': 'public' });
  assert.deepEqual(positionals, ['site']);
  assert.deepEqual(printed.err, []);
  assert.deepEqual(parseCommand(SPEC, ['--no-minify']).positionals, []);
  assert.deepEqual(printed.err, ["warning: qdocs build: --no-minify (Docusaurus's option) is ignored: the production build is always minified."]);
});

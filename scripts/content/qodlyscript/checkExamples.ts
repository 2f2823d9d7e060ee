/**
 * The QodlyScript example check of a page: every ```qs block is tokenised with the highlighter's grammar and
 * checked for nesting, operators, declarations, command calls and scalar variables compared with `null`. Reference notation (the `## Syntax` of a
 * command, a member's `.name( param : type ) : type`, `{optional}` parts) is not code and is skipped.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { checkBlocks } from './blocks.ts';
import { checkCalls } from './calls.ts';
import { checkDeclarations } from './declarations.ts';
import { qodlyScriptBlocks, type CodeBlock } from './extract.ts';
import type { Finding } from './finding.ts';
import { checkNullComparisons } from './nullComparisons.ts';
import { checkOperators } from './operators.ts';
import { statements, tokenize, type Statement } from './tokenize.ts';

export interface SiteNames {
  /** Commands with a page: the file names of `language/commands/`. */
  commands: Set<string>;
  /** `4D` class store classes with a page: `language/<Name>Class.md`. */
  classes: Set<string>;
}

export interface ExampleProblem {
  line: number;
  message: string;
}

/** Names documented in one version's docs folder (`docs` or `versioned_docs/version-x`). */
export function siteNames(docsRoot: string): SiteNames {
  const list = (dir: string) => (existsSync(join(docsRoot, dir)) ? readdirSync(join(docsRoot, dir)) : []);
  return {
    commands: new Set(
      list('language/commands')
        .filter((f) => /\.mdx?$/.test(f))
        .map((f) => f.replace(/\.mdx?$/, '')),
    ),
    classes: new Set(
      list('language')
        .map((f) => /^(\w+)Class\.mdx?$/.exec(f)?.[1])
        .filter((c): c is string => !!c),
    ),
  };
}

export function checkExamples(source: string, names: SiteNames): ExampleProblem[] {
  const blocks = qodlyScriptBlocks(source).map((block) => ({ block, list: statements(tokenize(block.code)) }));
  const methods = new Set(blocks.flatMap(({ block, list }) => definedMethod(block, list) ?? []));
  const problems: ExampleProblem[] = [];
  for (const { block, list } of blocks) {
    if (!list.length || isNotationBlock(block, list)) continue;
    const findings: Finding[] = [
      ...checkBlocks(list),
      ...checkOperators(list),
      ...checkDeclarations(list, names),
      ...checkCalls(list, { commands: names.commands, methods }),
      ...checkNullComparisons(list),
    ];
    for (const f of findings) {
      problems.push({ line: block.line + f.line, message: f.related === undefined ? f.message : `${f.message} ${block.line + f.related}` });
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * Reference notation rather than code: the first block of a `## Syntax` section, a block whose every
 * statement reads `.member…`, `name( param : type )` or `name : type`, or a block that marks optional parts
 * with braces (`{, begin}`, `{: type}`, `{until | while (…)}`): a `{` that opens an object literal is
 * followed by a property name or `}`, never by a separator or a keyword.
 */
export function isNotationBlock(block: CodeBlock, list: Statement[]): boolean {
  if (block.heading?.text === 'Syntax' && block.firstUnderHeading) return true;
  const optionalPart = list.some(({ tokens }) =>
    tokens.some((t, i) => t.type === 'punctuation' && t.text === '{' && /^(?:operator|keyword)$|^punctuation$/.test(tokens[i + 1]?.type ?? '') && tokens[i + 1].text !== '}'),
  );
  if (optionalPart) return true;
  return list.every(({ tokens }) => {
    const [first] = tokens;
    if (first.type === 'punctuation' && first.text === '.') return true;
    if (first.type === 'keyword' || first.type === 'operator') return false;
    // `name : type` annotations outside a declaration; an object literal's `key: value` has a value, not a type.
    const colons = tokens.filter((t, i) => i > 0 && t.type === 'operator' && t.text === ':').map((t) => tokens[tokens.indexOf(t) + 1]);
    return colons.length > 0 && colons.every((t) => t?.type === 'class-name' || t?.type === 'identifier');
  });
}

/**
 * A project method a block defines: it has a `declare` line, and its title (`title="Method formatPrice"`,
 * `title="formatPrice method"`) or its first comment (`// method: formatPrice`) names it.
 */
function definedMethod(block: CodeBlock, list: Statement[]): string | undefined {
  if (!list.some(({ tokens }) => tokens[0].type === 'keyword' && tokens[0].text === 'declare')) return undefined;
  const label =
    block.title ??
    block.code
      .split('\n')
      .find((l) => l.trim())
      ?.trim() ??
    '';
  const named = /\bmethod:?\s+([A-Za-z_]\w*)|([A-Za-z_]\w*)\s+method\b/i.exec(label);
  return named?.[1] ?? named?.[2];
}

/**
 * A variable of a scalar type (`string`, `number`, `date`…) always holds a value of its type, never `null`:
 * a function that returns null for a `string` result leaves `""` in the variable. So `name == null` is always
 * false and `name != null` always true, and the branch written for the missing value never runs.
 * Variables are the block's `var` declarations and the parameters of its `function`, `constructor` and
 * `declare` lines; a `function` or `constructor` starts a new scope.
 */
import { isDeclaration } from './blocks.ts';
import type { Finding } from './finding.ts';
import { SCALAR_DEFAULTS } from './language.ts';
import type { Statement, Token } from './tokenize.ts';

const isNull = (t: Token | undefined) => t?.type === 'boolean' && t.text === 'null';
const isPunct = (t: Token | undefined, ...texts: string[]) => t?.type === 'punctuation' && texts.includes(t.text);

export function checkNullComparisons(list: Statement[]): Finding[] {
  const findings: Finding[] = [];
  let scalars = new Map<string, string>();
  for (const { tokens } of list) {
    const [first] = tokens;
    if (isDeclaration(tokens)) {
      if (tokens.some((t) => t.type === 'keyword' && (t.text === 'function' || t.text === 'constructor'))) scalars = new Map();
      for (const [name, type] of typedNames(tokens.slice(0, closingIndex(tokens)))) scalars.set(name, type);
      continue;
    }
    if (first.type === 'keyword' && first.text === 'var') {
      const colon = tokens.findIndex((t) => t.type === 'operator' && t.text === ':');
      const type = tokens[colon + 1]?.text ?? '';
      for (const t of tokens.slice(1, Math.max(colon, 0))) if (t.type === 'identifier') scalars.set(t.text, type);
      continue;
    }
    tokens.forEach((op, i) => {
      if (op.type !== 'operator' || (op.text !== '==' && op.text !== '!=')) return;
      const variable = isNull(tokens[i + 1]) ? plainVariable(tokens, i - 1, 'left') : isNull(tokens[i - 1]) ? plainVariable(tokens, i + 1, 'right') : undefined;
      const type = variable && scalars.get(variable);
      if (!variable || !type || !(type in SCALAR_DEFAULTS)) return;
      findings.push({
        line: op.line,
        message: `\`${variable} ${op.text} null\` is always ${op.text === '==' ? 'false' : 'true'}: a variable of type \`${type}\` is never null (empty, it holds ${SCALAR_DEFAULTS[type]}); compare with ${SCALAR_DEFAULTS[type]} instead`,
      });
    });
  }
  return findings;
}

/** `name : type` pairs of a declaration header (parameters, and the property of a `property` line). */
function typedNames(tokens: Token[]): [string, string][] {
  const pairs: [string, string][] = [];
  tokens.forEach((t, i) => {
    if (t.type === 'identifier' && tokens[i + 1]?.type === 'operator' && tokens[i + 1].text === ':' && tokens[i + 2]) pairs.push([t.text, tokens[i + 2].text]);
  });
  return pairs;
}

/** End of the parameter list: a result type after `)` names no variable. */
function closingIndex(tokens: Token[]): number {
  const open = tokens.findIndex((t) => isPunct(t, '('));
  if (open < 0) return tokens.length;
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    if (isPunct(tokens[i], '(')) depth++;
    else if (isPunct(tokens[i], ')') && --depth === 0) return i;
  }
  return tokens.length;
}

/** The operand at `index` when it is a bare variable: not a property (`a.b`), a call, an element or part of a longer expression. */
function plainVariable(tokens: Token[], index: number, side: 'left' | 'right'): string | undefined {
  const t = tokens[index];
  if (t?.type !== 'identifier') return undefined;
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  if (isPunct(before, '.') || isPunct(after, '.', '(', '[')) return undefined;
  // `a + b == null` compares an expression, not the variable.
  if (side === 'left' && before?.type === 'operator' && !['&&', '||', '&', '|', '?', ':', '='].includes(before.text)) return undefined;
  if (side === 'right' && after?.type === 'operator' && !['&&', '||', '&', '|', '?', ':'].includes(after.text)) return undefined;
  return t.text;
}

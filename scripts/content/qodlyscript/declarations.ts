/**
 * Declarations name real types: `var x : type`, parameters and results of `function`, `declare` and
 * `constructor`, and `property` use a basic type, `4D.<Class>` of a class the site documents, or `cs.<Class>`.
 * A declaration with an initial value declares one variable only (`var a, b : integer = 1` is an error).
 */
import { isDeclaration } from './blocks.ts';
import type { Finding } from './finding.ts';
import { BASIC_TYPES } from './language.ts';
import type { Statement, Token } from './tokenize.ts';

export interface TypeNames {
  /** Class names of the `4D` class store that have a page (`File` for `4D.File`). */
  classes: Set<string>;
}

export function checkDeclarations(list: Statement[], names: TypeNames): Finding[] {
  const findings: Finding[] = [];
  for (const { tokens, line } of list) {
    const isVar = tokens[0].type === 'keyword' && tokens[0].text === 'var';
    if (!isVar && !isDeclaration(tokens)) continue;
    const assign = isVar ? tokens.findIndex((t) => t.type === 'operator' && t.text === '=') : -1;
    const header = assign >= 0 ? tokens.slice(0, assign) : tokens;
    if (isVar) {
      const declared = header.slice(1).filter((t) => t.type === 'identifier' || t.type === 'function');
      if (!declared.length) findings.push({ line, message: '`var` declares no variable name' });
      if (assign >= 0 && header.some((t) => t.type === 'punctuation' && t.text === ',')) {
        findings.push({ line, message: 'a declaration with an initial value declares a single variable' });
      }
    }
    header.forEach((t, i) => {
      if (t.type !== 'operator' || t.text !== ':') return;
      const problem = typeProblem(header[i + 1], names);
      if (problem) findings.push({ line: t.line, message: problem });
    });
  }
  return findings;
}

function typeProblem(token: Token | undefined, names: TypeNames): string | undefined {
  if (!token) return 'a type name is missing after `:`';
  if (token.type === 'class-name') {
    const [store, name] = token.text.split('.');
    if (store === 'cs') return undefined;
    if (store === '4D') return names.classes.has(name) ? undefined : `\`${token.text}\` is not a class of the \`4D\` class store documented on this site`;
    if (BASIC_TYPES.has(token.text)) return undefined;
  }
  return `unknown type \`${token.text}\`: use ${[...BASIC_TYPES].join(', ')}, \`4D.<Class>\` or \`cs.<Class>\``;
}

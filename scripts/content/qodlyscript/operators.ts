/**
 * Only QodlyScript's own operators: no unary `!` (negation is `not(…)`), no `:=`, `===`, `++`…, and no
 * character the grammar does not know (`#`, `@` outside a string…). Brackets balance inside each statement.
 */
import type { Finding } from './finding.ts';
import { FOREIGN_OPERATORS, OPERATORS } from './language.ts';
import type { Statement } from './tokenize.ts';

const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

export function checkOperators(list: Statement[]): Finding[] {
  const findings: Finding[] = [];
  for (const { tokens, line } of list) {
    const open: string[] = [];
    let unbalanced = false;
    for (const t of tokens) {
      if (t.type === 'operator' && !OPERATORS.has(t.text)) {
        findings.push({ line: t.line, message: FOREIGN_OPERATORS[t.text] ?? `\`${t.text}\` is not a QodlyScript operator` });
      } else if (t.type === 'unknown') {
        findings.push({ line: t.line, message: `unexpected \`${t.text}\`: not QodlyScript syntax` });
      } else if (t.type === 'punctuation' || (t.type === 'parameter' && t.text === '${')) {
        const ch = t.text === '${' ? '{' : t.text;
        if ('([{'.includes(ch)) open.push(ch);
        else if (ch in PAIRS && open.pop() !== PAIRS[ch]) unbalanced = true;
      }
    }
    if (unbalanced || open.length) findings.push({ line, message: 'unbalanced parentheses or brackets in this statement (continue a statement on the next line with `\\`)' });
  }
  return findings;
}

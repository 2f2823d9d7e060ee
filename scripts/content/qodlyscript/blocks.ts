/**
 * Control structures must nest: `if … else … end`, `switch … : (case) … else … end`, `for`/`forEach`/`while … end`,
 * `repeat … until (…)`, `use (…) … end`, `try … catch … end`. A class function, constructor or method declaration
 * starts a new body, so every structure must be closed before it (QodlyScript has no `end` for functions).
 */
import type { Finding } from './finding.ts';
import { DECLARATIONS, DECLARATION_MODIFIERS, LOOPS } from './language.ts';
import type { Statement, Token } from './tokenize.ts';

interface Open {
  kind: string;
  line: number;
  sawElse: boolean;
  sawCase: boolean;
}

/** Keywords that only ever start a statement (`while`/`until` may also close a `forEach (…)` line). */
const LEADING = new Set([
  'var',
  'declare',
  'if',
  'else',
  'end',
  'switch',
  'for',
  'forEach',
  'while',
  'repeat',
  'until',
  'break',
  'continue',
  'return',
  'use',
  'catch',
  'property',
  'extends',
  'constructor',
]);

const isKeyword = (t: Token | undefined, ...words: string[]) => t?.type === 'keyword' && words.includes(t.text);
const isPunct = (t: Token | undefined, text: string) => t?.type === 'punctuation' && t.text === text;

/** Index just past the parenthesized group that starts at `start`, or -1 when it is not closed. */
export function closingParen(tokens: Token[], start: number): number {
  let depth = 0;
  for (let i = start; i < tokens.length; i++) {
    if (isPunct(tokens[i], '(')) depth++;
    else if (isPunct(tokens[i], ')') && --depth === 0) return i + 1;
  }
  return -1;
}

export function checkBlocks(list: Statement[]): Finding[] {
  const findings: Finding[] = [];
  const stack: Open[] = [];
  const report = (line: number, message: string, related?: number) => findings.push({ line, message, related });
  const top = () => stack[stack.length - 1];
  const closeAllBefore = (line: number, what: string) => {
    for (const open of stack.splice(0)) report(open.line, `\`${open.kind}\` is not closed before the ${what} of line`, line);
  };

  for (const { tokens, line } of list) {
    const [first] = tokens;
    const misplaced = tokens.find(
      (t, i) =>
        i > 0 &&
        t.type === 'keyword' &&
        LEADING.has(t.text) &&
        !(first.text === 'forEach' && /^(?:until|while)$/.test(t.text)) &&
        !(t.text === 'constructor' && isDeclaration(tokens)),
    );
    if (misplaced) report(misplaced.line, `\`${misplaced.text}\` must start its own line`);
    const word = first.type === 'keyword' ? first.text : '';
    // `keyword ( … )` headers: nothing may follow the condition on the same line.
    const header = (kind: string, allowTrailing = false) => {
      if (!isPunct(tokens[1], '(')) return report(line, `\`${kind}\` needs a condition in parentheses`);
      const end = closingParen(tokens, 1);
      if (end < 0) return report(line, `the parenthesis after \`${kind}\` is never closed`);
      if (end < tokens.length && !allowTrailing) report(line, `put the statement after \`${kind} (…)\` on its own line`);
    };
    const alone = () => {
      if (tokens.length > 1) report(line, `\`${word}\` stands alone on its line`);
    };

    if (word === 'if' || word === 'while' || word === 'for' || word === 'use') {
      header(word);
      stack.push({ kind: word, line, sawElse: false, sawCase: false });
    } else if (word === 'forEach') {
      // forEach (item, expression {, begin {, end}}) {until | while (condition)}
      const end = closingParen(tokens, 1);
      header(word, true);
      const rest = end > 0 ? tokens.slice(end) : [];
      if (rest.length && !(isKeyword(rest[0], 'until', 'while') && isPunct(rest[1], '(') && closingParen(rest, 1) === rest.length)) {
        report(line, 'only `until (…)` or `while (…)` may follow `forEach (…)` on its line');
      }
      stack.push({ kind: word, line, sawElse: false, sawCase: false });
    } else if (word === 'switch' || word === 'repeat' || (word === 'try' && !isPunct(tokens[1], '('))) {
      alone();
      stack.push({ kind: word, line, sawElse: false, sawCase: false });
    } else if (word === 'else') {
      alone();
      const open = top();
      if (!open || (open.kind !== 'if' && open.kind !== 'switch')) report(line, '`else` outside an `if` or a `switch`');
      else if (open.sawElse) report(line, `second \`else\` for the \`${open.kind}\` of line`, open.line);
      else open.sawElse = true;
    } else if (word === 'catch') {
      alone();
      const open = top();
      if (open?.kind !== 'try') report(line, '`catch` outside a `try`');
      else if (open.sawElse) report(line, 'second `catch` for the same `try`');
      else open.sawElse = true;
    } else if (word === 'end') {
      alone();
      const open = stack.pop();
      if (!open) report(line, '`end` without an open `if`, `switch`, loop, `use` or `try`');
      else if (open.kind === 'repeat') report(line, '`repeat` is closed by `until (…)`, not `end`');
    } else if (word === 'until') {
      header(word);
      const open = stack.pop();
      if (open?.kind !== 'repeat') report(line, '`until` without a `repeat`');
    } else if (word === 'break' || word === 'continue') {
      alone();
      if (!stack.some((o) => LOOPS.has(o.kind))) report(line, `\`${word}\` outside a loop`);
    } else if (first.type === 'operator' && first.text === ':') {
      const open = top();
      if (open?.kind !== 'switch') report(line, 'a `: (condition)` case outside a `switch`');
      else {
        if (open.sawElse) report(line, 'a case after the `else` of a `switch`');
        open.sawCase = true;
        if (!isPunct(tokens[1], '(')) report(line, 'a `switch` case needs its condition in parentheses: `: (condition)`');
        else {
          const end = closingParen(tokens, 1);
          if (end < 0) report(line, 'the parenthesis of this case is never closed');
          else if (end < tokens.length) report(line, 'put the statement after `: (…)` on its own line');
        }
      }
    } else if (isDeclaration(tokens)) {
      if (stack.length) closeAllBefore(line, `\`${declarationWord(tokens)}\``);
    } else {
      const open = top();
      if (open?.kind === 'switch' && !open.sawCase && !open.sawElse) report(line, 'a `switch` holds `: (condition)` cases; this statement is in none');
    }
  }
  for (const open of stack) {
    report(open.line, open.kind === 'repeat' ? '`repeat` is never closed by `until (…)`' : `\`${open.kind}\` is never closed by \`end\``);
  }
  return findings;
}

function declarationWord(tokens: Token[]): string {
  return tokens.find((t) => t.type === 'keyword' && DECLARATIONS.has(t.text))?.text ?? '';
}

/** `{exposed} {shared} {singleton} {session} {onHTTPGet} function|constructor|property|extends|declare …` */
export function isDeclaration(tokens: Token[]): boolean {
  for (const t of tokens) {
    if (t.type !== 'keyword') return false;
    if (DECLARATIONS.has(t.text)) return true;
    if (!DECLARATION_MODIFIERS.has(t.text)) return false;
  }
  return false;
}

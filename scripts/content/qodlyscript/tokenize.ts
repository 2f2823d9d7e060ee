/**
 * QodlyScript tokens for the example check, from the same Prism grammar that highlights the site's
 * code blocks. The checker's grammar adds what the highlighter leaves as plain text: identifiers and
 * parameter references (`$1`, `${i}`). Anything still unmatched is an `unknown` token the rules report.
 */
import { Prism } from 'prism-react-renderer';
import { qodlyScriptGrammar } from '../../../src/codeLanguages/qodlyscript.ts';

export type TokenType =
  | 'comment'
  | 'string'
  | 'date'
  | 'keyword'
  | 'class-name'
  | 'boolean'
  | 'constant'
  | 'function'
  | 'number'
  | 'operator'
  | 'punctuation'
  | 'parameter'
  | 'identifier'
  | 'unknown';

export interface Token {
  type: TokenType;
  text: string;
  /** 0-based line inside the code block. */
  line: number;
}

/** One logical line: physical lines joined by a trailing `\`, comments set apart. */
export interface Statement {
  tokens: Token[];
  /** 0-based line of its first token. */
  line: number;
  /** Text of the comments on the statement's lines. */
  comments: string[];
}

// Key order is match order: parameter references must win over numbers, identifiers come last.
const { comment, string, ...highlighted } = qodlyScriptGrammar;
const checkerGrammar = {
  comment,
  string,
  parameter: /\$\d+|\$\{/,
  ...highlighted,
  // Variable names may use any Unicode letter (lang-identifiers); property names may contain `$`.
  identifier: /\$?[\p{L}_][\p{L}\p{N}_$]*/u,
};

/** Flat token list of a code block; whitespace is dropped. */
export function tokenize(code: string): Token[] {
  const out: Token[] = [];
  let line = 0;
  for (const t of Prism.tokenize(code, checkerGrammar as unknown as Prism.Grammar)) {
    const text = typeof t === 'string' ? t : String(t.content);
    if (typeof t === 'string') {
      // Plain text left between grammar tokens: whitespace, or characters the language does not have.
      for (const piece of text.split(/(\s+)/)) {
        if (piece && !/^\s+$/.test(piece)) out.push({ type: 'unknown', text: piece, line });
        line += piece.split('\n').length - 1;
      }
    } else {
      out.push({ type: t.type as TokenType, text, line });
      line += text.split('\n').length - 1;
    }
  }
  return out;
}

/** Groups tokens into statements: one per line, except that a line ending in `\` continues on the next. */
export function statements(tokens: Token[]): Statement[] {
  const comments = new Map<number, string[]>();
  for (const t of tokens) if (t.type === 'comment') comments.set(t.line, [...(comments.get(t.line) ?? []), t.text]);
  const code = tokens.filter((t) => t.type !== 'comment');
  const result: Statement[] = [];
  let current: Token[] = [];
  code.forEach((token, i) => {
    const next = code[i + 1];
    const lastOnLine = !next || next.line !== token.line;
    const continuation = token.type === 'operator' && token.text === '\\' && lastOnLine;
    if (!continuation) current.push(token);
    if (lastOnLine && !(continuation && next) && current.length) {
      const lines = new Set(current.map((t) => t.line));
      result.push({ tokens: current, line: current[0].line, comments: [...lines].flatMap((l) => comments.get(l) ?? []) });
      current = [];
    }
  });
  return result;
}

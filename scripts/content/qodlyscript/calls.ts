/**
 * Every name called like a command, `name(…)` or a bare `name` statement, is a command with a page on the
 * site, or a project method of the application: one the page defines, or one the call's line presents as
 * such in a comment (`importOrders()   // app method that …`). Member calls (`obj.name()`) and the names
 * that `function` defines are not command calls.
 */
import type { Finding } from './finding.ts';
import type { Statement } from './tokenize.ts';

const DEFINERS = new Set(['function', 'get', 'set', 'query', 'orderBy']);

export interface Callables {
  /** Commands with a page (file names of `language/commands/`). */
  commands: Set<string>;
  /** Project methods the page defines, by name. */
  methods: Set<string>;
}

export function checkCalls(list: Statement[], callables: Callables): Finding[] {
  const findings: Finding[] = [];
  for (const { tokens, line, comments } of list) {
    const saysMethod = comments.some((c) => /\bmethods?\b/i.test(c));
    const known = (name: string) => callables.commands.has(name) || callables.methods.has(name) || saysMethod;
    if (tokens.length === 1 && tokens[0].type === 'identifier' && !known(tokens[0].text)) {
      findings.push({
        line,
        message: `\`${tokens[0].text}\` is neither a command with a page on this site nor a project method (define it on the page, or say \`// app method\` on the line)`,
      });
      continue;
    }
    tokens.forEach((t, i) => {
      if (t.type !== 'function') return;
      const before = tokens[i - 1];
      if (before?.type === 'punctuation' && before.text === '.') return; // member function
      if (before?.type === 'keyword' && DEFINERS.has(before.text)) return; // function name(…), function get name(…)
      if (!known(t.text))
        findings.push({
          line: t.line,
          message: `\`${t.text}()\` is neither a command with a page on this site nor a project method (define it on the page, or say \`// app method\` on the line)`,
        });
    });
  }
  return findings;
}

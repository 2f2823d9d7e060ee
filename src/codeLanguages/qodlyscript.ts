/**
 * QodlyScript for code blocks (```qs, ```qodlyscript, ```4d), registered through site.config.ts
 * `codeBlocks.additionalLanguages`. The content check (scripts/content/qodlyscript) tokenises examples with the
 * same grammar.
 */
import type { CodeLanguage } from '../../generator/node/config/schema.ts';

/**
 * QodlyScript. Keywords are case-sensitive and never match a member name (`.end`, `4D.Function`);
 * contextual ones (`get`, `set`, `query`, `orderBy` after `function`, `session`/`local` before a
 * declaration) only where they act as keywords. Type names only after a `:` annotation, so `date(…)`
 * and `string(…)` stay command calls. The operator pattern also takes the spellings QodlyScript does
 * not have (`!`, `:=`, `===`, `++`…) as single tokens, so the content check can name them.
 */
export const qodlyScriptGrammar = {
  comment: [
    { pattern: /\/\*[\s\S]*?\*\//, greedy: true },
    { pattern: /\/\/.*/, greedy: true },
  ],
  string: { pattern: /"(?:\\.|[^"\\\r\n])*"/, greedy: true },
  // Date literals such as !2023/01/21! and time literals such as ?12:30:00?
  date: { pattern: /![0-9]{1,4}[/-][0-9]{1,2}[/-][0-9]{1,4}!|!00-00-00!|\?[0-9]{1,2}:[0-9]{2}(?::[0-9]{2})?\?/, alias: 'number' },
  keyword: [
    { pattern: /(\bfunction\s+)(?:get|set|query|orderBy)\b/, lookbehind: true },
    { pattern: /(^|[^.\w$])(?:session|local)(?=\s+(?:singleton|shared|function|constructor|exposed)\b)/, lookbehind: true },
    {
      pattern:
        /(^|[^.\w$])(?:var|declare|if|else|end|switch|forEach|for|while|repeat|until|break|continue|return|function|exposed|shared|singleton|property|constructor|extends|super|this|use|try|catch|onHTTPGet|onHttpGet)\b/,
      lookbehind: true,
    },
  ],
  'class-name': [
    { pattern: /(^|[^.\w$])(?:4D\.[A-Za-z_]\w*|cs\.[A-Za-z_]\w*(?:\.[A-Z]\w*)?)/, lookbehind: true },
    { pattern: /(:\s*)(?:integer|real|number|string|text|boolean|date|time|blob|picture|object|collection|variant|pointer)\b/, lookbehind: true },
  ],
  boolean: /\b(?:true|false|null|undefined)\b/,
  constant: /\bk[A-Z]\w*\b/,
  function: /\b[a-zA-Z_]\w*(?=\s*\()/,
  number: /\b0x[\da-f]+\b|(?:\b\d+(?:\.\d*)?|\B\.\d+)(?:e[+-]?\d+)?/i,
  operator: /:=|===|!==|==|!=|<=|>=|->|=>|&&|\|\||\+\+|--|\+=|-=|\*=|\/=|\^\||<<|>>|\?\?|\?\+|\?-|\*\+|\*\||[-+*/\\%<>=!?:&|^~]/,
  punctuation: /[{}[\];(),.]/,
};

const qodlyScript: CodeLanguage = { names: ['qs', 'qodlyscript', '4d'], grammar: qodlyScriptGrammar, commentsAs: 'js' };
export default qodlyScript;

/**
 * Prism grammars that prism-react-renderer does not bundle: QodlyScript (`qs`), HTTP and shell.
 * Registered on prism-react-renderer's Prism instance; highlighting runs at build time.
 */
import type { Prism as PrismType } from 'prism-react-renderer';

type PrismLike = typeof PrismType;

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

export const httpGrammar = {
  'request-line': {
    pattern: /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s\S+(?:\s+HTTP\/[\d.]+)?/m,
    inside: { keyword: /^[A-Z]+/, url: /\S+/ },
  },
  'status-line': { pattern: /^HTTP\/[\d.]+\s+\d+.*/m, inside: { number: /\b\d{3}\b/ } },
  'header-name': { pattern: /^[\w-]+(?=:)/m, alias: 'property' },
  string: /"(?:\\.|[^"\\])*"/,
  punctuation: /[{}[\],:]/,
};

export const shellGrammar = {
  comment: /(^|\s)#.*/,
  string: { pattern: /"(?:\\.|[^"\\])*"|'[^']*'/, greedy: true },
  variable: /\$\{?\w+\}?/,
  keyword: /\b(?:npm|npx|node|git|cd|export|sudo|apt-get|curl|mkdir|cp|mv|rm)\b/,
  operator: /&&|\|\||[|>]/,
};

export function registerGrammars(prism: PrismLike): void {
  const languages = prism.languages as Record<string, unknown>;
  if (languages.qs) return;
  languages.qs = qodlyScriptGrammar;
  languages.qodlyscript = qodlyScriptGrammar;
  languages['4d'] = qodlyScriptGrammar;
  languages.http = httpGrammar;
  languages.bash = shellGrammar;
  languages.sh = shellGrammar;
  languages.shell = shellGrammar;
}

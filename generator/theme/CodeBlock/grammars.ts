/**
 * Prism grammars that prism-react-renderer does not bundle and every site may use: HTTP and shell. A site adds its
 * own languages through `codeBlocks.additionalLanguages` (see shared/codeLanguages.ts). Registered on
 * prism-react-renderer's Prism instance; highlighting runs at build time.
 */
import type { Prism as PrismType } from 'prism-react-renderer';

type PrismLike = typeof PrismType;

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
  // Each only where no grammar is: a site's prismjs languages (prism.additionalLanguages) may be registered first.
  languages.http ??= httpGrammar;
  languages.bash ??= shellGrammar;
  languages.sh ??= shellGrammar;
  languages.shell ??= shellGrammar;
}

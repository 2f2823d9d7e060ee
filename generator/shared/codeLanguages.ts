/**
 * Languages of code blocks beyond prism-react-renderer's: the generator's own (HTTP, shell) and a site's, each a
 * module named by `codeBlocks.additionalLanguages` whose default export is a CodeLanguage. Build-time highlighting
 * (mdx/plugins/codeBlocks.ts) and the theme's `<CodeBlock>` register them on prism-react-renderer's Prism.
 */

/** A Prism grammar: token names to patterns (see https://prismjs.com/extending.html#language-definitions). */
export type PrismGrammar = Record<string, unknown>;

export interface CodeLanguage {
  /** Its name in code fences (```qs) first, then the other names that mean it (```qodlyscript). */
  names: string[];
  grammar: PrismGrammar;
  /** Magic comments in its code blocks are written as in this language's (`js`: `// highlight-next-line`); unset: any comment syntax. */
  commentsAs?: string;
}

/** Makes each of the language's names a Prism language. */
export function registerLanguage(prism: { languages: object }, language: CodeLanguage): void {
  const languages = prism.languages as Record<string, unknown>;
  for (const name of language.names) languages[name] = language.grammar;
}

/** Whether `value` (a site module's default export) is a CodeLanguage. */
export function isCodeLanguage(value: unknown): value is CodeLanguage {
  const v = value as Partial<CodeLanguage> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.names) &&
    v.names.length > 0 &&
    v.names.every((n) => typeof n === 'string' && n.length > 0) &&
    typeof v.grammar === 'object' &&
    v.grammar !== null &&
    (v.commentsAs === undefined || typeof v.commentsAs === 'string')
  );
}

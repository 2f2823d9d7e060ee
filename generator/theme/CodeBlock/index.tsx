/**
 * `@theme/CodeBlock` as Docusaurus pages use it: `<CodeBlock language="js" title="x.js" showLineNumbers>{code}</CodeBlock>`.
 * The code is highlighted while rendering, so prerendered and hydrated HTML are the same; its Prism code loads only
 * on pages that import this. Markdown code blocks arrive highlighted at build time and are passed through as they are.
 */
import type { ReactNode } from 'react';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import CodeBlock from './CodeBlock.tsx';
import siteLanguages from '@generated/code-languages';
import { registerLanguage } from '../../shared/codeLanguages.ts';
import { registerGrammars } from './grammars.ts';

registerGrammars(Prism);
for (const language of siteLanguages) registerLanguage(Prism, language);

export interface DocusaurusCodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: string;
  showLineNumbers?: boolean | number;
}

function Lines({ code, language }: { code: string; language: string }) {
  const grammar = Prism.languages[language];
  const lines = grammar ? normalizeTokens(Prism.tokenize(code, grammar)) : code.split('\n').map((line) => [{ types: ['plain'], content: line }]);
  return (
    <>
      {lines.map((tokens, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed string never move
        <span key={i} className="code-line">
          {/* A blank line is one `empty` "\n" token: skipped, or the copied text has two line breaks. */}
          {tokens
            .filter((t) => t.content !== '\n')
            .map((t, j) => {
              const types = t.types.filter((type) => type !== 'plain');
              return types.length ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the tokens of a fixed line never move
                <span key={j} className={`token ${types.join(' ')}`}>
                  {t.content}
                </span>
              ) : (
                t.content
              );
            })}
          {i < lines.length - 1 ? '\n' : null}
        </span>
      ))}
    </>
  );
}

export default function DocusaurusCodeBlock({ children, language, className, title, showLineNumbers, ...rest }: DocusaurusCodeBlockProps) {
  if (typeof children !== 'string')
    return (
      <CodeBlock className={className} data-title={title} {...rest}>
        {children}
      </CodeBlock>
    );
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'plain';
  const numbered = showLineNumbers !== undefined && showLineNumbers !== false;
  return (
    <CodeBlock
      data-title={title}
      data-language={lang}
      {...(numbered ? { 'data-line-numbers': 'true' } : {})}
      {...(typeof showLineNumbers === 'number' ? { 'data-line-start': String(showLineNumbers) } : {})}
    >
      <code className={`language-${lang}`}>
        <Lines code={children.replace(/\n$/, '')} language={lang} />
      </code>
    </CodeBlock>
  );
}

/**
 * Code blocks: build-time highlighting with prism-react-renderer's Prism (so readers download no highlighter),
 * plus Docusaurus meta: ```qs title="Example" {1,4-6}. The result is a <pre> the theme's CodeBlock renders.
 */
import type { Root, Element, ElementContent } from 'hast';
import { visit } from 'unist-util-visit';
import { toHtml } from 'hast-util-to-html';
import { valueToEstree } from 'estree-util-value-to-estree';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { registerGrammars } from '../../../theme/CodeBlock/grammars.ts';

registerGrammars(Prism);

export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  showLineNumbers: boolean;
}

export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), showLineNumbers: false };
  if (!meta) return result;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, ''));
  if (ranges) {
    for (const part of ranges[1].split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!Number.isFinite(a)) continue;
      for (let n = a; n <= (Number.isFinite(b) ? b : a); n++) result.highlight.add(n);
    }
  }
  result.showLineNumbers = /\bshowLineNumbers\b/.test(meta);
  return result;
}

const LANGUAGE_ALIASES: Record<string, string> = { qodlyscript: 'qs', '4d': 'qs', shell: 'bash', sh: 'bash', text: 'plain', txt: 'plain' };

export function highlightLines(code: string, language: string): ElementContent[][] {
  const grammar = Prism.languages[language];
  const tokens = grammar ? normalizeTokens(Prism.tokenize(code, grammar)) : code.split('\n').map((line) => [{ types: ['plain'], content: line }]);
  return tokens.map((line) =>
    line
      .filter((t) => t.content !== '')
      .map((t): ElementContent => {
        const types = t.types.filter((ty) => ty !== 'plain');
        return types.length
          ? { type: 'element', tagName: 'span', properties: { className: ['token', ...types] }, children: [{ type: 'text', value: t.content }] }
          : { type: 'text', value: t.content };
      }),
  );
}

export default function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const rawLanguage = classes.find((c) => c.startsWith('language-'))?.slice(9) ?? 'plain';
      const language = LANGUAGE_ALIASES[rawLanguage] ?? rawLanguage;
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const text = code.children.map((c) => ('value' in c ? String(c.value) : '')).join('').replace(/\n$/, '');
      const lines = highlightLines(text, language);
      const children: ElementContent[] = [];
      lines.forEach((tokens, i) => {
        const className = ['code-line'];
        if (meta.highlight.has(i + 1)) className.push('code-line--highlighted');
        children.push({ type: 'element', tagName: 'span', properties: { className }, children: tokens });
        if (i < lines.length - 1) children.push({ type: 'text', value: '\n' });
      });
      // The highlighted lines go in as one HTML string: far smaller page chunks than one JSX call per token.
      const html = toHtml(children);
      // Later plugins (search sections) still need the plain code text.
      node.data = { ...(node.data ?? {}), codeText: text } as never;
      const index = node.children.indexOf(code);
      node.children[index] = {
        type: 'mdxJsxTextElement',
        name: 'code',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'className', value: `language-${language}` },
          {
            type: 'mdxJsxAttribute',
            name: 'dangerouslySetInnerHTML',
            value: {
              type: 'mdxJsxAttributeValueExpression',
              value: '',
              data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: valueToEstree({ __html: html }) }] } },
            },
          },
        ],
        children: [],
      } as never;
      node.properties = {
        ...node.properties,
        dataLanguage: rawLanguage,
        ...(meta.title ? { dataTitle: meta.title } : {}),
        ...(meta.showLineNumbers ? { dataLineNumbers: 'true' } : {}),
      };
    });
  };
}

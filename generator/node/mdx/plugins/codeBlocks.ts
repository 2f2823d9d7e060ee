/**
 * Code blocks: build-time highlighting with prism-react-renderer's Prism (so readers download no highlighter),
 * plus Docusaurus meta: ```js title="Example" {1,4-6} showLineNumbers=5, and magic comments
 * (`// highlight-next-line`, `// highlight-start` … `// highlight-end`, or the site's own) in each language's
 * comment syntax, removed from the code and turned into line classes. The result is a <pre> the theme's
 * CodeBlock renders.
 */
import type { Root, Element, ElementContent } from 'hast';
import { walk } from './walk.ts';
import { toHtml } from 'hast-util-to-html';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import type { VFile } from 'vfile';
import { registerGrammars } from '../../../theme/CodeBlock/grammars.ts';
import { commentsAs, languageNames } from '../codeLanguages.ts';

registerGrammars(Prism);

export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

/** Docusaurus's default: `highlight-next-line` and `highlight-start`/`highlight-end` highlight. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  { className: 'code-line--highlighted', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
];

export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  showLineNumbers: boolean;
  /** `showLineNumbers=5`: the first line's number. */
  lineNumbersStart: number;
}

export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), showLineNumbers: false, lineNumbersStart: 1 };
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
  const numbers = /\bshowLineNumbers(?:=(\d+))?(?![\w=])/.exec(meta);
  result.showLineNumbers = Boolean(numbers);
  if (numbers?.[1]) result.lineNumbersStart = Number(numbers[1]);
  return result;
}

/** Comment syntaxes (as regex sources), the way Docusaurus's theme knows them. */
const COMMENT_STYLES: Record<string, { start: string; end: string }> = {
  js: { start: '\\/\\/', end: '' },
  jsBlock: { start: '\\/\\*', end: '\\*\\/' },
  jsx: { start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}' },
  bash: { start: '#', end: '' },
  html: { start: '<!--', end: '-->' },
  lua: { start: '--', end: '' },
  wasm: { start: ';;', end: '' },
  tex: { start: '%', end: '' },
  vb: { start: "['‘’]", end: '' },
  vbnet: { start: "(?:_\\s*)?['‘’]", end: '' },
  rem: { start: '[Rr][Ee][Mm]\\b', end: '' },
  f: { start: '!', end: '' },
  ml: { start: '\\(\\*', end: '\\*\\)' },
  cobol: { start: '\\*>', end: '' },
};

/** The comment syntaxes a language's magic comments may be written in (all of them for an unknown language). */
function commentStyles(language: string): string[] {
  switch (commentsAs.get(language) ?? language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
    case 'c':
    case 'cpp':
    case 'java':
    case 'csharp':
    case 'cs':
    case 'go':
    case 'rust':
    case 'swift':
    case 'kotlin':
    case 'php':
    case 'scss':
    case 'less':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
    case 'xml':
    case 'markup':
    case 'svg':
    case 'vue':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
    case 'sh':
    case 'shell':
    case 'zsh':
    case 'yaml':
    case 'yml':
    case 'toml':
    case 'ruby':
    case 'rb':
    case 'r':
    case 'perl':
    case 'powershell':
    case 'dockerfile':
    case 'makefile':
      return ['bash'];
    case 'markdown':
    case 'md':
    case 'mdx':
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    case 'wasm':
      return ['wasm'];
    case 'vb':
    case 'vba':
    case 'visual-basic':
      return ['vb', 'rem'];
    case 'vbnet':
      return ['vbnet', 'rem'];
    case 'batch':
      return ['rem'];
    case 'basic':
      return ['rem', 'f'];
    case 'fsharp':
      return ['js', 'ml'];
    case 'ocaml':
    case 'sml':
      return ['ml'];
    case 'fortran':
      return ['f'];
    case 'cobol':
      return ['cobol'];
    default:
      return Object.keys(COMMENT_STYLES);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Removes magic comment lines and returns the classes of the remaining lines (0-based). With a `{1,3-5}` range in
 * the meta string, magic comments are left as they are and the range gets the first magic comment's class, as in
 * Docusaurus.
 */
export function applyMagicComments(code: string, language: string, meta: CodeMeta, magicComments: MagicComment[]): { code: string; lineClasses: Map<number, string[]> } {
  const lineClasses = new Map<number, string[]>();
  const add = (line: number, className: string) => {
    const list = lineClasses.get(line) ?? [];
    if (!list.includes(className)) list.push(className);
    lineClasses.set(line, list);
  };
  if (meta.highlight.size) {
    const className = magicComments[0]?.className ?? DEFAULT_MAGIC_COMMENTS[0].className;
    for (const n of meta.highlight) add(n - 1, className);
    return { code, lineClasses };
  }
  const directives = new Map<string, { className: string; kind: 'line' | 'start' | 'end' }>();
  for (const c of magicComments) {
    if (c.line) directives.set(c.line, { className: c.className, kind: 'line' });
    if (c.block) {
      directives.set(c.block.start, { className: c.className, kind: 'start' });
      directives.set(c.block.end, { className: c.className, kind: 'end' });
    }
  }
  if (![...directives.keys()].some((d) => code.includes(d))) return { code, lineClasses };
  const styles = commentStyles(language).map((name) => COMMENT_STYLES[name]);
  const names = [...directives.keys()].map(escapeRegExp).join('|');
  const pattern = new RegExp(`^\\s*(?:${styles.map((s) => s.start).join('|')})\\s*(${names})\\s*(?:${[...new Set(styles.map((s) => s.end))].join('|')})\\s*$`);
  const lines = code.split('\n');
  const open = new Map<string, number[]>();
  const pending: { className: string; line: number }[] = [];
  const out: string[] = [];
  for (const line of lines) {
    const match = pattern.exec(line);
    const directive = match && directives.get(match[1]);
    if (!directive) {
      out.push(line);
      continue;
    }
    if (directive.kind === 'line') pending.push({ className: directive.className, line: out.length });
    else if (directive.kind === 'start') open.set(directive.className, [...(open.get(directive.className) ?? []), out.length]);
    else {
      const starts = open.get(directive.className) ?? [];
      const start = starts.pop();
      if (start !== undefined) for (let n = start; n < out.length; n++) add(n, directive.className);
    }
  }
  for (const { className, line } of pending) if (line < out.length) add(line, className);
  return { code: out.join('\n'), lineClasses };
}

const LANGUAGE_ALIASES: Record<string, string> = { shell: 'bash', sh: 'bash', text: 'plain', txt: 'plain' };

export function highlightLines(code: string, language: string): ElementContent[][] {
  const grammar = Prism.languages[language];
  const tokens = grammar ? normalizeTokens(Prism.tokenize(code, grammar)) : code.split('\n').map((line) => [{ types: ['plain'], content: line }]);
  return tokens.map((line) =>
    line
      // A blank line comes back as one `empty` "\n" token: kept, it doubles the line break in copied text.
      .filter((t) => t.content !== '' && t.content !== '\n')
      .map((t): ElementContent => {
        const types = t.types.filter((ty) => ty !== 'plain');
        return types.length
          ? { type: 'element', tagName: 'span', properties: { className: ['token', ...types] }, children: [{ type: 'text', value: t.content }] }
          : { type: 'text', value: t.content };
      }),
  );
}

/**
 * `{ __html: html }` as an expression, the tree estree-util-value-to-estree makes of it (a string key is a literal),
 * built directly: the library's general walk over the value (references, prototypes, descriptors) was a third of
 * this plugin's time.
 */
function htmlObject(html: string) {
  return {
    type: 'ObjectExpression',
    properties: [
      { type: 'Property', method: false, shorthand: false, computed: false, kind: 'init', key: { type: 'Literal', value: '__html' }, value: { type: 'Literal', value: html } },
    ],
  };
}

export default function rehypeCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const magicComments = file.data.magicComments ?? DEFAULT_MAGIC_COMMENTS;
    walk(tree as Root | ElementContent, (node) => {
      if (node.type !== 'element' || node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const rawLanguage = classes.find((c) => c.startsWith('language-'))?.slice(9) ?? 'plain';
      const language = LANGUAGE_ALIASES[rawLanguage] ?? languageNames.get(rawLanguage) ?? rawLanguage;
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const raw = code.children
        .map((c) => ('value' in c ? String(c.value) : ''))
        .join('')
        .replace(/\n$/, '');
      const { code: text, lineClasses } = applyMagicComments(raw, rawLanguage.toLowerCase(), meta, magicComments);
      const lines = highlightLines(text, language);
      const children: ElementContent[] = [];
      lines.forEach((tokens, i) => {
        const className = ['code-line', ...(lineClasses.get(i) ?? [])];
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
              data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: htmlObject(html) }] } },
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
        ...(meta.showLineNumbers && meta.lineNumbersStart !== 1 ? { dataLineStart: String(meta.lineNumbersStart) } : {}),
      };
    });
  };
}

/**
 * A page's own imports, as Docusaurus resolves them: from the page's folder. The compiled module is written to the
 * cache, so relative specifiers become absolute paths; `require('./x.png')` in JSX (allowed by Docusaurus's webpack,
 * not by an ES module) becomes a namespace import, so `.default` is what Docusaurus gives. Every import is recorded
 * with its position: the compile stage checks that each one resolves and names the page's line when it does not.
 */
import type { Program, Node, ImportDeclaration } from 'estree';
import type { VFile } from 'vfile';
import { dirname, resolve } from 'node:path';

export interface ModuleImport {
  /** As written in the page. */
  specifier: string;
  line?: number;
  column?: number;
}

type Located = Node & { loc?: { start: { line: number; column: number } } | null };
type StringLiteral = { type: 'Literal'; value: string; raw?: string };

/** What MDX itself imports into every page (its JSX runtime and the provider of components). */
const COMPILER_IMPORTS = new Set(['react/jsx-runtime', 'react/jsx-dev-runtime', '@mdx-js/react']);

const isRelative = (specifier: string) => specifier.startsWith('./') || specifier.startsWith('../');

/** Visits every node of an estree, parent first; `replace` swaps the node in its parent. */
function walk(node: unknown, visit: (node: Node, replace: (next: Node) => void) => void): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || key === 'range' || key === 'position') continue;
    const children = Array.isArray(value) ? value : [value];
    children.forEach((child, i) => {
      if (!child || typeof child !== 'object' || typeof (child as Node).type !== 'string') return;
      visit(child as Node, (next) => {
        if (Array.isArray(value)) value[i] = next;
        else (node as Record<string, unknown>)[key] = next;
      });
      walk(child, visit);
    });
  }
}

function stringLiteral(node: unknown): node is StringLiteral {
  return Boolean(node && (node as StringLiteral).type === 'Literal' && typeof (node as StringLiteral).value === 'string');
}

export default function recmaImports() {
  return (tree: Program, file: VFile) => {
    const from = file.path ? dirname(file.path) : undefined;
    const imports: ModuleImport[] = [];
    const required: ImportDeclaration[] = [];
    const record = (at: Located, source: StringLiteral) => {
      // The compiler's own imports (JSX runtime, MDX provider) are not the page's. Those a remark plugin adds
      // (npm2yarn's @theme/Tabs) are, though, like theirs, they have no position in the page.
      if (!at.loc && COMPILER_IMPORTS.has(source.value)) return;
      imports.push(at.loc ? { specifier: source.value, line: at.loc.start.line, column: at.loc.start.column + 1 } : { specifier: source.value });
      if (from && isRelative(source.value)) {
        source.value = resolve(from, source.value);
        delete source.raw;
      }
    };
    // Import and export declarations are top-level; only a page that mentions require( or import( is walked through.
    for (const node of tree.body) {
      if ((node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') && stringLiteral(node.source))
        record(node as Located, node.source);
    }
    if (!/\b(require|import)\s*\(/.test(String(file.value))) {
      file.data.imports = imports;
      return;
    }
    walk(tree, (node, replace) => {
      const located = node as Located;
      if (node.type === 'ImportExpression' && stringLiteral(node.source)) {
        record(located, node.source);
      } else if (
        node.type === 'CallExpression' &&
        node.callee.type === 'Identifier' &&
        node.callee.name === 'require' &&
        node.arguments.length === 1 &&
        stringLiteral(node.arguments[0])
      ) {
        const source = node.arguments[0];
        record(located, source);
        const name = `__require${required.length}`;
        required.push({
          type: 'ImportDeclaration',
          specifiers: [{ type: 'ImportNamespaceSpecifier', local: { type: 'Identifier', name } }],
          source: { type: 'Literal', value: source.value },
          attributes: [],
        } as ImportDeclaration);
        replace({ type: 'Identifier', name });
      }
    });
    tree.body.unshift(...required);
    file.data.imports = imports;
  };
}

/**
 * ESM nodes that plugins add to a page (`mdxjsEsm`, with the estree MDX compiles them from): the imports of the
 * components a plugin substitutes (Mermaid, Details) and the module's own exports (`toc`).
 */
import type { Program, Statement, ModuleDeclaration, Expression } from 'estree';

/** An `mdxjsEsm` node; `value` is the statement's text, for plugins that read imports back from it. */
export function esmNode(body: (Statement | ModuleDeclaration)[], value = ''): never {
  const estree: Program = { type: 'Program', sourceType: 'module', body };
  return { type: 'mdxjsEsm', value, data: { estree } } as never;
}

/**
 * `import name from 'source'`. `at` (a line and a 1-based column) gives the import a position in the page: a page's
 * imports are checked and bundled by their position, and one placed for the page is the page's own.
 */
export function importDefault(name: string, source: string, at?: { line: number; column: number }): never {
  const point = at && { line: at.line, column: at.column - 1 };
  return esmNode(
    [
      {
        type: 'ImportDeclaration',
        ...(point && { loc: { start: point, end: point } }),
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: source, raw: `'${source}'` },
        attributes: [],
      },
    ],
    `import ${name} from '${source}'`,
  );
}

/** `export const name = value`, the value given as an estree expression. */
export function exportConst(name: string, init: Expression): never {
  return esmNode([
    {
      type: 'ExportNamedDeclaration',
      specifiers: [],
      attributes: [],
      declaration: { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }] },
    },
  ]);
}

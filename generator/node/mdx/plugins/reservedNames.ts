/**
 * A page may import a binding named like the functions MDX declares in every compiled page (`MDXContent`, its default
 * export, and `_createMdxContent`): `import MDXContent from '@theme/MDXContent'`, which Docusaurus sites write. The
 * compiled module would then declare the name twice. The page's binding is renamed, with every reference to it;
 * MDX's own declaration keeps its name. (Docusaurus 3.10 refuses such a page: "Identifier 'MDXContent' has already
 * been declared".) A page that exports a declaration of that name is an error at its line: the export is the
 * page's, its name cannot change.
 */
import type { Identifier, Node, Pattern, Program } from 'estree';

const RESERVED = ['MDXContent', '_createMdxContent'];

/** Visits every node with its parent and the key it sits under. */
function walk(node: Node, parent: Node | undefined, key: string, visit: (node: Node, parent: Node | undefined, key: string) => void): void {
  visit(node, parent, key);
  for (const [childKey, value] of Object.entries(node)) {
    if (childKey === 'loc' || childKey === 'range' || childKey === 'position') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof (child as Node).type === 'string') walk(child as Node, node, childKey, visit);
    }
  }
}

/** An identifier that names a binding (not a property name, nor the name of MDX's own function). */
function isReference(parent: Node | undefined, key: string): boolean {
  if (!parent) return true;
  if (parent.type === 'FunctionDeclaration' && key === 'id') return false;
  if (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) return false;
  if (parent.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand) return false;
  if (parent.type === 'ImportSpecifier' && key === 'imported') return false;
  if (parent.type === 'ExportSpecifier' && key === 'exported') return false;
  return true;
}

/** The names a declaration's pattern binds (`x`, `{ a, b: c }`, `[d, ...e]`, `f = 1`). */
function boundNames(pattern: Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'ObjectPattern':
      return pattern.properties.flatMap((p) => boundNames(p.type === 'RestElement' ? p.argument : p.value));
    case 'ArrayPattern':
      return pattern.elements.flatMap((e) => (e ? boundNames(e) : []));
    case 'RestElement':
      return boundNames(pattern.argument);
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    default:
      return [];
  }
}

/** An `export const|function|class` of a reserved name: an error at its line (a column counted from 1, as MDX's). */
function refuseExportedDeclarations(tree: Program): void {
  for (const statement of tree.body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) continue;
    const declaration = statement.declaration;
    const names = declaration.type === 'VariableDeclaration' ? declaration.declarations.flatMap((d) => boundNames(d.id)) : [declaration.id.name];
    const name = names.find((n) => RESERVED.includes(n));
    if (!name) continue;
    const reason = `the page exports "${name}", the name of a function MDX declares in every compiled page: give yours another name`;
    throw Object.assign(new Error(reason), { line: statement.loc?.start.line, column: statement.loc ? statement.loc.start.column + 1 : undefined });
  }
}

export default function recmaReservedNames() {
  return (tree: Program) => {
    refuseExportedDeclarations(tree);
    const clashing = RESERVED.filter((name) => tree.body.some((statement) => statement.type === 'ImportDeclaration' && statement.specifiers.some((s) => s.local.name === name)));
    // Nearly every page imports neither: its tree is not walked.
    if (!clashing.length) return;
    const used = new Set<string>();
    walk(tree, undefined, '', (node) => {
      if (node.type === 'Identifier') used.add(node.name);
    });
    for (const name of clashing) {
      let alias = `_page${name}`;
      while (used.has(alias)) alias = `_${alias}`;
      used.add(alias);
      walk(tree, undefined, '', (node, parent, key) => {
        if (node.type !== 'Identifier' || node.name !== name || !isReference(parent, key)) return;
        // `{ MDXContent }` (shorthand) keeps its key: only the value is the binding (a node of its own: the parser may
        // have made key and value one object).
        if (parent?.type === 'Property' && parent.shorthand) {
          if (key === 'value') {
            parent.shorthand = false;
            parent.value = { type: 'Identifier', name: alias } satisfies Identifier;
          }
          return;
        }
        node.name = alias;
      });
    }
  };
}

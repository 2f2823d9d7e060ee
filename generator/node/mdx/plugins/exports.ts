/** Adds `export const toc = …` to the compiled module so the page chunk carries its own table of contents. */
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { valueToEstree } from 'estree-util-value-to-estree';

export default function rehypeExportToc() {
  return (tree: Root, file: VFile) => {
    // Every level, as Docusaurus exports it: the theme cuts it to the page's levels, TOCInline to its own.
    const toc = file.data.tocAll ?? file.data.toc ?? [];
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              specifiers: [],
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: valueToEstree(toc) }],
              },
            },
          ],
        },
      },
    } as never);
  };
}

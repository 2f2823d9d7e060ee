/** Adds `export const toc = …` to the compiled module so the page chunk carries its own table of contents. */
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { valueToEstree } from 'estree-util-value-to-estree';
import { exportConst } from './esm.ts';

export default function rehypeExportToc() {
  return (tree: Root, file: VFile) => {
    // Every level, as Docusaurus exports it: the theme cuts it to the page's levels, TOCInline to its own.
    const toc = file.data.tocAll ?? file.data.toc ?? [];
    tree.children.unshift(exportConst('toc', valueToEstree(toc)));
  };
}

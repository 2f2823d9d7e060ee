/**
 * `<details>` written in a page (HTML in a `.md` page, JSX in an `.mdx` one) renders through `@theme/Details`,
 * as in Docusaurus, whose MDX components map `details`. Mapping it in the shell's MDX components would put the
 * component in every page's first-load JavaScript; instead, only a page that has a `<details>` imports it:
 * this plugin adds `import … from '@theme/Details'` and turns each `details` element into that component.
 * `<summary>` stays an element: the component takes it out of its children.
 */
import type { Root, RootContent } from 'hast';
import type { Point } from 'unist';
import { walk } from './walk.ts';
import { importDefault } from './esm.ts';
import type { VFile } from 'vfile';

/** The page's name for the component: not a name an author would write, and not a lowercase tag for MDX. */
export const DETAILS_COMPONENT = '_ThemeDetails';
export const DETAILS_MODULE = '@theme/Details';

/** An MDX JSX node in the hast tree (`<details>` written in an `.mdx` page). */
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
}

export default function rehypeDetails() {
  return (tree: Root, file: VFile) => {
    // A <details> element comes from the page's own HTML or JSX: without the word, most pages skip the walk.
    if (!/details/i.test(String(file.value))) return;
    let found: Point | undefined;
    walk(tree as Root | RootContent, (node) => {
      if (node.type === 'element' && node.tagName === 'details') {
        // An HTML element named like a component: MDX turns its properties into React props (class, style, aria-*)
        // and, the name being in scope through the import, calls the component.
        node.tagName = DETAILS_COMPONENT;
        found ??= node.position?.start ?? { line: 1, column: 1 };
        return;
      }
      const jsx = node as unknown as JsxElement;
      if ((jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') && jsx.name === 'details') {
        jsx.name = DETAILS_COMPONENT;
        found ??= (node as { position?: { start: Point } }).position?.start ?? { line: 1, column: 1 };
      }
    });
    // Placed at the first `<details>`: a page's imports are checked and bundled by their position in the page (the
    // compiler's own imports have none), and this one is the page's as much as a written one.
    if (found) tree.children.unshift(importDefault(DETAILS_COMPONENT, DETAILS_MODULE, found));
  };
}

/**
 * Every id the page really has, for the anchor check: heading ids, ids written in HTML (`<a id="x">`, raw HTML of
 * .md pages) and in JSX (`<div id="x">`), footnotes. A link to `#x` is broken only when `x` is none of them.
 */
import type { Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { walk } from './walk.ts';

interface JsxNode {
  type: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
}

export default function rehypeCollectIds() {
  return (tree: Root, file: VFile) => {
    const ids = new Set<string>();
    walk(tree as Root | RootContent, (node) => {
      if (node.type === 'element') {
        const { id, name } = node.properties;
        if (typeof id === 'string' && id) ids.add(id);
        // `<a name="x">` is an anchor too.
        if (node.tagName === 'a' && typeof name === 'string' && name) ids.add(name);
        return;
      }
      const jsx = node as unknown as JsxNode;
      if (jsx.type === 'mdxJsxFlowElement' || jsx.type === 'mdxJsxTextElement') {
        for (const attribute of jsx.attributes ?? []) {
          if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'id' || attribute.name === 'name') && typeof attribute.value === 'string' && attribute.value)
            ids.add(attribute.value);
        }
      }
    });
    file.data.ids = [...ids];
  };
}

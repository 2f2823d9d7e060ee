/**
 * Blog posts (file.data.blogPost): the body's own `# Title` is taken out, as Docusaurus does (the theme shows the
 * post's title above it), and what follows the truncation marker is wrapped in `<BlogPostRest>`. One module then
 * renders both: the whole post on its page, the summary in the lists (which give BlogPostRest as nothing). The marker
 * is found by its place in the text (file.data.truncateAt), whatever node it became: a comment is not in the tree.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';

/** The component that holds a post's text after the truncation marker. */
export const REST_COMPONENT = 'BlogPostRest';

const isBlank = (node: RootContent) => node.type === 'text' && !node.value.trim();

export default function rehypeBlogPost() {
  return (tree: Root, file: VFile) => {
    if (!file.data.blogPost) return;
    const first = tree.children.find((n) => n.type !== 'mdxjsEsm' && !isBlank(n));
    if (first?.type === 'element' && (first as Element).tagName === 'h1') tree.children.splice(tree.children.indexOf(first), 1);
    const at = file.data.truncateAt;
    if (at === undefined) return;
    const split = tree.children.findIndex((n) => n.position?.start.offset !== undefined && n.position.start.offset >= at);
    if (split < 0) return;
    const rest = tree.children.slice(split).filter((n) => n.type !== 'mdxjsEsm');
    const kept = tree.children.slice(split).filter((n) => n.type === 'mdxjsEsm');
    tree.children.splice(split, tree.children.length - split, ...kept, {
      type: 'mdxJsxFlowElement',
      name: REST_COMPONENT,
      attributes: [],
      children: rest as ElementContent[],
    } as never);
  };
}

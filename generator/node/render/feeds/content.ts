/**
 * A post's content as the feeds carry it, as Docusaurus makes it: the HTML inside the post page's
 * `#__blog-post-container`, read from the page's prerendered body, links and images made absolute.
 */
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export const POST_CONTAINER_ID = '__blog-post-container';

function findById(node: Node, id: string): Element | undefined {
  if ('attrs' in node && node.attrs.some((a) => a.name === 'id' && a.value === id)) return node as Element;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    const found = findById(child, id);
    if (found) return found;
  }
  // A <template>'s content is a fragment of its own.
  return 'content' in node ? findById((node as DefaultTreeAdapterMap['template']).content, id) : undefined;
}

function absolutise(node: Node, base: string): void {
  if ('attrs' in node) {
    for (const attr of node.attrs) {
      if ((node.tagName === 'a' && attr.name === 'href') || (node.tagName === 'img' && attr.name === 'src')) attr.value = new URL(attr.value, base).href;
      else if (node.tagName === 'img' && attr.name === 'srcset')
        attr.value = attr.value
          .split(',')
          .map((candidate) => candidate.trim().replace(/^\S+/, (url) => new URL(url, base).href))
          .join(', ');
    }
  }
  if ('childNodes' in node) for (const child of node.childNodes) absolutise(child, base);
}

/** The post's content HTML from its page body, with URLs absolute against `postUrl`; undefined if the body has none. */
export function feedContent(body: string, postUrl: string): string | undefined {
  const container = findById(parseFragment(body), POST_CONTAINER_ID);
  if (!container) return undefined;
  absolutise(container, postUrl);
  return serialize(container);
}

/** h2/h3 with a visible-on-hover anchor link, the target of TOC links and search results. */
import type { HTMLAttributes, ReactNode } from 'react';

export function textOf(node: ReactNode): string {
  if (node == null || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}

export function makeHeading(Tag: 'h2' | 'h3') {
  return function Heading({ id, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} className="anchor" {...rest}>
        {children}
        {id && (
          <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${textOf(children)}`} title={`Direct link to ${textOf(children)}`}>
            #
          </a>
        )}
      </Tag>
    );
  };
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * `@theme/Heading` as Docusaurus's: `<Heading as="h3" id="x">`; an h1, or a heading without an id, has no anchor link.
 * (The classic template's home page and components use it.)
 */
export default function Heading({ as: As, id, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { as: HeadingTag }) {
  if (As === 'h1' || !id) {
    return <As {...rest}>{children}</As>;
  }
  return (
    <As {...rest} id={id} className={rest.className ? `anchor ${rest.className}` : 'anchor'}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${textOf(children)}`} title={`Direct link to ${textOf(children)}`}>
        #
      </a>
    </As>
  );
}

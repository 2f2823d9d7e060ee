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

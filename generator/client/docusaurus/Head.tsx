/**
 * `@docusaurus/Head`: a page's own `<title>` and `<meta>` tags, applied in the browser once the page shows. The
 * prerendered head comes from front matter (title, description, image), which is where Docusaurus sites set them too.
 */
import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';

function apply(child: ReactElement<Record<string, unknown>>): void {
  const props = child.props;
  if (child.type === 'title') {
    document.title = Children.toArray(props.children as ReactNode).join('');
    return;
  }
  if (child.type !== 'meta' && child.type !== 'link') return;
  const key = child.type === 'meta' ? (['name', 'property'] as const).find((k) => props[k]) : undefined;
  const selector = key ? `meta[${key}="${CSS.escape(String(props[key]))}"]` : undefined;
  const element = (selector && document.head.querySelector(selector)) || document.head.appendChild(document.createElement(child.type));
  for (const [name, value] of Object.entries(props)) if (typeof value === 'string') element.setAttribute(name, value);
}

export default function Head({ children }: { children?: ReactNode }) {
  useEffect(() => {
    Children.forEach(children, (child) => {
      if (isValidElement(child)) apply(child as ReactElement<Record<string, unknown>>);
    });
  }, [children]);
  return null;
}

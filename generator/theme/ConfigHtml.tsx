/**
 * HTML from the site's configuration (a navbar or footer `html` item, the footer's copyright, the announcement), shown
 * as written, as Docusaurus shows it. It is the site authors' own markup, never a reader's input.
 */
import { createElement, type HTMLAttributes } from 'react';

export default function ConfigHtml({ as = 'div', html, ...rest }: { as?: 'div' | 'li' | 'span' | 'p'; html: string } & HTMLAttributes<HTMLElement>) {
  return createElement(as, { ...rest, dangerouslySetInnerHTML: { __html: html } });
}

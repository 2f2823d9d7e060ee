/**
 * The Qodly site's code colours as Prism themes (prism-react-renderer's shape), named by site.config.ts as
 * `codeBlocks.theme` and `darkTheme`. Each colour keeps 4.5:1 or more against its code block's background (the axe
 * audits of tests/e2e/theme/a11y.spec.ts and tests/site/a11y.spec.ts check them). The order of the styles matters: a
 * token of several types (`token tag punctuation`) takes the colour of the type listed last here.
 */
import type { PrismTheme } from 'qdocs';

interface Palette {
  text: string;
  background: string;
  comment: string;
  keyword: string;
  string: string;
  number: string;
  function: string;
  class: string;
  constant: string;
  operator: string;
  property: string;
}

function prismTheme(c: Palette): PrismTheme {
  return {
    plain: { color: c.text, backgroundColor: c.background },
    styles: [
      { types: ['comment'], style: { color: c.comment, fontStyle: 'italic' } },
      { types: ['keyword', 'tag', 'important'], style: { color: c.keyword } },
      { types: ['string', 'char', 'attr-value', 'url', 'regex'], style: { color: c.string } },
      { types: ['number', 'boolean', 'date'], style: { color: c.number } },
      { types: ['function'], style: { color: c.function } },
      { types: ['class-name', 'builtin'], style: { color: c.class } },
      { types: ['constant', 'variable'], style: { color: c.constant } },
      { types: ['operator', 'punctuation'], style: { color: c.operator } },
      { types: ['property', 'attr-name', 'header-name', 'selector'], style: { color: c.property } },
    ],
  };
}

export const qodlyLight = prismTheme({
  text: '#1f2328',
  background: '#f6f8fa',
  comment: '#57606a',
  keyword: '#b31d28',
  string: '#0a3069',
  number: '#0550ae',
  function: '#6639ba',
  class: '#953800',
  constant: '#0550ae',
  operator: '#1f2328',
  property: '#116329',
});

export const qodlyDark = prismTheme({
  text: '#e6e8eb',
  background: '#1e2128',
  comment: '#9aa4b2',
  keyword: '#ff8f8f',
  string: '#a5d6ff',
  number: '#79c0ff',
  function: '#d2a8ff',
  class: '#ffb86b',
  constant: '#79c0ff',
  operator: '#e6e8eb',
  property: '#7ee787',
});

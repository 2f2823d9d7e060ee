/** The components MDX pages render with. */
import type { ImgHTMLAttributes, ThHTMLAttributes } from 'react';
import Link from '../Link/Link.tsx';
import CodeBlock from '../CodeBlock/CodeBlock.tsx';
import Admonition from '../Admonition/Admonition.tsx';
import { makeHeading } from '../Heading/Heading.tsx';
import TableWrapper from '../Table/TableWrapper.tsx';

const MDXComponents = {
  a: Link,
  pre: CodeBlock,
  h2: makeHeading('h2'),
  h3: makeHeading('h3'),
  table: TableWrapper,
  // An empty header cell (e.g. the unlabelled direction column of parameter tables) heads nothing: a plain cell.
  th: ({ children, ...props }: ThHTMLAttributes<HTMLTableCellElement>) =>
    children == null || children === '' ? <td {...(props as ThHTMLAttributes<HTMLTableDataCellElement>)} /> : <th {...props}>{children}</th>,
  // Markdown images always have alt text (possibly empty, for a decorative image).
  img: ({ alt = '', ...props }: ImgHTMLAttributes<HTMLImageElement>) => <img loading="lazy" decoding="async" alt={alt} {...props} />,
  Admonition,
};

export default MDXComponents;

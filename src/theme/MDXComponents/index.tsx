/** The components MDX pages render with. */
import type { HTMLAttributes, ImgHTMLAttributes } from 'react';
import Link from '../Link/Link.tsx';
import CodeBlock from '../CodeBlock/CodeBlock.tsx';
import Admonition from '../Admonition/Admonition.tsx';
import { makeHeading } from '../Heading/Heading.tsx';

const MDXComponents = {
  a: Link,
  pre: CodeBlock,
  h2: makeHeading('h2'),
  h3: makeHeading('h3'),
  table: (props: HTMLAttributes<HTMLTableElement>) => (
    <div className="table-wrapper">
      <table {...props} />
    </div>
  ),
  img: (props: ImgHTMLAttributes<HTMLImageElement>) => <img loading="lazy" decoding="async" {...props} />,
  Admonition,
};

export default MDXComponents;

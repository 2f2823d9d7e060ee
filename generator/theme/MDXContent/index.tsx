/** `@theme/MDXContent` as Docusaurus's: MDX content rendered with the theme's MDX components. */
import type { ReactNode } from 'react';
import { MDXProvider } from '@mdx-js/react';
import MDXComponents from '../MDXComponents/index.tsx';

export default function MDXContent({ children }: { children?: ReactNode }) {
  return <MDXProvider components={MDXComponents}>{children}</MDXProvider>;
}

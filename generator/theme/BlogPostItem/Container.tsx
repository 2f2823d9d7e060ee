/** A post's element (Docusaurus's @theme/BlogPostItem/Container). */
import type { ReactNode } from 'react';

export default function BlogPostItemContainer({ children, className }: { children?: ReactNode; className?: string }) {
  return <article className={className}>{children}</article>;
}

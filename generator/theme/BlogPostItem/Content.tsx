/**
 * A post's text (Docusaurus's @theme/BlogPostItem/Content): on its page the element the feeds read the content from
 * (`#__blog-post-container`, as Docusaurus names it).
 */
import type { ReactNode } from 'react';
import { useBlogPost } from '../Blog/blogPostContext.tsx';

export default function BlogPostItemContent({ children, className }: { children?: ReactNode; className?: string }) {
  const { isBlogPostPage } = useBlogPost();
  return (
    <div id={isBlogPostPage ? '__blog-post-container' : undefined} className={className ? `markdown ${className}` : 'markdown'}>
      {children}
    </div>
  );
}

/**
 * One post (Docusaurus's @theme/BlogPostItem), in Docusaurus's parts, each replaceable from `src/theme/`:
 * `BlogPostItem/Container`, `Header` (`Header/Title`, `Header/Info`, `Header/Authors`), `Content` and `Footer`. The post
 * is the one of its BlogPostProvider (useBlogPost()); `children` is its content, as in Docusaurus: on its page the
 * whole text, in lists the summary.
 */
import type { ReactNode } from 'react';
import BlogPostItemContainer from './Container.tsx';
import BlogPostItemHeader from './Header/index.tsx';
import BlogPostItemContent from './Content.tsx';
import BlogPostItemFooter from './Footer/index.tsx';

export default function BlogPostItem({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <BlogPostItemContainer className={className ? `blog-post ${className}` : 'blog-post'}>
      <BlogPostItemHeader />
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}

/**
 * "Read more" under a cut post in a list (Docusaurus's @theme/BlogPostItem/Footer/ReadMoreLink): a link to the post
 * (`to` or `href`, and any other link props), its accessible name naming the post (`blogPostTitle`).
 */
import type { AnchorHTMLAttributes } from 'react';
import Link from '../../../Link/Link.tsx';

export interface ReadMoreLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  blogPostTitle: string;
  /** Docusaurus's Link prop: the post's permalink. */
  to?: string;
}

export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, to, href, className, ...rest }: ReadMoreLinkProps) {
  return (
    <Link aria-label={`Read more about ${blogPostTitle}`} href={to ?? href} className={className ? `blog-post__read-more ${className}` : 'blog-post__read-more'} {...rest}>
      <b>Read more</b>
    </Link>
  );
}

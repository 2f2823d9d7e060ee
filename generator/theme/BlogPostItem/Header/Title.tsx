/** A post's title (Docusaurus's @theme/BlogPostItem/Header/Title): the page's h1 on its page, a link in lists. */
import Link from '../../Link/Link.tsx';
import { useBlogPost } from '../../Blog/blogPostContext.tsx';

export default function BlogPostItemHeaderTitle({ className }: { className?: string }) {
  const { metadata, isBlogPostPage } = useBlogPost();
  const TitleHeading = isBlogPostPage ? 'h1' : 'h2';
  return (
    <TitleHeading className={className ? `blog-post__title ${className}` : 'blog-post__title'}>
      {isBlogPostPage ? metadata.title : <Link href={metadata.permalink}>{metadata.title}</Link>}
    </TitleHeading>
  );
}

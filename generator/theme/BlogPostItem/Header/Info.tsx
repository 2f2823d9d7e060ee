/** A post's date and reading time (Docusaurus's @theme/BlogPostItem/Header/Info). */
import { useThemeBlogPost } from '../../Blog/blogPostContext.tsx';

/** "One min read", "3 min read" (Docusaurus rounds up). */
export function readingTimeLabel(minutes: number): string {
  const rounded = Math.ceil(minutes);
  return rounded <= 1 ? 'One min read' : `${rounded} min read`;
}

export default function BlogPostItemHeaderInfo({ className }: { className?: string }) {
  const post = useThemeBlogPost();
  return (
    <div className={className ? `blog-post__meta ${className}` : 'blog-post__meta'}>
      <time dateTime={post.date}>{post.formattedDate}</time>
      {post.readingTime !== undefined && <> · {readingTimeLabel(post.readingTime)}</>}
    </div>
  );
}

/**
 * A post's footer (Docusaurus's @theme/BlogPostItem/Footer): its tags; in lists "Read more" when the post is cut; on
 * its page the edit link and last update.
 */
import Link from '../Link/Link.tsx';
import { EditThisPage, LastUpdated } from '../DocPage/DocMeta.tsx';
import { useBlogPost, useThemeBlogPost } from '../Blog/blogPostContext.tsx';

export default function BlogPostItemFooter() {
  const post = useThemeBlogPost();
  const { isBlogPostPage } = useBlogPost();
  const truncated = !isBlogPostPage && post.hasTruncateMarker;
  if (!(post.tags.length > 0 || truncated || (isBlogPostPage && (post.editUrl || post.lastUpdate)))) return null;
  return (
    <footer className="blog-post__footer">
      {post.tags.length > 0 && (
        <ul className="blog-post__tags">
          <li>
            <b>Tags:</b>
          </li>
          {post.tags.map((tag) => (
            <li key={tag.permalink}>
              <Link href={tag.permalink} className="tag" rel="tag">
                {tag.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {truncated && (
        <Link href={post.permalink} className="blog-post__read-more" aria-label={`Read more about ${post.title}`}>
          Read more
        </Link>
      )}
      {isBlogPostPage && post.editUrl && <EditThisPage href={post.editUrl} />}
      {isBlogPostPage && post.lastUpdate && <LastUpdated {...post.lastUpdate} />}
    </footer>
  );
}

/**
 * One post (Docusaurus's @theme/BlogPostItem): on its page the whole text, in lists the summary (what comes before
 * the truncation marker: the text after it is the BlogPostRest component, given as nothing) with "Read more".
 */
import type { ReactNode } from 'react';
import Link from '../Link/Link.tsx';
import MDXComponents from '../MDXComponents/index.tsx';
import BlogAuthor from '../Blog/Components/Author/index.tsx';
import { EditThisPage, LastUpdated } from '../DocPage/DocMeta.tsx';
import type { PageModule } from '../../shared/page.ts';
import type { BlogPostData } from '../../shared/blog.ts';

const Rest = ({ children }: { children?: ReactNode }) => <>{children}</>;
const Nothing = () => null;

/** "One min read", "3 min read" (Docusaurus rounds up). */
export function readingTimeLabel(minutes: number): string {
  const rounded = Math.ceil(minutes);
  return rounded <= 1 ? 'One min read' : `${rounded} min read`;
}

export default function BlogPostItem({ post, module, isPostPage = false }: { post: BlogPostData; module: PageModule | null | undefined; isPostPage?: boolean }) {
  const Content = module?.default;
  const TitleHeading = isPostPage ? 'h1' : 'h2';
  const truncated = !isPostPage && post.hasTruncateMarker;
  return (
    <article className="blog-post">
      <header>
        <TitleHeading className="blog-post__title">{isPostPage ? post.title : <Link href={post.permalink}>{post.title}</Link>}</TitleHeading>
        <div className="blog-post__meta">
          <time dateTime={post.date}>{post.formattedDate}</time>
          {post.readingTime !== undefined && <> · {readingTimeLabel(post.readingTime)}</>}
        </div>
        {post.authors.length > 0 && (
          <div className="blog-post__authors">
            {post.authors.map((author) => (
              <BlogAuthor key={author.key ?? author.name} author={author} />
            ))}
          </div>
        )}
      </header>
      <div id={isPostPage ? '__blog-post-container' : undefined} className="markdown">
        {Content && <Content components={{ ...MDXComponents, BlogPostRest: isPostPage ? Rest : Nothing }} />}
      </div>
      {(post.tags.length > 0 || truncated || (isPostPage && (post.editUrl || post.lastUpdate))) && (
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
          {isPostPage && post.editUrl && <EditThisPage href={post.editUrl} />}
          {isPostPage && post.lastUpdate && <LastUpdated {...post.lastUpdate} />}
        </footer>
      )}
    </article>
  );
}

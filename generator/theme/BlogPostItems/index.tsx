/** The posts of a list page, each with its summary (Docusaurus's @theme/BlogPostItems), each below its BlogPostProvider. */
import BlogPostItem from '../BlogPostItem/index.tsx';
import { BlogPostProvider, blogPostContent } from '../Blog/blogPostContext.tsx';
import type { PageModule } from '../../shared/page.ts';
import type { BlogPostData } from '../../shared/blog.ts';

export default function BlogPostItems({ items, modules }: { items: BlogPostData[]; modules?: (PageModule | null)[] }) {
  return (
    <>
      {items.map((post, i) => (
        <BlogPostProvider key={post.permalink} content={blogPostContent(post, modules?.[i])}>
          <BlogPostItem post={post} module={modules?.[i]} />
        </BlogPostProvider>
      ))}
    </>
  );
}

/** The posts of a list page, each with its summary (Docusaurus's @theme/BlogPostItems), each below its BlogPostProvider. */
import BlogPostItem from '../BlogPostItem/index.tsx';
import { ThemeBlogPostProvider } from '../Blog/blogPostContext.tsx';
import { postBody } from '../Blog/postBody.tsx';
import type { PageModule } from '../../shared/page.ts';
import type { BlogPostData } from '../../shared/blog.ts';

export default function BlogPostItems({ items, modules }: { items: BlogPostData[]; modules?: (PageModule | null)[] }) {
  return (
    <>
      {items.map((post, i) => (
        <ThemeBlogPostProvider key={post.permalink} post={post} module={modules?.[i]}>
          <BlogPostItem>{postBody(modules?.[i], false)}</BlogPostItem>
        </ThemeBlogPostProvider>
      ))}
    </>
  );
}

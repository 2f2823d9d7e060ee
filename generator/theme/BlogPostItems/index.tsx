/** The posts of a list page, each with its summary (Docusaurus's @theme/BlogPostItems). */
import BlogPostItem from '../BlogPostItem/index.tsx';
import type { PageModule } from '../../shared/page.ts';
import type { BlogPostData } from '../../shared/blog.ts';

export default function BlogPostItems({ items, modules }: { items: BlogPostData[]; modules?: (PageModule | null)[] }) {
  return (
    <>
      {items.map((post, i) => (
        <BlogPostItem key={post.permalink} post={post} module={modules?.[i]} />
      ))}
    </>
  );
}

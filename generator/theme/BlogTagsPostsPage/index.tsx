/** The posts of one tag, paginated (Docusaurus's @theme/BlogTagsPostsPage). */
import { usePage } from '../context.tsx';
import Link from '../Link/Link.tsx';
import BlogLayout from '../BlogLayout/index.tsx';
import BlogPostItems from '../BlogPostItems/index.tsx';
import BlogListPaginator from '../BlogListPaginator/index.tsx';
import UnlistedBanner from '../DocPage/UnlistedBanner.tsx';

export default function BlogTagsPostsPage() {
  const page = usePage();
  const { data } = page;
  const blog = data.blog!;
  return (
    <BlogLayout sidebar={blog.sidebar}>
      {data.unlisted && <UnlistedBanner />}
      <header className="blog-header">
        <h1>{data.title}</h1>
        {blog.tag?.description && <p>{blog.tag.description}</p>}
        {blog.tag && <Link href={blog.tag.allTagsPath}>View All Tags</Link>}
      </header>
      <BlogPostItems items={blog.items ?? []} modules={page.items} />
      <BlogListPaginator list={blog.list} />
    </BlogLayout>
  );
}

/** A page of the blog's list: the posts' summaries, newest first, and links to the newer and older pages. */
import { usePage } from '../context.tsx';
import BlogLayout from '../BlogLayout/index.tsx';
import BlogPostItems from '../BlogPostItems/index.tsx';
import BlogListPaginator from '../BlogListPaginator/index.tsx';

export default function BlogListPage() {
  const page = usePage();
  const blog = page.data.blog!;
  return (
    <BlogLayout sidebar={blog.sidebar}>
      <h1 className="visually-hidden">{page.data.title}</h1>
      <BlogPostItems items={blog.items ?? []} modules={page.items} />
      <BlogListPaginator list={blog.list} />
    </BlogLayout>
  );
}

/** An author's page: who they are, then their posts, paginated (Docusaurus's @theme/Blog/Pages/BlogAuthorsPostsPage). */
import { usePage } from '../../../context.tsx';
import Link from '../../../Link/Link.tsx';
import BlogLayout from '../../../BlogLayout/index.tsx';
import BlogPostItems from '../../../BlogPostItems/index.tsx';
import BlogListPaginator from '../../../BlogListPaginator/index.tsx';
import BlogAuthor from '../../Components/Author/index.tsx';

export default function BlogAuthorsPostsPage() {
  const page = usePage();
  const blog = page.data.blog!;
  const author = blog.author!;
  return (
    <BlogLayout sidebar={blog.sidebar}>
      <header className="blog-header">
        <BlogAuthor author={{ ...author, count: undefined }} as="h1" />
        <Link href={blog.authorsListPath}>View all authors</Link>
      </header>
      {author.count ? <BlogPostItems items={blog.items ?? []} modules={page.items} /> : <p>This author has not written any posts yet.</p>}
      <BlogListPaginator list={blog.list} />
    </BlogLayout>
  );
}

/** Every author of the authors file with their number of posts (Docusaurus's @theme/Blog/Pages/BlogAuthorsListPage). */
import { usePage } from '../../../context.tsx';
import BlogLayout from '../../../BlogLayout/index.tsx';
import BlogAuthor from '../../Components/Author/index.tsx';

export default function BlogAuthorsListPage() {
  const { data } = usePage();
  const blog = data.blog!;
  return (
    <BlogLayout sidebar={blog.sidebar}>
      <h1>{data.title}</h1>
      <ul className="blog-authors">
        {(blog.authors ?? []).map((author) => (
          <li key={author.key}>
            <BlogAuthor author={author} as="h2" />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

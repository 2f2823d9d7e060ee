/** Every tag of the blog with its number of posts (Docusaurus's @theme/BlogTagsListPage). */
import { usePage } from '../context.tsx';
import Link from '../Link/Link.tsx';
import BlogLayout from '../BlogLayout/index.tsx';

export default function BlogTagsListPage() {
  const { data } = usePage();
  const blog = data.blog!;
  const tags = [...(blog.tags ?? [])].sort((a, b) => a.label.localeCompare(b.label));
  return (
    <BlogLayout sidebar={blog.sidebar}>
      <h1>{data.title}</h1>
      <ul className="blog-tags__list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link href={tag.permalink} className="tag" rel="tag">
              {tag.label} <span className="tag__count">{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}

/** Every listed post by year, newest first (Docusaurus's @theme/BlogArchivePage). */
import { usePage } from '../context.tsx';
import Link from '../Link/Link.tsx';
import BlogLayout from '../BlogLayout/index.tsx';

export default function BlogArchivePage() {
  const { data } = usePage();
  const blog = data.blog!;
  const years: { year: string; posts: NonNullable<typeof blog.archive> }[] = [];
  for (const post of blog.archive ?? []) {
    const year = post.date.slice(0, 4);
    if (years[years.length - 1]?.year !== year) years.push({ year, posts: [] });
    years[years.length - 1].posts.push(post);
  }
  return (
    <BlogLayout>
      <header className="blog-header">
        <h1>{data.title}</h1>
        <p>{blog.blogDescription}</p>
      </header>
      <div className="blog-archive">
        {years.map(({ year, posts }) => (
          <section key={year}>
            <h2 className="blog-archive__year">{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.permalink}>
                  <Link href={post.permalink}>
                    {post.date.slice(5, 10)} - {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}

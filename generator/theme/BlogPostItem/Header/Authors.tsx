/** A post's authors (Docusaurus's @theme/BlogPostItem/Header/Authors), each with @theme/Blog/Components/Author. */
import BlogAuthor from '../../Blog/Components/Author/index.tsx';
import { useThemeBlogPost } from '../../Blog/blogPostContext.tsx';

export default function BlogPostItemHeaderAuthors({ className }: { className?: string }) {
  const { authors } = useThemeBlogPost();
  if (!authors.length) return null;
  return (
    <div className={className ? `blog-post__authors ${className}` : 'blog-post__authors'}>
      {authors.map((author) => (
        <BlogAuthor key={author.key ?? author.name} author={author} />
      ))}
    </div>
  );
}

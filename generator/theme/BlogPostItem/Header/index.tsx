/** A post's header (Docusaurus's @theme/BlogPostItem/Header): its title, date and reading time, authors. */
import BlogPostItemHeaderTitle from './Title.tsx';
import BlogPostItemHeaderInfo from './Info.tsx';
import BlogPostItemHeaderAuthors from './Authors.tsx';

export default function BlogPostItemHeader() {
  return (
    <header>
      <BlogPostItemHeaderTitle />
      <BlogPostItemHeaderInfo />
      <BlogPostItemHeaderAuthors />
    </header>
  );
}

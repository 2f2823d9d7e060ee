/** "Newer post" / "Older post" under a post (Docusaurus's @theme/BlogPostPaginator). */
import Link from '../Link/Link.tsx';
import type { BlogLink } from '../../shared/blog.ts';

export default function BlogPostPaginator({ newer, older }: { newer?: BlogLink; older?: BlogLink }) {
  if (!newer && !older) return null;
  return (
    <nav className="pagination-nav" aria-label="Blog post page navigation">
      {newer ? (
        <Link href={newer.permalink} className="pagination-nav__link pagination-nav__link--prev">
          <span className="pagination-nav__sublabel">Newer post</span>
          <span className="pagination-nav__label">« {newer.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {older && (
        <Link href={older.permalink} className="pagination-nav__link pagination-nav__link--next">
          <span className="pagination-nav__sublabel">Older post</span>
          <span className="pagination-nav__label">{older.title} »</span>
        </Link>
      )}
    </nav>
  );
}

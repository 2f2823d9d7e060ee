/** "Newer entries" / "Older entries" between the pages of a list (Docusaurus's @theme/BlogListPaginator). */
import Link from '../Link/Link.tsx';
import type { BlogListData } from '../../shared/blog.ts';

export default function BlogListPaginator({ list }: { list?: BlogListData }) {
  if (!list?.previousPage && !list?.nextPage) return null;
  return (
    <nav className="pagination-nav" aria-label="Blog list page navigation">
      {list.previousPage ? (
        <Link href={list.previousPage} className="pagination-nav__link pagination-nav__link--prev">
          <span className="pagination-nav__label">« Newer entries</span>
        </Link>
      ) : (
        <span />
      )}
      {list.nextPage && (
        <Link href={list.nextPage} className="pagination-nav__link pagination-nav__link--next">
          <span className="pagination-nav__label">Older entries »</span>
        </Link>
      )}
    </nav>
  );
}

import Link from '../Link/Link.tsx';
import type { NavLink } from '../../shared/types.ts';

export default function Paginator({ previous, next }: { previous?: NavLink; next?: NavLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <Link href={previous.href} className="pagination-nav__link pagination-nav__link--prev">
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">« {previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link href={next.href} className="pagination-nav__link pagination-nav__link--next">
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.title} »</span>
        </Link>
      )}
    </nav>
  );
}

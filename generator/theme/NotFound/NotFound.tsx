import Link from '../Link/Link.tsx';
import PageSearch from '../Search/PageSearch.tsx';
import { useSite } from '../context.tsx';

export default function NotFound() {
  const { baseUrl } = useSite();
  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <h1>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved when the documentation was reorganised.</p>
      <p>Search the documentation:</p>
      <PageSearch />
      <p>
        Or go back to the <Link href={baseUrl}>documentation home</Link>.
      </p>
    </main>
  );
}

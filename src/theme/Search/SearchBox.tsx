/** Search box. Without JavaScript it is a plain form that opens the search page. */
import { useSite } from '../context.tsx';

export default function SearchBox({ variant = 'navbar' }: { variant?: 'navbar' | 'page' }) {
  const { baseUrl } = useSite();
  return (
    <form className={`search-form search-form--${variant}`} role="search" action={`${baseUrl}search`} method="get">
      <input
        type="search"
        name="q"
        className="search-input"
        placeholder="Search"
        aria-label="Search"
        maxLength={512}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
      />
    </form>
  );
}

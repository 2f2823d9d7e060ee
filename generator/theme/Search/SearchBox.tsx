/**
 * Search box. Without JavaScript it is a plain GET form that opens the search page.
 *
 * `navbar` (NavbarSearchBox.tsx): an ARIA 1.2 combobox showing at most `search.maxResults` results grouped by page.
 * `page` (PageSearchBox.tsx): the search page's own field; it keeps the query in the URL (`?q=`), the page shows the results.
 */
import NavbarSearchBox from './NavbarSearchBox.tsx';
import PageSearchBox from './PageSearchBox.tsx';

export default function SearchBox({ variant = 'navbar', onSubmitQuery }: { variant?: 'navbar' | 'page'; onSubmitQuery?: (query: string) => void }) {
  return variant === 'page' ? <PageSearchBox onSubmitQuery={onSubmitQuery} /> : <NavbarSearchBox />;
}

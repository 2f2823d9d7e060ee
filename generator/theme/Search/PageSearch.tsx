/**
 * The prominent search field of the landing and not-found pages: the search box's "page" variant, whose
 * submission opens the search page (the variant itself keeps the query on the page it is on, which only
 * the search page displays). Without JavaScript the form's own action already goes there.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import SearchBox from './SearchBox.tsx';
import { searchPageHref } from './urls.ts';
import { useSite } from '../context.tsx';
import { useActiveVersion } from '../useVersion.ts';

export default function PageSearch({ label = 'Search the documentation' }: { label?: string }) {
  const { baseUrl } = useSite();
  const version = useActiveVersion();
  const navigate = useNavigate();
  const wrapper = useRef<HTMLDivElement>(null);
  // Two search landmarks on one page (navbar and page) need distinct names.
  useEffect(() => {
    const form = wrapper.current?.querySelector('form[role="search"]');
    if (form && !form.hasAttribute('aria-label') && !form.hasAttribute('aria-labelledby')) form.setAttribute('aria-label', label);
  });
  return (
    <div className="page-search" ref={wrapper}>
      <SearchBox variant="page" onSubmitQuery={(query) => query && navigate(searchPageHref(baseUrl, query, version))} />
    </div>
  );
}

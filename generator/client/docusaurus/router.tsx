/**
 * `@docusaurus/router`: the router hooks Docusaurus components use (react-router 5's names), over the generator's
 * react-router. Paths carry the base URL, as in Docusaurus.
 */
import { useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';

export { matchPath, useLocation };

type To = string | { pathname?: string; search?: string; hash?: string };

/** react-router 5's `history`: push, replace, go, goBack, goForward and the location. */
export function useHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  return {
    location,
    push: (to: To) => navigate(to),
    replace: (to: To) => navigate(to, { replace: true }),
    go: (delta: number) => navigate(delta),
    goBack: () => navigate(-1),
    goForward: () => navigate(1),
  };
}

/** `<Redirect to>`: goes to `to` once the page is shown (replacing the entry unless `push`); the prerendered HTML stays the page's own. */
export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: !push });
  }, [navigate, to, push]);
  return null;
}

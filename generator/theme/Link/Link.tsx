/** Internal links navigate client-side and prefetch their target when visible or hovered; others are plain <a>. */
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useContext } from 'react';
import { UNSAFE_NavigationContext, useHref, useLinkClickHandler } from 'react-router';
import { routeServices } from '../routeServices.ts';
import { useSite } from '../context.tsx';
import { applyTrailingSlash, routeOfPath } from '../../shared/urls.ts';

export function isInternal(href: string | undefined, baseUrl: string): href is string {
  return Boolean(href && (href.startsWith(baseUrl) || href === baseUrl.replace(/\/$/, '')) && !/\.(json|xml|txt|md|zip|pdf|svg|png)(#.*)?$/.test(href));
}

export default function Link({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href?: string }) {
  const { baseUrl, trailingSlash } = useSite();
  const ref = useRef<HTMLAnchorElement>(null);
  const internal = isInternal(href, baseUrl);
  // The route to prefetch; the link itself as the site shows its routes (with a slash when trailingSlash is true).
  const target = internal ? routeOfPath(href.split('#')[0], baseUrl) : '';
  useEffect(() => {
    if (!internal || !ref.current) return;
    return routeServices().prefetchWhenVisible(ref.current, target);
  }, [internal, target]);
  if (!internal) {
    const external = href && /^https?:\/\//.test(href);
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  const Anchor = ON_SERVER && isPlainPath(href) ? ServerAnchor : RouterAnchor;
  return (
    <Anchor
      ref={ref}
      to={applyTrailingSlash(href, trailingSlash, baseUrl)}
      onMouseEnter={() => void routeServices().prefetchRoute(target, true)}
      onFocus={() => void routeServices().prefetchRoute(target, true)}
      {...rest}
    >
      {children}
    </Anchor>
  );
}

type RouterAnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref: Ref<HTMLAnchorElement> };

/**
 * What react-router's <Link> does for a plain path (href, then client navigation on an unmodified left click
 * unless onClick prevented it), without its data-router prefetching and form code, which cost every reader
 * 4 KB gzip of JavaScript the site never runs.
 */
function RouterAnchor({ to, onClick, ...rest }: RouterAnchorProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target: rest.target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} onClick={handleClick} />;
}

/** Prerendering (no window): nothing is ever clicked, only the href is rendered. */
const ON_SERVER = typeof window === 'undefined';

/** An absolute path without query, fragment, backslash, empty, "." or ".." segment: react-router resolves it to itself. */
function isPlainPath(to: string): boolean {
  return to.startsWith('/') && !/[?#\\]|\/\/|(^|\/)\.\.?(\/|$)/.test(to);
}

/**
 * RouterAnchor's HTML for a plain path, without resolving it through the router's route matches: a prerendered page
 * holds hundreds of sidebar links, and resolving each one took a quarter of the render time of a 10,000-page site.
 */
function ServerAnchor({ to, onClick: _onClick, ...rest }: RouterAnchorProps) {
  const { basename, navigator } = useContext(UNSAFE_NavigationContext);
  // As useHref joins the base name (react-router's joinPaths).
  const pathname = basename === '/' ? to : to === '/' ? basename : `${basename}/${to}`.replace(/\/\/+/g, '/');
  return <a {...rest} href={navigator.createHref({ pathname, search: '', hash: '' })} />;
}

/** Internal links navigate client-side and prefetch their target when visible or hovered; others are plain <a>. */
import { useEffect, useRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router';
import { prefetchRoute, prefetchWhenVisible } from '../../client/prefetch.ts';
import { useSite } from '../context.tsx';

export function isInternal(href: string | undefined, baseUrl: string): href is string {
  return Boolean(href && (href.startsWith(baseUrl) || href === baseUrl.replace(/\/$/, '')) && !/\.(json|xml|txt|md|zip|pdf|svg|png)(#.*)?$/.test(href));
}

export default function Link({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { baseUrl } = useSite();
  const ref = useRef<HTMLAnchorElement>(null);
  const internal = isInternal(href, baseUrl);
  const target = internal ? href.split('#')[0] : '';
  useEffect(() => {
    if (!internal || !ref.current) return;
    return prefetchWhenVisible(ref.current, target);
  }, [internal, target]);
  if (!internal) {
    const external = href && /^https?:\/\//.test(href);
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink ref={ref} to={href} onMouseEnter={() => void prefetchRoute(target)} onFocus={() => void prefetchRoute(target)} {...rest}>
      {children}
    </RouterLink>
  );
}

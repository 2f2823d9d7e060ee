/** `@docusaurus/Link`: the theme's link, taking Docusaurus's `to` (a site path, base URL added) as well as `href`. */
import type { AnchorHTMLAttributes } from 'react';
import Link from '../../theme/Link/Link.tsx';
import { useBaseUrlUtils } from './useBaseUrl.tsx';

export interface DocusaurusLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  /** Docusaurus's flags that the generator does not need: accepted, not passed to the DOM. */
  isNavLink?: boolean;
  autoAddBaseUrl?: boolean;
}

export default function DocusaurusLink({ to, href, isNavLink: _nav, autoAddBaseUrl = true, ...rest }: DocusaurusLinkProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const target = to ?? href;
  // `pathname://` marks a link that must stay a plain page load, outside the app (Docusaurus's escape hatch).
  const resolved = target?.startsWith('pathname://') ? target.slice('pathname://'.length) : target && autoAddBaseUrl && target.startsWith('/') ? withBaseUrl(target) : target;
  return <Link href={resolved} {...rest} />;
}

/**
 * The page-specific part of the document head, computed one way for prerendering and for client-side
 * navigation: after a navigation the head must say what the prerendered page would have said.
 */
import type { RouteData } from './types.ts';
import type { BlogHead } from './blog.ts';
import { publicPath } from './urls.ts';

export interface SiteHeadInfo {
  title: string;
  tagline: string;
  /** Production origin, e.g. https://example.com */
  url: string;
  baseUrl: string;
  /** Between a page's title and the site's: `Page | Site` unset (Docusaurus's `titleDelimiter`). */
  titleDelimiter?: string;
  /** `true`: a page's canonical URL ends with a slash (see shared/urls.ts: publicPath). */
  trailingSlash?: boolean;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL; absent on the not-found page, which is never indexed. */
  canonical?: string;
  ogType: 'article' | 'website';
  markdownHref?: string;
  noindex: boolean;
  /** The robots meta tag: `noindex` on the not-found page, `noindex, nofollow` on unlisted pages. */
  robots?: string;
  /** Open Graph image (absolute URL). */
  image?: string;
  /** A blog post's `article:*` Open Graph properties and a blog page's JSON-LD (shared/blog.ts BlogHead). */
  article?: BlogHead['article'];
  structuredData?: BlogHead['structuredData'];
}

/** `Page | Site`, or the site title alone for a page named like the site. */
export function pageTitle(siteTitle: string, data: RouteData, delimiter = '|'): string {
  return titleWithSite(siteTitle, data.kind === 'notFound' ? 'Page not found' : data.title, delimiter);
}

export function titleWithSite(siteTitle: string, own: string | undefined, delimiter = '|'): string {
  return own && own !== siteTitle ? `${own} ${delimiter} ${siteTitle}` : siteTitle;
}

/**
 * A page component's own title and description (its `<Layout title description>`), known only once it is rendered:
 * the prerendered body ends with them in this comment, which the document writer takes off and puts in the head.
 */
export const PAGE_HEAD_MARK = '<!--qdocs-page-head ';

export function pageHeadComment(head: { title?: string; description?: string }): string {
  // `<` escaped: the comment cannot end early, whatever the text holds.
  return head.title === undefined && head.description === undefined ? '' : `${PAGE_HEAD_MARK}${JSON.stringify(head).replace(/</g, '\\u003c')}-->`;
}

export function pageHead(site: SiteHeadInfo, data: RouteData): PageHead {
  const notFound = data.kind === 'notFound';
  return {
    title: pageTitle(site.title, data, site.titleDelimiter),
    description: data.description || site.tagline,
    canonical: notFound ? undefined : site.url.replace(/\/$/, '') + (data.permalink ?? publicPath(data.path, site.trailingSlash, site.baseUrl)),
    ogType: data.kind === 'doc' || data.kind === 'blogPost' ? 'article' : 'website',
    markdownHref: data.markdownHref,
    noindex: notFound || data.unlisted === true,
    // Unlisted pages are reachable by their link only: search engines are asked not to index them.
    ...(notFound ? { robots: 'noindex' } : data.unlisted ? { robots: 'noindex, nofollow' } : {}),
    ...(data.image ? { image: data.image } : {}),
    ...data.blogHead,
  };
}

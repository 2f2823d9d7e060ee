/**
 * The JSON-LD (schema.org) Docusaurus 3.10 writes in the head of a blog's pages: a `BlogPosting` on a post's page, a
 * `Blog` listing its posts on each list page (plugin-content-blog's client/structuredDataUtils). Made at build time into
 * the page's route data (`blogHead`), so the prerendered head and the client's, after a navigation, say the same
 * without the reader's script carrying this code.
 */
import type { BlogAuthorData, BlogHead, BlogPostData, BlogRouteData } from '../../shared/blog.ts';
import { absoluteSiteUrl, publicPath } from '../../shared/urls.ts';

export interface StructuredDataSite {
  /** Production origin, e.g. https://example.com */
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
}

type Json = Record<string, unknown>;

/** A page's absolute URL, as Docusaurus's `siteConfig.url + permalink`. */
function pageUrl(site: StructuredDataSite, route: string): string {
  return site.url.replace(/\/$/, '') + publicPath(route, site.trailingSlash, site.baseUrl);
}

/** https://schema.org/Person of an author: only the fields the author has. */
function person(author: BlogAuthorData): Json {
  return {
    '@type': 'Person',
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { description: author.title } : {}),
    ...(author.url ? { url: author.url } : {}),
    ...(author.email ? { email: author.email } : {}),
    ...(author.imageURL ? { image: author.imageURL } : {}),
  };
}

/** A post's BlogPosting, without `@context` and `isPartOf` (what a list page's `blogPost` items are). */
function blogPosting(site: StructuredDataSite, post: BlogPostData): Json {
  const url = pageUrl(site, post.permalink);
  const image = typeof post.frontMatter.image === 'string' ? absoluteSiteUrl(site, post.frontMatter.image) : undefined;
  const authors = post.authors.map(person);
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    description: post.description,
    datePublished: post.date,
    ...(post.lastUpdate?.isoDate ? { dateModified: post.lastUpdate.isoDate } : {}),
    // One author is an object, several an array (an empty array for none), as Docusaurus writes them.
    author: authors.length === 1 ? authors[0] : authors,
    ...(image ? { image: { '@type': 'ImageObject', '@id': image, url: image, contentUrl: image, caption: `title image for the blog post: ${post.title}` } } : {}),
    keywords: Array.isArray(post.frontMatter.keywords) ? post.frontMatter.keywords : [],
  };
}

/** The structured data of a blog page: a post's BlogPosting, a list page's Blog; none for the other pages. */
export function blogStructuredData(site: StructuredDataSite, kind: string, path: string, blog: BlogRouteData): Json | undefined {
  if (kind === 'blogPost' && blog.post) {
    return {
      '@context': 'https://schema.org',
      ...blogPosting(site, blog.post),
      isPartOf: { '@type': 'Blog', '@id': pageUrl(site, blog.base), name: blog.blogTitle },
    };
  }
  if (kind === 'blogList') {
    const url = pageUrl(site, path);
    return {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      '@id': url,
      mainEntityOfPage: url,
      headline: blog.blogTitle,
      description: blog.blogDescription,
      blogPost: (blog.items ?? []).map((post) => blogPosting(site, post)),
    };
  }
  return undefined;
}

/** What a blog page adds to its head, as Docusaurus's BlogPostPage/Metadata and the blog's StructuredData write it. */
export function blogHeadOf(site: StructuredDataSite, kind: string, path: string, blog: BlogRouteData): BlogHead | undefined {
  const structuredData = blogStructuredData(site, kind, path, blog);
  const post = kind === 'blogPost' ? blog.post : undefined;
  const authors = post?.authors.flatMap((a) => (a.url ? [a.url] : [])).join(',');
  const tags = post?.tags.map((t) => t.label).join(',');
  const head: BlogHead = {
    ...(post ? { article: { publishedTime: post.date, ...(authors ? { authors } : {}), ...(tags ? { tags } : {}) } } : {}),
    ...(structuredData ? { structuredData } : {}),
  };
  return head.article || head.structuredData ? head : undefined;
}

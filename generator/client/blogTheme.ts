/**
 * The blog's theme components are a chunk of their own, loaded with the first blog page a reader opens: a site's doc
 * pages (most sites have no blog) do not download them. Prerendering and the dev server's first HTML have them at
 * hand (provideBlogPages); the browser loads them before it shows a blog page (registry.ts loadPage).
 */
import type { RouteData } from '../shared/types.ts';
import type { BLOG_PAGES } from './blogPages.tsx';

export type BlogPages = typeof BLOG_PAGES;

let pages: BlogPages | undefined;

export function isBlogPage(kind: RouteData['kind']): kind is keyof BlogPages {
  return kind.startsWith('blog');
}

/** The components, once loaded (or provided). */
export function blogPages(): BlogPages | undefined {
  return pages;
}

export function provideBlogPages(given: BlogPages): void {
  pages = given;
}

export async function loadBlogPages(): Promise<BlogPages> {
  pages ??= (await import(/* webpackChunkName: "blog" */ './blogPages.tsx')).BLOG_PAGES;
  return pages;
}

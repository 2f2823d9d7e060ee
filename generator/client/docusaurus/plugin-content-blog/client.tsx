/**
 * `@docusaurus/plugin-content-blog/client`: the blog plugin's hooks for the site's components (a swizzled
 * BlogPostItem reads the post it shows with useBlogPost()). The post's context is the theme's, which provides it.
 */
import { usePage } from '../../../theme/context.tsx';

export { BlogPostProvider, useBlogPost, useBlogMetadata, type BlogPostContextValue } from '../../../theme/Blog/blogPostContext.tsx';
export { useVisibleBlogSidebarItems, groupBlogSidebarItemsByYear } from '../../../theme/Blog/sidebarItems.ts';

/** The page's JSON-LD as the theme writes it in the head (a post's BlogPosting, a list page's Blog). */
function usePageStructuredData(kind: 'blogPost' | 'blogList', hook: string): Record<string, unknown> {
  const { path, data } = usePage();
  const structuredData = data.kind === kind ? data.blogHead?.structuredData : undefined;
  if (!structuredData) throw new Error(`${hook}() is for the blog's ${kind === 'blogPost' ? 'post pages' : 'list pages'}: ${path} is not one.`);
  return structuredData;
}

/** On a post's page: its schema.org BlogPosting. */
export function useBlogPostStructuredData(): Record<string, unknown> {
  return usePageStructuredData('blogPost', 'useBlogPostStructuredData');
}

/** On a list page: its schema.org Blog (Docusaurus's takes the page's props; the page's data says the same here). */
export function useBlogListPageStructuredData(_props?: unknown): Record<string, unknown> {
  return usePageStructuredData('blogList', 'useBlogListPageStructuredData');
}

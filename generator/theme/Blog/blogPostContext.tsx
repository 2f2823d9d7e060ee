/**
 * The post being shown, as Docusaurus's `@docusaurus/plugin-content-blog/client` gives it to the components below a
 * post (`useBlogPost()`: its metadata, front matter, assets, TOC, and whether this is the post's own page), and the
 * blog's metadata (`useBlogMetadata()`). Here, in the theme, because the theme's BlogPostItems and BlogPostPage
 * provide it; the client's module of that name re-exports it for the site's swizzled components.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { usePage } from '../context.tsx';
import type { PageModule } from '../../shared/page.ts';
import type { BlogPostData } from '../../shared/blog.ts';
import type { TocItem } from '../../shared/types.ts';

/** Docusaurus's blog post metadata (PropBlogPostMetadata), with the fields this generator knows. */
export interface BlogPostMetadata {
  permalink: string;
  source: string;
  title: string;
  description: string;
  /** ISO date. */
  date: string;
  tags: { label: string; permalink: string; description?: string }[];
  readingTime?: number;
  hasTruncateMarker: boolean;
  authors: (Omit<BlogPostData['authors'][number], 'page' | 'count'> & { page?: { permalink: string } })[];
  frontMatter: Record<string, unknown>;
  unlisted: boolean;
  editUrl?: string;
  /** Milliseconds, as Docusaurus reads them (showLastUpdateTime / showLastUpdateAuthor). */
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  /** Docusaurus's names: the newer post is the previous item, the older the next. */
  prevItem?: { title: string; permalink: string };
  nextItem?: { title: string; permalink: string };
}

/** What BlogPostProvider's `content` is in Docusaurus: the post's loaded MDX module. */
export interface BlogPostContent {
  metadata: BlogPostMetadata;
  frontMatter: Record<string, unknown>;
  /** `image`: the front matter's image; `authorsImageUrls`: each author's image. */
  assets: { image?: string; authorsImageUrls: (string | undefined)[] };
  toc: readonly TocItem[];
}

export interface BlogPostContextValue extends BlogPostContent {
  isBlogPostPage: boolean;
}

/** A post of the route data, with its neighbours when it is a post's page. */
export type ThemeBlogPost = BlogPostData & { newer?: { title: string; permalink: string }; older?: { title: string; permalink: string } };

/** A post of the route data and its page module, as the content Docusaurus hands BlogPostProvider. */
export function blogPostContent(post: ThemeBlogPost, module: PageModule | null | undefined): BlogPostContent {
  const authors = post.authors.map(({ page, count: _, ...author }) => ({ ...author, ...(page ? { page: { permalink: page } } : {}) }));
  const image = typeof post.frontMatter.image === 'string' ? post.frontMatter.image : undefined;
  const metadata: BlogPostMetadata = {
    permalink: post.permalink,
    source: post.source,
    title: post.title,
    description: post.description,
    date: post.date,
    tags: post.tags,
    ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    hasTruncateMarker: post.hasTruncateMarker,
    authors,
    frontMatter: post.frontMatter,
    unlisted: post.unlisted === true,
    ...(post.editUrl ? { editUrl: post.editUrl } : {}),
    ...(post.lastUpdate?.isoDate ? { lastUpdatedAt: Date.parse(post.lastUpdate.isoDate) } : {}),
    ...(post.lastUpdate?.by ? { lastUpdatedBy: post.lastUpdate.by } : {}),
    ...(post.newer ? { prevItem: post.newer } : {}),
    ...(post.older ? { nextItem: post.older } : {}),
  };
  return {
    metadata,
    frontMatter: post.frontMatter,
    assets: { ...(image ? { image } : {}), authorsImageUrls: authors.map((a) => a.imageURL) },
    toc: module?.toc ?? [],
  };
}

const BlogPostContext = createContext<BlogPostContextValue | null>(null);
/** The theme's own view of the post: the route data, with what only the build computes (its formatted dates). */
const BlogPostDataContext = createContext<ThemeBlogPost | null>(null);

/** Docusaurus's BlogPostProvider: the post of `content` for the components below. */
export function BlogPostProvider({ content, isBlogPostPage = false, children }: { content: BlogPostContent; isBlogPostPage?: boolean; children: ReactNode }) {
  const value = useMemo(() => ({ ...content, isBlogPostPage }), [content, isBlogPostPage]);
  return <BlogPostContext.Provider value={value}>{children}</BlogPostContext.Provider>;
}

/** The theme's provider of a post (BlogPostItems, BlogPostPage): Docusaurus's context, and the post's route data for the theme. */
export function ThemeBlogPostProvider({
  post,
  module,
  isBlogPostPage = false,
  children,
}: {
  post: ThemeBlogPost;
  module: PageModule | null | undefined;
  isBlogPostPage?: boolean;
  children: ReactNode;
}) {
  const content = useMemo(() => blogPostContent(post, module), [post, module]);
  return (
    <BlogPostDataContext.Provider value={post}>
      <BlogPostProvider content={content} isBlogPostPage={isBlogPostPage}>
        {children}
      </BlogPostProvider>
    </BlogPostDataContext.Provider>
  );
}

/** The post's route data, for the theme's BlogPostItem parts (below ThemeBlogPostProvider). */
export function useThemeBlogPost(): ThemeBlogPost {
  const post = useContext(BlogPostDataContext);
  if (!post) throw new Error('A BlogPostItem part is used outside a post: the theme provides one in BlogPostItems and BlogPostPage.');
  return post;
}

/** The post being shown: on its page, or the list item the calling component is part of. */
export function useBlogPost(): BlogPostContextValue {
  const post = useContext(BlogPostContext);
  // Docusaurus's message (ReactContextError): the hook is for components below a post.
  if (!post) throw new Error('Hook useBlogPost is called outside the <BlogPostProvider>.');
  return post;
}

/** Docusaurus's BlogMetadata: the blog's base path, title and authors page, on any page of a blog. */
export function useBlogMetadata(): { blogBasePath: string; blogTitle: string; authorsListPath: string } {
  const blog = usePage().data.blog;
  if (!blog) throw new Error("useBlogMetadata() can't be called on the current route because the blog metadata could not be found in route context");
  return { blogBasePath: blog.base, blogTitle: blog.blogTitle, authorsListPath: blog.authorsListPath };
}

/**
 * A blog's routes: each page of content/blog/pages.ts with its route data (shared/blog.ts). A post is an MDX page
 * like a doc; list, tag and author pages name the posts they show (`blogItems`), whose page modules they render.
 */
import type { ContentGraph } from '../content/types.ts';
import type { Blog, BlogAuthor, BlogPost } from '../content/blog/types.ts';
import { blogPages, type BlogPage } from '../content/blog/pages.ts';
import type { BlogAuthorData, BlogHead, BlogPostData, BlogRouteData } from '../../shared/blog.ts';
import { blogHeadOf } from './blogStructuredData.ts';
import type { RouteData } from '../../shared/types.ts';
import { searchTag } from '../../shared/conventions.ts';
import { joinUrl } from '../../shared/urls.ts';
import { absoluteImageUrl, routeKey } from './routeKey.ts';
import type { RouteEntry } from './types.ts';
import { formatUtcDate } from '../../shared/dates.ts';

function authorData(author: BlogAuthor & { count?: number }): BlogAuthorData {
  const { page, ...rest } = author;
  return { ...rest, ...(page ? { page: page.permalink } : {}) };
}

function postDataOf(graph: ContentGraph, blog: Blog, post: BlogPost): BlogPostData {
  const locale = graph.config.i18n.defaultLocale;
  const update = post.lastUpdate;
  const at = blog.options.showLastUpdateTime && update?.at !== undefined ? new Date(update.at * 1000).toISOString() : undefined;
  const by = blog.options.showLastUpdateAuthor ? update?.by : undefined;
  return {
    permalink: post.permalink,
    source: `@site/${post.relPath}`,
    title: post.title,
    description: post.description,
    date: post.date,
    formattedDate: formatUtcDate(new Date(post.date), locale, 'long'),
    ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    authors: post.authors.map(authorData),
    tags: post.tags.map((t) => ({ label: t.label, permalink: t.permalink, ...(t.description ? { description: t.description } : {}) })),
    hasTruncateMarker: post.hasTruncateMarker,
    ...(post.unlisted ? { unlisted: true } : {}),
    ...(post.editUrl ? { editUrl: post.editUrl } : {}),
    // The date is written by @theme/LastUpdated from isoDate, in the site's locale.
    ...(at || by ? { lastUpdate: { ...(at ? { isoDate: at } : {}), ...(by ? { by } : {}) } } : {}),
    // Through JSON, as the client receives it: a YAML date becomes its ISO string on both sides.
    frontMatter: JSON.parse(JSON.stringify(post.frontMatter)) as Record<string, unknown>,
  };
}

/** What every page of the blog shares: its titles, base, authors page and sidebar. */
function common(blog: Blog): BlogRouteData {
  const { options } = blog;
  const count = options.blogSidebarCount === 'ALL' ? blog.posts.length : options.blogSidebarCount;
  return {
    id: options.id,
    blogTitle: options.blogTitle,
    blogDescription: options.blogDescription,
    base: blog.base,
    authorsListPath: joinUrl(blog.base, options.authorsBasePath),
    sidebar: {
      title: options.blogSidebarTitle,
      groupByYear: options.sidebar.groupByYear,
      items: blog.posts.slice(0, count).map((p) => ({
        title: p.frontMatter.sidebar_label ?? p.title,
        permalink: p.permalink,
        date: p.date,
        ...(p.unlisted ? { unlisted: true } : {}),
      })),
    },
  };
}

/** Docusaurus's titles: "3 posts tagged with "Hello"", "One post tagged with …". */
function postsCount(count: number): string {
  return count === 1 ? 'One post' : `${count} posts`;
}

function pageData(
  graph: ContentGraph,
  blog: Blog,
  page: BlogPage,
  shared: BlogRouteData,
  postData: (post: BlogPost) => BlogPostData,
): Pick<RouteData, 'kind' | 'title' | 'description' | 'blog'> & Partial<RouteData> {
  const items = (posts: BlogPost[]) => posts.map(postData);
  const { blogTitle, blogDescription } = blog.options;
  // A blog at the site's root ("blog-only mode") is titled by the site, as in Docusaurus.
  const listTitle = blog.base === graph.config.baseUrl.replace(/\/$/, '') || blog.base === graph.config.baseUrl ? graph.config.title : blogTitle;
  switch (page.kind) {
    case 'blogPost': {
      const { post, newer, older } = page;
      const fm = post.frontMatter;
      const min = fm.toc_min_heading_level ?? graph.config.tableOfContents.minHeadingLevel;
      const max = Math.max(min, fm.toc_max_heading_level ?? graph.config.tableOfContents.maxHeadingLevel);
      const image = absoluteImageUrl(graph.config, fm.image);
      return {
        kind: 'blogPost',
        title: fm.title_meta ?? post.title,
        description: post.description,
        ...(fm.hide_table_of_contents ? { hideTableOfContents: true } : {}),
        ...(min !== 2 || max !== 3 ? { tocLevels: { min, max } } : {}),
        ...(post.unlisted ? { unlisted: true } : {}),
        ...(image ? { image } : {}),
        markdownHref: `${post.permalink}.md`,
        blog: {
          ...shared,
          post: {
            ...postData(post),
            ...(newer ? { newer: { title: newer.title, permalink: newer.permalink } } : {}),
            ...(older ? { older: { title: older.title, permalink: older.permalink } } : {}),
          },
        },
      };
    }
    case 'blogList':
      return { kind: 'blogList', title: listTitle, description: blogDescription, blog: { ...shared, items: items(page.posts), list: page.list } };
    case 'blogTags':
      return { kind: 'blogTags', title: 'Tags', description: `The tags of ${blogTitle}.`, blog: { ...shared, tags: page.tags.map(({ inline: _, ...t }) => t) } };
    case 'blogTag': {
      const { inline: _, ...tag } = page.tag;
      return {
        kind: 'blogTag',
        title: `${postsCount(tag.count)} tagged with "${tag.label}"`,
        description: tag.description ?? `Blog posts tagged with "${tag.label}".`,
        ...(tag.unlisted ? { unlisted: true } : {}),
        blog: { ...shared, tag: { ...tag, allTagsPath: page.allTagsPath }, items: items(page.posts), list: page.list },
      };
    }
    case 'blogArchive':
      return {
        kind: 'blogArchive',
        title: 'Archive',
        description: 'Archive',
        blog: { ...shared, archive: page.posts.map((p) => ({ title: p.title, permalink: p.permalink, date: p.date })) },
      };
    case 'blogAuthors':
      return { kind: 'blogAuthors', title: 'Authors', description: `The authors of ${blogTitle}.`, blog: { ...shared, authors: page.authors.map(authorData) } };
    case 'blogAuthor':
      return {
        kind: 'blogAuthor',
        title: page.author.name ?? page.author.key ?? 'Author',
        description: page.author.description ?? page.author.title ?? `Posts by ${page.author.name ?? page.author.key}.`,
        blog: { ...shared, author: authorData(page.author), items: items(page.posts), list: page.list },
      };
  }
}

/** The page's head additions (JSON-LD, `article:*`), when it has any. */
function withBlogHead(graph: ContentGraph, kind: string, path: string, blog: BlogRouteData | undefined): { blogHead?: BlogHead } {
  const blogHead = blog && blogHeadOf(graph.config, kind, path, blog);
  return blogHead ? { blogHead } : {};
}

export function blogRoutes(graph: ContentGraph, blog: Blog): RouteEntry[] {
  const shared = common(blog);
  const locale = graph.config.i18n.defaultLocale;
  // A post shows on its page and on several lists: its data is made once.
  const made = new Map<BlogPost, BlogPostData>();
  const postData = (post: BlogPost) => {
    let data = made.get(post);
    if (!data) {
      data = postDataOf(graph, blog, post);
      made.set(post, data);
    }
    return data;
  };
  return blogPages(blog).map((page): RouteEntry => {
    const data = pageData(graph, blog, page, shared, postData);
    const post = page.kind === 'blogPost' ? page.post : undefined;
    const shown = 'posts' in page && page.kind !== 'blogArchive' ? page.posts : undefined;
    return {
      path: page.path,
      key: routeKey(page.path),
      keywords: [...new Set([...graph.config.keywords, ...(post?.frontMatter.keywords ?? [])])],
      searchTag: searchTag(undefined, locale),
      searchType: 'blog',
      data: {
        path: page.path,
        ...data,
        hideTableOfContents: data.hideTableOfContents ?? page.kind !== 'blogPost',
        ...withBlogHead(graph, page.kind, page.path, data.blog),
      } as RouteData,
      ...(post
        ? { source: { file: post.source, relPath: post.relPath, bodyLine: post.bodyLine, format: 'mdx' as const, sourceHash: post.sourceHash, imageRefs: post.imageRefs } }
        : {}),
      ...(shown ? { blogItems: shown.map((p) => p.permalink) } : {}),
      ...(post ? { blogPost: post } : {}),
    };
  });
}

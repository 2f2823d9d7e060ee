/**
 * The pages of a blog, with the URLs Docusaurus gives them (plugin-content-blog's routes): each post, the paginated
 * list, the tags list and each tag's paginated posts, the archive, the authors list and each author's paginated posts.
 * Unlisted posts have their page but are in no list (a tag whose posts are all unlisted lists them, unlisted itself).
 */
import { joinUrl } from '../../../shared/urls.ts';
import type { BlogListData } from '../../../shared/blog.ts';
import type { Blog, BlogAuthor, BlogPost, BlogTag } from './types.ts';

/** Where a list page stands among its pages (Docusaurus's BlogPaginatedListMetadata), as its route data carries it. */
export type ListMetadata = BlogListData;

export type BlogPage =
  | { kind: 'blogPost'; path: string; post: BlogPost; newer?: BlogPost; older?: BlogPost }
  | { kind: 'blogList'; path: string; posts: BlogPost[]; list: ListMetadata }
  | { kind: 'blogTags'; path: string; tags: (BlogTag & { count: number })[] }
  | { kind: 'blogTag'; path: string; tag: BlogTag & { count: number; unlisted: boolean }; allTagsPath: string; posts: BlogPost[]; list: ListMetadata }
  | { kind: 'blogArchive'; path: string; posts: BlogPost[] }
  | { kind: 'blogAuthors'; path: string; authors: (BlogAuthor & { count: number })[] }
  | { kind: 'blogAuthor'; path: string; author: BlogAuthor & { count: number }; posts: BlogPost[]; list: ListMetadata };

/** Splits `posts` into list pages at `basePath`, `basePath/page/2`, … (one page even without posts). */
export function paginate(posts: BlogPost[], basePath: string, blog: Blog): { path: string; posts: BlogPost[]; list: ListMetadata }[] {
  const { postsPerPage, pageBasePath } = blog.options;
  const perPage = postsPerPage === 'ALL' ? Math.max(posts.length, 1) : postsPerPage;
  const totalPages = Math.max(1, Math.ceil(posts.length / perPage));
  const pathOf = (page: number) => (page > 0 ? joinUrl(basePath, pageBasePath, String(page + 1)) : basePath);
  return Array.from({ length: totalPages }, (_, page) => ({
    path: pathOf(page),
    posts: posts.slice(page * perPage, (page + 1) * perPage),
    list: {
      page: page + 1,
      totalPages,
      totalCount: posts.length,
      postsPerPage: postsPerPage === 'ALL' ? posts.length : postsPerPage,
      ...(page > 0 ? { previousPage: pathOf(page - 1) } : {}),
      ...(page < totalPages - 1 ? { nextPage: pathOf(page + 1) } : {}),
    },
  }));
}

/** Tags by page URL, the first label met winning; each with its posts (listed ones, unless all are unlisted). */
function tagGroups(posts: BlogPost[]): { tag: BlogTag; posts: BlogPost[]; unlisted: boolean }[] {
  const groups = new Map<string, { tag: BlogTag; posts: BlogPost[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      let group = groups.get(tag.permalink);
      if (!group) {
        group = { tag, posts: [] };
        groups.set(tag.permalink, group);
      }
      if (!group.posts.includes(post)) group.posts.push(post);
    }
  }
  return [...groups.values()].map(({ tag, posts: tagged }) => {
    const unlisted = tagged.every((p) => p.unlisted);
    return { tag, posts: unlisted ? tagged : tagged.filter((p) => !p.unlisted), unlisted };
  });
}

export function blogPages(blog: Blog): BlogPage[] {
  const { options, base, posts } = blog;
  const listed = posts.filter((p) => !p.unlisted);
  const pages: BlogPage[] = [];
  for (const post of posts) {
    const i = listed.indexOf(post);
    pages.push({ kind: 'blogPost', path: post.permalink, post, ...(i > 0 ? { newer: listed[i - 1] } : {}), ...(i >= 0 && i < listed.length - 1 ? { older: listed[i + 1] } : {}) });
  }
  for (const page of paginate(listed, base, blog)) pages.push({ kind: 'blogList', ...page });
  const groups = tagGroups(posts);
  if (groups.length) {
    const allTagsPath = joinUrl(base, options.tagsBasePath);
    pages.push({ kind: 'blogTags', path: allTagsPath, tags: groups.filter((g) => !g.unlisted).map((g) => ({ ...g.tag, count: g.posts.length })) });
    for (const group of groups) {
      const tag = { ...group.tag, count: group.posts.length, unlisted: group.unlisted };
      for (const page of paginate(group.posts, group.tag.permalink, blog)) pages.push({ kind: 'blogTag', tag, allTagsPath, ...page });
    }
  }
  if (options.archiveBasePath !== null && listed.length) pages.push({ kind: 'blogArchive', path: joinUrl(base, options.archiveBasePath), posts: listed });
  const authors = Object.values(blog.authors);
  if (authors.length) {
    const postsOf = (author: BlogAuthor) => listed.filter((p) => p.authors.some((a) => a.key === author.key));
    pages.push({ kind: 'blogAuthors', path: joinUrl(base, options.authorsBasePath), authors: authors.map((a) => ({ ...a, count: postsOf(a).length })) });
    for (const author of authors) {
      if (!author.page) continue;
      const own = postsOf(author);
      for (const page of paginate(own, author.page.permalink, blog)) pages.push({ kind: 'blogAuthor', author: { ...author, count: own.length }, ...page });
    }
  }
  return pages;
}

/** Each route of a blog with what makes it, for the duplicate route check. */
export function blogRoutePaths(blog: Blog): [string, string][] {
  return blogPages(blog).map((page) => [page.path, page.kind === 'blogPost' ? page.post.relPath : `the blog "${blog.options.id}"'s ${page.kind} page`]);
}

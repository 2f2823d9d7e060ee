/** A blog as the load stage reads it (Docusaurus's plugin-content-blog): its posts, authors and tags. Plain data. */
import type { BlogOptions } from '../../config/blog.ts';
import type { LastUpdate } from '../lastUpdate.ts';
import type { BlogAuthorData } from '../../../shared/blog.ts';

/** A post's author: from the authors file (`key`), written inline in the front matter, or both (inline wins). */
export interface BlogAuthor extends Omit<BlogAuthorData, 'page' | 'count'> {
  /** The author's page, when the authors file gives them one. */
  page?: { permalink: string };
}

export interface BlogTag {
  label: string;
  /** The tag page's URL. */
  permalink: string;
  description?: string;
  /** Not defined in the tags file. */
  inline: boolean;
}

/** Docusaurus's blog post front matter (content/blog/frontMatter.ts validates it). */
export interface BlogFrontMatter {
  id?: string;
  title?: string;
  title_meta?: string;
  sidebar_label?: string;
  description?: string;
  slug?: string;
  date?: string | Date;
  authors?: unknown;
  author?: string;
  author_title?: string;
  author_url?: string;
  author_image_url?: string;
  authorURL?: string;
  authorTitle?: string;
  authorImageURL?: string;
  tags?: (string | { label: string; permalink: string; description?: string })[];
  image?: string;
  keywords?: string[];
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  last_update?: { author?: string; date?: string | Date };
  draft?: boolean;
  unlisted?: boolean;
  mdx?: { format?: 'md' | 'mdx' | 'detect' };
}

export interface BlogPost {
  /** The post's slug (Docusaurus's post id). */
  id: string;
  source: string;
  /** From the site folder, for messages. */
  relPath: string;
  bodyLine: number;
  sourceHash: string;
  imageRefs: string[];
  permalink: string;
  title: string;
  description: string;
  /** ISO date (UTC). */
  date: string;
  tags: BlogTag[];
  authors: BlogAuthor[];
  /** Minutes, two decimals (showReadingTime). */
  readingTime?: number;
  hasTruncateMarker: boolean;
  frontMatter: BlogFrontMatter;
  draft: boolean;
  unlisted: boolean;
  editUrl?: string;
  lastUpdate?: LastUpdate;
}

export interface Blog {
  options: BlogOptions;
  /** The posts' folder (absolute). */
  dir: string;
  /** The blog's base route (`/blog`, or the base URL for routeBasePath '/'). */
  base: string;
  /** Newest first (or oldest first with sortPosts: 'ascending'); drafts are left out of production builds. */
  posts: BlogPost[];
  /** The authors file's authors by key (none without a file). */
  authors: Record<string, BlogAuthor>;
}

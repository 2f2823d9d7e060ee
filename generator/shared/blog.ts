/** What a blog page's route data carries (RouteData.blog): built by routes/blog.ts, shown by the theme's Blog* components. */

export interface BlogAuthorData {
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  description?: string;
  /** Platform → absolute URL (handles expanded as Docusaurus does). */
  socials?: Record<string, string>;
  /** The author's page. */
  page?: string;
  /** Listed posts (authors pages). */
  count?: number;
}

export interface BlogLink {
  title: string;
  permalink: string;
}

/** A post as lists and its own page show it (Docusaurus's BlogPostMetadata, what the theme needs of it). */
export interface BlogPostData {
  permalink: string;
  /** The post's file as Docusaurus names it: `@site/blog/…`. */
  source: string;
  title: string;
  description: string;
  /** ISO date and as the site's locale writes it ("August 26, 2021"). */
  date: string;
  formattedDate: string;
  /** Minutes (showReadingTime). */
  readingTime?: number;
  authors: BlogAuthorData[];
  /** `description`: the tags file's, the tag link's title. */
  tags: { label: string; permalink: string; description?: string }[];
  hasTruncateMarker: boolean;
  unlisted?: boolean;
  editUrl?: string;
  lastUpdate?: { isoDate?: string; by?: string };
  /** The front matter as written (dates as ISO strings): what components read through useBlogPost(). */
  frontMatter: Record<string, unknown>;
}

export interface BlogListData {
  page: number;
  totalPages: number;
  totalCount: number;
  postsPerPage: number;
  previousPage?: string;
  nextPage?: string;
}

export interface BlogTagData {
  label: string;
  permalink: string;
  description?: string;
  count: number;
}

export interface BlogRouteData {
  /** The blog's plugin id. */
  id: string;
  blogTitle: string;
  blogDescription: string;
  /** The blog's base route and its authors page (Docusaurus names it whether the blog has authors or not). */
  base: string;
  authorsListPath: string;
  /** `groupByYear`: the items under their years' headings (Docusaurus's themeConfig.blog.sidebar.groupByYear). */
  sidebar: { title: string; groupByYear: boolean; items: (BlogLink & { date: string; unlisted?: boolean })[] };
  /** A post page: the post, its newer and older neighbours. */
  post?: BlogPostData & { newer?: BlogLink; older?: BlogLink };
  /** List, tag and author pages: the posts shown (their modules are the route's blogItems). */
  items?: BlogPostData[];
  list?: BlogListData;
  /** The tags page; a tag page's tag. */
  tags?: BlogTagData[];
  tag?: BlogTagData & { unlisted: boolean; allTagsPath: string };
  /** The archive: every listed post, newest first. */
  archive?: (BlogLink & { date: string })[];
  /** The authors page; an author page's author. */
  authors?: BlogAuthorData[];
  author?: BlogAuthorData;
}

/** A blog page's head additions (routes/blogStructuredData.ts makes them at build time, into its route data). */
export interface BlogHead {
  /** A post's `article:*` Open Graph properties, each as Docusaurus writes it: values joined by commas. */
  article?: { publishedTime: string; authors?: string; tags?: string };
  /** JSON-LD (schema.org) of the page: a post's BlogPosting, a list page's Blog. */
  structuredData?: Record<string, unknown>;
}

/**
 * The blog plugin's options, with Docusaurus's names and defaults (plugin-content-blog 3.10). `blog` in site.config.ts
 * is one blog or a list of them (a second instance needs its own `id`, `path` and `routeBasePath`).
 */
import { z } from 'zod';
import { markdownPluginOptions } from './markdownPlugins.ts';
import { GLOB_EXCLUDE_DEFAULT } from './globs.ts';

/** Docusaurus's default `truncateMarker`: `<!-- truncate -->` (Markdown) or `{/* truncate *\/}` (MDX) ends a post's summary. */
export const DEFAULT_TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

const isRegExp = (value: unknown): value is RegExp => Object.prototype.toString.call(value) === '[object RegExp]';

/** What a problem found in a post does: Docusaurus's `'ignore' | 'log' | 'warn' | 'throw'` (`log` warns here). */
const report = z.enum(['ignore', 'log', 'warn', 'throw']);

const FEED_TYPES = ['rss', 'atom', 'json'] as const;
export type FeedType = (typeof FEED_TYPES)[number];

/** What a blog `editUrl` function receives, as in Docusaurus. */
export interface BlogEditUrlParams {
  /** The blog folder, relative to the site (`blog`). */
  blogDirPath: string;
  /** The post's file, relative to the blog folder. */
  blogPath: string;
  permalink: string;
  locale: string;
}
export type BlogEditUrlFunction = (params: BlogEditUrlParams) => string | undefined;

const xsltOption = z.union([z.boolean(), z.string().min(1), z.null()]);

const feedOptions = z
  .strictObject({
    /** 'all', one type, a list of them, or null: no feed. */
    type: z
      .union([z.enum(['all', ...FEED_TYPES]), z.array(z.enum(FEED_TYPES)), z.null()])
      .default(['rss', 'atom'])
      .transform((t): FeedType[] => (t === null ? [] : t === 'all' ? [...FEED_TYPES] : Array.isArray(t) ? t : [t])),
    title: z.string().optional(),
    description: z.string().optional(),
    copyright: z.string().default(''),
    language: z.string().optional(),
    /** How many posts the feeds hold (the newest); false or null: all of them. */
    limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
    /** Style sheets that show the feed as a page in a browser: true (the built-in ones), a file of the blog folder, or per type. */
    xslt: z
      .union([xsltOption, z.strictObject({ rss: xsltOption.optional(), atom: xsltOption.optional() })])
      .default(null)
      .transform((x) => (x !== null && typeof x === 'object' ? { rss: x.rss ?? null, atom: x.atom ?? null } : { rss: x, atom: x })),
  })
  .prefault({});

const basePath = z.string().transform((p) => p.replace(/^\/+|\/+$/g, ''));

export const blogOptionsSchema = z.strictObject({
  id: z.string().min(1).default('default'),
  /** The posts' folder, from the site's. */
  path: z.string().min(1).default('blog'),
  /** URL path of the blog below baseUrl ('/' or '': a blog-only site). */
  routeBasePath: basePath.default('blog'),
  tagsBasePath: basePath.default('tags'),
  /** null: no archive page. */
  archiveBasePath: basePath.nullable().default('archive'),
  pageBasePath: basePath.default('page'),
  authorsBasePath: basePath.default('authors'),
  postsPerPage: z.union([z.number().int().min(1), z.literal('ALL')]).default(10),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  blogSidebarCount: z.union([z.number().int().min(0), z.literal('ALL')]).default(5),
  blogSidebarTitle: z.string().default('Recent posts'),
  showReadingTime: z.boolean().default(true),
  /** "Edit this page": a base URL the post's path (from the site folder) is appended to, or a function. */
  editUrl: z.union([z.string().min(1), z.custom<BlogEditUrlFunction>((value) => typeof value === 'function', 'must be a string or a function')]).optional(),
  showLastUpdateTime: z.boolean().default(false),
  showLastUpdateAuthor: z.boolean().default(false),
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  feedOptions,
  /** The authors file, in the blog folder. */
  authorsMapPath: z.string().min(1).default('authors.yml'),
  /** The tags file, in the blog folder: unset reads tags.yml when there is one; false or null reads none. */
  tags: z.union([z.string().min(1), z.literal(false), z.null()]).optional(),
  onInlineTags: report.default('warn'),
  onInlineAuthors: report.default('warn'),
  onUntruncatedBlogPosts: report.default('warn'),
  /** Where a post's summary ends (the lists show the text before it): a regular expression. */
  truncateMarker: z.custom<RegExp>(isRegExp, 'must be a regular expression, like /<!--\\s*truncate\\s*-->/').default(DEFAULT_TRUNCATE_MARKER),
  /** The blog folder's posts: the .md/.mdx files matching one of `include` and none of `exclude` (globs, from the folder). */
  include: z.array(z.string().min(1)).default(['**/*.{md,mdx}']),
  exclude: z.array(z.string().min(1)).default(GLOB_EXCLUDE_DEFAULT),
  /** Docusaurus's `themeConfig.blog.sidebar`: `groupByYear: false` lists the recent posts without their years' headings. */
  sidebar: z.strictObject({ groupByYear: z.boolean().default(true) }).prefault({}),
  /** The site's own Markdown plugins for the posts (config/markdownPlugins.ts). */
  ...markdownPluginOptions,
});

export type BlogOptionsInput = z.input<typeof blogOptionsSchema>;
export type BlogOptions = z.output<typeof blogOptionsSchema>;

/** `blog`: one blog, several, or none (false, or unset). */
export const blogSchema = z
  .union([z.literal(false), blogOptionsSchema, z.array(blogOptionsSchema)])
  .optional()
  .transform((b): BlogOptions[] => (b === undefined || b === false ? [] : Array.isArray(b) ? b : [b]))
  .superRefine((blogs, ctx) => {
    const seen = new Set<string>();
    for (const [i, blog] of blogs.entries()) {
      if (seen.has(blog.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `two blogs have the id "${blog.id}": give each its own id` });
      seen.add(blog.id);
    }
  });

/**
 * docusaurus.config.js's blogs → site.config.ts `blog`: the classic preset's `blog` (on by default, as in Docusaurus,
 * unless `blog: false`) and each `@docusaurus/plugin-content-blog` instance of `plugins`. Options with no equivalent
 * are reported, never silently dropped.
 */
import type { BlogOptionsInput } from './blog.ts';
import { PLUGIN_OPTIONS } from './markdownPlugins.ts';

type Dict = Record<string, unknown>;
type Skip = (option: string, reason: string) => void;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);

const BLOG_PLUGINS = ['@docusaurus/plugin-content-blog', 'content-blog', 'docusaurus-plugin-content-blog'];

/** A `plugins` entry that is the blog plugin (by name, with or without options). */
export function isBlogPlugin(plugin: unknown): boolean {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' && BLOG_PLUGINS.includes(name);
}

/** Options read as they are (the schema validates their values). */
const PASSED = [
  'id',
  'routeBasePath',
  'tagsBasePath',
  'archiveBasePath',
  'pageBasePath',
  'authorsBasePath',
  'postsPerPage',
  'blogTitle',
  'blogDescription',
  'blogSidebarCount',
  'blogSidebarTitle',
  'showReadingTime',
  'editUrl',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'sortPosts',
  'authorsMapPath',
  'tags',
  'onInlineTags',
  'onInlineAuthors',
  'onUntruncatedBlogPosts',
  'truncateMarker',
  'include',
  'exclude',
  ...PLUGIN_OPTIONS,
];
const FEED_PASSED = ['type', 'title', 'description', 'copyright', 'language', 'limit', 'xslt'];

/** The Markdown options of a docs or blog plugin that the generator does not honour, with why. */
export const MARKDOWN_OPTIONS_NOT_RUN: Record<string, string> = {
  admonitions: 'admonition keywords are fixed (note, tip, info, warning, danger, caution, important)',
};

const UNSUPPORTED: Record<string, string> = {
  ...MARKDOWN_OPTIONS_NOT_RUN,
  readingTime: 'reading time is computed as Docusaurus does by default (words / 200 a minute)',
  processBlogPosts: 'a processBlogPosts function is not run',
  editLocalizedFiles: 'only the default locale is built',
  blogListComponent: 'override @theme components in src/theme/ instead',
  blogPostComponent: 'override @theme components in src/theme/ instead',
  blogTagsListComponent: 'override @theme components in src/theme/ instead',
  blogTagsPostsComponent: 'override @theme components in src/theme/ instead',
  blogArchiveComponent: 'override @theme components in src/theme/ instead',
  blogAuthorsListComponent: 'override @theme components in src/theme/ instead',
  blogAuthorsPostsComponent: 'override @theme components in src/theme/ instead',
};

function relativeToSite(siteDir: string, path: string): string {
  return path.startsWith(siteDir) ? path.slice(siteDir.length).replace(/^[\\/]+/, '') : path.replace(/^\.\//, '');
}

/** themeConfig.blog: its `sidebar.groupByYear`, which every blog's sidebar follows. */
function blogTheme(raw: unknown, skip: Skip): Pick<BlogOptionsInput, 'sidebar'> {
  if (!isDict(raw)) return {};
  for (const key of Object.keys(raw)) if (key !== 'sidebar') skip(`themeConfig.blog.${key}`, 'not supported');
  const sidebar = isDict(raw.sidebar) ? raw.sidebar : {};
  for (const key of Object.keys(sidebar)) if (key !== 'groupByYear') skip(`themeConfig.blog.sidebar.${key}`, 'not supported');
  return typeof sidebar.groupByYear === 'boolean' ? { sidebar: { groupByYear: sidebar.groupByYear } } : {};
}

function convertBlog(options: Dict, key: string, siteDir: string, skip: Skip): BlogOptionsInput {
  const out: Dict = {};
  for (const [name, value] of Object.entries(options)) {
    if (name === 'path' && typeof value === 'string') out.path = relativeToSite(siteDir, value);
    else if (PASSED.includes(name)) out[name] = value;
    else if (name === 'feedOptions' && isDict(value)) {
      const feed: Dict = {};
      for (const [option, v] of Object.entries(value)) {
        if (FEED_PASSED.includes(option)) feed[option] = v;
        else skip(`${key}.feedOptions.${option}`, option === 'createFeedItems' ? 'a createFeedItems function is not run: feed items are made as by default' : 'not supported');
      }
      out.feedOptions = feed;
    } else skip(`${key}.${name}`, UNSUPPORTED[name] ?? 'not supported');
  }
  return out as BlogOptionsInput;
}

/** The blogs of docusaurus.config.js: the preset's, then each plugin instance, with the theme's blog options (`themeConfig.blog`). */
export function convertBlogs(presetBlog: unknown, plugins: unknown, themeConfigBlog: unknown, siteDir: string, skip: Skip): BlogOptionsInput[] {
  const theme = blogTheme(themeConfigBlog, skip);
  const blogs: BlogOptionsInput[] = [];
  if (presetBlog !== false) blogs.push({ ...convertBlog(isDict(presetBlog) ? presetBlog : {}, 'presets.classic.blog', siteDir, skip), ...theme });
  for (const [i, plugin] of (Array.isArray(plugins) ? plugins : []).entries()) {
    if (!isBlogPlugin(plugin)) continue;
    const options = Array.isArray(plugin) && isDict(plugin[1]) ? plugin[1] : {};
    blogs.push({ ...convertBlog(options, `plugins[${i}]`, siteDir, skip), ...theme });
  }
  return blogs;
}

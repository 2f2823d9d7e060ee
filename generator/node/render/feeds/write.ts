/**
 * The blog feeds (RSS 2.0, Atom 1.0, JSON Feed), written with the `feed` package as Docusaurus writes them:
 * the newest listed posts (feedOptions.limit), absolute URLs, each post's whole content HTML, its tags and authors.
 * With `xslt`, the feeds name a style sheet (the built-in one, or the blog folder's) so browsers show them as pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Feed } from 'feed';
import type { ContentGraph } from '../../content/types.ts';
import type { Blog } from '../../content/blog/types.ts';
import type { FeedType } from '../../config/blog.ts';
import { BuildError } from '../../errors.ts';
import { joinUrl, publicPath } from '../../../shared/urls.ts';
import { writeOutput } from '../../output/files.ts';
import { feedContent } from './content.ts';
import { FEED_FILES } from './links.ts';

/** The generator's own feed style sheets (each .xsl with its .css beside it). */
const BUILT_IN_XSLT: Record<'rss' | 'atom', string> = {
  rss: fileURLToPath(new URL('./styles/rss.xsl', import.meta.url)),
  atom: fileURLToPath(new URL('./styles/atom.xsl', import.meta.url)),
};

/** The absolute URL of a file of the site. */
function absolute(graph: ContentGraph, path: string): string {
  return graph.config.url.replace(/\/$/, '') + path;
}

/** The absolute URL of a page, as the site links it: with a trailing slash when `trailingSlash` is true (as Docusaurus). */
function pageUrl(graph: ContentGraph, route: string): string {
  const { trailingSlash, baseUrl } = graph.config;
  return absolute(graph, publicPath(route, trailingSlash, baseUrl));
}

/** The style sheet of a feed type, as the xslt option names it: true is the built-in one, a path is the blog folder's. */
function styleSheet(blog: Blog, type: 'rss' | 'atom', relDir: string): { xsl: string; css: string } | undefined {
  const option = blog.options.feedOptions.xslt[type];
  if (!option) return undefined;
  const xsl = option === true ? BUILT_IN_XSLT[type] : isAbsolute(option) ? option : resolve(blog.dir, option);
  if (!existsSync(xsl)) throw new BuildError(`The ${type} feed's XSLT file ${option} is not in ${relDir}/ (feedOptions.xslt). Add it, or set xslt: true for the built-in one.`);
  const css = join(dirname(xsl), `${basename(xsl, extname(xsl))}.css`);
  if (!existsSync(css)) throw new BuildError(`The ${type} feed's XSLT file ${option} needs its style sheet beside it: ${basename(css)} (same name, .css).`);
  return { xsl, css };
}

/** A blog's feeds are written: it has a listed post and a feed type (what writeBlogFeeds writes them for). */
function listedPosts(blog: Blog): Blog['posts'] {
  return blog.options.feedOptions.type.length ? blog.posts.filter((p) => !p.draft && !p.unlisted) : [];
}

/** The file name of a feed type's style sheet and of its CSS, as the xslt option names them (written beside the feed). */
function styleSheetNames(blog: Blog, type: 'rss' | 'atom'): [string, string] | undefined {
  const option = blog.options.feedOptions.xslt[type];
  if (!option) return undefined;
  const xsl = basename(option === true ? BUILT_IN_XSLT[type] : option);
  return [xsl, `${basename(xsl, extname(xsl))}.css`];
}

/**
 * The output files (below the base URL) writeBlogFeeds writes, each with what it is: a static/ file of the same name
 * would be replaced by it (render/generatedFiles.ts).
 */
export function feedFiles(graph: ContentGraph): [string, string][] {
  return graph.blogs.flatMap((blog) => {
    if (!listedPosts(blog).length) return [];
    const at = (name: string) => joinUrl(blog.options.routeBasePath, name).replace(/^\//, '');
    const what = `of the blog ${blog.options.path}/`;
    return (blog.options.feedOptions.type as FeedType[]).flatMap((type): [string, string][] => [
      [at(FEED_FILES[type].file), `the ${FEED_FILES[type].label} ${what}`],
      ...(type === 'json' ? [] : (styleSheetNames(blog, type) ?? []).map((name): [string, string] => [at(name), `the ${FEED_FILES[type].label}'s style sheet ${what}`])),
    ]);
  });
}

/**
 * Writes each blog's feeds into the output. `bodyOf` gives a post page's prerendered body (its content is read from
 * there, as Docusaurus reads it from the built page).
 */
export function writeBlogFeeds(outDir: string, graph: ContentGraph, bodyOf: (path: string) => string | undefined): void {
  const { config } = graph;
  for (const blog of graph.blogs) {
    const { feedOptions, routeBasePath } = blog.options;
    const posts = listedPosts(blog);
    if (!posts.length) continue;
    const shown = feedOptions.limit === false || feedOptions.limit === null ? posts : posts.slice(0, feedOptions.limit);
    const blogUrl = pageUrl(graph, blog.base);
    const feed = new Feed({
      id: blogUrl,
      title: feedOptions.title ?? `${config.title} Blog`,
      updated: new Date(shown[0].date),
      language: feedOptions.language ?? config.i18n.defaultLocale,
      link: blogUrl,
      description: feedOptions.description ?? `${config.title} Blog`,
      ...(config.favicon ? { favicon: absolute(graph, joinUrl(config.baseUrl, config.favicon)) } : {}),
      copyright: feedOptions.copyright,
    });
    for (const post of shown) {
      const url = pageUrl(graph, post.permalink);
      const body = bodyOf(post.permalink);
      const authors = post.authors.map((a) => ({ name: a.name, link: a.url, email: a.email }));
      feed.addItem({
        title: post.title,
        id: url,
        link: url,
        date: new Date(post.date),
        description: post.description,
        category: post.tags.map((t) => ({ name: t.label, term: t.label })),
        ...(body !== undefined ? { content: feedContent(body, url) } : {}),
        ...(authors.length ? { author: authors } : {}),
      });
    }
    const relDir = blog.options.path;
    for (const type of feedOptions.type as FeedType[]) {
      let text = type === 'rss' ? feed.rss2() : type === 'atom' ? feed.atom1() : feed.json1();
      const sheet = type === 'json' ? undefined : styleSheet(blog, type, relDir);
      if (sheet) {
        writeOutput(outDir, joinUrl(routeBasePath, basename(sheet.xsl)).replace(/^\//, ''), readFileSync(sheet.xsl));
        writeOutput(outDir, joinUrl(routeBasePath, basename(sheet.css)).replace(/^\//, ''), readFileSync(sheet.css));
        text = text.replace('<?xml version="1.0" encoding="utf-8"?>', `<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="${basename(sheet.xsl)}"?>`);
      }
      writeOutput(outDir, joinUrl(routeBasePath, FEED_FILES[type].file).replace(/^\//, ''), text);
    }
  }
}

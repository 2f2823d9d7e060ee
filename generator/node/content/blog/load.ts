/**
 * The blog plugin's load: each configured blog's posts (front matter, date, slug, authors, tags, summary marker,
 * reading time), newest first, with Docusaurus's URLs. Authoring problems follow the blog's options: `warn`/`log`
 * are warnings, `throw` fails the build with every other page's problems; each names the file and line.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import type { SiteConfig } from '../../config/schema.ts';
import { DEFAULT_TRUNCATE_MARKER, type BlogOptions } from '../../config/blog.ts';
import { BuildError, location } from '../../errors.ts';
import { joinUrl } from '../../../shared/urls.ts';
import { readSource } from '../sourceText.ts';
import { frontMatterKeyLine } from '../frontMatter.ts';
import { unsafeCharacter } from '../names.ts';
import { gitLastUpdates, mergeLastUpdate } from '../lastUpdate.ts';
import { parseBlogFrontMatter } from './frontMatter.ts';
import { excerpt, parsePostFileName, splitContentTitle, truncateMarkerOf } from './posts.ts';
import { loadAuthorsMap, postAuthors } from './authors.ts';
import { loadTagsFile, postTags } from './tags.ts';
import type { Blog, BlogPost } from './types.ts';
import { ReadingTimes } from './readingTimes.ts';

const toPosix = (p: string) => p.split(sep).join('/');

/**
 * The posts of `dir`, by name: its .md/.mdx files matching one of the blog's `include` globs and none of its `exclude`
 * ones (from the folder, as Docusaurus's globby reads them: `*` and `**` match no name starting with ".").
 */
function postFiles(dir: string, include: string[], exclude: string[]): string[] {
  const included = picomatch(include);
  const excluded = picomatch(exclude);
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      if (entry.name === 'node_modules' || entry.name === '.git') continue;
      const full = join(d, entry.name);
      if (entry.isSymbolicLink() ? statSync(full).isDirectory() : entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const rel = toPosix(relative(dir, full));
        if (included(rel) && !excluded(rel)) out.push(full);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** When git first saw each file of `dir` (seconds), for posts whose date neither the front matter nor the name gives. */
function gitCreationDates(siteDir: string, dir: string): Map<string, number> {
  const out = new Map<string, number>();
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: siteDir, encoding: 'utf8' });
  if (top.status !== 0 || !top.stdout.trim()) return out;
  const root = top.stdout.trim();
  const log = spawnSync('git', ['-c', 'core.quotepath=false', 'log', '--diff-filter=A', '--format=%x1e%ct', '--name-only', '--', relative(root, dir) || '.'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (log.status !== 0) return out;
  // Newest commit first: a file's last record is its creation.
  for (const record of log.stdout.split('\x1e')) {
    const [at, ...files] = record.split('\n');
    for (const file of files) if (file) out.set(join(root, file), Number(at));
  }
  return out;
}

/** Reports a problem as the option says: a warning, a problem failing the build, or nothing. */
function reporter(warnings: string[], problems: string[]) {
  return (level: BlogOptions['onInlineTags'], message: string) => {
    if (level === 'throw') problems.push(message);
    else if (level !== 'ignore') warnings.push(message);
  };
}

function postDate(text: string, relPath: string, frontMatterDate: string | Date | undefined, fromName: Date | undefined, created: () => Date): Date {
  if (frontMatterDate instanceof Date) return frontMatterDate;
  if (typeof frontMatterDate === 'string') {
    // As Docusaurus: a date without a zone is UTC.
    const date = new Date(`${frontMatterDate}Z`);
    const parsed = Number.isNaN(date.getTime()) ? new Date(frontMatterDate) : date;
    if (Number.isNaN(parsed.getTime()))
      throw new BuildError(`${location(relPath, frontMatterKeyLine(text, 'date'))}: invalid front matter: "date" is not a date: ${frontMatterDate}.`);
    return parsed;
  }
  return fromName ?? created();
}

function editUrlOf(options: BlogOptions, siteDir: string, dir: string, source: string, permalink: string, locale: string): string | undefined {
  const { editUrl } = options;
  const blogPath = toPosix(relative(dir, source));
  const blogDirPath = toPosix(relative(siteDir, dir));
  if (typeof editUrl === 'function') return editUrl({ blogDirPath, blogPath, permalink, locale }) || undefined;
  if (typeof editUrl === 'string') return `${editUrl.replace(/\/+$/, '')}/${blogDirPath}/${blogPath}`.replace(/([^:]\/)\/+/g, '$1');
  return undefined;
}

export function loadBlog(
  siteDir: string,
  config: SiteConfig,
  options: BlogOptions,
  mode: 'production' | 'development',
  warnings: string[],
  problems: string[],
  readingTimes: ReadingTimes = new ReadingTimes(siteDir),
): Blog {
  const report = reporter(warnings, problems);
  const dir = resolve(siteDir, options.path);
  const relDir = toPosix(relative(siteDir, dir));
  const { baseUrl } = config;
  const locale = config.i18n.defaultLocale;
  const base = joinUrl(baseUrl, options.routeBasePath);
  const authorsFile = join(dir, options.authorsMapPath);
  const authorsRel = toPosix(relative(siteDir, authorsFile));
  const authorsMap = loadAuthorsMap(authorsFile, authorsRel, joinUrl(base, options.authorsBasePath), baseUrl);
  const tagsFile = loadTagsFile(dir, options.tags, relDir);
  const tagsBase = joinUrl(base, options.tagsBasePath);
  const showLastUpdate = options.showLastUpdateTime || options.showLastUpdateAuthor;
  const lastUpdates = showLastUpdate ? gitLastUpdates(siteDir, [options.path]) : undefined;
  let creations: Map<string, number> | undefined;
  const posts: BlogPost[] = [];
  const untruncated: string[] = [];
  const truncateMarker = truncateMarkerOf(options.truncateMarker);
  for (const source of postFiles(dir, options.include, options.exclude)) {
    const relPath = toPosix(relative(siteDir, source));
    const relToBlog = toPosix(relative(dir, source));
    const { text, sourceHash, imageRefs } = readSource(source, relPath);
    let parsed: ReturnType<typeof parseBlogFrontMatter>;
    try {
      parsed = parseBlogFrontMatter(text, relPath);
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      problems.push(error.message);
      continue;
    }
    const { frontMatter, body, bodyLine } = parsed;
    warnings.push(...parsed.warnings);
    const draft = frontMatter.draft === true;
    if (draft && mode === 'production') continue;
    const fromName = parsePostFileName(relToBlog);
    const slug = frontMatter.slug ?? fromName.slug;
    const bad = unsafeCharacter(slug);
    if (bad)
      throw new BuildError(
        `${location(relPath, frontMatter.slug !== undefined ? frontMatterKeyLine(text, 'slug') : undefined)}: the post's URL would contain ${bad}. ${frontMatter.slug !== undefined ? 'Change its slug' : 'Rename the file, or give the post a slug'}.`,
      );
    const permalink = joinUrl(base, slug);
    const { title: contentTitle, content } = splitContentTitle(body);
    const date = postDate(text, relPath, frontMatter.date, fromName.date, () => {
      creations ??= gitCreationDates(siteDir, dir);
      const at = creations.get(source);
      return at !== undefined ? new Date(at * 1000) : statSync(source).birthtime;
    });
    const where = location(relPath, frontMatterKeyLine(text, 'authors'));
    let authors: BlogPost['authors'];
    try {
      authors = postAuthors(frontMatter, authorsMap, baseUrl, where, authorsRel);
    } catch (error) {
      if (!(error instanceof BuildError)) throw error;
      problems.push(error.message);
      continue;
    }
    const inlineAuthors = authors.filter((a) => !a.key);
    if (inlineAuthors.length)
      report(
        options.onInlineAuthors,
        `${where}: authors not defined in ${authorsRel}: ${inlineAuthors.map((a) => a.name ?? a.imageURL).join(', ')}. Declare them there and name them by key (or set onInlineAuthors: 'ignore').`,
      );
    const tags = postTags(frontMatter, tagsFile, tagsBase);
    const inlineTags = [...new Set(tags.filter((t) => t.inline).map((t) => t.label))];
    if (tagsFile !== null && inlineTags.length)
      report(
        options.onInlineTags,
        `${location(relPath, frontMatterKeyLine(text, 'tags'))}: tags [${inlineTags.join(', ')}] are not defined in ${relDir}/${options.tags || 'tags.yml'}. Define them there (or set onInlineTags: 'ignore').`,
      );
    const hasTruncateMarker = truncateMarker.test(content);
    if (!hasTruncateMarker) untruncated.push(relPath);
    const lastUpdate = showLastUpdate ? mergeLastUpdate(lastUpdates?.get(source), frontMatter.last_update) : undefined;
    const editUrl = editUrlOf(options, siteDir, dir, source, permalink, locale);
    posts.push({
      id: slug,
      source,
      relPath,
      bodyLine,
      sourceHash,
      imageRefs,
      permalink,
      title: frontMatter.title ?? contentTitle ?? fromName.text,
      description: frontMatter.description ?? excerpt(content) ?? '',
      date: date.toISOString(),
      tags,
      authors,
      ...(options.showReadingTime ? { readingTime: readingTimes.of(sourceHash, locale, () => content) } : {}),
      hasTruncateMarker,
      frontMatter,
      draft,
      unlisted: frontMatter.unlisted === true,
      ...(editUrl ? { editUrl } : {}),
      ...(lastUpdate ? { lastUpdate } : {}),
    });
  }
  // Stable: posts of the same date keep their files' order.
  posts.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  if (options.sortPosts === 'ascending') posts.reverse();
  if (untruncated.length)
    report(
      options.onUntruncatedBlogPosts,
      `Blog posts without a truncation marker (their whole text shows in the lists): ${untruncated.join(', ')}. Add ${options.truncateMarker === DEFAULT_TRUNCATE_MARKER ? '<!-- truncate --> (or {/* truncate */} in MDX)' : `the truncateMarker (${options.truncateMarker})`} where the summary ends, or set onUntruncatedBlogPosts: 'ignore'.`,
    );
  const seen = new Map<string, string>();
  for (const post of posts) {
    const other = seen.get(post.permalink);
    if (other) throw new BuildError(`Two blog posts have the URL ${post.permalink}: ${other} and ${post.relPath}. Change a slug or rename a file.`);
    seen.set(post.permalink, post.relPath);
  }
  return { options, dir, base, posts, authors: authorsMap ?? {} };
}

/** Every blog of the configuration. Functions of the options (an editUrl function) have done their work. */
export function loadBlogs(siteDir: string, config: SiteConfig, mode: 'production' | 'development', warnings: string[], problems: string[]): Blog[] {
  const readingTimes = new ReadingTimes(siteDir);
  const blogs = config.blog.map((options) => {
    const blog = loadBlog(siteDir, config, options, mode, warnings, problems, readingTimes);
    return typeof options.editUrl === 'function' ? { ...blog, options: { ...options, editUrl: undefined } } : blog;
  });
  readingTimes.save();
  return blogs;
}

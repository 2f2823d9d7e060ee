import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../../../generator/node/content/load.ts';
import { resolveRoutes } from '../../../generator/node/routes/resolve.ts';
import type { RouteEntry } from '../../../generator/node/routes/resolve.ts';
import { headTags } from '../../../generator/node/render/head.ts';
import type { SiteConfig } from '../../../generator/node/config/schema.ts';
import { DOCUSAURUS_BLOG_ROUTES, DOCUSAURUS_INCLUDE_ROUTES } from '../../docusaurusBlogRoutes.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/blog-classic', import.meta.url));

/** A copy of the fixture, edited by `change` (files relative to it → new text, or null to delete). */
function site(change: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-blog-'));
  cpSync(FIXTURE, dir, { recursive: true });
  for (const [file, text] of Object.entries(change)) {
    if (text === null) rmSync(join(dir, file), { force: true });
    else writeFileSync(join(dir, file), text);
  }
  return dir;
}

async function routesOf(dir: string): Promise<{ routes: RouteEntry[]; warnings: string[]; problems: string[]; config: SiteConfig }> {
  try {
    const graph = await loadContent(dir);
    return { routes: resolveRoutes(graph), warnings: graph.warnings, problems: graph.problems, config: graph.config };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const blogPaths = (routes: RouteEntry[]) =>
  routes
    .filter((r) => r.path.startsWith('/blog'))
    .map((r) => r.path)
    .sort();
const byPath = (routes: RouteEntry[], path: string) => routes.find((r) => r.path === path)!;

/** The config with the classic preset's blog options edited. */
function withBlogOptions(options: string): string {
  const config = readFileSync(join(FIXTURE, 'docusaurus.config.js'), 'utf8');
  return config.replace('showReadingTime: true,', `showReadingTime: true, ${options}`);
}

test("the classic template's blog has the routes Docusaurus 3.10 gives it", async () => {
  const { routes, problems } = await routesOf(site());
  assert.deepEqual(problems, []);
  assert.deepEqual(blogPaths(routes), DOCUSAURUS_BLOG_ROUTES);
  // Newest first; the list names the posts whose modules it shows.
  assert.deepEqual(byPath(routes, '/blog').blogItems, ['/blog/welcome', '/blog/mdx-blog-post', '/blog/long-blog-post', '/blog/first-blog-post']);
  const welcome = byPath(routes, '/blog/welcome').data.blog!.post!;
  assert.equal(welcome.formattedDate, 'August 26, 2021');
  assert.deepEqual(
    welcome.authors.map((a) => [a.key, a.page]),
    [
      ['slorber', '/blog/authors/all-sebastien-lorber-articles'],
      ['yangshun', '/blog/authors/yangshun'],
    ],
  );
  assert.equal(welcome.authors[1].socials?.linkedin, 'https://www.linkedin.com/in/yangshun/');
  assert.deepEqual(
    welcome.tags.map((t) => t.permalink),
    ['/blog/tags/facebook', '/blog/tags/hello', '/blog/tags/docusaurus'],
  );
  assert.equal(welcome.description, 'Docusaurus blogging features are powered by the blog plugin.');
  assert.equal(welcome.editUrl, 'https://github.com/facebook/docusaurus/tree/main/packages/create-docusaurus/templates/shared/blog/2021-08-26-welcome/index.mdx');
  assert.equal(welcome.older?.permalink, '/blog/mdx-blog-post');
  assert.equal(welcome.newer, undefined);
  assert.equal(byPath(routes, '/blog/first-blog-post').data.blog!.post!.newer?.title, 'Long Blog Post');
  assert.equal(byPath(routes, '/blog/tags/docusaurus').data.title, '4 posts tagged with "Docusaurus"');
  assert.equal(byPath(routes, '/blog/tags/hola').data.description, 'Hola tag description');
  assert.equal(byPath(routes, '/blog/authors').data.blog!.authors!.find((a) => a.key === 'yangshun')!.count, 3);
  assert.equal(byPath(routes, '/blog/welcome').source?.relPath, 'blog/2021-08-26-welcome/index.mdx');
  assert.equal(byPath(routes, '/blog/welcome').searchType, 'blog');
});

/** A route's head as the document writer writes it. */
const headOf = (config: SiteConfig, route: RouteEntry) => headTags({ config, data: route.data, keywords: route.keywords, css: [], js: [], preloadJson: [] });

test("a post's front matter date, keywords, image and hide_table_of_contents; blogTitle and blogDescription", async () => {
  const first = readFileSync(join(FIXTURE, 'blog/2019-05-28-first-blog-post.mdx'), 'utf8');
  const long = readFileSync(join(FIXTURE, 'blog/2019-05-29-long-blog-post.mdx'), 'utf8');
  const { routes, problems, config } = await routesOf(
    site({
      // A quoted or time-of-day date is read as UTC, as Docusaurus appends `Z`; YAML reads a bare date as a date.
      'blog/2019-05-28-first-blog-post.mdx': first.replace(
        'title: First Blog Post',
        'title: First Blog Post\ndate: 2021-09-15T10:30\nkeywords: [lorem, ipsum]\nimage: /img/first.png\nhide_table_of_contents: true',
      ),
      'blog/2019-05-29-long-blog-post.mdx': long.replace('title: Long Blog Post', 'title: Long Blog Post\ndate: 2018-01-02\nimage: https://cdn.example.com/long.png'),
      'docusaurus.config.js': withBlogOptions("blogTitle: 'News', blogDescription: 'What is new',"),
    }),
  );
  assert.deepEqual(problems, []);
  // The front matter's date wins over the file name's: the posts move in the list, and keep their slug's URL.
  assert.deepEqual(byPath(routes, '/blog').blogItems, ['/blog/first-blog-post', '/blog/welcome', '/blog/mdx-blog-post', '/blog/long-blog-post']);
  const firstPost = byPath(routes, '/blog/first-blog-post');
  assert.equal(firstPost.data.blog!.post!.date, '2021-09-15T10:30:00.000Z');
  assert.equal(byPath(routes, '/blog/long-blog-post').data.blog!.post!.date, '2018-01-02T00:00:00.000Z');
  assert.equal(byPath(routes, '/blog/long-blog-post').data.blog!.post!.frontMatter.date, '2018-01-02T00:00:00.000Z');
  assert.ok(firstPost.keywords.includes('lorem') && firstPost.keywords.includes('ipsum'));
  assert.equal(firstPost.data.hideTableOfContents, true);
  assert.notEqual(byPath(routes, '/blog/welcome').data.hideTableOfContents, true);
  const firstHead = headOf(config, firstPost);
  assert.match(firstHead, /<meta name="keywords" content="[^"]*\blorem, ipsum">/);
  assert.match(firstHead, /<meta property="og:image" content="https:\/\/your-docusaurus-site\.example\.com\/img\/first\.png">/);
  assert.match(firstHead, /<meta property="article:published_time" content="2021-09-15T10:30:00.000Z">/);
  assert.match(headOf(config, byPath(routes, '/blog/long-blog-post')), /<meta property="og:image" content="https:\/\/cdn\.example\.com\/long\.png">/);
  // A post without an image has the site's (themeConfig.image).
  assert.match(
    headOf(config, byPath(routes, '/blog/welcome')),
    /<meta property="og:image" content="https:\/\/your-docusaurus-site\.example\.com\/img\/docusaurus-social-card\.jpg">/,
  );
  // The list page is titled and described by blogTitle and blogDescription (Docusaurus's "Blog | My Site" by default).
  const listHead = headOf(config, byPath(routes, '/blog'));
  assert.match(listHead, /<title>News \| My Site<\/title>/);
  assert.match(listHead, /<meta name="description" content="What is new">/);
  assert.match(listHead, /<meta property="og:description" content="What is new">/);
  assert.equal(byPath(routes, '/blog/welcome').data.blog!.blogTitle, 'News');
});

test('postsPerPage paginates the list, tag and author pages as Docusaurus does', async () => {
  const { routes } = await routesOf(site({ 'docusaurus.config.js': withBlogOptions('postsPerPage: 2,') }));
  // Docusaurus 3.10.2's build of the template with `postsPerPage: 2` added to its blog options
  // (`npx docusaurus build --config <that config> --out-dir <dir>`, then the HTML files under <dir>/blog/).
  assert.deepEqual(blogPaths(routes), [
    '/blog',
    '/blog/archive',
    '/blog/authors',
    '/blog/authors/all-sebastien-lorber-articles',
    '/blog/authors/all-sebastien-lorber-articles/page/2',
    '/blog/authors/yangshun',
    '/blog/authors/yangshun/page/2',
    '/blog/first-blog-post',
    '/blog/long-blog-post',
    '/blog/mdx-blog-post',
    '/blog/page/2',
    '/blog/tags',
    '/blog/tags/docusaurus',
    '/blog/tags/docusaurus/page/2',
    '/blog/tags/facebook',
    '/blog/tags/hello',
    '/blog/tags/hola',
    '/blog/welcome',
  ]);
  const second = byPath(routes, '/blog/page/2').data.blog!;
  assert.deepEqual(second.list, { page: 2, totalPages: 2, totalCount: 4, postsPerPage: 2, previousPage: '/blog' });
  assert.deepEqual(byPath(routes, '/blog/page/2').blogItems, ['/blog/long-blog-post', '/blog/first-blog-post']);
});

test("'ALL' puts every post on one list page and in the sidebar; blogSidebarCount and blogSidebarTitle shape the sidebar", async () => {
  const all = await routesOf(site({ 'docusaurus.config.js': withBlogOptions("postsPerPage: 'ALL', blogSidebarCount: 'ALL', blogSidebarTitle: 'All posts',") }));
  assert.ok(!blogPaths(all.routes).some((p) => p.includes('/page/')));
  assert.equal(byPath(all.routes, '/blog').blogItems?.length, 4);
  assert.deepEqual(byPath(all.routes, '/blog/welcome').data.blog!.sidebar.title, 'All posts');
  assert.equal(byPath(all.routes, '/blog/welcome').data.blog!.sidebar.items.length, 4);
  const two = await routesOf(site({ 'docusaurus.config.js': withBlogOptions('blogSidebarCount: 2,') }));
  const sidebar = byPath(two.routes, '/blog/archive').data.blog!.sidebar;
  assert.equal(sidebar.title, 'Recent posts');
  assert.deepEqual(
    sidebar.items.map((i) => i.permalink),
    ['/blog/welcome', '/blog/mdx-blog-post'],
  );
});

test('drafts are left out of production; unlisted posts have a page but are in no list', async () => {
  const first = readFileSync(join(FIXTURE, 'blog/2019-05-28-first-blog-post.mdx'), 'utf8');
  const long = readFileSync(join(FIXTURE, 'blog/2019-05-29-long-blog-post.mdx'), 'utf8');
  const { routes } = await routesOf(
    site({
      'blog/2019-05-28-first-blog-post.mdx': first.replace('title: First Blog Post', 'title: First Blog Post\ndraft: true'),
      'blog/2019-05-29-long-blog-post.mdx': long.replace('title: Long Blog Post', 'title: Long Blog Post\nunlisted: true'),
    }),
  );
  const paths = blogPaths(routes);
  assert.ok(!paths.includes('/blog/first-blog-post'));
  // Hola was the draft's tag only.
  assert.ok(!paths.includes('/blog/tags/hola'));
  assert.ok(paths.includes('/blog/long-blog-post'));
  assert.equal(byPath(routes, '/blog/long-blog-post').data.unlisted, true);
  assert.deepEqual(byPath(routes, '/blog').blogItems, ['/blog/welcome', '/blog/mdx-blog-post']);
  assert.deepEqual(byPath(routes, '/blog/tags/hello').blogItems, ['/blog/welcome']);
  assert.equal(byPath(routes, '/blog/mdx-blog-post').data.blog!.post!.older, undefined);
  assert.ok(!byPath(routes, '/blog/archive').data.blog!.archive!.some((p) => p.permalink === '/blog/long-blog-post'));
});

test('inline tags and authors, and posts without a summary marker, are reported as configured, naming file and line', async () => {
  const mdx = readFileSync(join(FIXTURE, 'blog/2021-08-01-mdx-blog-post.mdx'), 'utf8');
  const post = mdx
    .replace('tags: [docusaurus]', 'tags: [docusaurus, news]')
    .replace('authors: [slorber]', 'authors:\n  - name: Ada\n    title: Guest')
    .replace('{/* truncate */}', '');
  const warned = await routesOf(site({ 'blog/2021-08-01-mdx-blog-post.mdx': post }));
  assert.ok(
    warned.warnings.some((w) => w.startsWith('blog/2021-08-01-mdx-blog-post.mdx:7: tags [news] are not defined in blog/tags.yml')),
    warned.warnings.join('\n'),
  );
  assert.ok(warned.warnings.some((w) => w.startsWith('blog/2021-08-01-mdx-blog-post.mdx:4: authors not defined in blog/authors.yml: Ada')));
  assert.ok(warned.warnings.some((w) => w.includes('without a truncation marker') && w.includes('blog/2021-08-01-mdx-blog-post.mdx')));
  const thrown = await routesOf(
    site({
      'blog/2021-08-01-mdx-blog-post.mdx': post,
      'docusaurus.config.js': readFileSync(join(FIXTURE, 'docusaurus.config.js'), 'utf8')
        .replace("onInlineTags: 'warn'", "onInlineTags: 'throw'")
        .replace("onInlineAuthors: 'warn'", "onInlineAuthors: 'ignore'")
        .replace("onUntruncatedBlogPosts: 'warn'", "onUntruncatedBlogPosts: 'ignore'"),
    }),
  );
  assert.deepEqual(
    thrown.problems.map((p) => p.split(':').slice(0, 2).join(':')),
    ['blog/2021-08-01-mdx-blog-post.mdx:7'],
  );
  assert.ok(!thrown.warnings.some((w) => w.includes('truncation') || w.includes('authors not defined')));
});

test('an unknown author key fails with the post and the known keys', async () => {
  const mdx = readFileSync(join(FIXTURE, 'blog/2021-08-01-mdx-blog-post.mdx'), 'utf8');
  const { problems } = await routesOf(site({ 'blog/2021-08-01-mdx-blog-post.mdx': mdx.replace('authors: [slorber]', 'authors: [slorbr]') }));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^blog\/2021-08-01-mdx-blog-post\.mdx:4: no author "slorbr" in blog\/authors\.yml\. Known keys: yangshun, slorber\./);
});

test("routeBasePath '/' makes a blog-only site; a second blog is a plugin instance", async () => {
  const config = readFileSync(join(FIXTURE, 'docusaurus.config.js'), 'utf8')
    .replace('showReadingTime: true,', "showReadingTime: true, routeBasePath: '/',")
    .replace(
      'themeConfig:',
      "plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news', onUntruncatedBlogPosts: 'ignore' }]],\n  themeConfig:",
    );
  const dir = site({ 'docusaurus.config.js': config, 'src/pages/index.md': null });
  mkdirSync(join(dir, 'news'));
  writeFileSync(join(dir, 'news/2024-01-02-launch.md'), '---\ntitle: Launch\n---\n\nWe launched.\n');
  const { routes, problems } = await routesOf(dir);
  assert.deepEqual(problems, []);
  // Docusaurus 3.10.2's build of the template with the same edits to docusaurus.config.js (and news/, and without
  // src/pages/index.js, whose route '/' the blog takes; onBrokenLinks: 'warn' for the navbar's link to /blog):
  // `npx docusaurus build --out-dir build`, then the HTML files of build/ but for docs/, 404.html and markdown-page/.
  // The second blog has no tags or authors pages: its post has neither.
  assert.deepEqual(
    routes
      .filter((r) => r.data.blog)
      .map((r) => r.path)
      .sort(),
    [
      '/',
      '/archive',
      '/authors',
      '/authors/all-sebastien-lorber-articles',
      '/authors/yangshun',
      '/first-blog-post',
      '/long-blog-post',
      '/mdx-blog-post',
      '/news',
      '/news/2024/01/02/launch',
      '/news/archive',
      '/tags',
      '/tags/docusaurus',
      '/tags/facebook',
      '/tags/hello',
      '/tags/hola',
      '/welcome',
    ],
  );
  // Blog-only mode: the list is titled by the site.
  assert.equal(byPath(routes, '/').data.title, 'My Site');
  assert.equal(byPath(routes, '/news').data.blog!.id, 'news');
});

test('truncateMarker, include and exclude decide the posts and their summaries', async () => {
  const config = withBlogOptions("truncateMarker: /\\{\\/\\*\\s*more\\s*\\*\\/\\}/, include: ['**/*.md', '2021-08-26-welcome/index.mdx'], exclude: ['**/wip/**'],");
  const dir = site({ 'docusaurus.config.js': config });
  mkdirSync(join(dir, 'blog/wip'));
  writeFileSync(join(dir, 'blog/2024-03-01-short-note.md'), '---\ntitle: Short note\n---\n\nThe summary.\n\n{/* more */}\n\nThe rest.\n');
  // Left out by Docusaurus's default exclude (a leading "_"), a post once `exclude` is the site's own.
  writeFileSync(join(dir, 'blog/_guest-post.md'), "---\ntitle: Guest post\ndate: 2024-02-01\n---\n\nNo summary marker: {/* truncate */} is not this blog's.\n");
  writeFileSync(join(dir, 'blog/wip/2024-04-01-unfinished.md'), '---\ntitle: Unfinished\n---\n\nNot yet.\n');
  const { routes, warnings, problems } = await routesOf(dir);
  assert.deepEqual(problems, []);
  // Docusaurus 3.10.2's build of the template with the same files and options (see DOCUSAURUS_INCLUDE_ROUTES).
  assert.deepEqual(blogPaths(routes), DOCUSAURUS_INCLUDE_ROUTES);
  assert.deepEqual(byPath(routes, '/blog').blogItems, ['/blog/2024/03/01/short-note', '/blog/_guest-post', '/blog/welcome']);
  const truncated = (path: string) => byPath(routes, path).data.blog!.post!.hasTruncateMarker;
  assert.equal(truncated('/blog/2024/03/01/short-note'), true);
  // The default markers are no longer the summary's end.
  assert.equal(truncated('/blog/welcome'), false);
  assert.equal(truncated('/blog/_guest-post'), false);
  const untruncated = warnings.find((w) => w.includes('without a truncation marker'));
  assert.match(untruncated ?? '', /blog\/2021-08-26-welcome\/index\.mdx, blog\/_guest-post\.md\. Add the truncateMarker \(\/\\\{\\\/\\\*\\s\*more\\s\*\\\*\\\/\\\}\/\)/);
  assert.ok(!warnings.some((w) => /truncateMarker|include|exclude/.test(w) && w.includes('not')), warnings.join('\n'));
});

test("Docusaurus's default exclude leaves out partials and tests; a truncateMarker that is no RegExp is an error", async () => {
  const dir = site();
  mkdirSync(join(dir, 'blog/__tests__'));
  writeFileSync(join(dir, 'blog/_partial.md'), 'A partial.\n');
  writeFileSync(join(dir, 'blog/__tests__/2024-01-01-fixture.md'), '---\ntitle: Fixture\n---\n\nA test fixture.\n');
  const { routes } = await routesOf(dir);
  assert.deepEqual(blogPaths(routes), DOCUSAURUS_BLOG_ROUTES);
  await assert.rejects(loadContent(site({ 'docusaurus.config.js': withBlogOptions("truncateMarker: '<!-- more -->',") })), /truncateMarker: must be a regular expression/);
});

test('themeConfig.blog.sidebar.groupByYear: false lists the recent posts without their years', async () => {
  const grouped = await routesOf(site());
  assert.equal(byPath(grouped.routes, '/blog/welcome').data.blog!.sidebar.groupByYear, true);
  const config = readFileSync(join(FIXTURE, 'docusaurus.config.js'), 'utf8').replace(
    "image: 'img/docusaurus-social-card.jpg',",
    "image: 'img/docusaurus-social-card.jpg', blog: { sidebar: { groupByYear: false } },",
  );
  const flat = await routesOf(site({ 'docusaurus.config.js': config }));
  assert.equal(byPath(flat.routes, '/blog/welcome').data.blog!.sidebar.groupByYear, false);
  assert.equal(byPath(flat.routes, '/blog/tags/hello').data.blog!.sidebar.groupByYear, false);
  assert.ok(!flat.warnings.some((w) => w.includes('themeConfig.blog')), flat.warnings.join('\n'));
});

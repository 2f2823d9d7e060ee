/**
 * Issue 29: the classic template's blog (tests/fixtures/blog-classic: its blog/ and docusaurus.config.js unchanged)
 * builds into the pages, feeds and files Docusaurus 3.10 makes of it.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from '../../generator/node/build.ts';
import { mainOf } from './docusaurusSite.ts';
import { elements, parseXml, textOf as text } from '../xml.ts';
import { DOCUSAURUS_BLOG_LIST_STRUCTURED_DATA, DOCUSAURUS_BLOG_POST_STRUCTURED_DATA, DOCUSAURUS_BLOG_ROUTES } from '../docusaurusBlogRoutes.ts';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'blog-classic');
const ORIGIN = 'https://your-docusaurus-site.example.com';

let site: string;
let out: string;
const read = (file: string) => readFileSync(join(out, file), 'utf8');
/** A route's HTML file: a folder per route, as Docusaurus writes them with trailingSlash unset. */
const page = (route: string) => read(`${route.slice(1)}/index.html`);

before(async () => {
  // Inside the repository, so the site resolves the generator's packages.
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  site = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'blog-'));
  cpSync(FIXTURE, site, { recursive: true });
  // Docusaurus 3.10.2's own BlogPostItem, as `docusaurus swizzle --eject` writes it into a site (the
  // @docusaurus/theme-classic package's lib/theme/BlogPostItem/index.js, its licence comment left out): the post's
  // content comes as children, the rest from useBlogPost() and the theme's parts.
  mkdirSync(join(site, 'src/theme/BlogPostItem/Footer'), { recursive: true });
  writeFileSync(
    join(site, 'src/theme/BlogPostItem/index.js'),
    `import React from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
// apply a bottom margin in list view
function useContainerClassName() {
  const {isBlogPostPage} = useBlogPost();
  return !isBlogPostPage ? 'margin-bottom--xl' : undefined;
}
export default function BlogPostItem({children, className}) {
  const containerClassName = useContainerClassName();
  return (
    <BlogPostItemContainer className={clsx(containerClassName, className)}>
      <BlogPostItemHeader />
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}
`,
  );
  // Its Footer, ejected too (lib/theme/BlogPostItem/Footer/index.js of the same package, licence comment left out):
  // it is made of @theme/TagsListInline (and @theme/Tag), @theme/EditMetaRow (@theme/EditThisPage, @theme/LastUpdated)
  // and @theme/BlogPostItem/Footer/ReadMoreLink, which the theme provides with Docusaurus's props.
  writeFileSync(
    join(site, 'src/theme/BlogPostItem/Footer/index.js'),
    `import React from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {ThemeClassNames} from '@docusaurus/theme-common';
import EditMetaRow from '@theme/EditMetaRow';
import TagsListInline from '@theme/TagsListInline';
import ReadMoreLink from '@theme/BlogPostItem/Footer/ReadMoreLink';
export default function BlogPostItemFooter() {
  const {metadata, isBlogPostPage} = useBlogPost();
  const {
    tags,
    title,
    editUrl,
    hasTruncateMarker,
    lastUpdatedBy,
    lastUpdatedAt,
  } = metadata;
  // A post is truncated if it's in the "list view" and it has a truncate marker
  const truncatedPost = !isBlogPostPage && hasTruncateMarker;
  const tagsExists = tags.length > 0;
  const renderFooter = tagsExists || truncatedPost || editUrl;
  if (!renderFooter) {
    return null;
  }
  // BlogPost footer - details view
  if (isBlogPostPage) {
    const canDisplayEditMetaRow = !!(editUrl || lastUpdatedAt || lastUpdatedBy);
    return (
      <footer className="docusaurus-mt-lg">
        {tagsExists && (
          <div
            className={clsx(
              'row',
              'margin-top--sm',
              ThemeClassNames.blog.blogFooterEditMetaRow,
            )}>
            <div className="col">
              <TagsListInline tags={tags} />
            </div>
          </div>
        )}
        {canDisplayEditMetaRow && (
          <EditMetaRow
            className={clsx(
              'margin-top--sm',
              ThemeClassNames.blog.blogFooterEditMetaRow,
            )}
            editUrl={editUrl}
            lastUpdatedAt={lastUpdatedAt}
            lastUpdatedBy={lastUpdatedBy}
          />
        )}
      </footer>
    );
  }
  // BlogPost footer - list view
  else {
    return (
      <footer className="row docusaurus-mt-lg">
        {tagsExists && (
          <div className={clsx('col', {'col--9': truncatedPost})}>
            <TagsListInline tags={tags} />
          </div>
        )}
        {truncatedPost && (
          <div
            className={clsx('col text--right', {
              'col--3': tagsExists,
            })}>
            <ReadMoreLink blogPostTitle={title} to={metadata.permalink} />
          </div>
        )}
      </footer>
    );
  }
}
`,
  );
  // One of its parts wrapping the theme's, as Docusaurus's docs show (a share link under a post's header), reading
  // the post it shows and its blog with the blog plugin's client hooks (as a site's comments or share buttons do).
  mkdirSync(join(site, 'src/theme/BlogPostItem/Header'), { recursive: true });
  writeFileSync(
    join(site, 'src/theme/BlogPostItem/Header/index.js'),
    [
      "import Header from '@theme-original/BlogPostItem/Header';",
      "import { useBlogPost, useBlogMetadata } from '@docusaurus/plugin-content-blog/client';",
      'export default function HeaderWrapper(props) {',
      '  const { metadata, frontMatter, assets, toc, isBlogPostPage } = useBlogPost();',
      '  const blog = useBlogMetadata();',
      '  const facts = [metadata.title, metadata.permalink, metadata.date, metadata.source, String(frontMatter.slug), metadata.tags.map((t) => t.label).join(","),',
      '    metadata.authors.map((a) => a.page?.permalink).join(","), metadata.nextItem?.permalink, metadata.prevItem?.permalink, toc.length, assets.authorsImageUrls.length,',
      '    isBlogPostPage ? "page" : "list", blog.blogTitle, blog.blogBasePath, blog.authorsListPath];',
      '  return <><Header {...props} /><p className="my-post-facts">{facts.join(" | ")}</p>{isBlogPostPage && <p className="my-share">Share {metadata.title}</p>}</>;',
      '}',
      '',
    ].join('\n'),
  );
  out = join(site, 'build');
  await build({ siteDir: site, outDir: out, compress: false });
});

after(() => rmSync(site, { recursive: true, force: true }));

/** Every page under build/blog, as its route. */
function blogRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.html')) routes.push(`/${relative(out, dir)}`);
    }
  };
  walk(join(out, 'blog'));
  return routes.sort();
}

describe('pages', () => {
  test("the blog's pages are the ones Docusaurus 3.10.2 builds for the template", () => {
    assert.deepEqual(blogRoutes(), DOCUSAURUS_BLOG_ROUTES);
  });

  test('the list shows each post up to its truncation marker, with "Read more", newest first, and loads the posts\' chunks', () => {
    const html = page('/blog');
    const main = mainOf(html);
    assert.match(main, /Here are a few tips you might find useful/);
    assert.doesNotMatch(main, /Simply add Markdown files/);
    assert.deepEqual(
      [...main.matchAll(/<h2 class="blog-post__title"><a href="([^"]+)"/g)].map((m) => m[1]),
      ['/blog/welcome', '/blog/mdx-blog-post', '/blog/long-blog-post', '/blog/first-blog-post'],
    );
    assert.equal(main.match(/>Read more</g)?.length, 4);
    for (const post of ['blog_welcome-', 'blog_first-blog-post-']) assert.match(html, new RegExp(`<script defer data-page-chunk src="/assets/js/p/${post}`));
  });

  test('a post shows its whole text, its image, authors, tags, reading time, edit link and its newer and older posts', () => {
    const main = mainOf(page('/blog/welcome'));
    assert.match(main, /<h1 class="blog-post__title">Welcome<\/h1>/);
    assert.match(main, /Simply add Markdown files/);
    assert.match(main, /<img [^>]*alt="Docusaurus Plushie" src="\/assets\/images\/[0-9a-f]+\.jpeg"/);
    assert.match(main, /<time dateTime="2021-08-26T00:00:00.000Z">August 26, 2021<\/time> · <!-- -->One min read/);
    assert.match(main, /href="\/blog\/authors\/all-sebastien-lorber-articles">Sébastien Lorber</);
    assert.match(main, /href="\/blog\/tags\/facebook">Facebook</);
    assert.match(main, /href="https:\/\/github\.com\/facebook\/docusaurus\/tree\/main\/packages\/create-docusaurus\/templates\/shared\/blog\/2021-08-26-welcome\/index\.mdx"/);
    assert.match(main, /Older post<\/span><span class="pagination-nav__label">MDX Blog Post<!-- --> »/);
    assert.doesNotMatch(main, /Newer post/);
    assert.match(mainOf(page('/blog/first-blog-post')), /Newer post<\/span><span class="pagination-nav__label">« <!-- -->Long Blog Post/);
  });

  test("Docusaurus's own BlogPostItem, ejected into src/theme/, shows each post with the theme's parts", () => {
    const list = mainOf(page('/blog'));
    assert.equal(list.match(/<article class="margin-bottom--xl"><header><h2 class="blog-post__title">/g)?.length, 4);
    assert.doesNotMatch(list, /Simply add Markdown files/);
    const post = mainOf(page('/blog/welcome'));
    assert.match(post, /<article class=""><header><h1 class="blog-post__title">Welcome<\/h1>/);
    assert.match(post, /<div id="__blog-post-container" class="markdown"><p><a href="https:\/\/docusaurus\.io\/docs\/blog"[\s\S]*Simply add Markdown files/);
  });

  test("Docusaurus's own Footer, ejected, shows the theme's tags, read-more and edit links", () => {
    const footers = (html: string) => [...mainOf(html).matchAll(/<footer class="([^"]*)">([\s\S]*?)<\/footer>/g)].map((m) => ({ className: m[1], html: m[2] }));
    // In the list: each post's tags (@theme/TagsListInline, @theme/Tag) and its read-more link, named after the post.
    const listed = footers(page('/blog'));
    assert.equal(listed.length, 4);
    const welcome = listed[0];
    assert.equal(welcome.className, 'row docusaurus-mt-lg');
    assert.match(welcome.html, /^<div class="col col--9"><b>Tags:<\/b><ul class="tags-list-inline"><li><a rel="tag" [^>]*href="\/blog\/tags\/facebook"[^>]*>Facebook<\/a><\/li>/);
    assert.match(welcome.html, /title="Facebook tag description"/);
    assert.match(welcome.html, /<div class="col text--right col--3"><a aria-label="Read more about Welcome" [^>]*href="\/blog\/welcome"[^>]*><b>Read more<\/b><\/a><\/div>$/);
    // On the post's page: its tags, then @theme/EditMetaRow with the edit link (@theme/EditThisPage); no read-more.
    const [own] = footers(page('/blog/welcome'));
    assert.equal(own.className, 'docusaurus-mt-lg');
    assert.match(own.html, /^<div class="row margin-top--sm theme-blog-footer-edit-meta-row"><div class="col"><b>Tags:<\/b><ul class="tags-list-inline">/);
    assert.match(own.html, /href="\/blog\/tags\/docusaurus"[^>]*>Docusaurus<\/a>/);
    assert.match(
      own.html,
      /<div class="edit-meta-row margin-top--sm theme-blog-footer-edit-meta-row"><div class="edit-meta-row__edit"><a href="https:\/\/github\.com\/facebook\/docusaurus\/tree\/main\/packages\/create-docusaurus\/templates\/shared\/blog\/2021-08-26-welcome\/index\.mdx" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page edit-this-page">[\s\S]*Edit this page<\/a>/,
    );
    assert.doesNotMatch(own.html, /Read more/);
  });

  test("a part of the theme's BlogPostItem (its header) is replaced from src/theme/, and may wrap the theme's", () => {
    assert.match(mainOf(page('/blog/welcome')), /<\/header><p class="my-post-facts">[^<]*<\/p><p class="my-share">Share <!-- -->Welcome<\/p><div id="__blog-post-container"/);
    assert.doesNotMatch(mainOf(page('/blog')), /my-share/);
    // The theme's header is still there, wrapped.
    assert.match(mainOf(page('/blog/welcome')), /<header><h1 class="blog-post__title">Welcome<\/h1>[\s\S]*href="\/blog\/authors\/yangshun"/);
  });

  test('a swizzled component reads the post it shows and its blog with useBlogPost() and useBlogMetadata()', () => {
    const facts = (html: string) => [...mainOf(html).matchAll(/<p class="my-post-facts">([^<]*)<\/p>/g)].map((m) => m[1]);
    // Docusaurus 3.10.2's metadata of the post (its .docusaurus/docusaurus-plugin-content-blog/default/
    // site-blog-2021-08-26-welcome-index-mdx-718.json) and blogMetadata-default.json, from the build named in
    // tests/docusaurusBlogRoutes.ts: the same permalink, date, source, tags, authors' pages and neighbours.
    assert.deepEqual(facts(page('/blog/welcome')), [
      'Welcome | /blog/welcome | 2021-08-26T00:00:00.000Z | @site/blog/2021-08-26-welcome/index.mdx | welcome | Facebook,Hello,Docusaurus | ' +
        '/blog/authors/all-sebastien-lorber-articles,/blog/authors/yangshun | /blog/mdx-blog-post |  | 0 | 2 | page | Blog | /blog | /blog/authors',
    ]);
    assert.equal(facts(page('/blog/first-blog-post'))[0].split(' | ')[8], '/blog/long-blog-post');
    // In the list, each item is its own post, not the page's.
    assert.deepEqual(
      facts(page('/blog')).map((f) => f.split(' | ').filter((_, i) => [1, 4, 11].includes(i))),
      [
        ['/blog/welcome', 'welcome', 'list'],
        ['/blog/mdx-blog-post', 'mdx-blog-post', 'list'],
        ['/blog/long-blog-post', 'long-blog-post', 'list'],
        ['/blog/first-blog-post', 'first-blog-post', 'list'],
      ],
    );
  });

  test('tag, author and archive pages list their posts', () => {
    assert.match(mainOf(page('/blog/tags/hello')), /<h1>2 posts tagged with &quot;Hello&quot;<\/h1><p>Hello tag description<\/p>/);
    assert.equal(mainOf(page('/blog/tags/hello')).match(/class="blog-post__title"/g)?.length, 2);
    assert.match(mainOf(page('/blog/tags')), /Docusaurus<!-- --> <span class="tag__count">4<\/span>/);
    assert.equal(mainOf(page('/blog/authors/yangshun')).match(/class="blog-post__title"/g)?.length, 3);
    assert.match(mainOf(page('/blog/authors')), /Sébastien Lorber/);
    const archive = mainOf(page('/blog/archive'));
    assert.match(archive, /<h2 class="blog-archive__year">2021<\/h2>[\s\S]*08-26<!-- --> - <!-- -->Welcome[\s\S]*<h2 class="blog-archive__year">2019<\/h2>/);
  });
});

describe('head', () => {
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
  const meta = (html: string, property: string) => headOf(html).match(new RegExp(`<meta property="${property}" content="([^"]*)">`))?.[1];
  const structuredData = (html: string) => {
    const scripts = [...headOf(html).matchAll(/<script type="application\/ld\+json" data-page>(.*?)<\/script>/g)];
    assert.ok(scripts.length <= 1);
    return scripts[0] && JSON.parse(scripts[0][1]);
  };

  test("a post's head is an article with its date, authors' URLs and tags, as Docusaurus 3.10.2 writes them", () => {
    // build/blog/welcome/index.html of the build named in tests/docusaurusBlogRoutes.ts:
    // <meta property=og:type content=article /><meta property=article:published_time content=2021-08-26T00:00:00.000Z />
    // <meta property=article:author content=https://sebastienlorber.com,https://linkedin.com/in/yangshun />
    // <meta property=article:tag content=Facebook,Hello,Docusaurus />
    const welcome = page('/blog/welcome');
    assert.equal(meta(welcome, 'og:type'), 'article');
    assert.equal(meta(welcome, 'article:published_time'), '2021-08-26T00:00:00.000Z');
    assert.equal(meta(welcome, 'article:author'), 'https://sebastienlorber.com,https://linkedin.com/in/yangshun');
    assert.equal(meta(welcome, 'article:tag'), 'Facebook,Hello,Docusaurus');
    // The list, tag, author and archive pages are no articles (Docusaurus writes no og:type there; website here).
    for (const route of ['/blog', '/blog/tags/hello', '/blog/authors/yangshun', '/blog/archive']) {
      assert.equal(meta(page(route), 'og:type'), 'website', route);
      assert.equal(meta(page(route), 'article:published_time'), undefined, route);
    }
  });

  test("a post's and a list page's JSON-LD are Docusaurus 3.10.2's; the other blog pages have none", () => {
    assert.deepEqual(structuredData(page('/blog/welcome')), DOCUSAURUS_BLOG_POST_STRUCTURED_DATA);
    assert.deepEqual(structuredData(page('/blog')), DOCUSAURUS_BLOG_LIST_STRUCTURED_DATA);
    for (const route of ['/blog/tags/hello', '/blog/authors/yangshun', '/blog/archive', '/blog/tags']) assert.equal(structuredData(page(route)), undefined, route);
    assert.equal(structuredData(read('index.html')), undefined);
  });
});

describe('feeds', () => {
  const ORDER = ['welcome', 'mdx-blog-post', 'long-blog-post', 'first-blog-post'].map((slug) => `${ORIGIN}/blog/${slug}`);

  test('RSS 2.0: the posts newest first, absolute URLs, whole content, tags, and the built-in style sheet', () => {
    const rss = read('blog/rss.xml');
    assert.ok(rss.startsWith('<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="rss.xsl"?>'));
    const doc = parseXml(rss);
    const root = elements(doc, 'rss')[0];
    assert.equal(root.attributes?.version, '2.0');
    const channel = elements(root, 'channel')[0];
    assert.equal(text(elements(channel, 'title')[0]), 'My Site Blog');
    assert.equal(text(elements(channel, 'link')[0]), `${ORIGIN}/blog`);
    const items = elements(channel, 'item');
    assert.deepEqual(
      items.map((i) => text(elements(i, 'link')[0])),
      ORDER,
    );
    const welcome = text(elements(items[0], 'content:encoded')[0]);
    assert.match(welcome, /Simply add Markdown files/);
    assert.match(welcome, new RegExp(`<img [^>]*src="${ORIGIN}/assets/images/[0-9a-f]+\\.jpeg"`));
    assert.deepEqual(elements(items[0], 'category').map(text), ['Facebook', 'Hello', 'Docusaurus']);
    assert.equal(text(elements(items[0], 'pubDate')[0]), 'Thu, 26 Aug 2021 00:00:00 GMT');
    assert.ok(existsSync(join(out, 'blog/rss.xsl')) && existsSync(join(out, 'blog/rss.css')));
  });

  test('Atom 1.0: the same posts with their authors', () => {
    const doc = parseXml(read('blog/atom.xml'));
    const feed = elements(doc, 'feed')[0];
    assert.equal(feed.attributes?.xmlns, 'http://www.w3.org/2005/Atom');
    const entries = elements(feed, 'entry');
    assert.deepEqual(
      entries.map((e) => elements(e, 'link')[0].attributes?.href),
      ORDER,
    );
    assert.deepEqual(
      elements(entries[0], 'author').map((a) => text(elements(a, 'name')[0])),
      ['Sébastien Lorber', 'Yangshun Tay'],
    );
    assert.equal(text(elements(entries[0], 'summary')[0]), 'Docusaurus blogging features are powered by the blog plugin.');
  });

  test("every page's head links to each feed", () => {
    for (const file of ['index.html', 'docs/intro/index.html', 'blog/welcome/index.html']) {
      const html = read(file);
      assert.match(html, /<link rel="alternate" type="application\/rss\+xml" href="\/blog\/rss\.xml" title="My Site RSS Feed">/, file);
      assert.match(html, /<link rel="alternate" type="application\/atom\+xml" href="\/blog\/atom\.xml" title="My Site Atom Feed">/, file);
    }
  });
});

describe('everything else sees the blog', () => {
  test('search indexes the posts, typed blog; the sitemap, llms.txt and Markdown copies have them', () => {
    const index = JSON.parse(read('search-index-default-en.json')) as { documents: { sectionRoute: string; type: string }[] };
    const welcome = index.documents.find((d) => d.sectionRoute === '/blog/welcome');
    assert.equal(welcome?.type, 'blog');
    assert.ok(!index.documents.some((d) => d.sectionRoute === '/blog' || d.sectionRoute.startsWith('/blog/tags')));
    assert.match(read('sitemap.xml'), /<loc>https:\/\/your-docusaurus-site\.example\.com\/blog\/welcome<\/loc>/);
    assert.match(read('llms.txt'), /## Blog\n\n- \[Welcome\]\(https:\/\/your-docusaurus-site\.example\.com\/blog\/welcome\.md\): Docusaurus blogging features/);
    assert.match(read('blog/welcome.md'), /^# Welcome\n[\s\S]*Simply add Markdown files/);
  });
});

describe('incremental build', () => {
  test("a post's edit renders that post, the lists, tag and author pages that show it, and nothing else", async () => {
    const pages = () => new Map(blogRoutes().map((route) => [route, page(route)]));
    const before = pages();
    const otherFiles = ['index.html', 'docs/intro/index.html', 'blog/long-blog-post/index.html'].map(read);
    const rssBefore = read('blog/rss.xml');
    const welcome = join(site, 'blog/2021-08-26-welcome/index.mdx');
    writeFileSync(welcome, readFileSync(welcome, 'utf8').replace('The blog supports tags as well!', 'The blog supports tags, and authors too!'));
    const result = await build({ siteDir: site, outDir: out, compress: false });
    const after = pages();
    const changed = [...after.keys()].filter((route) => after.get(route) !== before.get(route)).sort();
    assert.deepEqual(changed, [
      '/blog',
      '/blog/authors/all-sebastien-lorber-articles',
      '/blog/authors/yangshun',
      '/blog/tags/docusaurus',
      '/blog/tags/facebook',
      '/blog/tags/hello',
      '/blog/welcome',
    ]);
    assert.equal(result.reuse.rendered, changed.length);
    assert.deepEqual(['index.html', 'docs/intro/index.html', 'blog/long-blog-post/index.html'].map(read), otherFiles);
    const rss = read('blog/rss.xml');
    assert.notEqual(rss, rssBefore);
    assert.match(rss, /The blog supports tags, and authors too!/);
  });
});

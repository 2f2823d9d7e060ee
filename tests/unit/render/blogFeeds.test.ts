/** The blog feeds as Docusaurus 3.10 writes them: which posts, in which order, with what, in which formats. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { xml2js, type Element } from 'xml-js';
import { loadContent } from '../../../generator/node/content/load.ts';
import { writeBlogFeeds } from '../../../generator/node/render/feeds/write.ts';
import { feedContent } from '../../../generator/node/render/feeds/content.ts';
import { feedLinks } from '../../../generator/node/render/feeds/links.ts';
import { children, elements, parseXml, textOf } from '../../xml.ts';

const FIXTURE = fileURLToPath(new URL('../../fixtures/blog-classic', import.meta.url));
const ORIGIN = 'https://your-docusaurus-site.example.com';

/** The fixture with its blog options edited and posts changed; its feeds written into `<site>/out`. */
async function feedsOf(options: string, posts: Record<string, (text: string) => string> = {}, site = (config: string) => config): Promise<{ dir: string; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-feeds-'));
  cpSync(FIXTURE, dir, { recursive: true });
  const configFile = join(dir, 'docusaurus.config.js');
  writeFileSync(
    configFile,
    site(
      readFileSync(configFile, 'utf8')
        .replace(/feedOptions: \{[^}]*\},/, '')
        .replace('showReadingTime: true,', `showReadingTime: true, ${options}`),
    ),
  );
  for (const [file, change] of Object.entries(posts)) writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
  const graph = await loadContent(dir);
  const out = join(dir, 'out');
  writeBlogFeeds(
    out,
    graph,
    (path) =>
      `<div><div id="__blog-post-container" class="markdown"><p>Body of ${path}. <a href="/blog/tags/hello">tag</a> <img src="/img/a.png" srcset="/img/a.png 1x, /img/b.png 2x"></p></div></div>`,
  );
  return { dir, out };
}

/**
 * What JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/) requires of a feed, which its readers check: a version URL
 * (1.1 readers take version 1's, which Docusaurus writes with `feed`'s json1()), a title, and items each with an id and
 * content_html or content_text.
 */
function assertJsonFeed(json: Record<string, unknown>): void {
  assert.ok(['https://jsonfeed.org/version/1', 'https://jsonfeed.org/version/1.1'].includes(json.version as string), `version ${String(json.version)}`);
  assert.equal(typeof json.title, 'string');
  assert.ok(Array.isArray(json.items));
  for (const item of json.items as Record<string, unknown>[]) {
    assert.equal(typeof item.id, 'string');
    assert.ok(typeof item.content_html === 'string' || typeof item.content_text === 'string', `item ${String(item.id)} has no content_html or content_text`);
  }
}

test("type 'all' and limit 3 write RSS, Atom and JSON Feed with the 3 newest posts (Docusaurus 3.10.2 wrote these)", async () => {
  // `docusaurus build` of the template with feedOptions { type: 'all', xslt: true, limit: 3 }: blog/feed.json has
  // version https://jsonfeed.org/version/1 and the items welcome, mdx-blog-post, long-blog-post, each with its
  // summary (the description), date, first author and tags.
  const { dir, out } = await feedsOf("feedOptions: { type: 'all', xslt: true, limit: 3 },");
  try {
    const json = JSON.parse(readFileSync(join(out, 'blog/feed.json'), 'utf8'));
    assert.equal(json.version, 'https://jsonfeed.org/version/1');
    assertJsonFeed(json);
    assert.equal(json.home_page_url, `${ORIGIN}/blog`);
    assert.deepEqual(
      json.items.map((i: { id: string; summary: string; date_modified: string; author: { name: string; url: string }; tags: string[] }) => [
        i.id,
        i.summary,
        i.date_modified,
        i.author,
        i.tags,
      ]),
      [
        [
          `${ORIGIN}/blog/welcome`,
          'Docusaurus blogging features are powered by the blog plugin.',
          '2021-08-26T00:00:00.000Z',
          { name: 'Sébastien Lorber', url: 'https://sebastienlorber.com' },
          ['Facebook', 'Hello', 'Docusaurus'],
        ],
        [
          `${ORIGIN}/blog/mdx-blog-post`,
          'Blog posts support Docusaurus Markdown features, such as MDX.',
          '2021-08-01T00:00:00.000Z',
          { name: 'Sébastien Lorber', url: 'https://sebastienlorber.com' },
          ['Docusaurus'],
        ],
        [
          `${ORIGIN}/blog/long-blog-post`,
          'This is the summary of a very long blog post,',
          '2019-05-29T00:00:00.000Z',
          { name: 'Yangshun Tay', url: 'https://linkedin.com/in/yangshun' },
          ['Hello', 'Docusaurus'],
        ],
      ],
    );
    // Links and images of the content are absolute.
    assert.equal(
      json.items[0].content_html,
      `<p>Body of /blog/welcome. <a href="${ORIGIN}/blog/tags/hello">tag</a> <img src="${ORIGIN}/img/a.png" srcset="${ORIGIN}/img/a.png 1x, ${ORIGIN}/img/b.png 2x"></p>`,
    );
    const rss = xml2js(readFileSync(join(out, 'blog/rss.xml'), 'utf8')) as Element;
    assert.equal(rss.elements?.find((e) => e.name === 'rss')?.attributes?.version, '2.0');
    assert.ok(readFileSync(join(out, 'blog/atom.xml'), 'utf8').includes('<feed xmlns="http://www.w3.org/2005/Atom">'));
    for (const file of ['rss.xsl', 'rss.css', 'atom.xsl', 'atom.css']) assert.ok(existsSync(join(out, 'blog', file)), file);
    assert.ok(!existsSync(join(out, 'blog/feed.xsl')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("feedOptions' title, description, copyright and language head each feed as Docusaurus 3.10.2 writes them", async () => {
  // The template built by Docusaurus 3.10.2 with its feedOptions replaced by these (`npx create-docusaurus@3.10.2
  // classic classic --javascript`, `npm install`, `npx docusaurus build --config <that config> --out-dir build-feed`):
  // build-feed/blog/rss.xml's channel has <title>News feed</title>, <description>All the news</description>,
  // <language>fr</language>, <copyright>Copyright © 2026 Me</copyright>; atom.xml <title>News feed</title>,
  // <subtitle>All the news</subtitle>, <rights>Copyright © 2026 Me</rights>; feed.json "title": "News feed",
  // "description": "All the news" (and no language or copyright: JSON Feed has none).
  const { dir, out } = await feedsOf("feedOptions: { type: 'all', title: 'News feed', description: 'All the news', copyright: 'Copyright © 2026 Me', language: 'fr' },");
  try {
    const channel = elements(parseXml(readFileSync(join(out, 'blog/rss.xml'), 'utf8')), 'channel')[0];
    assert.deepEqual(
      ['title', 'description', 'language', 'copyright'].map((name) => textOf(children(channel, name)[0])),
      ['News feed', 'All the news', 'fr', 'Copyright © 2026 Me'],
    );
    const feed = elements(parseXml(readFileSync(join(out, 'blog/atom.xml'), 'utf8')), 'feed')[0];
    assert.deepEqual(
      ['title', 'subtitle', 'rights'].map((name) => textOf(children(feed, name)[0])),
      ['News feed', 'All the news', 'Copyright © 2026 Me'],
    );
    const json = JSON.parse(readFileSync(join(out, 'blog/feed.json'), 'utf8'));
    assertJsonFeed(json);
    assert.deepEqual(Object.keys(json), ['version', 'title', 'home_page_url', 'description', 'items']);
    assert.deepEqual([json.title, json.description], ['News feed', 'All the news']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without feedOptions the feeds are titled and described "<site> Blog", in the site\'s language, with no copyright', async () => {
  // The template's own build (tests/docusaurusBlogRoutes.ts): build/blog/rss.xml has <title>My Site Blog</title>,
  // <description>My Site Blog</description>, <language>en</language> and no <copyright>.
  const { dir, out } = await feedsOf("feedOptions: { type: ['rss'] },");
  try {
    const channel = elements(parseXml(readFileSync(join(out, 'blog/rss.xml'), 'utf8')), 'channel')[0];
    assert.deepEqual(
      ['title', 'description', 'language'].map((name) => textOf(children(channel, name)[0])),
      ['My Site Blog', 'My Site Blog', 'en'],
    );
    assert.equal(children(channel, 'copyright').length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('with trailingSlash: true the blog and its posts are linked with a slash, as Docusaurus 3.10.2 links them', async () => {
  // `docusaurus build` of the template with `trailingSlash: true` (/work/ref/classic-slash): build/blog/rss.xml links
  // https://your-docusaurus-site.example.com/blog/ and each post as …/blog/welcome/ (link and guid); atom.xml the same.
  const { dir, out } = await feedsOf("feedOptions: { type: ['rss', 'atom'] },", {}, (config) => config.replace("baseUrl: '/',", "baseUrl: '/',\n  trailingSlash: true,"));
  try {
    const channel = elements(parseXml(readFileSync(join(out, 'blog/rss.xml'), 'utf8')), 'channel')[0];
    assert.equal(textOf(children(channel, 'link')[0]), `${ORIGIN}/blog/`);
    const slugs = ['welcome', 'mdx-blog-post', 'long-blog-post', 'first-blog-post'];
    assert.deepEqual(
      children(channel, 'item').map((i) => [textOf(children(i, 'link')[0]), textOf(children(i, 'guid')[0])]),
      slugs.map((slug) => [`${ORIGIN}/blog/${slug}/`, `${ORIGIN}/blog/${slug}/`]),
    );
    const feed = elements(parseXml(readFileSync(join(out, 'blog/atom.xml'), 'utf8')), 'feed')[0];
    assert.equal(textOf(children(feed, 'id')[0]), `${ORIGIN}/blog/`);
    assert.deepEqual(
      children(feed, 'entry').map((e) => children(e, 'link')[0].attributes?.href),
      slugs.map((slug) => `${ORIGIN}/blog/${slug}/`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('unlisted and draft posts are in no feed; without xslt no style sheet is named', async () => {
  const { dir, out } = await feedsOf("feedOptions: { type: ['rss'] },", {
    'blog/2021-08-26-welcome/index.mdx': (t) => t.replace('title: Welcome', 'title: Welcome\nunlisted: true'),
    'blog/2021-08-01-mdx-blog-post.mdx': (t) => t.replace('title: MDX Blog Post', 'title: MDX Blog Post\ndraft: true'),
  });
  try {
    const rss = readFileSync(join(out, 'blog/rss.xml'), 'utf8');
    assert.ok(rss.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<rss'));
    assert.deepEqual(
      [...rss.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]),
      [`${ORIGIN}/blog`, `${ORIGIN}/blog/long-blog-post`, `${ORIGIN}/blog/first-blog-post`],
    );
    assert.ok(!existsSync(join(out, 'blog/atom.xml')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a feed link per type, titled by the site or feedOptions.title; none for a blog with no feed types', () => {
  const blog = (title: string | undefined, type: ('rss' | 'atom' | 'json')[]) => ({ routeBasePath: 'news', feedOptions: { title, type } }) as never;
  assert.deepEqual(feedLinks({ baseUrl: '/base/', title: 'Site', blog: [blog(undefined, ['rss', 'json']), blog('Changes', [])] }), [
    { href: '/base/news/rss.xml', type: 'application/rss+xml', title: 'Site RSS Feed' },
    { href: '/base/news/feed.json', type: 'application/json', title: 'Site JSON Feed' },
  ]);
});

test("a post's feed content is its container's inner HTML", () => {
  assert.equal(
    feedContent('<main><div id="__blog-post-container"><p>A <a href="b">b</a></p></div><p>not this</p></main>', 'https://x.org/blog/a'),
    '<p>A <a href="https://x.org/blog/b">b</a></p>',
  );
  assert.equal(feedContent('<main></main>', 'https://x.org/'), undefined);
});

import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE, read, listFiles } from '../helpers.ts';
import { sharedBuild } from '../sharedBuild.ts';

let out: string;
let result: { warnings: string[] };
let files: string[];

before(async () => {
  // The build nginx.test.ts serves (tests/sharedBuild.ts): read here, never changed.
  ({ out, ...result } = await sharedBuild({ fixture: FIXTURE }));
  files = listFiles(out);
});

test('every route becomes an HTML file, plus 404.html, sitemap, robots and llms.txt', () => {
  for (const f of [
    'index.html',
    'guide/intro.html',
    'guide/features.html',
    'guide/zip-archive.html',
    'faq.html',
    'category/reference.html',
    'markdown-page.html',
    '1.0.0/guide/intro.html',
    '1.0.0/faq.html',
    '404.html',
    'sitemap.xml',
    'robots.txt',
    'llms.txt',
  ]) {
    assert.ok(files.includes(f), `${f} is missing`);
  }
  assert.equal(result.warnings.length, 0, result.warnings.join('\n'));
  assert.match(read(out, 'sitemap.xml'), /<loc>https:\/\/fixture\.example\.com\/docs-archive\/guide\/intro<\/loc>/);
  assert.match(read(out, 'llms.txt'), /\[Introduction\]\(https:\/\/fixture\.example\.com\/docs-archive\/guide\/intro\.md\)/);
});

test('pages are prerendered: content, links and navigation work without JavaScript', () => {
  const html = read(out, 'guide/intro.html');
  assert.match(html, /<h1>Introduction<\/h1>/);
  assert.match(html, /<a href="\/docs-archive\/guide\/zip-archive"[^>]*>the ZIP page<\/a>/);
  assert.match(html, /<nav aria-label="Docs sidebar"/);
  assert.match(html, /aria-current="page" href="\/docs-archive\/guide\/intro"/);
  assert.match(html, /<a class="skip-link" href="#main-content">Skip to main content<\/a>/);
  assert.match(html, /pagination-nav__link--next" href="\/docs-archive\/category\/reference"/);
});

test('MDX features render: admonitions, tables, highlighted code, unique heading ids, images from static/', () => {
  const html = read(out, 'guide/features.html');
  assert.match(html, /admonition admonition--tip[\s\S]*?Pro tip/);
  assert.match(html, /admonition admonition--danger/);
  assert.match(html, /<div class="table-wrapper"><table>/);
  assert.match(html, /<span class="token punctuation">\{<\/span>/);
  assert.match(html, /id="duplicate-heading"[\s\S]*id="duplicate-heading-1"/);
  assert.match(html, /<img [^>]*src="\/docs-archive\/img\/logo\.svg"/);
  assert.match(html, /Ratios like a:b stay text/);
});

test('head tags: title, description, keywords by path prefix, canonical, Open Graph, Markdown alternate', () => {
  const guide = read(out, 'guide/intro.html');
  assert.match(guide, /<meta name="keywords" content="fixture, guide keyword, intro">/);
  assert.match(guide, /<link rel="canonical" href="https:\/\/fixture\.example\.com\/docs-archive\/guide\/intro">/);
  assert.match(guide, /<link rel="alternate" type="text\/markdown" href="\/docs-archive\/guide\/intro\.md"/);
  assert.doesNotMatch(read(out, 'faq.html'), /guide keyword/);
  assert.match(read(out, '1.0.0/guide/intro.html'), /guide keyword/);
});

test('each page preloads exactly its own chunks; the main bundle holds no page content', () => {
  const html = read(out, 'guide/features.html');
  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script" fetchpriority="low">/g)].map((m) => m[1]);
  const pageChunks = preloaded.filter((p) => p.includes('/p/'));
  assert.equal(pageChunks.length, 1);
  assert.match(pageChunks[0], /guide_features/);
  const main = files.find((f) => /assets\/js\/main\.[0-9a-f]{8}\.js$/.test(f))!;
  assert.ok(main, 'content-hashed main bundle');
  assert.doesNotMatch(read(out, main), /Tips have titles/);
  assert.match(read(out, pageChunks[0].replace('/docs-archive/', '')), /Tips have titles/);
  assert.ok(
    files.some((f) => /assets\/css\/main\.[0-9a-f]{8}\.css$/.test(f)),
    'extracted, hashed CSS',
  );
});

test('archived pages carry the version banner pointing to the same page in the latest version', () => {
  const html = read(out, '1.0.0/guide/intro.html');
  assert.match(html, /no longer actively maintained/);
  assert.match(html, /href="\/docs-archive\/guide\/intro"[^>]*>latest version/);
  assert.match(html, /The archived introduction links to <a href="\/docs-archive\/1\.0\.0\/faq"/);
});

test('generated-index pages list their items as cards with descriptions', () => {
  const html = read(out, 'category/reference.html');
  assert.match(html, /Everything about the fixture API\./);
  assert.match(html, /class="card__title">zipReadArchive<\/h2><p class="card__description">Reads a ZIP archive\.<\/p>/);
});

test('search hook: one index file per tag with documents and a lunr index', () => {
  for (const tag of ['docs-default-2.0', 'docs-default-1.0.0', 'default-en']) {
    const file = JSON.parse(read(out, `search-index-${tag}.json`));
    assert.ok(Array.isArray(file.documents) && file.documents.length > 0, tag);
    assert.ok(file.index?.version, tag);
  }
  const docs = JSON.parse(read(out, 'search-index-docs-default-2.0.json')).documents;
  assert.ok(docs.some((d: { sectionRoute: string }) => d.sectionRoute === '/docs-archive/guide/intro#getting-started'));
});

test('clean Markdown copies sit next to the HTML', () => {
  const md = read(out, 'guide/intro.md');
  assert.match(md, /^# Introduction\n/);
  assert.doesNotMatch(md, /^---/m);
});

test('text files above 1 KB are precompressed', () => {
  assert.ok(existsSync(join(out, 'guide/intro.html.br')));
  assert.ok(existsSync(join(out, 'guide/intro.html.gz')));
  const vendors = files.find((f) => /vendors\.[0-9a-f]+\.js$/.test(f))!;
  assert.ok(existsSync(join(out, vendors + '.br')));
  assert.ok(!files.some((f) => f.endsWith('robots.txt.br')), 'small files are not compressed');
});

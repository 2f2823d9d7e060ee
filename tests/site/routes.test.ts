/** The production build of the real site (made by `npm test` before the tests run) against the spec's route lists. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeToFile } from '../../generator/shared/urls.ts';
import { CONTENT_SECURITY_POLICY, scriptHash } from '../../generator/node/http/headers.ts';
import { listFiles } from '../helpers.ts';
import { validateConfig } from '../../generator/node/config/load.ts';
import siteConfig from '../../site.config.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const BUILD = join(ROOT, 'build');
const SPEC = [process.env.QODLY_SPEC_DIR, join(ROOT, 'spec'), join(ROOT, '..', 'shared', 'spec')].find((d) => d && existsSync(join(d, 'docs-1.1.0.tsv')));
const skip = !existsSync(join(BUILD, 'index.html')) ? 'build/ does not exist (run `npm run build`)' : !SPEC ? 'spec/ route lists not found' : false;

function rows(file: string): { route: string; id: string; sidebar: string }[] {
  return readFileSync(join(SPEC!, file), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [route, id, sidebar] = l.split('\t');
      return { route, id, sidebar };
    });
}

test('every documentation route of both versions is an HTML page with its sidebar', { skip }, () => {
  const missing: string[] = [];
  const wrongSidebar: string[] = [];
  for (const file of ['docs-1.1.0.tsv', 'docs-1.0.0.tsv']) {
    for (const { route, sidebar } of rows(file)) {
      const html = join(BUILD, routeToFile('/docs-archive/', route, false));
      if (!existsSync(html)) {
        missing.push(route);
        continue;
      }
      const boot = /<script type="application\/json" id="qdocs-boot">(.*?)<\/script>/.exec(readFileSync(html, 'utf8'))?.[1];
      const data = JSON.parse(boot ?? '{}').data ?? {};
      if ((data.sidebar ?? '-') !== sidebar) wrongSidebar.push(`${route}: ${data.sidebar ?? '-'} instead of ${sidebar}`);
    }
  }
  assert.deepEqual(missing, []);
  assert.deepEqual(wrongSidebar, []);
});

test('the standalone and landing routes exist, and unknown paths have a 404 page', { skip }, () => {
  for (const { route } of rows('pages.tsv')) {
    if (route.includes('<')) continue;
    assert.ok(existsSync(join(BUILD, routeToFile('/docs-archive/', route, false))), route);
  }
  assert.ok(existsSync(join(BUILD, '404.html')));
  for (const file of ['sitemap.xml', 'robots.txt', 'llms.txt', 'search-index-docs-default-1.1.0.json', 'search-index-docs-default-1.0.0.json', 'search-index-default-en.json']) {
    assert.ok(existsSync(join(BUILD, file)), file);
  }
});

test('every page passes the Content-Security-Policy: inline scripts allowed by hash, no inline styles or event handlers', {
  skip: !existsSync(join(BUILD, 'index.html')) && 'build/ does not exist',
}, () => {
  const allowed = new Set(/script-src ([^;]*)/.exec(CONTENT_SECURITY_POLICY)![1].split(' '));
  const problems: string[] = [];
  const pages = listFiles(BUILD).filter((f) => f.endsWith('.html'));
  assert.ok(pages.length > 600, `${pages.length} pages`);
  for (const file of pages) {
    const html = readFileSync(join(BUILD, file), 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || /type="application\/json"/.test(attributes)) continue;
      if (!allowed.has(scriptHash(body))) problems.push(`${file}: inline script not allowed: ${body.slice(0, 60)}…`);
    }
    // Markup only: code samples are escaped (&lt;), so every `<` here starts a real tag.
    for (const [tag] of html.matchAll(/<[a-z][^<>]*\s(?:style|on[a-z]+)=[^<>]*>/gi)) problems.push(`${file}: inline style or handler: ${tag.slice(0, 80)}`);
    if (/<style\b/i.test(html)) problems.push(`${file}: <style> element`);
  }
  assert.deepEqual(problems.slice(0, 10), []);
});
test('site.config.ts is valid and keeps the spec constants', () => {
  const config = validateConfig(siteConfig);
  assert.equal(config.baseUrl, '/docs-archive/');
  assert.equal(config.trailingSlash, false);
  assert.deepEqual(config.i18n.locales, ['en']);
  assert.equal(config.search.maxResults, 8);
  assert.deepEqual(config.search.boosts, { title: 5, content: 1, tags: 3, parentCategories: 2 });
  assert.equal(config.navbar.hideOnScroll, false);
});

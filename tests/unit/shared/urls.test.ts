import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyTrailingSlash, joinUrl, publicPath, routeOfPath, routeToFile, routeToMarkdownFile, slugPath, versionBase } from '../../../generator/shared/urls.ts';
import { routeKey } from '../../../generator/node/routes/resolve.ts';

/** The route of a doc (a slug that climbs above the version root must have been rejected: see content/names.ts). */
function docPermalink(baseUrl: string, versionPath: string, docId: string, slug?: string): string {
  return joinUrl(versionBase(baseUrl, '', versionPath), slug ? (slugPath(docId, slug) ?? '') : docId);
}

test('latest docs sit at the base path, archives under their version, no trailing slash', () => {
  assert.equal(docPermalink('/docs-archive/', '', 'language/commands/abs'), '/docs-archive/language/commands/abs');
  assert.equal(docPermalink('/docs-archive/', '1.0.0', 'api/$filter'), '/docs-archive/1.0.0/api/$filter');
  assert.equal(docPermalink('/docs-archive/', '', 'guides/a', '/custom'), '/docs-archive/custom');
  assert.equal(docPermalink('/docs-archive/', '', 'guides/a', 'b'), '/docs-archive/guides/b');
  assert.equal(joinUrl('/docs-archive/', '/x/'), '/docs-archive/x');
});

test('routes map to HTML files', () => {
  assert.equal(routeToFile('/docs-archive/', '/docs-archive/', false), 'index.html');
  assert.equal(routeToFile('/docs-archive/', '/docs-archive/1.0.0', false), '1.0.0.html');
  assert.equal(routeToFile('/docs-archive/', '/docs-archive/api/$top$limit', false), 'api/$top$limit.html');
  // Routes are not %-encoded: a route is never decoded again (that turned `%2e%2e` into `..`, and `%` into a URIError).
  assert.equal(routeToFile('/docs-archive/', '/docs-archive/a/%2e%2e', false), 'a/%2e%2e.html');
});

test('trailingSlash true or unset: a folder per route, as Docusaurus writes them; Markdown copies beside', () => {
  for (const trailingSlash of [true, undefined]) {
    assert.equal(routeToFile('/', '/docs/intro', trailingSlash), 'docs/intro/index.html');
    assert.equal(routeToFile('/', '/', trailingSlash), 'index.html');
    assert.equal(routeToFile('/base/', '/base', trailingSlash), 'index.html');
  }
  assert.equal(routeToFile('/', '/docs/intro', false), 'docs/intro.html');
  assert.equal(routeToMarkdownFile('/', '/docs/intro'), 'docs/intro.md');
});

test("links as Docusaurus's applyTrailingSlash makes them; routes as the site shows them", () => {
  assert.equal(applyTrailingSlash('/docs/intro#part', true, '/'), '/docs/intro/#part');
  assert.equal(applyTrailingSlash('/docs/intro?q=1', true, '/'), '/docs/intro/?q=1');
  assert.equal(applyTrailingSlash('/docs/intro/', false, '/'), '/docs/intro');
  assert.equal(applyTrailingSlash('/docs/intro/', undefined, '/'), '/docs/intro/');
  assert.equal(applyTrailingSlash('/base/', false, '/base/'), '/base/');
  assert.equal(applyTrailingSlash('#top', true, '/'), '#top');
  assert.equal(publicPath('/base/docs', true, '/base/'), '/base/docs/');
  assert.equal(publicPath('/base/', true, '/base/'), '/base/');
  assert.equal(publicPath('/base/docs', undefined, '/base/'), '/base/docs');
  assert.equal(routeOfPath('/base/docs/', '/base/'), '/base/docs');
  assert.equal(routeOfPath('/base/', '/base/'), '/base/');
});

test('slugs are paths below the version root: dot segments resolved, climbing out is null', () => {
  assert.equal(slugPath('guides/a', '/x/./y'), 'x/y');
  assert.equal(slugPath('guides/a', '../b'), 'b');
  assert.equal(slugPath('guides/a', '/x/../y'), 'y');
  assert.equal(slugPath('a', '/../docs/guide/zip-archive'), null);
  assert.equal(slugPath('guides/a', '../../b'), null);
  assert.equal(docPermalink('/docs-archive/', '1.0.0', 'guides/a', '../b'), '/docs-archive/1.0.0/b');
});

test('route keys are unique and file-name safe', () => {
  const a = routeKey('/docs-archive/api/$filter');
  const b = routeKey('/docs-archive/api/_filter');
  assert.notEqual(a, b);
  assert.match(a, /^[A-Za-z0-9._-]+$/);
});

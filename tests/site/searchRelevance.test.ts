/**
 * Relevance over the real documentation (when /docs has pages): the identifier queries must find their
 * page first. Sections are approximated from the Markdown (no MDX compile) to keep this under a few seconds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadPages, search } from '../unit/search/load.ts';
import { markdownPages } from '../unit/search/markdownPages.ts';
import { FIXTURE_OPTIONS, IDENTIFIER_QUERIES } from '../unit/search/fixture.ts';
import { assertWarmUpSearches } from '../unit/search/warmUpSearches.ts';
import siteWarmUpWords from '../../src/searchWarmUp.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** Issue 15's examples: query, how many first pages to look at, the pages that answer it (any one). */
const REAL_QUERIES: [string, number, ...string[]][] = [
  ['environment', 1, 'cloud/environmentsOverview'],
  ['sessions', 1, 'guides/user-sessions', 'language/SessionClass', 'language/commands/session', 'orda/sessions'],
  ['roles', 1, 'studio/roles/overview'],
  ['deployment', 1, 'get-started/deployment', 'cloud/deployManagement'],
  ['data explorer', 1, 'data-explorer'],
  ['colection', 3, 'language/CollectionClass', 'language/basics/lang-collection'],
  ['enitty selection', 3, 'language/EntitySelectionClass'],
  ['smtp transporer', 3, 'language/SMTPTransporterClass'],
  // Issue 30: an overview page above its narrower children.
  ['permissions', 1, 'studio/roles/permissionsOverview'],
  // A page titled with just the query's word (in another form) above one whose title adds words to it.
  ['collections', 1, 'language/basics/lang-collection', 'language/CollectionClass'],
  // Tasks: found through the page's description ("Restrict access to individual attributes…", "Make HTTP… requests")
  // and through two words written as one ("set up" → *Project setup*).
  ['restrict access to an attribute', 1, 'studio/roles/attributesPermissions'],
  ['make an http request', 1, 'language/HTTPRequestClass'],
  ['set up a custom component project', 1, 'customComponent/setup'],
];

const VERSIONS = [
  { dir: join(ROOT, 'docs'), prefix: '/docs-archive/', tag: 'docs-default-1.1.0' },
  { dir: join(ROOT, 'versioned_docs', 'version-1.0.0'), prefix: '/docs-archive/1.0.0/', tag: 'docs-default-1.0.0' },
];

for (const version of VERSIONS) {
  const pages = existsSync(version.dir) ? markdownPages(version.dir, version.prefix, version.tag) : [];
  test(`real pages (${version.tag}): identifier queries find their page first`, { skip: pages.length < 20 && 'no docs yet' }, () => {
    const indexes = loadPages(pages, FIXTURE_OPTIONS);
    const routes = new Set(pages.map((p) => p.path));
    let checked = 0;
    for (const [query, expected] of IDENTIFIER_QUERIES) {
      const route = expected.replace('/docs-archive/', version.prefix);
      if (!routes.has(route)) continue; // page not written yet
      const r = search(indexes, query, { limit: 8 });
      assert.equal(
        r.hits[0]?.document.sectionRoute.split('#')[0],
        route,
        `${query} → ${r.hits
          .slice(0, 3)
          .map((h) => h.document.sectionRoute)
          .join(', ')}`,
      );
      checked++;
    }
    assert.ok(checked > 0);
  });

  test(`real pages (${version.tag}): concept words find the page named after them first; the issue's typos are corrected`, { skip: pages.length < 20 && 'no docs yet' }, () => {
    const indexes = loadPages(pages, FIXTURE_OPTIONS);
    const routes = new Set(pages.map((p) => p.path));
    const pagesOf = (query: string) => [...new Set(search(indexes, query, {}).hits.map((h) => h.document.sectionRoute.split('#')[0]))];
    let checked = 0;
    for (const [query, depth, ...expected] of REAL_QUERIES) {
      const wanted = expected.map((e) => version.prefix + e).filter((route) => routes.has(route));
      if (!wanted.length) continue;
      const found = pagesOf(query).slice(0, depth);
      assert.ok(
        found.some((route) => wanted.includes(route)),
        `${query} → ${found.join(', ')} (expected ${wanted.join(' or ')} in the first ${depth})`,
      );
      checked++;
    }
    assert.ok(checked >= 6, `${checked} checked`);
  });
}

test("the site's search warm-up words (src/searchWarmUp.ts) make a tiny index that answers their queries", () => assertWarmUpSearches(siteWarmUpWords));

test('issue 30: forEach is not split into for + each; the search help page does not win on the typo it quotes', { skip: !existsSync(join(ROOT, 'docs')) && 'no docs' }, () => {
  const pages = markdownPages(join(ROOT, 'docs'), '/docs-archive/', 'docs-default-1.1.0');
  const help = markdownPages(join(ROOT, 'src', 'pages'), '/docs-archive/', 'default-en').filter((p) => p.path === '/docs-archive/searchAPI');
  assert.equal(help.length, 1, 'the search help page');
  const indexes = loadPages([...pages, ...help.map((p) => ({ ...p, type: 'other' as const }))], FIXTURE_OPTIONS);
  const forEach = search(indexes, 'forEach', {}).hits;
  assert.ok(forEach.length > 0);
  for (const hit of forEach) assert.ok(!hit.terms.includes('for') && !hit.words.some((w) => /^for$/i.test(w)), `${hit.document.sectionRoute}: ${hit.terms.join()}`);
  const typo = search(indexes, 'colection', {});
  assert.ok(
    typo.hits.some((h) => h.document.sectionRoute.startsWith('/docs-archive/searchAPI')),
    'the help page quotes the typo',
  );
  assert.match(typo.hits[0].document.sectionRoute, /Collection|collection/, typo.hits.map((h) => h.document.sectionRoute).join(', '));
  // After `http request`, a hit carries only the typed words to the page it opens.
  for (const hit of search(indexes, 'http request', { limit: 8 }).hits)
    assert.ok(
      hit.words.every((w) => w === 'http' || w === 'request'),
      hit.words.join(),
    );
});

/**
 * Relevance over the real documentation (when /docs has pages): the identifier queries must find their
 * page first. Sections are approximated from the Markdown (no MDX compile) to keep this under a few seconds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadPages, search } from './load.ts';
import { markdownPages } from './markdownPages.ts';
import { FIXTURE_OPTIONS, IDENTIFIER_QUERIES } from './fixture.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
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
      assert.equal(r.hits[0]?.document.sectionRoute.split('#')[0], route, `${query} → ${r.hits.slice(0, 3).map((h) => h.document.sectionRoute).join(', ')}`);
      checked++;
    }
    assert.ok(checked > 0);
  });
}

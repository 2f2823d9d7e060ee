/** The bench's search evaluation set stays meaningful: enough queries of each kind, every expected page exists. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EVALUATION_SET } from '../../scripts/bench/searchQueries.ts';

const DOCS = join(import.meta.dirname, '..', '..', 'docs');

test('the evaluation set: at least 80 queries, every category represented, no duplicates', () => {
  assert.ok(EVALUATION_SET.length >= 80, `${EVALUATION_SET.length} queries`);
  for (const category of ['identifiers', 'tasks', 'prefixes', 'typos', 'concepts']) {
    assert.ok(EVALUATION_SET.filter((q) => q.category === category).length >= 15, category);
  }
  const queries = EVALUATION_SET.map((q) => q.query);
  assert.equal(new Set(queries).size, queries.length);
});

test('the evaluation set: every expected page is a doc of the latest version', () => {
  for (const { query, expected } of EVALUATION_SET) {
    for (const route of expected) {
      const found = ['.md', '.mdx'].some((ext) => existsSync(join(DOCS, route + ext)) || existsSync(join(DOCS, route, `index${ext}`)));
      assert.ok(found, `${JSON.stringify(query)} expects ${route}, which is not in docs/ (renamed? update scripts/bench/searchQueries.ts)`);
    }
  }
});

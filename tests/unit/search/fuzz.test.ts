import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPages, search } from './load.ts';
import { parseQuery } from '../../../generator/search/queryParser.ts';
import { FIXTURE_OPTIONS, FIXTURE_PAGES } from './fixture.ts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { markdownPages } from './markdownPages.ts';
import { WorkBudget } from '../../../generator/search/budget.ts';
import { MAX_QUERY_WORDS } from '../../../generator/search/limits.ts';

const indexes = loadPages(FIXTURE_PAGES, FIXTURE_OPTIONS);

/** Deterministic PRNG (mulberry32) so a failure can be replayed. */
function rng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'zip',
  'ZipArchive',
  '$filter',
  '4D.File',
  'title',
  'content',
  'tags',
  'sidebarParentCategories',
  'unknown',
  'entity',
  'é',
  'ß',
  '日本',
  ':',
  '~',
  '^',
  '+',
  '-',
  '*',
  '\\',
  ' ',
  '  ',
  '\t',
  '.',
  '$',
  '_',
  '"',
  "'",
  '<',
  '>',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '|',
  '/',
  '?',
  '!',
  '0',
  '1',
  '2',
  '9',
  '99999',
  '1.5',
  '-1',
  'e',
  'x',
  '\u0000',
  '\u200b',
  '😀',
  '\ud800',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
];

function randomQuery(next: () => number): string {
  const n = Math.floor(next() * 12);
  let q = '';
  for (let i = 0; i < n; i++) {
    q += next() < 0.15 ? String.fromCharCode(Math.floor(next() * 0x3000)) : PIECES[Math.floor(next() * PIECES.length)];
  }
  return q;
}

/** Queries at least this long count as long ones (the random queries go up to about 60 characters). */
const LONG = 30;

test('fuzz: thousands of random queries never throw and always answer a well-formed response', () => {
  const next = rng(20250101);
  let errors = 0;
  let withHits = 0;
  let long = 0;
  let longWithHits = 0;
  for (let i = 0; i < 5000; i++) {
    const q = randomQuery(next);
    let r: ReturnType<typeof search>;
    try {
      parseQuery(q, ['title', 'content', 'tags', 'sidebarParentCategories']);
      r = search(indexes, q, { limit: 8 });
    } catch (error) {
      assert.fail(`query ${JSON.stringify(q)} threw ${(error as Error).stack}`);
    }
    assert.ok(Array.isArray(r.hits) && r.hits.length <= 8, JSON.stringify(q));
    assert.ok(!r.error || r.hits.length === 0);
    // An internal error (not a validation message) would mean lunr threw: never acceptable.
    assert.ok(!r.error?.startsWith('This query could not be run'), `${JSON.stringify(q)}: ${r.error}`);
    for (const h of r.hits) for (const part of [h.snippet, h.pageTitle, h.sectionTitle]) assert.ok(part.every((s) => typeof s === 'string'));
    assert.ok(r.total >= r.hits.length, `${JSON.stringify(q)}: total ${r.total} below ${r.hits.length} hits`);
    assert.equal(new Set(r.hits.map((h) => h.document.sectionRoute)).size, r.hits.length, `${JSON.stringify(q)}: a section listed twice`);
    if (r.error) errors++;
    if (r.hits.length) withHits++;
    if (q.length >= LONG) {
      long++;
      if (r.hits.length) longWithHits++;
    }
  }
  // The generator exercises both paths, and long queries find things too (153 of 672 do).
  assert.ok(errors > 100, `errors ${errors}`);
  assert.ok(withHits > 100, `with hits ${withHits}`);
  assert.ok(long > 500 && longWithHits > 100, `${longWithHits} of ${long} queries of ${LONG}+ characters find something`);
});

/** The real documentation's vocabulary (when docs/ has pages): wildcards and typos meet thousands of terms. */
const DOCS = join(import.meta.dirname, '..', '..', '..', 'docs');
const realPages = existsSync(DOCS) ? markdownPages(DOCS, '/docs-archive/', 'docs-default-1.1.0') : [];
const real = realPages.length > 20 ? loadPages(realPages, FIXTURE_OPTIONS) : indexes;

/**
 * Work a single query may do on the real docs. A one-letter query (every term starting with that letter, in
 * every field) does about 15,000 units; the heaviest below (26 one-letter words) about 400,000; lunr's
 * automata went exponential on some of them.
 */
const BOUND = 1_000_000;

/** Runs `query` with a budget of BOUND units (past it, the query stops with a message) and returns the response with the work it did. */
function measured(query: string) {
  const budget = new WorkBudget(BOUND);
  const response = search(real, query, { limit: 8, budget });
  return { response, work: budget.spent };
}

const HOSTILE: { query: string; expect: 'hits' | 'none' | 'error' | 'any' }[] = [
  // The freeze of issue 17: a run of stars was exponential in its length (20 stars: 15 s).
  { query: `${'*'.repeat(20)}a`, expect: 'hits' },
  { query: `${'*'.repeat(200)}archive`, expect: 'hits' },
  { query: `/search?q=${'*'.repeat(40)}a`, expect: 'any' },
  { query: '*a*e*i*o*u', expect: 'any' },
  { query: '*e*e*e*e*e*e*e*e*e*e*e*e', expect: 'any' },
  { query: `${'*a'.repeat(100)}*`, expect: 'none' },
  { query: `${'a*'.repeat(60)}`, expect: 'none' },
  { query: 'z*p*r*a*c*h*v*e', expect: 'hits' },
  { query: '*'.repeat(600), expect: 'error' },
  // Long words with an edit distance: lunr's fuzzy automaton grew steeply with the word's length.
  { query: `${'abcdefghij'.repeat(5)}~2`, expect: 'none' },
  { query: `${'zipreadarchive'.repeat(3)}~2`, expect: 'none' },
  { query: `${'a'.repeat(511)}~2`, expect: 'none' },
  { query: 'zip~2 '.repeat(100), expect: 'hits' },
  { query: 'e~2 '.repeat(100), expect: 'hits' },
  // Broad prefixes, many times over.
  { query: 'a b c d e f g h i j k l m n o p q r s t u v w x y z', expect: 'hits' },
  { query: 'e* '.repeat(100), expect: 'hits' },
  { query: '+e* -e* '.repeat(60), expect: 'any' },
  { query: 'title:e* content:e* tags:e* sidebarParentCategories:e* '.repeat(5), expect: 'hits' },
  { query: 'a'.repeat(5000), expect: 'none' },
  { query: 'zipReadArchive '.repeat(60), expect: 'hits' },
  { query: '+'.repeat(50) + 'zip', expect: 'any' },
  { query: '~'.repeat(600), expect: 'error' },
  { query: 'title:title:title', expect: 'any' },
  { query: 'zip^1e309', expect: 'error' },
  { query: 'zip^00000.5', expect: 'hits' },
  { query: '\\', expect: 'any' },
  { query: '\\\\:', expect: 'any' },
  { query: '😀'.repeat(200), expect: 'any' },
  { query: '\ud800'.repeat(300), expect: 'any' },
];

test('hostile and long queries: each finishes within a bounded amount of counted work, with results or a clear message', () => {
  for (const { query, expect } of HOSTILE) {
    const label = JSON.stringify(query.length > 60 ? `${query.slice(0, 60)}…` : query);
    const { response, work } = measured(query);
    assert.ok(!response.error?.includes('too much work') && work <= BOUND, `${label} needs more than ${BOUND} units of work`);
    assert.ok(!response.error?.startsWith('This query could not be run'), `${label}: ${response.error}`);
    if (expect === 'hits') assert.ok(response.hits.length > 0, `${label} finds nothing`);
    if (expect === 'none') assert.equal(response.hits.length, 0, label);
    if (expect === 'error') assert.ok(response.error && !response.hits.length, `${label}: ${response.error}`);
    for (const h of response.hits) for (const part of [h.snippet, h.pageTitle, h.sectionTitle]) assert.ok(part.every((s) => typeof s === 'string'));
  }
});

test('a run of stars means one star: the freeze query finds what *a finds', () => {
  const collapsed = search(real, '*a', { limit: 8 }).hits.map((h) => h.document.id);
  assert.ok(collapsed.length > 0);
  assert.deepEqual(
    search(real, `${'*'.repeat(20)}a`, { limit: 8 }).hits.map((h) => h.document.id),
    collapsed,
  );
});

test('past the work bound a query answers with a message, never with partial results or a freeze', () => {
  const budget = new WorkBudget(1_000);
  const r = search(real, 'e* a* s*', { limit: 8, budget });
  assert.deepEqual(r.hits, []);
  assert.match(r.error ?? '', /too much work/);
  assert.ok(budget.spent <= 1_000 + 10_000, `${budget.spent}`);
});

test('more words than the limit: the first ones are searched, with a notice', () => {
  const r = search(real, 'zipReadArchive '.repeat(MAX_QUERY_WORDS + 5), { limit: 8 });
  assert.ok(r.hits.length > 0);
  assert.match(r.notice ?? '', new RegExp(`first ${MAX_QUERY_WORDS} words`));
});

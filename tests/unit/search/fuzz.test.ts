import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPages, search } from './load.ts';
import { parseQuery } from '../../../generator/search/queryParser.ts';
import { FIXTURE_OPTIONS, FIXTURE_PAGES } from './fixture.ts';

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
  'zip', 'ZipArchive', '$filter', '4D.File', 'title', 'content', 'tags', 'sidebarParentCategories', 'unknown', 'entity', 'é', 'ß', '日本',
  ':', '~', '^', '+', '-', '*', '\\', ' ', '  ', '\t', '.', '$', '_', '"', "'", '<', '>', '(', ')', '[', ']', '{', '}', '|', '/', '?', '!',
  '0', '1', '2', '9', '99999', '1.5', '-1', 'e', 'x', '\u0000', '\u200b', '😀', '\ud800', 'constructor', '__proto__', 'toString', 'hasOwnProperty',
];

function randomQuery(next: () => number): string {
  const n = Math.floor(next() * 12);
  let q = '';
  for (let i = 0; i < n; i++) {
    q += next() < 0.15 ? String.fromCharCode(Math.floor(next() * 0x3000)) : PIECES[Math.floor(next() * PIECES.length)];
  }
  return q;
}

test('fuzz: thousands of random queries never throw and always answer a well-formed response', () => {
  const next = rng(20250101);
  let errors = 0;
  let withHits = 0;
  for (let i = 0; i < 5000; i++) {
    const q = randomQuery(next);
    let r;
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
    if (r.error) errors++;
    if (r.hits.length) withHits++;
  }
  // The generator exercises both paths.
  assert.ok(errors > 100, `errors ${errors}`);
  assert.ok(withHits > 100, `with hits ${withHits}`);
});

test('fuzz: long and pathological inputs', () => {
  for (const q of ['a'.repeat(5000), 'zip~2 '.repeat(100), '*'.repeat(600), '~'.repeat(600), 'a*b*c*d*e*f*g*', '+'.repeat(50) + 'zip', 'title:title:title', '\\', '\\\\:', 'zip^1e309', 'zip^00000.5']) {
    const r = search(indexes, q, { limit: 8 });
    assert.ok(Array.isArray(r.hits));
  }
});

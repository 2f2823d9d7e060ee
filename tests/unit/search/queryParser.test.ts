import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseQuery, MAX_QUERY_LENGTH, type QueryClause } from '../../../generator/search/queryParser.ts';
import type { SearchField } from '../../../generator/search/analyzer.ts';

const FIELDS: SearchField[] = ['title', 'content', 'tags', 'sidebarParentCategories'];

function clauses(q: string, fields = FIELDS): QueryClause[] {
  const r = parseQuery(q, fields);
  assert.ok(r.ok, `expected "${q}" to parse: ${!r.ok ? r.error : ''}`);
  return r.clauses;
}

function error(q: string, fields = FIELDS): string {
  const r = parseQuery(q, fields);
  assert.ok(!r.ok, `expected "${q}" to be rejected`);
  return r.error;
}

test('plain words split on whitespace and hyphens; the last open word is marked', () => {
  const c = clauses('zip read-archive');
  assert.deepEqual(
    c.map((x) => x.word),
    ['zip', 'read', 'archive'],
  );
  assert.deepEqual(
    c.map((x) => x.presence),
    ['optional', 'optional', 'optional'],
  );
  assert.deepEqual(
    c.map((x) => x.last),
    [false, false, true],
  );
  assert.equal(clauses('zip ').at(-1)!.last, false);
  assert.deepEqual(clauses('   ').length, 0);
  assert.deepEqual(clauses('').length, 0);
});

test('identifiers survive as one word', () => {
  assert.deepEqual(
    clauses('$filter 4D.File zipReadArchive ds.Employee.query()').map((x) => x.word),
    ['$filter', '4D.File', 'zipReadArchive', 'ds.Employee.query'],
  );
});

test('lunr syntax: field, edit distance, boost, presence, wildcard, escapes', () => {
  const [a] = clauses('title:zip');
  assert.equal(a.field, 'title');
  assert.equal(a.word, 'zip');
  const [b] = clauses('archive~1');
  assert.equal(b.editDistance, 1);
  const [c] = clauses('archive^2.5');
  assert.equal(c.boost, 2.5);
  const [d, e] = clauses('+zip -folder');
  assert.equal(d.presence, 'required');
  assert.equal(e.presence, 'prohibited');
  const [f] = clauses('zip*');
  assert.equal(f.wildcard, true);
  assert.equal(f.word, 'zip*');
  const [g] = clauses('*archive');
  assert.equal(g.word, '*archive');
  const [h] = clauses('+content:file~2^3');
  assert.deepEqual([h.presence, h.field, h.editDistance, h.boost, h.word], ['required', 'content', 2, 3, 'file']);
  const [i] = clauses('Title:zip');
  assert.equal(i.field, 'title', 'field names are case-insensitive');
  const [j] = clauses('sidebarParentCategories:commands');
  assert.equal(j.field, 'sidebarParentCategories');
  // an escaped colon is not a field separator
  assert.deepEqual(
    clauses('a\\:b').map((x) => x.word),
    ['a', 'b'],
  );
  // the words of a hyphenated chunk share its modifiers
  assert.deepEqual(
    clauses('+title:zip-archive').map((x) => [x.word, x.field, x.presence]),
    [
      ['zip', 'title', 'required'],
      ['archive', 'title', 'required'],
    ],
  );
  // edit distances are clamped to 2
  assert.equal(clauses('archive~9')[0].editDistance, 2);
});

test('malformed queries are rejected with a message: every case', () => {
  assert.match(error('title:'), /no search term.*after “title:”/);
  assert.match(error('+'), /no search term.*after “\+”/);
  assert.match(error('-'), /no search term.*after “-”/);
  assert.match(error('foo~x'), /edit distance.*whole number/);
  assert.match(error('foo~'), /edit distance.*whole number/);
  assert.match(error('foo~1.5'), /edit distance.*whole number/);
  assert.match(error('foo~-1'), /edit distance.*whole number/);
  assert.match(error('foo^y'), /boost.*number/);
  assert.match(error('foo^'), /boost.*number/);
  assert.match(error('foo^-2'), /boost.*number/);
  assert.match(error('author:smith'), /Unknown field “author”/);
  assert.match(error('http://example.com'), /Unknown field “http”/);
  assert.match(error('~1'), /no search term/);
  assert.match(error('^2'), /no search term/);
  assert.match(error('*'), /no search term/);
  assert.match(error('title:~1'), /no search term/);
  assert.match(error('zip +'), /no search term/);
  // a field that is switched off is unknown
  assert.match(error('sidebarParentCategories:x', ['title', 'content', 'tags']), /Unknown field “sidebarParentCategories”. Search in title, content or tags/);
});

test('input is cut at 512 characters', () => {
  const long = 'a'.repeat(MAX_QUERY_LENGTH - 2) + ' bcdef';
  assert.deepEqual(
    clauses(long).map((x) => x.word),
    ['a'.repeat(MAX_QUERY_LENGTH - 2), 'b'],
  );
});

test('punctuation-only words are ignored, HTML-like text is just words', () => {
  assert.deepEqual(clauses('() ;;').length, 0);
  assert.deepEqual(
    clauses('<img src=x onerror=alert(1)>').map((x) => x.word),
    ['img', 'src', 'x', 'onerror', 'alert', '1'],
  );
  assert.deepEqual(
    clauses('"><script>').map((x) => x.word),
    ['script'],
  );
});

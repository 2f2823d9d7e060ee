import { test } from 'node:test';
import assert from 'node:assert/strict';
import lunr from 'lunr';
import { pageDocuments } from '../../../generator/node/search/indexer.ts';
import { lunrIndex } from './oracles/lunr.ts';
import { buildPostings, execute, type TermClause } from '../../../generator/search/executor.ts';
import { FIXTURE_OPTIONS, FIXTURE_PAGES } from './fixture.ts';

const pages = FIXTURE_PAGES.filter((p) => p.tag === 'docs-default-1.1.0');
const documents = pages.flatMap((p, i) =>
  pageDocuments(
    p,
    pages.slice(0, i).reduce((n, q) => n + pageDocuments(q, 0).length, 0),
  ),
);
const serialised = lunrIndex(documents, FIXTURE_OPTIONS);
const stock = lunr.Index.load(JSON.parse(JSON.stringify(serialised)));
const postings = buildPostings(serialised);
const FIELDS = ['title', 'content', 'tags', 'sidebarParentCategories'];

function viaLunr(clauses: TermClause[]) {
  const { NONE, TRAILING } = lunr.Query.wildcard;
  const results = stock.query((q) => {
    for (const c of clauses) {
      const options: Partial<lunr.Query.Clause> & { presence?: lunr.Query.presence } = {
        fields: [...c.fields],
        boost: c.boost,
        usePipeline: false,
        wildcard: c.expand === 'prefix' ? TRAILING : NONE,
      };
      if (typeof c.expand === 'object') options.editDistance = c.expand.editDistance;
      if (c.prohibited) options.presence = lunr.Query.presence.PROHIBITED;
      q.term(c.term, options);
    }
  });
  return new Map(results.map((r) => [Number(r.ref), { score: r.score, terms: new Set(Object.keys(r.matchData.metadata)) }]));
}

test("the executor finds lunr's documents with lunr's scores and matched terms", () => {
  const cases: TermClause[][] = [
    [{ term: 'zipreadarchive', fields: FIELDS, boost: 10, expand: 'exact' }],
    [
      { term: 'zip', fields: FIELDS, boost: 2, expand: 'prefix' },
      { term: 'archive', fields: FIELDS, boost: 10, expand: 'exact' },
    ],
    [
      { term: 'entity', fields: ['title'], boost: 10, expand: 'exact' },
      { term: 'entit', fields: FIELDS, boost: 6, expand: 'prefix' },
    ],
    [{ term: 'archiv', fields: FIELDS, boost: 1, expand: { editDistance: 1 } }],
    [
      { term: 'file', fields: FIELDS, boost: 10, expand: 'exact' },
      { term: 'folder', fields: FIELDS, boost: 0, expand: 'exact', prohibited: true },
    ],
    [{ term: '*archive', fields: FIELDS, boost: 2, expand: 'pattern' }],
    [{ term: '*a*e*', fields: FIELDS, boost: 2, expand: 'pattern' }],
    [{ term: 'z*p*a*', fields: FIELDS, boost: 2, expand: 'pattern' }],
    [{ term: 'archvie', fields: FIELDS, boost: 1, expand: { editDistance: 2 } }],
    [
      { term: 'entiyt', fields: FIELDS, boost: 1, expand: { editDistance: 2 } },
      { term: 'selction', fields: ['content'], boost: 1, expand: { editDistance: 1 } },
    ],
  ];
  for (const clauses of cases) {
    const expected = viaLunr(clauses);
    const actual = execute(postings, clauses);
    const label = clauses.map((c) => c.term).join(' ');
    assert.deepEqual(
      [...actual.keys()].sort((a, b) => a - b),
      [...expected.keys()].sort((a, b) => a - b),
      label,
    );
    assert.ok(expected.size > 0, label);
    for (const [doc, match] of actual) {
      assert.ok(Math.abs(match.score - expected.get(doc)!.score) < 1e-9, `${label} #${doc}: ${match.score} vs ${expected.get(doc)!.score}`);
      assert.deepEqual([...new Set(match.terms)].sort(), [...expected.get(doc)!.terms].sort(), `${label} #${doc}`);
    }
  }
});

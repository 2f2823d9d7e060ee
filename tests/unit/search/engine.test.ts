import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { SearchInputPage } from '../../../generator/node/search/indexer.ts';
import type { LoadedIndex } from '../../../generator/search/loadedIndex.ts';
import type { SearchHit } from '../../../generator/search/results.ts';
import { buildSnippet, highlightText } from '../../../generator/search/snippet.ts';
import { FIXTURE_OPTIONS, FIXTURE_PAGES, IDENTIFIER_QUERIES } from './fixture.ts';
import { loadPages, search } from './load.ts';

function load(pages: SearchInputPage[] = FIXTURE_PAGES, options = FIXTURE_OPTIONS): LoadedIndex[] {
  return loadPages(pages, options);
}

const indexes = load();
const page = (h: SearchHit) => h.document.sectionRoute.split('#')[0];
const pagesOf = (q: string, limit?: number) => search(indexes, q, { limit }).hits.map(page);

test('identifier queries find their page first', () => {
  for (const [query, expected] of IDENTIFIER_QUERIES) {
    const r = search(indexes, query, { limit: 8 });
    assert.equal(r.error, undefined, query);
    assert.equal(page(r.hits[0]), expected, `${query} → ${r.hits.map((h) => h.document.sectionRoute).join(', ')}`);
  }
});

test('exact matches rank above prefix matches, prefix above fuzzy', () => {
  // "archive" is exact in the ZipArchive tags/content; "zipReadArchive" only starts with "zip"
  const exact = search(indexes, 'entity', {}).hits;
  assert.equal(page(exact[0]), '/docs-archive/language/EntityClass');
  const ids = pagesOf('entit');
  assert.ok(ids.includes('/docs-archive/language/EntityClass') && ids.includes('/docs-archive/language/EntitySelectionClass'), 'prefix matches');
  // A word that matches as typed is never corrected: "archiv" is a prefix of "archive"…
  assert.equal(search(indexes, 'archiv', {}).total > 0, true);
  assert.equal(search(indexes, 'archiv', {}).correction, undefined);
  // …and with ~1 the fuzzy match is found (no correction: the reader asked for it), ranked after the exact ones of the same word
  const fuzzy = search(indexes, 'arcive~1', {});
  assert.ok(fuzzy.total > 0);
  assert.equal(fuzzy.correction, undefined);
  const mixed = search(indexes, 'folder~1', {}).hits;
  assert.equal(page(mixed[0]), '/docs-archive/language/FolderClass');
});

test('English word forms meet through the stem without stemming identifiers', () => {
  assert.ok(pagesOf('selections').includes('/docs-archive/language/DataClassClass'), 'selections → selections/selecting');
  assert.ok(pagesOf('entities').includes('/docs-archive/language/EntityClass'), 'entities → entity');
  assert.equal(pagesOf('entityselection')[0], '/docs-archive/language/EntitySelectionClass');
  // while typing an identifier, every prefix keeps finding it
  for (let n = 3; n <= 'zipReadArchive'.length; n++) {
    assert.equal(pagesOf('zipReadArchive'.slice(0, n).toLowerCase())[0]?.startsWith('/docs-archive/language/'), true, `prefix ${n}`);
  }
  assert.equal(pagesOf('zipreada')[0], '/docs-archive/language/commands/zipReadArchive');
});

test('results matching more words come first; +required and -excluded words', () => {
  assert.equal(pagesOf('zip create')[0], '/docs-archive/language/commands/zipCreateArchive');
  const withoutCreate = pagesOf('zip -zipCreateArchive');
  assert.ok(withoutCreate.length > 0);
  assert.ok(!withoutCreate.includes('/docs-archive/language/commands/zipCreateArchive'));
  const required = search(indexes, '+orderby filter', {}).hits;
  assert.ok(required.length > 0);
  for (const h of required)
    assert.ok(
      h.terms.some((t) => t.includes('orderby')),
      h.document.sectionRoute,
    );
  const onlyExcluded = search(indexes, '-zip', {});
  assert.equal(onlyExcluded.hits.length, 0);
  assert.match(onlyExcluded.notice!, /only excludes/);
});

test('field-restricted, boosted and wildcard queries', () => {
  const titleOnly = search(indexes, 'title:zip', {}).hits;
  assert.ok(titleOnly.length > 0);
  for (const h of titleOnly) assert.ok(/zip/i.test(h.document.sectionTitle), h.document.sectionTitle);
  const unzip = search(indexes, 'tags:unzip', {}).hits;
  assert.ok(unzip.length > 0 && unzip.every((h) => page(h) === '/docs-archive/language/commands/zipReadArchive'), 'only the page tagged "unzip"');
  assert.equal(search(indexes, 'sidebarParentCategories:parameters', {}).hits.length, 2);
  assert.ok(search(indexes, '*archive', {}).total > 0);
  const boosted = pagesOf('folder newobject^10');
  assert.equal(boosted[0], '/docs-archive/language/commands/newObject');
});

test('stop words: ignored in content, yet a command named like one is found by its title', () => {
  const pages = [
    ...FIXTURE_PAGES,
    { ...FIXTURE_PAGES[4], path: '/docs-archive/language/commands/not', pageTitle: 'not', sections: [{ title: '', anchor: '', text: 'Returns the negation of a boolean.' }] },
  ];
  const idx = load(pages);
  assert.equal(search(idx, 'not', {}).hits[0].document.sectionRoute, '/docs-archive/language/commands/not');
  assert.equal(page(search(idx, 'the zip archive', {}).hits[0]).includes('zip') || page(search(idx, 'the zip archive', {}).hits[0]).includes('Zip'), true);
});

test('limit caps the hits; total counts them all; tags merge by score', () => {
  const all = search(indexes, 'zip', {});
  const capped = search(indexes, 'zip', { limit: 2 });
  assert.equal(capped.hits.length, 2);
  assert.equal(capped.total, all.total);
  const both = search(indexes, 'search', {});
  assert.ok(both.hits.some((h) => h.tag === 'default-en'));
});

test('malformed queries answer with an error, never throw', () => {
  for (const q of ['title:', '+', 'foo~x', 'foo^y', 'nope:x']) {
    const r = search(indexes, q, { limit: 8 });
    assert.equal(r.hits.length, 0);
    assert.ok(r.error, q);
  }
  // parent categories switched off: the field is unknown
  const off = load(FIXTURE_PAGES, { ...FIXTURE_OPTIONS, indexParentCategories: false });
  assert.match(search(off, 'sidebarParentCategories:commands', {}).error!, /Unknown field/);
  // no index at all: empty, no error
  assert.deepEqual(search([], 'zip', {}).hits, []);
});

test('snippets: the window richest in matches, matches as separate strings, text never interpreted', () => {
  const r = search(indexes, 'zipReadArchive', { limit: 8 });
  const hit = r.hits[0];
  assert.deepEqual(hit.pageTitle, ['', 'zipReadArchive', '']);
  assert.ok(hit.snippet.length >= 3);
  assert.ok(hit.snippet.filter((_, i) => i % 2).every((m) => m === 'zipReadArchive'));
  assert.ok(hit.words.includes('zipReadArchive'));
  assert.equal('content' in hit.document, false, 'hits carry no full text');

  const long = `${'lorem ipsum '.repeat(40)}the zipReadArchive command ${'dolor sit '.repeat(40)}`;
  const { snippet, matched } = buildSnippet(long, (w) => w === 'zipReadArchive');
  assert.ok(snippet[0].startsWith('…'));
  assert.ok(snippet[snippet.length - 1].endsWith('…'));
  assert.equal(snippet[1], 'zipReadArchive');
  assert.ok(snippet.join('').length <= 182);
  assert.deepEqual(matched, ['zipReadArchive']);

  const evil = 'Never <img src=x onerror=alert(1)> nor "><script>alert(1)</script> here';
  const h = highlightText(evil, (w) => w === 'script' || w === 'img');
  assert.equal(h.join(''), evil, 'highlighting never changes the text');
  assert.deepEqual(
    h.filter((_, i) => i % 2),
    ['img', 'script', 'script'],
  );
});

test('HTML-like queries and documents stay text', () => {
  const pages: SearchInputPage[] = [
    {
      ...FIXTURE_PAGES[0],
      path: '/docs-archive/x',
      pageTitle: '<img src=x onerror=alert(1)>',
      sections: [{ title: '', anchor: '', text: 'Beware of "><script>alert(1)</script> in text.' }],
    },
  ];
  const idx = load(pages);
  for (const q of ['<img src=x onerror=alert(1)>', '"><script>']) {
    const r = search(idx, q, { limit: 8 });
    assert.equal(r.error, undefined);
    assert.ok(r.hits.length > 0, q);
    assert.equal(r.hits[0].pageTitle.join(''), '<img src=x onerror=alert(1)>');
  }
});

test('typos: a word that finds nothing is searched as its closest term, and the response says which', () => {
  const r = search(indexes, 'arcive', { limit: 8 });
  assert.deepEqual(r.correction, ['', 'archive', '']);
  assert.ok(r.hits.length > 0);
  assert.ok(r.hits[0].terms.includes('archive'), r.hits[0].terms.join());
  // Only the words that found nothing are corrected; the others keep their place.
  const two = search(indexes, 'enitty selection', { limit: 8 });
  assert.deepEqual(two.correction, ['', 'entity', ' selection']);
  assert.equal(page(two.hits[0]), '/docs-archive/language/EntitySelectionClass');
  // Two edits from 8 letters on (a swap and a missing letter), one below.
  assert.deepEqual(search(indexes, 'zipraedarchve', {}).correction, ['', 'zipreadarchive', '']);
  assert.equal(search(indexes, 'flder', {}).correction?.[1], 'folder');
  assert.equal(search(indexes, 'fldr', {}).total, 0, 'two edits on a 4-letter word: not corrected');
  // Too short to correct, and nothing close: no results, no correction.
  assert.equal(search(indexes, 'zpi', {}).total, 0);
  assert.equal(search(indexes, 'qqqqqq', {}).correction, undefined);
  // A word still being typed is compared by its prefix: "zipreda" is one swap from "zipread…".
  assert.equal(search(indexes, 'zipreda', {}).correction?.[1], 'zipreadarchive');
  assert.equal(search(indexes, 'zipreda ', {}).total, 0, 'a finished word is compared whole');
});

test('typos: a word found in almost no section (a page mentions the typo) is corrected too, below the sections that have it as typed', () => {
  const pages = [
    ...FIXTURE_PAGES,
    { ...FIXTURE_PAGES[4], path: '/docs-archive/typos', pageTitle: 'Typos', sections: [{ title: '', anchor: '', text: 'Searching arcive shows archive results.' }] },
  ];
  const idx = load(pages);
  const r = search(idx, 'arcive', {});
  assert.deepEqual(r.correction, ['', 'archive', '']);
  assert.equal(page(r.hits[0]), '/docs-archive/typos', 'the section with the word as typed first');
  assert.ok(r.hits.length > 3 && r.hits.slice(1).every((h) => h.terms.some((t) => t.includes('archive'))), r.hits.map((h) => h.terms.join()).join(' | '));
  // A word in enough sections is never corrected.
  assert.equal(search(idx, 'zip', {}).correction, undefined);
});

test('typos: results of the words as typed rank above those found through a correction', () => {
  // "newobject" is found as typed, "arcive" only as "archive": the newObject page comes first.
  const r = search(indexes, 'newobject arcive', { limit: 8 });
  assert.deepEqual(r.correction, ['newobject ', 'archive', '']);
  assert.equal(page(r.hits[0]), '/docs-archive/language/commands/newObject');
  // Wildcards, exclusions and explicit edit distances are never corrected.
  assert.equal(search(indexes, 'arcive*', {}).correction, undefined);
  assert.equal(search(indexes, 'zip -arcive', {}).correction, undefined);
});

test('concepts: the page whose title holds every query word outranks sections that only mention them', () => {
  const section = (path: string, pageTitle: string, sections: [string, string, string][]): SearchInputPage => ({
    ...FIXTURE_PAGES[0],
    path: `/docs-archive/${path}`,
    pageTitle,
    tags: [],
    sidebarParentCategories: ['Cloud'],
    sections: sections.map(([title, anchor, text]) => ({ title, anchor, text })),
  });
  const pages = [
    ...FIXTURE_PAGES,
    section('cloud/resourceMonitoring', 'Resource monitoring', [
      ['', '', 'Monitor the resources of each environment.'],
      ['Environment metrics', 'environment-metrics', 'Each environment reports the CPU and memory of its environment, per environment.'],
    ]),
    section('cloud/billing', 'Billing', [['', '', 'Each environment is billed. An environment costs more in production; environment sizes vary.']]),
    section('cloud/environmentsOverview', 'Environments overview', [
      ['', '', 'Qodly runs applications in environments: development, staging and production.'],
      ['Staging', 'staging', 'A copy of production.'],
    ]),
    section('cloud/dataExplorer', 'Data Explorer', [['', '', 'Browse the data of your application.']]),
    section('cloud/data', 'Data management', [['', '', 'Export the data, explore the data, import the data. The explorer of data shows data.']]),
  ];
  const idx = load(pages);
  assert.equal(pagesOf2(idx, 'environment')[0], '/docs-archive/cloud/environmentsOverview');
  assert.equal(pagesOf2(idx, 'environments')[0], '/docs-archive/cloud/environmentsOverview');
  assert.equal(pagesOf2(idx, 'data explorer')[0], '/docs-archive/cloud/dataExplorer');
  // Identifiers keep their order: a title that is the query as written first.
  for (const [query, expected] of IDENTIFIER_QUERIES) assert.equal(pagesOf2(idx, query)[0], expected, query);
});

function pagesOf2(idx: LoadedIndex[], q: string): string[] {
  return search(idx, q, {}).hits.map(page);
}

test('an identifier with a stop-word part (forEach) is not found by its parts: no page for "for" and "each", no "for" highlighted', () => {
  const loops = (path: string, pageTitle: string, sections: [string, string, string][]): SearchInputPage => ({
    ...FIXTURE_PAGES[0],
    path: `/docs-archive/language/${path}`,
    pageTitle,
    tags: [],
    sections: sections.map(([title, anchor, text]) => ({ title, anchor, text })),
  });
  const idx = load([
    ...FIXTURE_PAGES,
    loops('forEachLoop', 'forEach...end', [['', '', 'forEach runs the block once per element of a collection.']]),
    loops('forLoop', 'for...end for', [['', '', 'Runs the block for each value of a counter.']]),
  ]);
  const r = search(idx, 'forEach', {});
  assert.deepEqual(r.hits.map(page), ['/docs-archive/language/forEachLoop']);
  assert.ok(!r.hits[0].terms.includes('for') && !r.hits[0].terms.includes('each'), r.hits[0].terms.join());
  assert.ok(!r.hits[0].words.some((w) => /^for$/i.test(w)), r.hits[0].words.join());
});

test('a hit carries to its page the query words it has, as typed or corrected, not every word of the section that matched', () => {
  for (const hit of search(indexes, 'zip archive', {}).hits) {
    assert.ok(hit.words.length > 0 && hit.words.every((w) => w === 'zip' || w === 'archive'), `${hit.document.sectionRoute}: ${hit.words.join(', ')}`);
  }
  const corrected = search(indexes, 'archve', {});
  assert.ok(corrected.correction);
  assert.deepEqual(corrected.hits[0].words, ['archive']);
  // A word still being typed stands for the few terms it matched.
  assert.deepEqual(search(indexes, 'zipRead', {}).hits[0].words, ['zipreadarchive']);
});

test('ranking: the search help page does not win on a typo it quotes; an overview page comes before its narrower children', () => {
  const help = FIXTURE_PAGES.find((p) => p.path === '/docs-archive/searchAPI')!;
  const roles = (path: string, pageTitle: string, text: string): SearchInputPage => ({
    ...FIXTURE_PAGES[0],
    path: `/docs-archive/studio/roles/${path}`,
    pageTitle,
    tags: [],
    sidebarParentCategories: ['Studio', 'Roles'],
    sections: [{ title: '', anchor: '', text }],
  });
  const idx = load([
    ...FIXTURE_PAGES.filter((p) => p !== help),
    { ...help, sections: [...help.sections, { title: 'Typos', anchor: 'typos', text: 'A word that finds nothing is corrected: arcive shows results for archive.' }] },
    roles('datastorePermissions', 'Datastore permissions', 'Datastore permissions: permissions on the whole datastore, the permissions of every dataclass.'),
    roles('permissionsOverview', 'Permissions overview', 'Permissions decide what a role may do.'),
  ]);
  const typo = search(idx, 'arcive', {});
  assert.deepEqual(typo.correction, ['', 'archive', '']);
  assert.notEqual(page(typo.hits[0]), '/docs-archive/searchAPI', typo.hits.map(page).join(', '));
  assert.equal(page(search(idx, 'permissions', {}).hits[0]), '/docs-archive/studio/roles/permissionsOverview');
});

test('two words in a row also find the word or identifier written as one: "set up" finds setup, and stands for both words', () => {
  const page = (path: string, pageTitle: string, text: string): SearchInputPage => ({
    ...FIXTURE_PAGES[0],
    path: `/docs-archive/customComponent/${path}`,
    pageTitle,
    tags: [],
    sidebarParentCategories: [],
    sections: [{ title: '', anchor: '', text }],
  });
  const idx = load([
    ...FIXTURE_PAGES,
    page('setup', 'Project setup', 'Install the tools and create the project with the command-line tool.'),
    page('cycle', 'Development cycle', 'You set the project up once, then build it and upload it.'),
  ]);
  const r = search(idx, 'set up project', {});
  assert.equal(page0(r.hits[0]), '/docs-archive/customComponent/setup', r.hits.map(page0).join(', '));
  // The compound is highlighted for either word, and carried to the page for both.
  assert.ok(r.hits[0].terms.includes('setup'), r.hits[0].terms.join());
  assert.ok(r.hits[0].words.includes('setup'), r.hits[0].words.join());
});

function page0(h: SearchHit): string {
  return h.document.sectionRoute.split('#')[0];
}

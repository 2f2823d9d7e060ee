import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lunr from 'lunr';
import { buildSearchIndexes, writeSearchIndexes, pageDocuments, type SearchInputPage, type SearchTag } from '../../../generator/node/search/indexer.ts';
import { documentTerms } from '../../../generator/node/search/terms.ts';
import { bm25Index } from './oracles/bm25.ts';
import { lunrIndex, lunrIndexOfTerms } from './oracles/lunr.ts';
import { compactIndex, restorePostings } from './oracles/compact.ts';
import { indexFileName } from '../../../generator/search/files.ts';
import type { SearchIndexFile, StoredSearchDocument } from '../../../generator/shared/types.ts';
import { markdownPages } from './markdownPages.ts';
import { quantizeWeight, type SerialisedIndex } from '../../../generator/node/search/compact.ts';
import { splitWords, identifierParts, isPlainWord, highlightKeys } from '../../../generator/search/tokenizer.ts';
import { wordTerms, textTerms, analyzeQueryWord } from '../../../generator/search/analyzer.ts';
import { FIXTURE_OPTIONS, FIXTURE_PAGES } from './fixture.ts';
import { tempDir } from '../../helpers.ts';
import { preloadPageTerms, readPageTerms } from '../../../generator/node/search/cache.ts';

/** A tag's index file, parsed. */
function indexOf(tags: Map<string, SearchTag>, tag: string): SearchIndexFile & { documents: StoredSearchDocument[] } {
  return JSON.parse(tags.get(tag)!.files.get(indexFileName(tag))!);
}

test('words split on whitespace, hyphens and punctuation; $ . _ join identifiers', () => {
  const text = 'Call `zipReadArchive(file)` with a 4D.File; see $filter, $atomic$atOnce and end-to-end. e.g.';
  assert.deepEqual(
    splitWords(text).map((w) => w.text),
    ['Call', 'zipReadArchive', 'file', 'with', 'a', '4D.File', 'see', '$filter', '$atomic$atOnce', 'and', 'end', 'to', 'end', 'e.g'],
  );
  for (const w of splitWords(text)) assert.equal(text.slice(w.start, w.end), w.text);
});

test('identifier parts: camelCase, dotted, $-prefixed; ordinary words have none', () => {
  assert.deepEqual(identifierParts('zipReadArchive'), ['zip', 'read', 'archive']);
  assert.deepEqual(identifierParts('4D.File'), ['4d', 'file']);
  assert.deepEqual(identifierParts('$filter'), ['filter']);
  assert.deepEqual(identifierParts('HTTPRequest'), ['http', 'request']);
  assert.deepEqual(identifierParts('selection'), []);
  assert.equal(isPlainWord('Selections'), true);
  assert.equal(isPlainWord('EntitySelection'), false);
  // highlighting: the whole word or a dotted segment, never a camelCase part
  assert.deepEqual(highlightKeys('4D.EntitySelection'), ['4d.entityselection', '4d', 'entityselection']);
  assert.deepEqual(highlightKeys('$filter'), ['$filter', 'filter']);
  assert.deepEqual(highlightKeys('cs.DataClassNameSelection'), ['cs.dataclassnameselection', 'cs', 'dataclassnameselection']);
  assert.deepEqual(highlightKeys('Selections'), ['selections']);
});

test('identifiers are indexed as written (never stemmed), ordinary words too; stop words leave content only', () => {
  assert.deepEqual(wordTerms('EntitySelection', 'content'), ['entityselection', 'entity', 'selection']);
  assert.deepEqual(wordTerms('$filter', 'title'), ['$filter', 'filter']);
  assert.deepEqual(wordTerms('Selections', 'content'), ['selections']);
  assert.deepEqual(wordTerms('the', 'content'), []);
  assert.deepEqual(wordTerms('not', 'title'), ['not']);
  assert.deepEqual(textTerms('A 4D.File, not a folder', 'content'), ['4d.file', '4d', 'file', 'folder']);
  // Query words carry their stem for prefix lookup: selections → select*, entities → entiti* and entity.
  assert.equal(analyzeQueryWord('selections').stem, 'select');
  assert.equal(analyzeQueryWord('entities').stemY, 'entity');
  assert.equal(analyzeQueryWord('zipReadArchive').stem, undefined);
});

test('pages become section documents: intro titled by the page, sections by their heading, route#anchor', () => {
  const docs = pageDocuments(FIXTURE_PAGES[0], 10);
  assert.equal(docs.length, 4);
  const { id, title, content, tags, sidebarParentCategories, sectionRoute, sectionTitle, pageTitle, type } = docs[0];
  assert.deepEqual(
    { id, title, content, tags, sidebarParentCategories, sectionRoute, sectionTitle, pageTitle, type },
    {
      id: 10,
      title: 'zipReadArchive',
      content: FIXTURE_PAGES[0].sections[0].text,
      tags: ['zip', 'archive', 'unzip', 'ZipArchive'],
      sidebarParentCategories: ['Language', 'Commands'],
      sectionRoute: '/docs-archive/language/commands/zipReadArchive',
      sectionTitle: 'zipReadArchive',
      pageTitle: 'zipReadArchive',
      type: 'docs',
    },
  );
  assert.equal(docs[1].sectionRoute, '/docs-archive/language/commands/zipReadArchive#syntax');
  assert.equal(docs[1].title, 'Syntax');
  assert.equal(docs[1].sectionTitle, 'Syntax');
  // A page without intro text still gets an intro document, so its title is searchable.
  const noIntro: SearchInputPage = { ...FIXTURE_PAGES[0], sections: [{ title: 'Syntax', anchor: 'syntax', text: 'x' }] };
  assert.deepEqual(
    pageDocuments(noIntro, 0).map((d) => d.sectionRoute),
    ['/docs-archive/language/commands/zipReadArchive', '/docs-archive/language/commands/zipReadArchive#syntax'],
  );
});

test('one index per tag: lunr 2.3.9 serialisation with the configured fields; documents keep what results show', () => {
  const tags = buildSearchIndexes(FIXTURE_PAGES, FIXTURE_OPTIONS);
  assert.deepEqual([...tags.keys()], ['default-en', 'docs-default-1.1.0']);
  const docsFile = indexOf(tags, 'docs-default-1.1.0');
  const index = docsFile.index as SerialisedIndex;
  assert.equal(index.version, lunr.version);
  assert.equal(lunr.version, '2.3.9');
  assert.deepEqual(index.fields, ['title', 'content', 'tags', 'sidebarParentCategories']);
  assert.deepEqual(index.pipeline, []);
  // ids are unique and dense per tag; documents carry no indexed-only text
  assert.deepEqual(
    docsFile.documents.map((d) => d.id),
    docsFile.documents.map((_, i) => i),
  );
  assert.deepEqual(Object.keys(docsFile.documents[0]), ['id', 'sectionRoute', 'sectionTitle', 'pageTitle', 'sidebarParentCategories', 'type']);
  // no empty field vectors and no postings are shipped (the worker restores them from the vectors)
  assert.ok(index.fieldVectors.every(([, v]) => v.length > 0));
  assert.ok(index.invertedIndex.every(([, entry]) => index.fields.every((f) => Object.keys(entry[f] as object).length === 0)));
  // once restored, it loads with stock lunr and answers a query
  restorePostings(index);
  const loaded = lunr.Index.load(index);
  const hits = loaded.query((q) => q.term('zipreadarchive', { fields: ['title'], usePipeline: false }));
  assert.equal(docsFile.documents[Number(hits[0].ref)].pageTitle, 'zipReadArchive');
  // tags and parent categories are indexed once per page (intro), not on each section
  const tagPosting = index.invertedIndex.find(([t]) => t === 'unzip')![1] as Record<string, Record<string, unknown>>;
  assert.deepEqual(Object.keys(tagPosting.tags), ['0']);
  // identifiers are kept whole in the vocabulary
  const vocabulary = new Set(index.invertedIndex.map(([t]) => t));
  for (const t of ['$filter', '4d.file', 'zipreadarchive', 'entityselection', 'newsharedobject']) assert.ok(vocabulary.has(t), t);
  assert.ok(!vocabulary.has('the'), 'stop words are not indexed from content');
});

test('the lean index restores to exactly the postings lunr built, with weights on a 10 % grid', () => {
  const pages = FIXTURE_PAGES.filter((p) => p.tag === 'docs-default-1.1.0');
  const documents = pages.flatMap((p, i, all) =>
    pageDocuments(
      p,
      all.slice(0, i).reduce((n, q) => n + pageDocuments(q, 0).length, 0),
    ),
  );
  const stock = lunrIndex(documents, FIXTURE_OPTIONS);
  const lean = compactIndex(JSON.parse(JSON.stringify(stock)));
  restorePostings(lean);
  const termOf = (ix: SerialisedIndex) => new Map(ix.invertedIndex.map(([term, entry]) => [entry._index, term]));
  const postings = (ix: SerialisedIndex) => JSON.stringify(ix.invertedIndex.map(([term, entry]) => [term, ix.fields.map((f) => Object.keys(entry[f] as object).sort())]));
  assert.equal(postings(lean), postings(stock));
  // every weight, looked up by term, is lunr's within the grid's 5 % (plus the 2-digit rounding)
  const weights = (ix: SerialisedIndex) => {
    const terms = termOf(ix);
    const out = new Map<string, number>();
    for (const [ref, v] of ix.fieldVectors) for (let i = 0; i < v.length; i += 2) out.set(`${ref} ${terms.get(v[i])}`, v[i + 1]);
    return out;
  };
  const original = weights(stock);
  const compacted = weights(lean);
  for (const [key, w] of original) if (w > 0) assert.ok(Math.abs(compacted.get(key)! / w - 1) < 0.08, `${key}: ${w} → ${compacted.get(key)}`);
  // vectors stay sorted by term number (lunr's dot product walks them in order)
  for (const [, v] of lean.fieldVectors) for (let i = 2; i < v.length; i += 2) assert.ok(v[i] > v[i - 2]);
  assert.equal(quantizeWeight(1), 1);
  assert.equal(quantizeWeight(17.05), 16);
});

test('parent categories can be switched off; boosts are applied per field', () => {
  const tags = buildSearchIndexes(FIXTURE_PAGES, { ...FIXTURE_OPTIONS, indexParentCategories: false });
  const index = indexOf(tags, 'docs-default-1.1.0').index as { fields: string[] };
  assert.deepEqual(index.fields, ['title', 'content', 'tags']);
  const documents = pageDocuments(FIXTURE_PAGES[0], 0);
  const weight = (options: typeof FIXTURE_OPTIONS) => lunrIndex(documents, options).fieldVectors.find(([r]) => r === 'title/0')![1][1];
  const ratio = weight({ ...FIXTURE_OPTIONS, boosts: { ...FIXTURE_OPTIONS.boosts, title: 10 } }) / weight(FIXTURE_OPTIONS);
  assert.ok(Math.abs(ratio - 2) < 0.05, String(ratio));
});

test('index files are written as search-index-<tag>.json, page texts as search-text-<tag>/<first id>.json', () => {
  const dir = tempDir();
  const tags = buildSearchIndexes(FIXTURE_PAGES, FIXTURE_OPTIONS);
  const written = writeSearchIndexes(dir, tags);
  assert.deepEqual(written, { 'default-en': 'search-index-default-en.json', 'docs-default-1.1.0': 'search-index-docs-default-1.1.0.json' });
  assert.deepEqual(readdirSync(dir).sort(), ['search-index-default-en.json', 'search-index-docs-default-1.1.0.json', 'search-text-default-en', 'search-text-docs-default-1.1.0']);
  const parsed = JSON.parse(readFileSync(join(dir, 'search-index-default-en.json'), 'utf8'));
  assert.deepEqual(Object.keys(parsed), ['documents', 'index']);
  assert.equal(parsed.documents[0].type, 'other');
  // one text file per page, named by its first document; its sections are the page's documents in order
  const docs = indexOf(tags, 'docs-default-1.1.0').documents;
  const intros = docs.filter((d) => !d.sectionRoute.includes('#'));
  assert.equal(readdirSync(join(dir, 'search-text-docs-default-1.1.0')).length, intros.length);
  const second = intros[1];
  const texts = JSON.parse(readFileSync(join(dir, 'search-text-docs-default-1.1.0', `${second.id}.json`), 'utf8'));
  assert.equal(texts.route, second.sectionRoute);
  assert.equal(texts.sections.length, docs.filter((d) => d.sectionRoute.split('#')[0] === second.sectionRoute).length);
  assert.equal(texts.sections[0], FIXTURE_PAGES.find((p) => p.path === second.sectionRoute)!.sections[0].text);
});

test('a site-sized input (630 pages, 4,410 sections) indexes every section, per tag', () => {
  const pages: SearchInputPage[] = [];
  const words = 'entity selection query dataclass zipReadArchive 4D.File $filter process worker shared object collection'.split(' ');
  for (let p = 0; p < 630; p++) {
    const sections = Array.from({ length: 7 }, (_, s) => ({
      title: s ? `Section ${s} ${words[(p + s) % words.length]}` : '',
      anchor: s ? `section-${s}` : '',
      text: Array.from({ length: 120 }, (_, i) => `${words[(p * 7 + s * 3 + i) % words.length]}${i % 17 === 0 ? p : ''}`).join(' '),
    }));
    pages.push({
      path: `/docs-archive/p${p}`,
      pageTitle: `Page ${p}`,
      tag: p % 2 ? 'docs-default-1.1.0' : 'docs-default-1.0.0',
      type: 'docs',
      sections,
      sidebarParentCategories: ['A', 'B'],
      tags: ['t'],
    });
  }
  // Speed is measured by `npm run bench`, not asserted here.
  const files = buildSearchIndexes(pages, FIXTURE_OPTIONS);
  assert.equal(
    [...files.keys()].reduce((n, tag) => n + indexOf(files, tag).documents.length, 0),
    630 * 7,
  );
  assert.deepEqual([...files.keys()], ['docs-default-1.0.0', 'docs-default-1.1.0']);
});

test("the index is lunr's: bm25Index serialises exactly what lunr 2.3.9's Builder does (fixture and real docs, both option sets)", () => {
  const realDocs = join(import.meta.dirname, '..', '..', '..', 'docs');
  const real = markdownPages(realDocs, '/docs-archive/', 'docs-default-1.1.0');
  for (const pages of [FIXTURE_PAGES.filter((p) => p.tag === 'docs-default-1.1.0'), real]) {
    let id = 0;
    const terms = pages.flatMap((page) => {
      const docs = pageDocuments(page, id);
      id += docs.length;
      return docs.map((d) => ({ id: d.id, terms: documentTerms(d) }));
    });
    for (const options of [FIXTURE_OPTIONS, { indexParentCategories: false, boosts: { title: 7, content: 1, tags: 2, parentCategories: 3 } }]) {
      assert.equal(JSON.stringify(bm25Index(terms, options, { postings: true })), JSON.stringify(lunrIndexOfTerms(terms, options)));
    }
  }
});

test('incremental: unchanged tags come back from the cache byte for byte; an edited page rebuilds its tag only, as a cold build would', () => {
  const cacheDir = tempDir();
  const filesOf = (tags: Map<string, SearchTag>) => new Map([...tags].map(([tag, t]) => [tag, [...t.files]]));
  const cold = buildSearchIndexes(FIXTURE_PAGES, FIXTURE_OPTIONS);
  const first = buildSearchIndexes(FIXTURE_PAGES, FIXTURE_OPTIONS, cacheDir);
  assert.deepEqual(filesOf(first), filesOf(cold));
  assert.ok([...first.values()].every((t) => !t.reused));
  const again = buildSearchIndexes(FIXTURE_PAGES, FIXTURE_OPTIONS, cacheDir);
  assert.ok(
    [...again.values()].every((t) => t.reused),
    'nothing changed: nothing indexed',
  );
  assert.deepEqual(filesOf(again), filesOf(cold));

  // One page of the docs tag edited (a section added): that tag is rebuilt, equal to a cold build; the other tag is reused.
  const edited = FIXTURE_PAGES.map((p, i) =>
    i === 2 ? { ...p, sections: [...p.sections, { title: 'New section', anchor: 'new-section', text: 'Extracts every entry of the archive.' }] } : p,
  );
  const incremental = buildSearchIndexes(edited, FIXTURE_OPTIONS, cacheDir);
  assert.equal(incremental.get('docs-default-1.1.0')!.reused, false);
  assert.equal(incremental.get('default-en')!.reused, true);
  assert.deepEqual(filesOf(incremental), filesOf(buildSearchIndexes(edited, FIXTURE_OPTIONS)));
  // Options are part of the key.
  const options = { ...FIXTURE_OPTIONS, boosts: { ...FIXTURE_OPTIONS.boosts, title: 6 } };
  const reweighted = buildSearchIndexes(edited, options, cacheDir);
  assert.ok([...reweighted.values()].every((t) => !t.reused));
  assert.deepEqual(filesOf(reweighted), filesOf(buildSearchIndexes(edited, options)));
  // A cache file that is not one (a crash, another version) is ignored.
  for (const name of readdirSync(join(cacheDir, 'search'))) writeFileSync(join(cacheDir, 'search', name), 'garbage');
  assert.deepEqual(filesOf(buildSearchIndexes(edited, options, cacheDir)), filesOf(reweighted));
});

test("the index child's read-ahead: terms preloaded before the job are the saved ones, used once, and a rebuild from them equals a cold build", () => {
  const cacheDir = tempDir();
  const filesOf = (tags: Map<string, SearchTag>) => new Map([...tags].map(([tag, t]) => [tag, [...t.files]]));
  buildSearchIndexes(FIXTURE_PAGES, FIXTURE_OPTIONS, cacheDir);
  const tag = 'docs-default-1.1.0';
  const saved = readPageTerms(cacheDir, tag);
  assert.ok(saved && saved.keys.length > 0 && saved.terms.length > 0);
  preloadPageTerms(cacheDir);
  // Read ahead: the files may go (they are read once) and the terms are still there, equal to what was saved.
  const termsFiles = readdirSync(join(cacheDir, 'search')).filter((name) => name.endsWith('.terms.v8'));
  assert.ok(termsFiles.length >= 1);
  const kept = termsFiles.map((name) => [name, readFileSync(join(cacheDir, 'search', name))] as const);
  for (const [name] of kept) rmSync(join(cacheDir, 'search', name));
  assert.deepEqual(readPageTerms(cacheDir, tag), saved);
  assert.equal(readPageTerms(cacheDir, tag), undefined, 'a second read goes to the (now missing) file: the read-ahead is used once');
  for (const [name, bytes] of kept) writeFileSync(join(cacheDir, 'search', name), bytes);
  // An edited page's tag rebuilt with preloaded terms equals a cold build.
  const edited = FIXTURE_PAGES.map((p, i) =>
    i === 2 ? { ...p, sections: [...p.sections, { title: 'Preloaded', anchor: 'preloaded', text: 'Lists the entries of an archive.' }] } : p,
  );
  preloadPageTerms(cacheDir);
  assert.deepEqual(filesOf(buildSearchIndexes(edited, FIXTURE_OPTIONS, cacheDir)), filesOf(buildSearchIndexes(edited, FIXTURE_OPTIONS)));
  // No cache folder yet: nothing to read ahead, and no error.
  preloadPageTerms(tempDir());
});

test("a page's description is searched with its intro document only, and is not written to the page's text file", () => {
  const page: SearchInputPage = {
    ...FIXTURE_PAGES[0],
    path: '/docs-archive/language/HTTPRequestClass',
    pageTitle: 'HTTPRequest',
    tags: [],
    description: 'Make outbound calls to a payment gateway.',
    sections: [
      { title: '', anchor: '', text: 'An object that represents one request sent to another server.' },
      { title: 'Example', anchor: 'example', text: 'A request and its response.' },
    ],
  };
  const docs = pageDocuments(page, 0);
  assert.ok(documentTerms(docs[0]).content!.terms.includes('gateway'), 'the intro has the description');
  assert.ok(!documentTerms(docs[1]).content!.terms.includes('gateway'), 'a section has not');
  const tags = buildSearchIndexes([page], FIXTURE_OPTIONS);
  const files = tags.get(page.tag)!.files;
  const texts = [...files].filter(([name]) => name.includes('search-text-')).map(([, content]) => content);
  assert.equal(texts.length, 1);
  assert.ok(!texts[0].includes('gateway'), texts[0]);
  assert.ok(
    indexOf(tags, page.tag).documents.every((d) => !JSON.stringify(d).includes('gateway')),
    'the stored documents do not keep it',
  );
});

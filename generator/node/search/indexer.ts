/**
 * Index stage: page sections → one lunr 2.3.9 index per tag, written as `search-index-<tag>.json`
 * = `{ documents, index }`. Tags: one per docs version (`docs-default-1.1.0`), plus the locale tag
 * (`default-en`) for pages outside the docs.
 *
 * Tokenisation is shared with the search worker (generator/search/analyzer.ts), so a page and a query are
 * split, normalised and stemmed the same way; the index is lunr's (scoring.ts computes lunr's weights from
 * numeric terms) in the lean format of compact.ts.
 *
 * Documents keep what a result shows; section texts, needed only for the snippets of the results on
 * screen, go to one small file per page, `search-text-<tag>/<first document id>.json`. A tag of more than
 * 20,000 documents is split into a manifest and postings parts loaded on demand (parts.ts).
 *
 * Incremental: with a cache folder, each page's terms are kept by the hash of its input, and a tag none of
 * whose pages changed gets its previous files back, byte for byte, without indexing (cache.ts). In a build, the
 * files of the previous output that were made from the same inputs are hard-linked instead (output/previousBuild.ts, KeyedOutputs).
 * The API for the build: `buildSearchIndexes(pages, options, cacheDir)` then `writeSearchIndexes(outDir, tags)`.
 */
import { mkdirSync } from 'node:fs';
import type { SearchDocument, SearchIndexFile, SearchPageTexts, StoredSearchDocument } from '../../shared/types.ts';
import { indexFileName, textFileName } from '../../search/files.ts';
import { documentTerms, type IndexOptions } from './terms.ts';
import { TagTermsBuilder } from './tagTerms.ts';
import { scoreTag, serialisedIndex, splitTagFiles } from './scoring.ts';
import { CODE_VERSION, hashOf, readPageTerms, readTagFiles, writeTagCache } from './cache.ts';
import { SPLIT_ABOVE_DOCUMENTS } from './parts.ts';
import { writeOutput } from '../output/files.ts';
import type { KeyedOutputs } from '../output/previousBuild.ts';

export { BM25 } from './terms.ts';

export interface SearchInputPage {
  /** Route of the page, e.g. `/docs-archive/language/commands/zipReadArchive`. */
  path: string;
  pageTitle: string;
  tag: string;
  type: 'docs' | 'blog' | 'other';
  /** From the compiled page: the intro (empty title and anchor) and one entry per h2/h3. */
  sections: { title: string; anchor: string; text: string }[];
  sidebarParentCategories: string[];
  tags: string[];
  /** The page's description (front matter): searched with its intro, not shown in snippets. */
  description?: string;
  /**
   * A compiled page: the hash it was compiled from, which decides its section texts. Its cache key is made from it
   * rather than from the texts, which are then read only when the page is tokenised or its text file written
   * (sectionTexts.ts).
   */
  compiledHash?: string;
}

export type SearchIndexOptions = IndexOptions;

/** A page's cache key: of everything it is indexed from (a compiled page's texts stood for by its hash). */
function pageKey(page: SearchInputPage): string {
  if (page.compiledHash === undefined) return hashOf(JSON.stringify(page));
  const { path, pageTitle, tag, type, sections, sidebarParentCategories, tags, description, compiledHash } = page;
  const heads = sections.map(({ title, anchor }) => [title, anchor]);
  return hashOf(JSON.stringify({ path, pageTitle, tag, type, heads, sidebarParentCategories, tags, description, compiledHash }));
}

/** The search documents of one page: the intro (always, so the page title is searchable) and each h2/h3 section. */
export function pageDocuments(page: SearchInputPage, firstId: number): SearchDocument[] {
  const sections = page.sections[0] && !page.sections[0].anchor ? page.sections : [{ title: '', anchor: '', text: '' }, ...page.sections];
  return sections.map((section, i) => new SectionDocument(page, section, firstId + i, i === 0));
}

/**
 * A search document of a page section. A class, its content a getter on the prototype: read when used (tokenising
 * the page, writing its text file), so a compiled page's texts come from its file only then; 50,000 object literals
 * with their own getter took half a second to make at 10,000 pages.
 */
class SectionDocument implements SearchDocument {
  readonly title: string;
  readonly tags: string[];
  readonly sidebarParentCategories: string[];
  readonly sectionRoute: string;
  readonly sectionTitle: string;
  readonly pageTitle: string;
  readonly type: SearchDocument['type'];
  readonly description?: string;

  constructor(
    page: SearchInputPage,
    private readonly section: SearchInputPage['sections'][number],
    readonly id: number,
    intro: boolean,
  ) {
    this.title = intro ? page.pageTitle : section.title || page.pageTitle;
    this.tags = page.tags;
    this.sidebarParentCategories = page.sidebarParentCategories;
    this.sectionRoute = section.anchor ? `${page.path}#${section.anchor}` : page.path;
    this.sectionTitle = this.title;
    this.pageTitle = page.pageTitle;
    this.type = page.type;
    if (intro && page.description) this.description = page.description;
  }

  get content(): string {
    return this.section.text;
  }
}

/** What the index keeps of a search document (its text goes to the page's text file). */
export function stored({ id, sectionRoute, sectionTitle, pageTitle, sidebarParentCategories, type }: SearchDocument): StoredSearchDocument {
  return { id, sectionRoute, sectionTitle, pageTitle, sidebarParentCategories, type };
}

/** The files of one tag. */
export interface SearchTag {
  /** Hash of everything the files depend on (pages, options, format, tokenizer): equal keys, identical files. */
  key: string;
  /**
   * Path relative to the output folder → content: `search-index-<tag>.json` and the `search-text-<tag>/` page files,
   * but not the files linked from the previous build (see `previous`).
   */
  files: Map<string, string>;
  /** Path → the key its content was made from (the tag's for index files, the page's for text files). */
  fileKeys: Map<string, string>;
  /** Whether nothing was indexed (the index files came from the cache or the previous build). */
  reused: boolean;
}

/**
 * Builds the index file and page texts of every tag; pure apart from the cache and `previous`. With `cacheDir`,
 * unchanged pages keep their terms and unchanged tags their files. With `previous`, the files that the previous
 * build made from the same inputs are linked into the new output instead of made (they are then not in `files`).
 */
export function buildSearchIndexes(pages: SearchInputPage[], options: SearchIndexOptions, cacheDir?: string, previous?: KeyedOutputs): Map<string, SearchTag> {
  const byTag = new Map<string, SearchInputPage[]>();
  for (const page of pages) {
    let list = byTag.get(page.tag);
    if (!list) {
      list = [];
      byTag.set(page.tag, list);
    }
    list.push(page);
  }
  const tags = new Map<string, SearchTag>();
  for (const [tag, tagPages] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) tags.set(tag, buildTag(tag, tagPages, options, cacheDir, previous));
  return tags;
}

/** The record key of a tag's index file: the tag's key (every file of an unchanged tag is kept) and its bytes' hash. */
function indexFileKey(tagKey: string, content: string): string {
  return `${tagKey}:${hashOf(content)}`;
}

const BYTES_HASH_LENGTH = 40;

function isIndexFileKeyOf(fileKey: string, tagKey: string): boolean {
  return fileKey.length === tagKey.length + 1 + BYTES_HASH_LENGTH && fileKey.startsWith(`${tagKey}:`);
}

/** Whether two index file keys name the same bytes (whatever their tags' keys). */
function sameBytes(a: string, b: string): boolean {
  return a.length === b.length && a.endsWith(b.slice(-BYTES_HASH_LENGTH)) && a[a.length - BYTES_HASH_LENGTH - 1] === ':';
}

/** Pages a build may tokenise again rather than save every page's terms (besides 1 % of the tag's pages). */
const TOKENISE_AGAIN_PAGES = 20;

function buildTag(tag: string, pages: SearchInputPage[], options: SearchIndexOptions, cacheDir: string | undefined, previous: KeyedOutputs | undefined): SearchTag {
  const pageKeys = pages.map(pageKey);
  const key = hashOf(CODE_VERSION, tag, JSON.stringify(options), ...pageKeys);
  const fileKeys = new Map<string, string>();
  // The page text files are cheap to make again from the pages: they are not cached (they are most of the bytes).
  const pageDocs: SearchDocument[][] = [];
  const textFiles: [string, string][] = [];
  let next = 0;
  pages.forEach((page, i) => {
    const docs = pageDocuments(page, next);
    next += docs.length;
    pageDocs.push(docs);
    const name = textFileName(tag, docs[0].id);
    if (previous?.link(name, pageKeys[i])) return;
    const texts: SearchPageTexts = { route: page.path, sections: docs.map((d) => d.content) };
    textFiles.push([name, JSON.stringify(texts)]);
    fileKeys.set(name, pageKeys[i]);
  });
  // The tag's files to write: its index files and the text files not linked. An index file is recorded with the tag's
  // key and the hash of its bytes (indexFileKey): when the tag changed, an index file with the same bytes as the
  // previous build's is kept rather than written again (a one-page edit at 10,000 pages changes 3 of the 62 files of
  // a split index; the others, 11 MB, were written, hashed for compression and committed again at every edit).
  const tagFiles = (indexFiles: Iterable<[string, string]>, reused: boolean): SearchTag => {
    const files = new Map<string, string>();
    for (const [name, content] of indexFiles) {
      const fileKey = indexFileKey(key, content);
      if (previous?.link(name, fileKey, (previousKey) => sameBytes(previousKey, fileKey))) continue;
      files.set(name, content);
      fileKeys.set(name, fileKey);
    }
    for (const [name, content] of textFiles) files.set(name, content);
    return { key, files, fileKeys, reused };
  };
  const intact = previous?.intactFilesOf((fileKey) => isIndexFileKeyOf(fileKey, key));
  if (previous && intact?.every((name) => previous.link(name, previous.previousKey(name)!))) return tagFiles([], true);
  const cachedFiles = cacheDir ? readTagFiles(cacheDir, tag, key) : undefined;
  if (cachedFiles) return tagFiles(cachedFiles, true);

  // Each page's terms as numbers: an unchanged page's copied from the saved terms, the others tokenised (tagTerms.ts).
  const saved = cacheDir ? readPageTerms(cacheDir, tag) : undefined;
  const builder = new TagTermsBuilder(saved);
  const documents: StoredSearchDocument[] = [];
  pages.forEach((_, i) => {
    const docs = pageDocs[i];
    builder.add(pageKeys[i], docs.length, () => docs.map(documentTerms));
    for (const doc of docs) documents.push(stored(doc));
  });
  const terms = builder.finish();
  const scored = scoreTag(terms, options);
  const files =
    documents.length > (options.splitAbove ?? SPLIT_ABOVE_DOCUMENTS)
      ? splitTagFiles(tag, documents, scored, options.partPostings)
      : new Map([[indexFileName(tag), JSON.stringify({ documents, index: serialisedIndex(scored) } satisfies SearchIndexFile)]]);
  // The terms are saved again when enough pages were tokenised to be worth it (or there were none saved).
  const saveTerms = !saved || builder.tokenised > Math.max(TOKENISE_AGAIN_PAGES, pages.length / 100);
  // With the previous build's files at hand (`previous`), they are the tag's cache: its files are not saved twice
  // (megabytes at 10,000 pages); without an intact previous output the tag is indexed again from the saved terms.
  if (cacheDir) writeTagCache(cacheDir, tag, { key, ...(previous ? {} : { files: [...files] }), ...(saveTerms ? { pages: terms } : {}) });
  return tagFiles(files, false);
}

/** Writes every tag's files to `outDir`; returns tag → index file name relative to `outDir`. */
export function writeSearchIndexes(outDir: string, tags: Map<string, SearchTag>, previous?: KeyedOutputs): Record<string, string> {
  mkdirSync(outDir, { recursive: true });
  const written: Record<string, string> = {};
  for (const [tag, { files, fileKeys }] of tags) {
    // Each path is checked to stay inside the output folder (a tag comes from the configuration).
    for (const [name, content] of files) {
      writeOutput(outDir, name, content);
      previous?.wrote(name, fileKeys.get(name)!);
    }
    written[tag] = indexFileName(tag);
  }
  previous?.save();
  return written;
}

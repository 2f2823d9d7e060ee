/**
 * Index stage: page sections → one lunr 2.3.9 index per tag, written as `search-index-<tag>.json`
 * = `{ documents, index }`. Tags: one per docs version (`docs-default-1.1.0`), plus the locale tag
 * (`default-en`) for pages outside the docs.
 *
 * Tokenisation is shared with the search worker (generator/search/analyzer.ts), so a page and a query are
 * split, normalised and stemmed the same way. lunr's own pipeline is left empty: the serialised index
 * names no pipeline function. The index is made lean for the wire by compact.ts (the worker restores it).
 *
 * Documents keep what a result shows; section texts, needed only for the snippets of the results on
 * screen, go to one small file per page, `search-text-<tag>/<first document id>.json`.
 */
import { mkdirSync } from 'node:fs';
import lunr from 'lunr';
import type { SearchDocument, SearchIndexFile, SearchPageTexts, StoredSearchDocument } from '../../shared/types.ts';
import { textTerms, type SearchField } from '../../search/analyzer.ts';
import { compactIndex, type SerialisedIndex } from './compact.ts';
import { indexFileName, textFileName, textFolderName } from '../../search/files.ts';
import { outputPath, writeOutput } from '../output/files.ts';

export interface SearchInputPage {
  /** Route of the page, e.g. `/docs-archive/language/commands/zipReadArchive`. */
  path: string;
  pageTitle: string;
  tag: string;
  type: 'docs' | 'other';
  /** From the compiled page: the intro (empty title and anchor) and one entry per h2/h3. */
  sections: { title: string; anchor: string; text: string }[];
  sidebarParentCategories: string[];
  tags: string[];
}

export interface SearchIndexOptions {
  boosts: { title: number; content: number; tags: number; parentCategories: number };
  indexParentCategories: boolean;
}

/** BM25 constants (lunr's defaults, fixed by the spec). */
export const BM25 = { b: 0.75, k1: 1.2 };


/** The search documents of one page: the intro (always, so the page title is searchable) and each h2/h3 section. */
export function pageDocuments(page: SearchInputPage, firstId: number): SearchDocument[] {
  const sections = page.sections[0] && !page.sections[0].anchor ? page.sections : [{ title: '', anchor: '', text: '' }, ...page.sections];
  return sections.map((section, i) => {
    const intro = i === 0;
    const title = intro ? page.pageTitle : section.title || page.pageTitle;
    return {
      id: firstId + i,
      title,
      content: section.text,
      tags: page.tags,
      sidebarParentCategories: page.sidebarParentCategories,
      sectionRoute: section.anchor ? `${page.path}#${section.anchor}` : page.path,
      sectionTitle: title,
      pageTitle: page.pageTitle,
      type: page.type,
    };
  });
}

function tokens(value: unknown, field: SearchField): lunr.Token[] {
  if (value == null) return [];
  const text = Array.isArray(value) ? value.join('\n') : String(value);
  return textTerms(text, field).map((t) => new lunr.Token(t, {}));
}

/** lunr's own serialisation of the documents' index (before compact.ts makes it lean). */
export function lunrIndex(documents: SearchDocument[], options: SearchIndexOptions): SerialisedIndex {
  const builder = new lunr.Builder();
  builder.pipeline.reset();
  builder.searchPipeline.reset();
  builder.b(BM25.b);
  builder.k1(BM25.k1);
  builder.ref('id');
  const { boosts } = options;
  builder.field('title', { boost: boosts.title });
  builder.field('content', { boost: boosts.content });
  // Page-level fields are indexed once per page, on its intro document, not repeated on every section.
  const introOnly = (key: 'tags' | 'sidebarParentCategories') => (doc: object) => {
    const d = doc as SearchDocument;
    return d.sectionRoute.includes('#') ? [] : d[key];
  };
  builder.field('tags', { boost: boosts.tags, extractor: introOnly('tags') });
  if (options.indexParentCategories) {
    builder.field('sidebarParentCategories', { boost: boosts.parentCategories, extractor: introOnly('sidebarParentCategories') });
  }
  builder.tokenizer = ((value: unknown, metadata?: { fields?: string[] }) => tokens(value, (metadata?.fields?.[0] ?? 'content') as SearchField)) as typeof lunr.tokenizer;
  for (const doc of documents) builder.add(doc);
  return builder.build().toJSON() as unknown as SerialisedIndex;
}

function stored({ id, sectionRoute, sectionTitle, pageTitle, sidebarParentCategories, type }: SearchDocument): StoredSearchDocument {
  return { id, sectionRoute, sectionTitle, pageTitle, sidebarParentCategories, type };
}

/** An index file and the text files of its pages (by the id of each page's first document). */
export interface SearchTag {
  file: SearchIndexFile;
  texts: Map<number, SearchPageTexts>;
}

/** Builds the search index file and page texts of every tag. Pure: nothing is written. */
export function buildSearchIndexes(pages: SearchInputPage[], options: SearchIndexOptions): Map<string, SearchTag> {
  const byTag = new Map<string, { documents: SearchDocument[]; texts: Map<number, SearchPageTexts> }>();
  for (const page of pages) {
    let tag = byTag.get(page.tag);
    if (!tag) byTag.set(page.tag, (tag = { documents: [], texts: new Map() }));
    const documents = pageDocuments(page, tag.documents.length);
    tag.texts.set(documents[0].id, { route: page.path, sections: documents.map((d) => d.content) });
    tag.documents.push(...documents);
  }
  const tags = new Map<string, SearchTag>();
  for (const [tag, { documents, texts }] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    tags.set(tag, { file: { documents: documents.map(stored), index: compactIndex(lunrIndex(documents, options)) }, texts });
  }
  return tags;
}

/**
 * Writes `search-index-<tag>.json` and the `search-text-<tag>/` folder of every tag to `outDir`; returns
 * tag → index file name relative to `outDir`.
 */
export function writeSearchIndexes(outDir: string, tags: Map<string, SearchTag>): Record<string, string> {
  mkdirSync(outDir, { recursive: true });
  const written: Record<string, string> = {};
  for (const [tag, { file, texts }] of tags) {
    const name = indexFileName(tag);
    writeOutput(outDir, name, JSON.stringify(file));
    mkdirSync(outputPath(outDir, textFolderName(tag)), { recursive: true });
    for (const [firstId, pageTexts] of texts) writeOutput(outDir, textFileName(tag, firstId), JSON.stringify(pageTexts));
    written[tag] = name;
  }
  return written;
}

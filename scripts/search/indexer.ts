/**
 * Index stage: page sections → one lunr 2.3.9 index per tag, written as `search-index-<tag>.json`
 * = `{ documents, index }`. Tags: one per docs version (`docs-default-1.1.0`), plus the locale tag
 * (`default-en`) for pages outside the docs.
 *
 * Tokenisation is shared with the search worker (src/search/analyzer.ts), so a page and a query are
 * split, normalised and stemmed the same way. lunr's own pipeline is left empty: the serialised index
 * names no pipeline function, and the browser loads it with a plain `lunr.Index.load`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lunr from 'lunr';
import type { SearchDocument, SearchIndexFile } from '../../src/shared/types.ts';
import { textTerms, type SearchField } from '../../src/search/analyzer.ts';

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

export function indexFileName(tag: string): string {
  return `search-index-${tag}.json`;
}

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

function buildIndex(documents: SearchDocument[], options: SearchIndexOptions): object {
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
  const json = builder.build().toJSON() as unknown as { fieldVectors: [string, number[]][] };
  // A field with no terms can never match: its (empty) vector is never read, so it is not shipped.
  // Weights keep two decimals (lunr keeps three): ranking is unchanged in practice, the file is 7% smaller.
  json.fieldVectors = json.fieldVectors
    .filter(([, vector]) => vector.length > 0)
    .map(([ref, vector]) => [ref, vector.map((x, i) => (i % 2 ? Math.round(x * 100) / 100 : x))]);
  return json;
}

/** Builds the search index file of every tag. Pure: nothing is written. */
export function buildSearchIndexes(pages: SearchInputPage[], options: SearchIndexOptions): Map<string, SearchIndexFile> {
  const byTag = new Map<string, SearchDocument[]>();
  for (const page of pages) {
    let documents = byTag.get(page.tag);
    if (!documents) byTag.set(page.tag, (documents = []));
    documents.push(...pageDocuments(page, documents.length));
  }
  const files = new Map<string, SearchIndexFile>();
  for (const [tag, documents] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) {
    files.set(tag, { documents, index: buildIndex(documents, options) });
  }
  return files;
}

/** Writes `search-index-<tag>.json` files to `outDir`; returns tag → file name relative to `outDir`. */
export function writeSearchIndexes(outDir: string, files: Map<string, SearchIndexFile>): Record<string, string> {
  mkdirSync(outDir, { recursive: true });
  const written: Record<string, string> = {};
  for (const [tag, file] of files) {
    const name = indexFileName(tag);
    writeFileSync(join(outDir, name), JSON.stringify(file));
    written[tag] = name;
  }
  return written;
}

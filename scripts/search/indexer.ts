/** Minimal lunr indexer used until the full search indexer lands (same contract). */
import lunr from 'lunr';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchDocument, SearchIndexFile } from '../../src/shared/types.ts';

export interface SearchInputPage {
  path: string;
  pageTitle: string;
  tag: string;
  type: 'docs' | 'other';
  sections: { title: string; anchor: string; text: string }[];
  sidebarParentCategories: string[];
  tags: string[];
}

export function buildSearchIndexes(pages: SearchInputPage[], options: { boosts: { title: number; content: number; tags: number; parentCategories: number }; indexParentCategories: boolean }): Map<string, SearchIndexFile> {
  const byTag = new Map<string, SearchDocument[]>();
  for (const page of pages) {
    const docs = byTag.get(page.tag) ?? [];
    byTag.set(page.tag, docs);
    page.sections.forEach((s, i) => {
      docs.push({ id: docs.length, title: i === 0 && !s.title ? page.pageTitle : s.title, content: s.text, tags: page.tags, sidebarParentCategories: page.sidebarParentCategories, sectionRoute: s.anchor ? `${page.path}#${s.anchor}` : page.path, sectionTitle: s.title, pageTitle: page.pageTitle, type: page.type });
    });
  }
  const out = new Map<string, SearchIndexFile>();
  for (const [tag, documents] of byTag) {
    const index = lunr(function () {
      this.ref('id');
      this.field('title', { boost: options.boosts.title });
      this.field('content', { boost: options.boosts.content });
      for (const d of documents) this.add(d);
    });
    out.set(tag, { documents, index: index.toJSON() });
  }
  return out;
}

export function writeSearchIndexes(outDir: string, files: Map<string, SearchIndexFile>): Record<string, string> {
  mkdirSync(outDir, { recursive: true });
  const names: Record<string, string> = {};
  for (const [tag, file] of files) {
    names[tag] = `search-index-${tag}.json`;
    writeFileSync(join(outDir, names[tag]), JSON.stringify(file));
  }
  return names;
}

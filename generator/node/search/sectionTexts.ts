/**
 * The section texts of compiled pages, for the one stage that needs them: the index, and there only for the pages it
 * tokenises again or whose text file it writes (a one-page edit: that page). The job names each compiled page by the
 * hash it was compiled from, with its sections' titles and anchors (the main process has them, mdx/pageRecord.ts); a
 * page's texts are read from its own metadata file the first time the indexer asks for one. A compiled page's cache key
 * is made from that hash, which decides its texts, rather than from the texts (indexer.ts, pageKey): at 10,000 pages
 * the index child read 17 MB of every page's texts at every build, for one page's change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError } from '../errors.ts';
import type { PageSection, SectionHead } from '../mdx/plugins/sections.ts';
import type { SearchInputPage } from './indexer.ts';

/** A compiled page whose section texts the index child reads itself: its cache key, its hash, its sections' heads. */
export interface CompiledSections {
  key: string;
  hash: string;
  heads: SectionHead[];
}

/** A page of the index job: with its sections, or with where to find them (a compiled page). */
export type SearchJobPage = Omit<SearchInputPage, 'sections' | 'compiledHash'> & ({ sections: PageSection[] } | { compiled: CompiledSections });

/** The job's pages with the sections `sectionsOf` gives each compiled page (the hash's), in the indexer's shape. */
export function withSections(pages: SearchJobPage[], sectionsOf: (compiled: CompiledSections) => PageSection[]): SearchInputPage[] {
  return pages.map((page): SearchInputPage => {
    if (!('compiled' in page)) return page;
    const { path, pageTitle, tag, type, sidebarParentCategories, tags, description } = page;
    return {
      path,
      pageTitle,
      tag,
      type,
      sections: sectionsOf(page.compiled),
      sidebarParentCategories,
      tags,
      ...(description ? { description } : {}),
      compiledHash: page.compiled.hash,
    };
  });
}

/**
 * The job's pages with their sections (a build's index child): the heads from the job, each text read from the page's
 * own file when first asked for.
 */
export function withSectionTexts(pages: SearchJobPage[], cacheDir: string | undefined): SearchInputPage[] {
  if (!pages.some((page) => 'compiled' in page)) return pages as SearchInputPage[];
  if (!cacheDir) throw new Error('the index job names compiled pages but no cache folder to read their sections from');
  return withSections(pages, ({ key, hash, heads }) => {
    let texts: string[] | undefined;
    return heads.map(({ title, anchor }, i) => ({
      title,
      anchor,
      get text() {
        texts ??= ownTexts(cacheDir, key, hash, heads.length);
        return texts[i];
      },
    }));
  });
}

/** A page's section texts from its own metadata file (written by whoever compiled it), for the hash it was compiled from. */
function ownTexts(cacheDir: string, key: string, hash: string, count: number): string[] {
  const file = join(cacheDir, 'pages', `${key}.json`);
  const meta = JSON.parse(readFileSync(file, 'utf8')) as { hash: string; page: { sections: PageSection[] } };
  if (meta.hash !== hash || meta.page.sections.length !== count) {
    throw new BuildError(`${file} was compiled again during the build (by \`npm start\` on the same site?): build again`);
  }
  return meta.page.sections.map((section) => section.text);
}

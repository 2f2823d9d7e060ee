/** Doc tags: front matter tags → labels with their page's URL in the version, and the version's tag pages. */
import type { DocFile, DocTag, FrontMatter, TagPage } from './types.ts';
import { joinUrl } from '../../shared/urls.ts';

/** lodash's kebabCase, which Docusaurus uses for a tag's URL: words split at case and digit changes. */
export function kebabCase(text: string): string {
  const words = text.match(/[A-Z]{2,}(?=[A-Z][a-z]+|[0-9]|\b|_)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g) ?? [];
  return words.map((w) => w.toLowerCase()).join('-');
}

export function tagsPath(versionBase: string): string {
  return joinUrl(versionBase, 'tags');
}

export function docTags(frontMatter: FrontMatter, versionBase: string): DocTag[] {
  const seen = new Set<string>();
  const out: DocTag[] = [];
  for (const tag of frontMatter.tags ?? []) {
    const { label, permalink, description } = typeof tag === 'string' ? { label: tag, permalink: kebabCase(tag) || tag, description: undefined } : tag;
    const href = joinUrl(tagsPath(versionBase), permalink);
    if (seen.has(href)) continue;
    seen.add(href);
    out.push({ label, permalink: href, ...(description ? { description } : {}) });
  }
  return out;
}

/** The tag pages of a version: every tag of its docs, with the docs that carry it, titles in order. */
export function tagPages(docs: DocFile[]): TagPage[] {
  const pages = new Map<string, TagPage & { listed: number }>();
  for (const doc of [...docs].sort((a, b) => a.title.localeCompare(b.title))) {
    for (const tag of doc.tags) {
      let page = pages.get(tag.permalink);
      if (!page) {
        page = { label: tag.label, permalink: tag.permalink, ...(tag.description ? { description: tag.description } : {}), docIds: [], unlisted: true, listed: 0 };
        pages.set(tag.permalink, page);
      }
      page.docIds.push(doc.id);
      if (!doc.unlisted) page.listed++;
    }
  }
  return [...pages.values()].map(({ listed, ...page }) => ({ ...page, unlisted: listed === 0 })).sort((a, b) => a.label.localeCompare(b.label));
}

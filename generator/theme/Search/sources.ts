/** Which index files a reader searches (tiny: the box shell starts the worker on them at first focus or hover). */
import type { IndexUrls } from '../../search/protocol.ts';
import type { SearchField } from '../../search/analyzer.ts';
import { indexUrls } from '../../search/client.ts';
import type { SiteData } from '../../shared/site.ts';
import type { VersionInfo } from '../../shared/types.ts';
import { searchTag } from '../../shared/conventions.ts';

export function docsTag(version: VersionInfo): string {
  return searchTag(version, '');
}

export function localeTag(site: SiteData): string {
  return searchTag(undefined, site.defaultLocale);
}

/** The index files to search while reading `version`: the locale's pages and that version's docs. Browser only. */
export function sourcesFor(site: SiteData, version: VersionInfo): IndexUrls {
  return indexUrls([localeTag(site), docsTag(version)], window.__QDOCS_BOOT__?.searchIndexes, site.baseUrl);
}

/** The fields a query searches (the sidebar trail only when the site indexes it). */
export function searchFields(site: SiteData): SearchField[] {
  return site.search.indexParentCategories ? ['title', 'content', 'tags', 'sidebarParentCategories'] : ['title', 'content', 'tags'];
}

/** URL helpers of the search UI (tiny: part of the main bundle). */
import type { VersionInfo } from '../../shared/types.ts';

/** Query parameter carrying the words to highlight on the page a result opens. */
export const HIGHLIGHT_PARAM = 'highlight';

/** The search page for `query`; the version is named unless it is the latest. */
export function searchPageHref(baseUrl: string, query: string, version?: VersionInfo): string {
  const params = new URLSearchParams({ q: query });
  if (version && !version.isLast) params.set('version', version.name);
  return `${baseUrl}search?${params}`;
}

/** `@docusaurus/useBaseUrl`: a site path with the base URL in front, as Docusaurus computes it. */
import { useSite } from '../../theme/context.tsx';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || /^([a-z][a-z\d+.-]*:)?\/\//i.test(url) || /^(mailto|tel|data):/i.test(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const path = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { url, baseUrl } = useSite();
  return { withBaseUrl: (path, options) => addBaseUrl(url, baseUrl, path, options) };
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}

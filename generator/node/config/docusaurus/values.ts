/**
 * Reading docusaurus.config.js's untyped values, for every part of the conversion: the type guards, how an option
 * the generator cannot honour is reported (`Skip`), plugin names as warnings quote them, paths made relative to the
 * site, and links made to carry the base URL.
 */
export type Dict = Record<string, unknown>;
/** Reports an option that has no equivalent, with the reason: it becomes a warning, never a silent drop. */
export type Skip = (option: string, reason: string) => void;

export const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);
export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);

/** `to: '/docs/intro'` is relative to the site; the generator's internal links carry the base URL. */
export function internalHref(href: string, baseUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href) || !href.startsWith('/')) return href;
  if (href.startsWith(baseUrl) || href === baseUrl.replace(/\/$/, '')) return href;
  return (baseUrl.replace(/\/$/, '') + href).replace(/(.)\/$/, '$1');
}

export function pluginName(plugin: unknown): string {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  if (typeof name === 'string') return `"${name}"`;
  if (typeof name === 'function') return `"${name.name || 'anonymous function'}"`;
  return '(inline)';
}

export function relativeToSite(siteDir: string, path: string): string {
  return path.startsWith(siteDir) ? path.slice(siteDir.length).replace(/^[\\/]+/, '') : path.replace(/^\.\//, '');
}

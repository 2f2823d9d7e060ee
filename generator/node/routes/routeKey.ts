/** Names every route stage uses: a route's key, a page image's absolute URL. */
import { hashKey } from '../cache/keys.ts';
import type { SiteConfig } from '../config/schema.ts';
import { absoluteSiteUrl } from '../../shared/urls.ts';

/** Stable, file-name-safe id of a route: webpack entry name and compiled module name. */
export function routeKey(path: string): string {
  const readable =
    path
      .replace(/^\/+/, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .slice(0, 60) || 'index';
  return `${readable}-${hashKey(path, 6)}`;
}

/** An Open Graph image as an absolute URL: a page's own `image`, else the site's. */
export function absoluteImageUrl(config: Pick<SiteConfig, 'image' | 'url' | 'baseUrl'>, image: string | undefined): string | undefined {
  const value = image ?? config.image;
  return value ? absoluteSiteUrl(config, value) : undefined;
}

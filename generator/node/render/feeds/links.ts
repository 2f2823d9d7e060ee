/** The `<link rel="alternate">` of each blog feed, in every page's head (as Docusaurus's blog plugin adds them). */
import type { SiteConfig } from '../../config/schema.ts';
import type { FeedType } from '../../config/blog.ts';
import { joinUrl } from '../../../shared/urls.ts';

export const FEED_FILES: Record<FeedType, { file: string; type: string; label: string }> = {
  rss: { file: 'rss.xml', type: 'application/rss+xml', label: 'RSS Feed' },
  atom: { file: 'atom.xml', type: 'application/atom+xml', label: 'Atom Feed' },
  json: { file: 'feed.json', type: 'application/json', label: 'JSON Feed' },
};

/** Each feed of each blog: its URL, type and title ("My Site RSS Feed"). A blog without posts has none (load.ts). */
export function feedLinks(config: Pick<SiteConfig, 'blog' | 'baseUrl' | 'title'>): { href: string; type: string; title: string }[] {
  return config.blog.flatMap((blog) =>
    blog.feedOptions.type.map((type) => ({
      href: joinUrl(config.baseUrl, blog.routeBasePath, FEED_FILES[type].file),
      type: FEED_FILES[type].type,
      title: `${blog.feedOptions.title ?? config.title} ${FEED_FILES[type].label}`,
    })),
  );
}

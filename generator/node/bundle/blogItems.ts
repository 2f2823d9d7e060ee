/**
 * A blog list page loads the chunks of the posts it shows (it renders their modules): their files join its own in
 * its entry, so the route manifest and the page's HTML name them. A post's chunk is the one its own page loads, so
 * opening a post from a list downloads nothing again.
 */
import type { RouteEntry } from '../routes/resolve.ts';
import { routeKey } from '../routes/routeKey.ts';

type EntryFiles = { js: string[]; css: string[] };

export function withBlogItemFiles(
  routes: RouteEntry[],
  entries: Map<string, EntryFiles>,
  filesOf: (key: string) => EntryFiles | undefined = (key) => entries.get(`p/${key}`),
): void {
  for (const route of routes) {
    if (!route.blogItems?.length) continue;
    const own = entries.get(`p/${route.key}`) ?? { js: [], css: [] };
    const items = route.blogItems.map((path) => filesOf(routeKey(path)) ?? { js: [], css: [] });
    entries.set(`p/${route.key}`, {
      js: [...new Set([...own.js, ...items.flatMap((f) => f.js)])],
      css: [...new Set([...own.css, ...items.flatMap((f) => f.css)])],
    });
  }
}

/** Every route of the content graph has one owner: docs, generated indexes, tags pages, pages and blogs alike. */
import { joinUrl, routeOfPath } from '../../shared/urls.ts';
import { BuildError } from '../errors.ts';
import type { StandalonePage, Version } from './types.ts';

/** A route as a case-insensitive file system (macOS, Windows) sees its output file: one letter case, one Unicode form. */
const foldRoute = (route: string) => route.normalize('NFC').toLowerCase();

/**
 * Every route has one owner. Routes that differ only by letter case or Unicode normalisation (FAQ.md and faq.md,
 * café.md written NFC and NFD) are an error too, not a warning: on a case- or normalisation-insensitive file system
 * one page's HTML silently overwrites the other's, so the site would depend on the machine that built it, and
 * readers could not tell the two URLs apart anyway.
 */
export function checkDuplicateRoutes(versions: Version[], pages: StandalonePage[], baseUrl: string, blogRoutes: [string, string][] = []) {
  const seen = new Map<string, { route: string; owner: string }>();
  const add = (route: string, owner: string) => {
    const previous = seen.get(foldRoute(route));
    if (previous?.route === route) throw new BuildError(`Duplicate route ${route}: produced by ${previous.owner} and by ${owner}. Change a slug or rename a file.`);
    if (previous) {
      const how =
        previous.route.normalize('NFC') === route.normalize('NFC') ? 'only by Unicode normalisation (the same letters, composed differently: NFC and NFD)' : 'only by letter case';
      throw new BuildError(
        `Routes ${previous.route} (${previous.owner}) and ${route} (${owner}) differ ${how}: on macOS, Windows and other case-insensitive file systems one page would overwrite the other. Rename one file or change its slug.`,
      );
    }
    seen.set(foldRoute(route), { route, owner });
  };
  // The not-found page is written as 404.html: a page at <base>/404 would be written there too, and one of them lost.
  add(joinUrl(baseUrl, '404'), 'the not-found page (404.html)');
  for (const v of versions) {
    for (const d of v.docs) add(routeOfPath(d.permalink, baseUrl), d.relPath);
    for (const g of v.generatedIndexes) add(g.permalink, `the generated index "${g.title}" of sidebar ${g.sidebar} (version ${v.name})`);
    if (v.tags.length) add(joinUrl(v.path, 'tags'), `the tags page of version ${v.name}`);
    for (const t of v.tags) add(t.permalink, `the page of tag "${t.label}" (version ${v.name})`);
  }
  for (const p of pages) add(p.permalink, p.relPath);
  for (const [route, owner] of blogRoutes) add(route, owner);
}

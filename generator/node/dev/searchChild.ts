/**
 * Child process of the dev server's search: loads the site, compiles the pages not yet in the compile stage's
 * cache (one at a time: it runs at low priority beside the server, and a page that does not compile is left out
 * rather than stopping the index), then writes the search files into `outDir`.
 */
import { withSections } from '../search/sectionTexts.ts';
import type { PageSection } from '../mdx/plugins/sections.ts';
import { serveChild } from '../children/child.ts';
import { DEV_INDEX_CHILD } from './searchJob.ts';
import { loadContent } from '../content/load.ts';
import { resolveRoutes } from '../routes/resolve.ts';
import { cachedEntry, compileContext, compileJob, compileJobs, compiledModulePath, pageHashOfSource } from '../mdx/pages.ts';
import type { CompiledRoute } from '../mdx/compileAll.ts';
import { searchPages } from '../search/pages.ts';
import { buildSearchIndexes, writeSearchIndexes } from '../search/indexer.ts';
import { searchOptions } from '../search/site.ts';

serveChild(DEV_INDEX_CHILD, async ({ siteDir, cacheDir, outDir }) => {
  const graph = await loadContent(siteDir, { mode: 'development' });
  const routes = resolveRoutes(graph);
  const { context, contextHash } = compileContext(graph, routes, cacheDir);
  const compiled = new Map<string, CompiledRoute>();
  // The sections as read here: the dev server may compile a page again meanwhile (an author saving), so its file is
  // not read a second time.
  const sections = new Map<string, PageSection[]>();
  const skipped: string[] = [];
  for (const route of routes) {
    if (route.source?.format !== 'mdx') continue;
    // The load stage hashed the source as it read it (or took the hash from its record): the file is not read again.
    const hash = pageHashOfSource(contextHash, route.source.sourceHash);
    let page = cachedEntry(cacheDir, route.key, hash);
    if (!page) {
      try {
        const { errors } = await compileJobs([compileJob(route, hash)], context);
        if (errors.length) skipped.push(route.source.relPath);
        page = cachedEntry(cacheDir, route.key, hash);
      } catch {
        skipped.push(route.source.relPath);
      }
    }
    if (page) sections.set(route.key, page.page.sections);
    if (page)
      compiled.set(route.path, {
        route,
        modulePath: compiledModulePath(cacheDir, route.key),
        hash: page.hash,
        moduleHash: page.moduleHash,
        toc: page.page.toc,
        sections: page.page.sections,
        ids: page.page.ids ?? [],
      });
  }
  // With the cache, only the pages that changed are tokenised again, and unchanged tags are not indexed again.
  const written = writeSearchIndexes(
    outDir,
    buildSearchIndexes(
      withSections(searchPages(graph, routes, compiled), ({ key }) => sections.get(key)!),
      searchOptions(graph),
      cacheDir,
    ),
  );
  return { written, pages: compiled.size, skipped };
});

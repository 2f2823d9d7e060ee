/**
 * `@generated/version-docs.json`: every doc of each docs version by id, as Docusaurus ships a version's docs metadata
 * with each docs route (`useDocsVersion().docs`), so `useDocById` finds any doc of the page's version synchronously,
 * in the prerender and in the browser alike. Drafts are left out of a production build, as they are of its routes.
 */
import type { ContentGraph } from '../content/types.ts';
import type { VersionDocs } from '../../shared/types.ts';

export function versionDocsOf(graph: ContentGraph): VersionDocs {
  return Object.fromEntries(
    graph.versions.map((version) => [
      version.name,
      Object.fromEntries(
        version.docs.map((doc) => [
          doc.id,
          { id: doc.id, title: doc.title, description: doc.description, permalink: doc.permalink, ...(doc.sidebar ? { sidebar: doc.sidebar } : {}) },
        ]),
      ),
    ]),
  );
}

/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks, from what the client knows (the site's versions,
 * the page's version, doc and sidebar, and every doc of each version: `@generated/version-docs.json`, carried only by
 * the pages that import this module). A global version's `docs` lists its main doc only.
 */
import { usePage, useSite } from '../../../theme/context.tsx';
import { useActiveVersion as useShownVersion } from '../../../theme/useVersion.ts';
import versionDocs from '@generated/version-docs.json';
import type { VersionDoc, VersionInfo } from '../../../shared/types.ts';

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: { id: string; path: string; sidebar?: string }[];
}

const toGlobal = (v: VersionInfo): GlobalVersion => ({
  name: v.name,
  label: v.label,
  isLast: v.isLast,
  path: v.path,
  mainDocId: v.mainDocId,
  docs: [{ id: v.mainDocId, path: v.mainDocPath }],
});

export function useVersions(_pluginId?: string): GlobalVersion[] {
  return useSite().versions.map(toGlobal);
}

export function useLatestVersion(_pluginId?: string): GlobalVersion {
  const { versions } = useSite();
  return toGlobal(versions.find((v) => v.isLast) ?? versions[0]);
}

/** The version of the docs page being read; undefined outside the docs. */
export function useActiveVersion(_pluginId?: string): GlobalVersion | undefined {
  const { versions } = useSite();
  const page = usePage();
  const version = versions.find((v) => v.name === page.data.version);
  return version && toGlobal(version);
}

/** The doc being read, its version and the same doc in the other versions (their main doc when they lack it). */
export function useActiveDocContext(_pluginId?: string) {
  const { versions } = useSite();
  const page = usePage();
  const activeVersion = useActiveVersion();
  const activeDoc = page.data.kind === 'doc' && page.data.docId ? { id: page.data.docId, path: page.path, sidebar: page.data.sidebar } : undefined;
  const alternateDocVersions = Object.fromEntries(
    versions.map((v) => {
      const path = page.data.alternates?.[v.name];
      return [v.name, path ? { id: activeDoc?.id ?? v.mainDocId, path } : { id: v.mainDocId, path: v.mainDocPath }];
    }),
  );
  return { activeVersion, activeDoc, alternateDocVersions };
}

/** The version shown (the page's, else the reader's choice, else the latest): what the version dropdown shows. */
export function useDocsPreferredVersion(_pluginId?: string) {
  const version = useShownVersion();
  return { preferredVersion: toGlobal(version) };
}

/** On a docs page: its version's metadata, as Docusaurus's DocsVersionProvider gives it. */
export function useDocsVersion() {
  const { versions } = useSite();
  const page = usePage();
  const version = versions.find((v) => v.name === page.data.version);
  if (!version) throw new Error('useDocsVersion() is for docs pages: this page belongs to no docs version.');
  return {
    version: version.name,
    label: version.label,
    isLast: version.isLast,
    banner: version.banner === 'none' ? null : version.banner,
    badge: version.badge,
    noIndex: false,
    docs: versionDocs[version.name] ?? {},
  };
}

/**
 * Any doc of the page's version by id (`@generated/version-docs.json`): `{ id, title, description, sidebar }` as in
 * Docusaurus, and its `permalink`. Undefined for no id; an error for an id the version lacks, as Docusaurus throws.
 */
export function useDocById(id: string | undefined): VersionDoc | undefined {
  const { docs } = useDocsVersion();
  if (!id) return undefined;
  // Own keys only: an id such as `constructor` is not a doc.
  const doc = Object.hasOwn(docs, id) ? docs[id] : undefined;
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
}

// The category hooks of DocCardList live with it in the theme (the theme never imports the client).
export { filterDocCardListItems, useCurrentSidebarCategory } from '../../../theme/DocCardList/sidebarCategory.ts';

/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks, from what the client knows (the site's versions,
 * the page's version, doc and sidebar). A version's `docs` lists its main doc only: every doc of a version is in its
 * route manifest, which pages load on demand, not in every page.
 */
import { usePage, useSite } from '../../../theme/context.tsx';
import { useActiveVersion as useShownVersion } from '../../../theme/useVersion.ts';
import type { SidebarItem, VersionInfo } from '../../../shared/types.ts';

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
  return { version: version.name, label: version.label, isLast: version.isLast, banner: version.banner === 'none' ? null : version.banner, badge: version.badge, noIndex: false };
}

function findInSidebar(items: SidebarItem[], id: string): Extract<SidebarItem, { type: 'doc' }> | undefined {
  for (const item of items) {
    if (item.type === 'doc' && item.id === id) return item;
    if (item.type === 'category') {
      const found = findInSidebar(item.items, id);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A doc of the page's version by id: the page's own doc or one of its sidebar's (the docs the client has at hand).
 * Undefined for no id, as in Docusaurus; an error for a doc outside the page's sidebar.
 */
export function useDocById(id: string | undefined): { id: string; title: string; description?: string; path: string; sidebar?: string } | undefined {
  const page = usePage();
  if (id === undefined) return undefined;
  if (page.data.docId === id) return { id, title: page.data.title, description: page.data.description, path: page.path, sidebar: page.data.sidebar };
  const item = findInSidebar(page.fullSidebar ?? page.sidebar ?? [], id);
  if (item) return { id, title: item.label, path: item.href, sidebar: page.data.sidebar };
  throw new Error(`useDocById("${id}"): no doc with this id in this page's sidebar (the generator's client knows the docs of the page's sidebar).`);
}

// The category hooks of DocCardList live with it in the theme (the theme never imports the client).
export { filterDocCardListItems, useCurrentSidebarCategory } from '../../../theme/DocCardList/sidebarCategory.ts';

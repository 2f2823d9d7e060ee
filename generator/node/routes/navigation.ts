/**
 * A page's place in its sidebar: the previous and next pages (prev/next, replaced by `pagination_prev` and
 * `pagination_next` front matter) and the breadcrumbs, looked up once per sidebar.
 */
import type { NavLink, SidebarItem } from '../../shared/types.ts';
import type { DocFile, Version } from '../content/types.ts';
import { flattenSidebar } from '../content/sidebars.ts';

/** What prev/next and breadcrumbs look up in one sidebar, computed once per sidebar (see sidebarLookup). */
export interface SidebarLookup {
  /** flattenSidebar's list. */
  flat: ReturnType<typeof flattenSidebar>;
  /** The flat list without unlisted links, and the first position of each href in it. */
  listed: ReturnType<typeof flattenSidebar>;
  listedIndex: Map<string, number>;
  /** Hrefs that have an unlisted link in the sidebar (their neighbours are computed the long way). */
  unlistedHrefs: Set<string>;
  /** The trail (category labels and links, from the root down) of every href the sidebar links to. */
  trails: Map<string, { label: string; href?: string }[]>;
}

const lookups = new WeakMap<SidebarItem[], SidebarLookup>();

/**
 * The look-ups of a sidebar, built once and kept while the sidebar lives: every page of a sidebar asks for its
 * neighbours and trail, and walking the whole sidebar per page grows with the square of the page count. The content
 * graph is never mutated, so the answers cannot go stale.
 */
export function sidebarLookup(items: SidebarItem[]): SidebarLookup {
  let lookup = lookups.get(items);
  if (lookup) return lookup;
  const flat = flattenSidebar(items);
  const listed = flat.filter((l) => !l.unlisted);
  const listedIndex = new Map<string, number>();
  listed.forEach((l, i) => {
    if (!listedIndex.has(l.href)) listedIndex.set(l.href, i);
  });
  const unlistedHrefs = new Set(flat.filter((l) => l.unlisted).map((l) => l.href));
  // The first match in depth-first order.
  const trails = new Map<string, { label: string; href?: string }[]>();
  const walk = (list: SidebarItem[], trail: { label: string; href?: string }[]) => {
    for (const item of list) {
      if (item.type === 'doc' && !trails.has(item.href)) trails.set(item.href, trail);
      if (item.type === 'category') {
        if (item.href !== undefined && !trails.has(item.href)) trails.set(item.href, trail);
        walk(item.items, [...trail, { label: item.label, href: item.href }]);
      }
    }
  };
  walk(items, []);
  lookup = { flat, listed, listedIndex, unlistedHrefs, trails };
  lookups.set(items, lookup);
  return lookup;
}

/** The categories from the root down to the item linking to `href` (null: none does), from the sidebar's lookup. */
export function trailTo(items: SidebarItem[], href: string): { label: string; href?: string }[] | null {
  return sidebarLookup(items).trails.get(href) ?? null;
}

/** A page's neighbours in its sidebar (listed docs only, as Docusaurus) and its breadcrumbs. */
export function navigation(sidebar: SidebarItem[] | undefined, href: string, title: string, current?: DocFile) {
  if (!sidebar) return {};
  const lookup = sidebarLookup(sidebar);
  // Unlisted docs are skipped by prev/next, and an unlisted doc itself has none (as Docusaurus). A page that is an
  // unlisted link of the sidebar keeps its own place in the list (the long way, rare).
  const flat = lookup.unlistedHrefs.has(href) ? lookup.flat.filter((l) => !l.unlisted || l.href === href) : lookup.listed;
  const i = current?.unlisted ? -1 : flat === lookup.listed ? (lookup.listedIndex.get(href) ?? -1) : flat.findIndex((l) => l.href === href);
  const trail = lookup.trails.get(href) ?? [];
  return {
    previous: i > 0 ? { title: flat[i - 1].label, href: flat[i - 1].href } : undefined,
    next: i >= 0 && i < flat.length - 1 ? { title: flat[i + 1].label, href: flat[i + 1].href } : undefined,
    breadcrumbs: [...trail, { label: title }],
  };
}

/** Front matter `pagination_prev`/`pagination_next` replace the sidebar's neighbours: a doc id, or null for none. */
export function pagination(
  doc: DocFile,
  version: Version,
  lookup: { docById: Map<string, DocFile>; docByPermalink: Map<string, DocFile> },
  nav: { previous?: NavLink; next?: NavLink },
  problems: string[],
): { previous?: NavLink; next?: NavLink } {
  const pick = (key: 'pagination_prev' | 'pagination_next', fallback: NavLink | undefined): NavLink | undefined => {
    const value = doc.frontMatter[key];
    if (value === null) return undefined;
    if (value === undefined) return fallback;
    const target = lookup.docById.get(value);
    if (!target) {
      problems.push(`${doc.relPath}: ${key} names doc "${value}", which does not exist in version ${version.name}. Use a doc id (e.g. ${version.docs[0]?.id ?? 'intro'}) or null.`);
      return undefined;
    }
    return { title: target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.title, href: target.permalink };
  };
  const relabel = (link: NavLink | undefined) => {
    const target = link && lookup.docByPermalink.get(link.href);
    return link && target?.frontMatter.pagination_label ? { ...link, title: target.frontMatter.pagination_label } : link;
  };
  return { previous: pick('pagination_prev', relabel(nav.previous)), next: pick('pagination_next', relabel(nav.next)) };
}

/**
 * The items a sidebar is made of, as the walk of a sidebars file makes them (doc items, categories and their
 * generated-index pages), and the context the walk carries: the version, the docs, what is used, the problems.
 */
import type { SidebarItem, SidebarItemExtras } from '../../../shared/types.ts';
import type { DocFile, GeneratedIndex } from '../types.ts';
import type { CategoryMetadata } from '../categories.ts';
import { joinUrl, slugPath } from '../../../shared/urls.ts';
import { unsafeCharacter } from '../names.ts';
import type GithubSlugger from 'github-slugger';

export interface SidebarOptions {
  file: string;
  versionBase: string;
  version: string;
  /** Internal `href`s of link items get it when they lack it. */
  baseUrl?: string;
  /** `_category_` files by folder (relative to the version's folder). */
  categories?: Map<string, CategoryMetadata>;
  /** Draft docs left out of this build: items naming them are dropped, not errors. */
  draftIds?: Set<string>;
  sidebarCollapsible?: boolean;
  sidebarCollapsed?: boolean;
  numberPrefixes?: boolean;
}

export interface SidebarContext extends Required<Omit<SidebarOptions, 'baseUrl'>> {
  baseUrl?: string;
  sidebar: string;
  docs: Map<string, DocFile>;
  indexes: GeneratedIndex[];
  used: Map<string, string>;
  problems: string[];
  /** One per version, as Docusaurus has: a second category of the same label gets `-1` (github-slugger). */
  categorySlugs: GithubSlugger;
  /** The item objects being walked (a category and its ancestors): one met again holds itself. */
  open: Set<object>;
}

export type Dict = Record<string, unknown>;
export const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);

export function extras(raw: { className?: unknown; customProps?: unknown; key?: unknown }): SidebarItemExtras {
  return {
    ...(typeof raw.className === 'string' && raw.className ? { className: raw.className } : {}),
    ...(isDict(raw.customProps) ? { customProps: raw.customProps } : {}),
    ...(typeof raw.key === 'string' && raw.key ? { key: raw.key } : {}),
  };
}

export function docItem(id: string, label: string | undefined, ctx: SidebarContext, own: SidebarItemExtras = {}, register = true): SidebarItem | null {
  const doc = ctx.docs.get(id);
  if (!doc) {
    if (!ctx.draftIds.has(id)) ctx.problems.push(`${ctx.file}: sidebar "${ctx.sidebar}" names doc "${id}", which does not exist. Create the file or fix the id.`);
    return null;
  }
  if (register && !ctx.used.has(id)) ctx.used.set(id, ctx.sidebar);
  const fm = doc.frontMatter;
  return {
    type: 'doc',
    id,
    label: label ?? fm.sidebar_label ?? doc.title,
    href: doc.permalink,
    ...(doc.unlisted ? { unlisted: true } : {}),
    ...extras({ className: fm.sidebar_class_name, customProps: fm.sidebar_custom_props, key: fm.sidebar_key }),
    ...own,
  };
}

/**
 * A generated index's slug: its own, else Docusaurus's `/category/<github-slugger of the label>` (`Tutorial - Basics`
 * → `/category/tutorial---basics`). Taken when the category is met, before its items, as Docusaurus numbers repeats.
 */
export function generatedIndexSlug(label: string, link: { slug?: string }, ctx: SidebarContext): string {
  return link.slug ?? `/category/${ctx.categorySlugs.slug(label)}`;
}

/** A category's generated index page; undefined (and a problem) when its slug cannot be a route. */
export function generatedIndex(
  label: string,
  link: { title?: string; description?: string },
  slug: string,
  description: string | undefined,
  items: SidebarItem[],
  path: string[],
  ctx: SidebarContext,
): string | undefined {
  const bad = unsafeCharacter(slug);
  const problem = bad ? `contains ${bad}; a slug is a path only (no "?", "#" or %-escape)` : slugPath('', slug) === null ? 'leaves the version root' : undefined;
  if (problem) {
    ctx.problems.push(`${ctx.file}: the generated-index slug "${slug}" of category "${label}" ${problem}. Write a path below the version root, e.g. /category/my-topic.`);
    return undefined;
  }
  const href = joinUrl(ctx.versionBase, slugPath('', slug)!);
  ctx.indexes.push({
    version: ctx.version,
    permalink: href,
    title: link.title ?? label,
    description: link.description ?? description ?? '',
    sidebar: ctx.sidebar,
    categoryPath: [...path, label],
    items,
  });
  return href;
}

export function category(
  label: string,
  items: SidebarItem[],
  options: { href?: string; unlisted?: boolean; collapsible?: boolean; collapsed?: boolean; extras: SidebarItemExtras },
  ctx: SidebarContext,
): SidebarItem | null {
  // A category with nothing in it and no page of its own shows nothing: Docusaurus leaves it out.
  if (!items.length && !options.href) return null;
  const collapsible = options.collapsible ?? ctx.sidebarCollapsible;
  return {
    type: 'category',
    label,
    collapsible,
    collapsed: collapsible ? (options.collapsed ?? ctx.sidebarCollapsed) : false,
    ...(options.href ? { href: options.href } : {}),
    ...(options.unlisted ? { unlisted: true } : {}),
    ...options.extras,
    items,
  };
}

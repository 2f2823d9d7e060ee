/**
 * Resolve stage: the content graph → one entry per route, with everything the page needs besides its
 * compiled content: title, description, keywords, breadcrumbs, prev/next, the same page in other versions.
 */
import { absoluteImageUrl, routeKey } from './routeKey.ts';
import type { RouteData, SidebarItem } from '../../shared/types.ts';
import type { RouteEntry } from './types.ts';
import { searchTag } from '../../shared/conventions.ts';
import type { ContentGraph, DocFile, Version } from '../content/types.ts';
import { flattenSidebar } from '../content/sidebars.ts';
import { joinUrl, routeOfPath } from '../../shared/urls.ts';
import { navigation, pagination } from './navigation.ts';
import { BuildError } from '../errors.ts';
import { blogRoutes } from './blog.ts';
import { readFileSync } from 'node:fs';

export type { RouteEntry, RouteSource } from './types.ts';
export { routeKey } from './routeKey.ts';

function keywordsFor(graph: ContentGraph, path: string, version: Version | undefined, extra: string[] = []): string[] {
  const { config } = graph;
  const rest = path.slice((version?.path ?? config.baseUrl.replace(/\/$/, '')).length) || '/';
  return [...new Set([...config.keywords, ...topicKeywords(config.keywordsByPath, rest), ...extra])];
}

/** Keywords of every prefix that `rest` (a path below the version root) is or lies under, on path-segment boundaries. */
export function topicKeywords(keywordsByPath: Record<string, string[]>, rest: string): string[] {
  return Object.entries(keywordsByPath)
    .filter(([prefix]) => {
      const folder = prefix.replace(/\/+$/, '');
      return rest === folder || rest.startsWith(`${folder}/`);
    })
    .flatMap(([, words]) => words);
}

/**
 * The look-ups every route makes in the versions (a doc by id or permalink, a generated index by slug), built once per
 * resolveRoutes: searching the version's lists for each page grows with the square of the page count.
 */
interface VersionLookup {
  docById: Map<string, DocFile>;
  docByPermalink: Map<string, DocFile>;
  indexByPermalink: Map<string, Version['generatedIndexes'][number]>;
  indexBySlug: Map<string, Version['generatedIndexes'][number]>;
  main: DocFile | undefined;
}

/** First entry wins, as Array.find would. */
function firstBy<T>(list: T[], key: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of list) if (!map.has(key(item))) map.set(key(item), item);
  return map;
}

function versionLookups(graph: ContentGraph): Map<Version, VersionLookup> {
  return new Map(
    graph.versions.map((v) => {
      const docById = firstBy(v.docs, (d) => d.id);
      return [
        v,
        {
          docById,
          docByPermalink: firstBy(v.docs, (d) => d.permalink),
          indexByPermalink: firstBy(v.generatedIndexes, (g) => g.permalink),
          indexBySlug: firstBy(v.generatedIndexes, (g) => g.permalink.slice(v.path.length)),
          main: docById.get(v.mainDocId),
        },
      ];
    }),
  );
}

function alternates(graph: ContentGraph, lookups: Map<Version, VersionLookup>, docId: string | undefined, generatedSlug: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of graph.versions) {
    const lookup = lookups.get(v)!;
    const doc = docId ? lookup.docById.get(docId) : undefined;
    const index = generatedSlug ? lookup.indexBySlug.get(generatedSlug) : undefined;
    out[v.name] = doc?.permalink ?? index?.permalink ?? lookup.main?.permalink ?? v.path;
  }
  return out;
}

/** When and by whom a doc was last changed, as the docs options show it (@theme/LastUpdated writes the date). */
function lastUpdateData(doc: DocFile, graph: ContentGraph): RouteData['lastUpdate'] {
  const { showLastUpdateTime, showLastUpdateAuthor } = graph.config.docs;
  const update = doc.lastUpdate;
  if (!update) return undefined;
  const at = showLastUpdateTime && update.at !== undefined ? new Date(update.at * 1000) : undefined;
  const by = showLastUpdateAuthor ? update.by : undefined;
  if (!at && !by) return undefined;
  return { ...(at ? { isoDate: at.toISOString() } : {}), ...(by ? { by } : {}) };
}

/** An Open Graph image as an absolute URL: a page's own `image`, else the site's. */
function imageUrl(graph: ContentGraph, image: string | undefined): string | undefined {
  return absoluteImageUrl(graph.config, image);
}

/** The page's TOC levels, when they differ from the theme's h2–h3 (the route data every page inlines stays small). */
function tocLevels(graph: ContentGraph, doc: DocFile): Pick<RouteData, 'tocLevels'> {
  const { minHeadingLevel, maxHeadingLevel } = graph.config.tableOfContents;
  const min = doc.frontMatter.toc_min_heading_level ?? minHeadingLevel;
  const max = Math.max(min, doc.frontMatter.toc_max_heading_level ?? maxHeadingLevel);
  return min === 2 && max === 3 ? {} : { tocLevels: { min, max } };
}

function cardsOf(items: SidebarItem[], version: Version, lookup: VersionLookup) {
  // Unlisted docs and HTML items are not cards.
  const shown = items.filter((item): item is Exclude<SidebarItem, { type: 'html' }> => item.type !== 'html' && !(item.type === 'doc' && item.unlisted));
  return shown.map((item) => {
    if (item.type === 'doc') {
      const doc = lookup.docById.get(item.id);
      return { title: item.label, description: doc?.description ?? '', href: item.href };
    }
    if (item.type === 'link') return { title: item.label, description: '', href: item.href };
    const first = flattenSidebar([item])[0];
    const index = item.href === undefined ? undefined : lookup.indexByPermalink.get(item.href);
    const description = index?.description ?? `${flattenSidebar(item.items).length} pages`;
    return { title: item.label, description, href: item.href ?? first?.href ?? version.path };
  });
}

/**
 * A category's page that shows `<DocCardList />` gets its cards' descriptions (the docs' descriptions, which the
 * browser does not have), as a generated index does. Only such pages: a category of 100 commands would otherwise
 * carry 100 descriptions in its HTML for nothing.
 */
function docCardList(doc: DocFile, sidebarItems: SidebarItem[] | undefined, version: Version, lookup: VersionLookup): Pick<RouteData, 'cards'> {
  const category = sidebarItems && categoryAt(sidebarItems, doc.permalink);
  if (!category || !/@theme\/DocCardList\b/.test(readFileSync(doc.source, 'utf8'))) return {};
  return { cards: cardsOf(category.items, version, lookup) };
}

function categoryAt(items: SidebarItem[], href: string): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === href) return item;
    const inner = categoryAt(item.items, href);
    if (inner) return inner;
  }
  return undefined;
}

export function resolveRoutes(graph: ContentGraph): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const problems: string[] = [];
  const locale = graph.config.i18n.defaultLocale;
  const lookups = versionLookups(graph);
  for (const version of graph.versions) {
    for (const doc of version.docs) {
      const sidebarItems = doc.sidebar ? version.sidebars[doc.sidebar] : undefined;
      const { previous, next, breadcrumbs } = navigation(sidebarItems, doc.permalink, doc.frontMatter.sidebar_label ?? doc.title, doc);
      const image = imageUrl(graph, doc.frontMatter.image);
      const lastUpdate = lastUpdateData(doc, graph);
      // Its route: the permalink without the slash a slug may end with (`/docs/` is the route `/docs`).
      const path = routeOfPath(doc.permalink, graph.config.baseUrl);
      routes.push({
        path,
        key: routeKey(path),
        version,
        doc,
        sidebarItems,
        keywords: keywordsFor(graph, path, version, doc.frontMatter.keywords),
        searchTag: searchTag(version, locale),
        searchType: 'docs',
        source: { file: doc.source, relPath: doc.relPath, bodyLine: doc.bodyLine, format: 'mdx', sourceHash: doc.sourceHash, imageRefs: doc.imageRefs },
        data: {
          path,
          ...(path !== doc.permalink ? { permalink: doc.permalink } : {}),
          kind: 'doc',
          title: doc.title,
          description: doc.description,
          version: version.name,
          docId: doc.id,
          sidebar: doc.sidebar,
          hideTableOfContents: doc.frontMatter.hide_table_of_contents,
          ...tocLevels(graph, doc),
          ...(doc.frontMatter.hide_title ? { hideTitle: true } : {}),
          ...(doc.hasContentTitle ? { contentTitle: true } : {}),
          ...(doc.unlisted ? { unlisted: true } : {}),
          ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
          ...(lastUpdate ? { lastUpdate } : {}),
          ...(doc.tags.length ? { tags: doc.tags.map((t) => ({ label: t.label, href: t.permalink })) } : {}),
          ...(image ? { image } : {}),
          alternates: alternates(graph, lookups, doc.id, undefined),
          markdownHref: `${path}.md`,
          ...pagination(doc, version, lookups.get(version)!, { previous, next }, problems),
          ...docCardList(doc, sidebarItems, version, lookups.get(version)!),
          breadcrumbs,
        },
      });
    }
    routes.push(...tagRoutes(graph, lookups, version, locale));
    for (const index of version.generatedIndexes) {
      const sidebarItems = version.sidebars[index.sidebar];
      routes.push({
        path: index.permalink,
        key: routeKey(index.permalink),
        version,
        sidebarItems,
        keywords: keywordsFor(graph, index.permalink, version),
        searchTag: searchTag(version, locale),
        searchType: 'docs',
        data: {
          path: index.permalink,
          kind: 'generated-index',
          title: index.title,
          description: index.description,
          version: version.name,
          sidebar: index.sidebar,
          hideTableOfContents: true,
          alternates: alternates(graph, lookups, undefined, index.permalink.slice(version.path.length)),
          cards: cardsOf(index.items, version, lookups.get(version)!),
          ...navigation(sidebarItems, index.permalink, index.categoryPath[index.categoryPath.length - 1]),
        },
      });
    }
  }
  if (problems.length) throw new BuildError('Pagination front matter names docs that do not exist:', problems);
  for (const blog of graph.blogs) routes.push(...blogRoutes(graph, blog));
  for (const page of graph.pages) {
    const version = graph.versions.find((v) => !v.isLast && (page.permalink === v.path || page.permalink.startsWith(v.path + '/')));
    routes.push({
      path: page.permalink,
      key: routeKey(page.permalink),
      version,
      keywords: keywordsFor(graph, page.permalink, undefined, page.frontMatter.keywords),
      searchTag: searchTag(undefined, locale),
      searchType: 'other',
      source: { file: page.source, relPath: page.relPath, bodyLine: page.bodyLine, format: page.kind, sourceHash: page.sourceHash, imageRefs: page.imageRefs },
      data: {
        path: page.permalink,
        kind: 'page',
        title: page.title,
        description: page.description,
        format: page.kind,
        ...(version ? { version: version.name } : {}),
        alternates: alternates(graph, lookups, undefined, undefined),
      },
    });
  }
  return routes;
}

/** A version's `/tags` page and one page per tag: listed docs only, unless every doc of the tag is unlisted. */
function tagRoutes(graph: ContentGraph, lookups: Map<Version, VersionLookup>, version: Version, locale: string): RouteEntry[] {
  if (!version.tags.length) return [];
  const routes: RouteEntry[] = [];
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const common = (path: string) => ({
    path,
    key: routeKey(path),
    version,
    keywords: keywordsFor(graph, path, version),
    searchTag: searchTag(version, locale),
    searchType: 'docs' as const,
  });
  const listed = version.tags.filter((t) => !t.unlisted);
  const indexPath = joinUrl(version.path, 'tags');
  routes.push({
    ...common(indexPath),
    data: {
      path: indexPath,
      kind: 'tags',
      title: 'Tags',
      description: `Every tag of the ${version.label} docs.`,
      version: version.name,
      hideTableOfContents: true,
      alternates: alternates(graph, lookups, undefined, undefined),
      tagList: listed.map((t) => ({ label: t.label, href: t.permalink, count: t.docIds.filter((id) => !byId.get(id)?.unlisted).length })),
    },
  });
  for (const tag of version.tags) {
    const docs = tag.docIds.map((id) => byId.get(id)!).filter((d) => tag.unlisted || !d.unlisted);
    routes.push({
      ...common(tag.permalink),
      data: {
        path: tag.permalink,
        kind: 'tag',
        title: `${docs.length} doc${docs.length === 1 ? '' : 's'} tagged with "${tag.label}"`,
        description: tag.description ?? `Docs tagged with "${tag.label}".`,
        version: version.name,
        hideTableOfContents: true,
        ...(tag.unlisted ? { unlisted: true } : {}),
        alternates: alternates(graph, lookups, undefined, undefined),
        tagDocs: docs.map((d) => ({ title: d.title, description: d.description, href: d.permalink })),
      },
    });
  }
  return routes;
}

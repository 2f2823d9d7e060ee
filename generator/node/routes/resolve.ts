/**
 * Resolve stage: the content graph → one entry per route, with everything the page needs besides its
 * compiled content: title, description, keywords, breadcrumbs, prev/next, the same page in other versions.
 */
import { createHash } from 'node:crypto';
import type { RouteData, SidebarItem } from '../../shared/types.ts';
import { searchTag } from '../../shared/conventions.ts';
import type { ContentGraph, DocFile, Version } from '../content/types.ts';
import { flattenSidebar, pathTo } from '../content/sidebars.ts';

export interface RouteSource {
  file: string;
  relPath: string;
  bodyLine: number;
  format: 'mdx' | 'tsx';
}

export interface RouteEntry {
  path: string;
  /** Stable, file-name-safe id of the route: webpack entry name and compiled module name. */
  key: string;
  data: RouteData;
  version?: Version;
  sidebarItems?: SidebarItem[];
  source?: RouteSource;
  keywords: string[];
  /** Search index tag and document type. */
  searchTag: string;
  searchType: 'docs' | 'other';
  doc?: DocFile;
}

export function routeKey(path: string): string {
  const readable = path.replace(/^\/+/, '').replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60) || 'index';
  return `${readable}-${createHash('sha1').update(path).digest('hex').slice(0, 6)}`;
}


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

function alternates(graph: ContentGraph, docId: string | undefined, generatedSlug: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const v of graph.versions) {
    const doc = docId ? v.docs.find((d) => d.id === docId) : undefined;
    const index = generatedSlug ? v.generatedIndexes.find((g) => g.permalink.slice(v.path.length) === generatedSlug) : undefined;
    const main = v.docs.find((d) => d.id === v.mainDocId);
    out[v.name] = doc?.permalink ?? index?.permalink ?? main?.permalink ?? v.path;
  }
  return out;
}

function navigation(sidebar: SidebarItem[] | undefined, href: string, title: string) {
  if (!sidebar) return {};
  const flat = flattenSidebar(sidebar);
  const i = flat.findIndex((l) => l.href === href);
  const trail = pathTo(sidebar, href) ?? [];
  return {
    previous: i > 0 ? { title: flat[i - 1].label, href: flat[i - 1].href } : undefined,
    next: i >= 0 && i < flat.length - 1 ? { title: flat[i + 1].label, href: flat[i + 1].href } : undefined,
    breadcrumbs: [...trail, { label: title }],
  };
}

function cardsOf(items: SidebarItem[], version: Version) {
  return items.map((item) => {
    if (item.type === 'doc') {
      const doc = version.docs.find((d) => d.id === item.id);
      return { title: item.label, description: doc?.description ?? '', href: item.href };
    }
    if (item.type === 'link') return { title: item.label, description: '', href: item.href };
    const first = flattenSidebar([item])[0];
    const index = version.generatedIndexes.find((g) => g.permalink === item.href);
    const description = index?.description ?? `${flattenSidebar(item.items).length} pages`;
    return { title: item.label, description, href: item.href ?? first?.href ?? version.path };
  });
}

export function resolveRoutes(graph: ContentGraph): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const locale = graph.config.i18n.defaultLocale;
  for (const version of graph.versions) {
    for (const doc of version.docs) {
      const sidebarItems = doc.sidebar ? version.sidebars[doc.sidebar] : undefined;
      routes.push({
        path: doc.permalink,
        key: routeKey(doc.permalink),
        version,
        doc,
        sidebarItems,
        keywords: keywordsFor(graph, doc.permalink, version, doc.frontMatter.keywords),
        searchTag: searchTag(version, locale),
        searchType: 'docs',
        source: { file: doc.source, relPath: doc.relPath, bodyLine: doc.bodyLine, format: 'mdx' },
        data: {
          path: doc.permalink,
          kind: 'doc',
          title: doc.title,
          description: doc.description,
          version: version.name,
          docId: doc.id,
          sidebar: doc.sidebar,
          hideTableOfContents: doc.frontMatter.hide_table_of_contents,
          alternates: alternates(graph, doc.id, undefined),
          markdownHref: `${doc.permalink}.md`,
          ...navigation(sidebarItems, doc.permalink, doc.frontMatter.sidebar_label ?? doc.title),
        },
      });
    }
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
          alternates: alternates(graph, undefined, index.permalink.slice(version.path.length)),
          cards: cardsOf(index.items, version),
          ...navigation(sidebarItems, index.permalink, index.categoryPath[index.categoryPath.length - 1]),
        },
      });
    }
  }
  for (const page of graph.pages) {
    const version = graph.versions.find((v) => !v.isLast && (page.permalink === v.path || page.permalink.startsWith(v.path + '/')));
    routes.push({
      path: page.permalink,
      key: routeKey(page.permalink),
      version,
      keywords: keywordsFor(graph, page.permalink, undefined, page.frontMatter.keywords),
      searchTag: searchTag(undefined, locale),
      searchType: 'other',
      source: { file: page.source, relPath: page.relPath, bodyLine: page.bodyLine, format: page.kind },
      data: {
        path: page.permalink,
        kind: 'page',
        title: page.title,
        description: page.description,
        format: page.kind,
        ...(version ? { version: version.name } : {}),
        alternates: alternates(graph, undefined, undefined),
      },
    });
  }
  return routes;
}

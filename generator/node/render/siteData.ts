/** The site data the client bundle receives: config resolved against the versions (navbar hrefs per version). */
import type { ContentGraph } from '../content/types.ts';
import type { ResolvedDropdownEntry, ResolvedNavbarItem, SiteData } from '../../shared/site.ts';
import { flattenSidebar } from '../content/sidebars.ts';
import { BuildError } from '../errors.ts';
import type { SiteConfig } from '../config/schema.ts';

type ConfigItem = SiteConfig['navbar']['items'][number];
type EntryConfig = Extract<ConfigItem, { type: 'dropdown' }>['items'][number];

export function resolveSiteData(graph: ContentGraph): SiteData {
  const { config, versions } = graph;

  /** A link, doc or sidebar item (of the navbar or of a dropdown), with its href in each version. */
  const entry = (item: EntryConfig, key: string): ResolvedDropdownEntry => {
    switch (item.type) {
      case 'docSidebar': {
        const hrefs: Record<string, string> = {};
        let label = item.label;
        for (const v of versions) {
          const sidebar = v.sidebars[item.sidebarId];
          if (!sidebar) {
            if (v.isLast)
              throw new BuildError(
                `site.config.ts: ${key} (docSidebar "${item.sidebarId}") names a sidebar that does not exist in ${v.sidebarsFile}. Known sidebars: ${Object.keys(v.sidebars).join(', ')}.`,
              );
            continue;
          }
          const first = flattenSidebar(sidebar)[0];
          if (!first)
            throw new BuildError(
              `site.config.ts: ${key} (docSidebar "${item.sidebarId}") has nothing to link to: sidebar "${item.sidebarId}" of version ${v.name} holds no doc or linked category. Add a doc to it or remove the navbar item.`,
            );
          hrefs[v.name] = first.href;
          if (v.isLast) label ??= first.label;
        }
        return { type: 'docSidebar', label: label ?? item.sidebarId, sidebarId: item.sidebarId, hrefs, ...optional({ className: item.className }) };
      }
      case 'doc': {
        const hrefs: Record<string, string> = {};
        const docSidebars: Record<string, string> = {};
        let label = item.label;
        for (const v of versions) {
          const doc = v.docs.find((d) => d.id === item.docId);
          if (doc && v.isLast) label ??= doc.title;
          if (doc?.sidebar) docSidebars[v.name] = doc.sidebar;
          if (doc) hrefs[v.name] = doc.permalink;
          else if (v.isLast)
            throw new BuildError(`site.config.ts: ${key} (doc "${item.docId}") names a doc that does not exist in the latest version. Create docs/${item.docId}.md or fix docId.`);
        }
        return {
          type: 'doc',
          label: label ?? item.docId,
          docId: item.docId,
          ...(Object.keys(docSidebars).length ? { docSidebars } : {}),
          hrefs,
          ...optional({ className: item.className }),
        };
      }
      case 'link':
        return {
          type: 'link',
          label: item.label,
          hrefs: Object.fromEntries(versions.map((v) => [v.name, item.href])),
          ...optional({ className: item.className, ariaLabel: item.ariaLabel, activeBaseRegex: item.activeBaseRegex, activeBasePath: item.activeBasePath }),
        };
      case 'html':
        return { type: 'html', value: item.value, ...optional({ className: item.className }) };
    }
  };

  const items: ResolvedNavbarItem[] = config.navbar.items.map((item: ConfigItem, index): ResolvedNavbarItem => {
    const key = `navbar.items[${index}]`;
    switch (item.type) {
      case 'dropdown':
        return {
          type: 'dropdown',
          label: item.label,
          position: item.position,
          items: item.items.map((e, i) => entry(e, `${key}.items[${i}]`)),
          ...optional({ className: item.className }),
        };
      case 'docsVersionDropdown':
        return { type: 'docsVersionDropdown', position: item.position, before: item.dropdownItemsBefore, after: item.dropdownItemsAfter };
      case 'localeDropdown':
      case 'search':
        return { type: item.type, position: item.position };
      case 'docSidebar':
      case 'doc':
      case 'link':
      case 'html':
        return { ...entry(item, key), position: item.position };
      default:
        throw new BuildError(
          `site.config.ts: ${key} has unknown type "${(item as { type: string }).type}". Use docSidebar, doc, link, html, dropdown, docsVersionDropdown, localeDropdown or search.`,
        );
    }
  });
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    titleDelimiter: config.titleDelimiter,
    customFields: config.customFields,
    ...(config.trailingSlash === true ? { trailingSlash: true as const } : {}),
    defaultLocale: config.i18n.defaultLocale,
    locales: config.i18n.locales,
    localeLabels: config.i18n.localeLabels,
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    navbar: {
      title: config.navbar.title,
      logo: config.navbar.logo,
      hideOnScroll: config.navbar.hideOnScroll,
      ...(config.navbar.style ? { style: config.navbar.style } : {}),
      items,
    },
    footer: config.footer,
    docsSidebar: config.docs.sidebar,
    versions: versions.map(({ name, label, isLast, path, mainDocId, mainDocPath, banner, badge }) => ({ name, label, isLast, path, mainDocId, mainDocPath, banner, badge })),
    search: searchData(config.search),
  };
}

/** What the client reads of the search options: not the warm-up's module (a path of the build machine; bundled apart). */
function searchData({ warmUp: _module, ...search }: SiteConfig['search']): SiteData['search'] {
  return search;
}

/** The fields that are set: the site data stays free of `undefined` keys. */
function optional<T extends Record<string, string | undefined>>(fields: T): Partial<Record<keyof T, string>> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<Record<keyof T, string>>;
}

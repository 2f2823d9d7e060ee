/**
 * The classic preset's docs and pages plugin options → site.config.ts `docs` and `pages`: versions (from
 * versions.json), sidebars, edit links, the content plugins' remark/rehype/recma plugins; every docs option the
 * generator cannot honour named with its reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfigInput } from '../schema.ts';
import { MARKDOWN_OPTIONS_NOT_RUN } from '../docusaurusBlog.ts';
import { PLUGIN_OPTIONS, type MarkdownPlugin, type PluginOption } from '../markdownPlugins.ts';
import { bool, type Dict, isDict, relativeToSite, type Skip, str } from './values.ts';

export function docs(options: Dict, routeBasePath: string, siteDir: string, skip: Skip): SiteConfigInput['docs'] {
  for (const key of Object.keys(options)) {
    if (!KNOWN_DOCS.has(key)) skip(`presets.classic.docs.${key}`, UNSUPPORTED_DOCS[key] ?? 'not supported');
  }
  const archived = readVersions(siteDir);
  const lastVersion = str(options.lastVersion) ?? archived[0] ?? 'current';
  const given = isDict(options.versions) ? options.versions : {};
  const versions: NonNullable<SiteConfigInput['docs']>['versions'] = {};
  const names = ['current', ...archived];
  for (const name of names) {
    const own = isDict(given[name]) ? given[name] : {};
    const isLast = name === lastVersion;
    const newer = names.indexOf(name) < names.indexOf(lastVersion);
    const defaultBanner = isLast ? 'none' : newer ? 'unreleased' : 'unmaintained';
    const banner = own.banner === 'none' || own.banner === 'unreleased' || own.banner === 'unmaintained' ? own.banner : defaultBanner;
    versions[name] = {
      // Docusaurus shows the badge by default when there is more than one version.
      badge: bool(own.badge) ?? names.length > 1,
      label: str(own.label) ?? (name === 'current' ? 'Next' : name),
      path: (str(own.path) ?? (isLast ? '' : name === 'current' ? 'next' : name)).replace(/^\/+|\/+$/g, ''),
      banner,
    };
    for (const key of Object.keys(own)) {
      if (!['label', 'path', 'banner', 'badge'].includes(key)) skip(`presets.classic.docs.versions.${name}.${key}`, 'not supported');
    }
  }
  // Unset in Docusaurus: one sidebar generated from the docs; here the default (sidebars.ts and its variants, if any).
  const sidebarPath = options.sidebarPath === false ? false : typeof options.sidebarPath === 'string' ? relativeToSite(siteDir, options.sidebarPath) : undefined;
  const editUrl = typeof options.editUrl === 'string' || typeof options.editUrl === 'function' ? (options.editUrl as string) : undefined;
  return {
    path: str(options.path) ? relativeToSite(siteDir, str(options.path)!) : 'docs',
    ...(sidebarPath !== undefined ? { sidebarPath } : {}),
    routeBasePath,
    lastVersion,
    versions,
    ...(editUrl ? { editUrl } : {}),
    ...(bool(options.editCurrentVersion) !== undefined ? { editCurrentVersion: bool(options.editCurrentVersion) } : {}),
    ...(bool(options.showLastUpdateTime) !== undefined ? { showLastUpdateTime: bool(options.showLastUpdateTime) } : {}),
    ...(bool(options.showLastUpdateAuthor) !== undefined ? { showLastUpdateAuthor: bool(options.showLastUpdateAuthor) } : {}),
    ...(bool(options.sidebarCollapsible) !== undefined ? { sidebarCollapsible: bool(options.sidebarCollapsible) } : {}),
    ...(bool(options.sidebarCollapsed) !== undefined ? { sidebarCollapsed: bool(options.sidebarCollapsed) } : {}),
    ...(options.numberPrefixParser === false ? { numberPrefixes: false } : {}),
    ...pluginOptionsOf(options),
    ...(Array.isArray(options.onlyIncludeVersions) ? { onlyIncludeVersions: options.onlyIncludeVersions.filter((v): v is string => typeof v === 'string') } : {}),
    ...(options.includeCurrentVersion === false ? { includeCurrentVersion: false } : {}),
  };
}

/** The pages plugin: its `exclude` globs; src/pages/ is where pages are and the base URL where they are served. */
export function pages(raw: unknown, skip: Skip): Pick<SiteConfigInput, 'pages'> {
  if (!isDict(raw)) return {};
  for (const key of Object.keys(raw)) {
    if (key === 'exclude' || (PLUGIN_OPTIONS as readonly string[]).includes(key)) continue;
    if (key === 'path' && str(raw.path)?.replace(/^\.\//, '').replace(/\/$/, '') === 'src/pages') continue;
    if (key === 'routeBasePath' && (str(raw.routeBasePath) ?? '').replace(/^\/+|\/+$/g, '') === '') continue;
    skip(`presets.classic.pages.${key}`, 'not supported: pages are the files of src/pages/, served below the base URL');
  }
  const exclude = Array.isArray(raw.exclude) ? raw.exclude.filter((e): e is string => typeof e === 'string' && e.length > 0) : undefined;
  const plugins = pluginOptionsOf(raw);
  return exclude || Object.keys(plugins).length ? { pages: { ...(exclude ? { exclude } : {}), ...plugins } } : {};
}

/** A content plugin's remark/rehype/recma plugin lists, as they are (functions or [function, options]). */
function pluginOptionsOf(options: Dict): Partial<Record<PluginOption, MarkdownPlugin[]>> {
  const out: Partial<Record<PluginOption, MarkdownPlugin[]>> = {};
  for (const option of PLUGIN_OPTIONS) if (Array.isArray(options[option]) && options[option].length) out[option] = options[option] as MarkdownPlugin[];
  return out;
}

function readVersions(siteDir: string): string[] {
  const file = join(siteDir, 'versions.json');
  if (!existsSync(file)) return [];
  try {
    const list = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const KNOWN_DOCS = new Set([
  'path',
  'routeBasePath',
  'sidebarPath',
  'lastVersion',
  'versions',
  'editUrl',
  'editCurrentVersion',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'sidebarCollapsible',
  'sidebarCollapsed',
  'numberPrefixParser',
  ...PLUGIN_OPTIONS,
  'onlyIncludeVersions',
  'includeCurrentVersion',
]);

const UNSUPPORTED_DOCS: Record<string, string> = {
  ...MARKDOWN_OPTIONS_NOT_RUN,
  tags: 'a tags file (tags.yml) is not read: tags are taken from front matter as written',
  onInlineTags: 'every front matter tag is accepted',
  include: 'every .md/.mdx file below the docs folder is a doc',
  exclude: 'files and folders starting with "_" are the ones left out',
  breadcrumbs: 'breadcrumbs are always shown',
  sidebarItemsGenerator: 'a custom sidebar generator is not run',
  docItemComponent: 'override @theme components in src/theme/ instead',
  docLayoutComponent: 'override @theme components in src/theme/ instead',
  docRootComponent: 'override @theme components in src/theme/ instead',
  docVersionRootComponent: 'override @theme components in src/theme/ instead',
  docTagDocListComponent: 'override @theme components in src/theme/ instead',
  docTagsListComponent: 'override @theme components in src/theme/ instead',
  docCategoryGeneratedIndexComponent: 'override @theme components in src/theme/ instead',
  disableVersioning: 'every version in versions.json is built',
  editLocalizedFiles: 'only the default locale is built',
  displayedSidebar: 'a doc shows the sidebar that holds it',
};

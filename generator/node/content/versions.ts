/**
 * The versions built (`includeCurrentVersion`, `onlyIncludeVersions`) and each one loaded: its options and folders,
 * its docs (drafts left out of production), its sidebars, each doc's sidebar, and its main doc.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { BuildError } from '../errors.ts';
import { routeOfPath, versionBase } from '../../shared/urls.ts';
import type { SourceCache } from './sourceCache.ts';
import { readCategories } from './categories.ts';
import { normaliseSidebars, flattenSidebar } from './sidebars.ts';
import { tagPages } from './tags.ts';
import { loadDocs, type VersionContext } from './docs.ts';
import { currentSidebarsFile, DEFAULT_SIDEBARS, loadSidebarsFile } from './sidebarsFile.ts';
import { toPosix } from './paths.ts';
import type { DocFile, LastUpdate, Version } from './types.ts';

export async function loadVersion(
  siteDir: string,
  config: SiteConfig,
  name: string,
  isLast: boolean,
  mode: 'production' | 'development',
  lastUpdates: Map<string, LastUpdate>,
  warnings: string[],
  problems: string[],
  sources: SourceCache,
): Promise<Version> {
  // A version listed in versions.json without options is labelled by its name, served under it, and marked unmaintained.
  const options =
    config.docs.versions[name] ??
    (name === 'current'
      ? { label: 'Next', path: isLast ? '' : 'next', banner: isLast ? ('none' as const) : ('unreleased' as const), badge: false }
      : { label: name, path: isLast ? '' : name, banner: isLast ? ('none' as const) : ('unmaintained' as const), badge: false });
  const docsDir = name === 'current' ? join(siteDir, config.docs.path) : join(siteDir, 'versioned_docs', `version-${name}`);
  if (!existsSync(docsDir))
    throw new BuildError(
      `Version "${name}" has no docs folder: expected ${toPosix(relative(siteDir, docsDir))}/. Create it (npm run version:cut -- ${name}) or remove the version from versions.json.`,
    );
  let sidebarsFile: string | false | undefined;
  if (name === 'current') {
    sidebarsFile = currentSidebarsFile(siteDir, config);
    if (sidebarsFile && !existsSync(sidebarsFile)) throw new BuildError(`Version "${name}" has no sidebars file: expected ${toPosix(relative(siteDir, sidebarsFile))}.`);
  } else {
    const file = join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`);
    if (!existsSync(file)) throw new BuildError(`Version "${name}" has no sidebars file: expected ${toPosix(relative(siteDir, file))}.`);
    sidebarsFile = file;
  }
  const base = versionBase(config.baseUrl, config.docs.routeBasePath, options.path);
  const ctx: VersionContext = { siteDir, config, name, versionPath: options.path, docsDir, base, lastUpdates, warnings, problems, sources };
  const loaded = loadDocs(ctx);
  // Drafts are built by `npm start` only: in production they have no page, no sidebar entry, no search entry.
  const docs = mode === 'production' ? loaded.filter((d) => !d.draft) : loaded;
  const draftIds = new Set(loaded.filter((d) => !docs.includes(d)).map((d) => d.id));
  const byId = new Map<string, DocFile>();
  for (const doc of docs) {
    const other = byId.get(doc.id);
    if (other) throw new BuildError(`Duplicate doc id "${doc.id}" in version ${name}: ${other.relPath} and ${doc.relPath}. Rename one file or change its front matter id.`);
    byId.set(doc.id, doc);
  }
  const sidebarsConfig = sidebarsFile === false ? {} : sidebarsFile ? await loadSidebarsFile(sidebarsFile, siteDir) : DEFAULT_SIDEBARS;
  const { sidebars, generatedIndexes, membership } = normaliseSidebars(sidebarsConfig, byId, {
    file: sidebarsFile ? toPosix(relative(siteDir, sidebarsFile)) : `the default sidebar of ${toPosix(relative(siteDir, docsDir))}/`,
    versionBase: base,
    version: name,
    baseUrl: config.baseUrl,
    categories: readCategories(docsDir, siteDir),
    draftIds,
    sidebarCollapsible: config.docs.sidebarCollapsible,
    sidebarCollapsed: config.docs.sidebarCollapsed,
    numberPrefixes: config.docs.numberPrefixes,
  });
  for (const doc of docs) {
    const displayed = doc.frontMatter.displayed_sidebar;
    if (displayed === null) continue;
    if (displayed !== undefined && !sidebars[displayed]) {
      problems.push(`${doc.relPath}: displayed_sidebar names sidebar "${displayed}", which does not exist. Known sidebars: ${Object.keys(sidebars).join(', ') || '(none)'}.`);
      continue;
    }
    doc.sidebar = displayed ?? membership.get(doc.id);
  }
  // The version's main doc: its home page (slug /), else the first doc of its first sidebar, else any doc.
  const home = docs.find((d) => routeOfPath(d.permalink, config.baseUrl) === base);
  const firstOfSidebar = flattenSidebar(Object.values(sidebars)[0] ?? []).find((l) => l.id)?.id;
  const mainDocId = home?.id ?? firstOfSidebar ?? docs[0]?.id ?? '';
  return {
    name,
    label: options.label,
    isLast,
    path: base,
    mainDocId,
    mainDocPath: docs.find((d) => d.id === mainDocId)?.permalink ?? base,
    banner: options.banner,
    badge: options.badge,
    docsDir,
    sidebarsFile: sidebarsFile ? sidebarsFile : '',
    docs,
    sidebars,
    generatedIndexes,
    tags: tagPages(docs),
  };
}

/** The versions built: `includeCurrentVersion` and `onlyIncludeVersions` as Docusaurus reads them. */
export function includedVersions(all: string[], config: SiteConfig): string[] {
  const { includeCurrentVersion, onlyIncludeVersions, lastVersion } = config.docs;
  if (!includeCurrentVersion && all.length === 1)
    throw new BuildError('site.config.ts: docs.includeCurrentVersion is false but versions.json lists no version: there would be no docs to build.');
  for (const name of onlyIncludeVersions ?? []) {
    if (!all.includes(name)) throw new BuildError(`site.config.ts: docs.onlyIncludeVersions names version "${name}", which does not exist. Known versions: ${all.join(', ')}.`);
  }
  const names = all.filter((name) => (includeCurrentVersion || name !== 'current') && (!onlyIncludeVersions || onlyIncludeVersions.includes(name)));
  if (!names.length) throw new BuildError('site.config.ts: docs.onlyIncludeVersions leaves no version to build (with includeCurrentVersion: false, "current" is not one).');
  if (!names.includes(lastVersion))
    throw new BuildError(
      `site.config.ts: docs.lastVersion is "${lastVersion}", which is not built (onlyIncludeVersions / includeCurrentVersion). Set lastVersion to one of: ${names.join(', ')}.`,
    );
  return names;
}

/** Load stage: config, versions, docs with front matter, sidebars, tags, standalone pages → the content graph. */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadSiteConfig } from '../config/load.ts';
import { sitePluginsOf } from '../config/markdownPluginsKey.ts';
import { applyParseFrontMatter } from './customFrontMatter.ts';
import { hashKey } from '../cache/keys.ts';
import { PLUGIN_OPTIONS, type PluginLists } from '../config/markdownPlugins.ts';
import type { CreateRedirectsFunction, SiteConfig } from '../config/schema.ts';
import { BuildError } from '../errors.ts';
import { SourceCache } from './sourceCache.ts';
import { checkVersionNames } from './names.ts';
import { gitLastUpdates } from './lastUpdate.ts';
import { loadBlogs } from './blog/load.ts';
import { blogRoutePaths } from './blog/pages.ts';
import { includedVersions, loadVersion } from './versions.ts';
import { loadPages } from './standalonePages.ts';
import { checkDuplicateRoutes } from './duplicateRoutes.ts';
import type { ContentGraph, LastUpdate, Version } from './types.ts';

export interface LoadOptions {
  /** `development` (npm start) builds drafts too. */
  mode?: 'production' | 'development';
}

export async function loadContent(siteDir: string, options: LoadOptions = {}): Promise<ContentGraph> {
  const mode = options.mode ?? 'production';
  const warnings: string[] = [];
  const loaded = await loadSiteConfig(siteDir);
  warnings.push(...loaded.warnings);
  const versionsFile = join(siteDir, 'versions.json');
  let archived: string[] = [];
  if (existsSync(versionsFile)) {
    try {
      archived = JSON.parse(readFileSync(versionsFile, 'utf8'));
    } catch (error) {
      throw new BuildError(`versions.json: not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(archived) || archived.some((v) => typeof v !== 'string')) throw new BuildError('versions.json: must be an array of version names, e.g. ["1.0.0"].');
    checkVersionNames(archived, 'versions.json');
  }
  const { config } = loaded;
  const names = includedVersions(['current', ...archived], config);
  const showLastUpdate = config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor;
  const lastUpdates = showLastUpdate ? gitLastUpdates(siteDir, [config.docs.path, 'versioned_docs']) : new Map<string, LastUpdate>();
  const problems: string[] = [];
  const versions: Version[] = [];
  // The site's own front matter parser, run ahead (it is asynchronous); the sources' record is keyed by its text.
  const parseHook = config.markdown.parseFrontMatter;
  await applyParseFrontMatter(parseHook, siteDir, [
    join(siteDir, config.docs.path),
    join(siteDir, 'versioned_docs'),
    join(siteDir, 'src', 'pages'),
    ...config.blog.map((b) => join(siteDir, b.path)),
  ]);
  const sources = new SourceCache(siteDir, parseHook ? { extraKey: hashKey(String(parseHook)) } : {});
  for (const name of names) versions.push(await loadVersion(siteDir, config, name, name === config.docs.lastVersion, mode, lastUpdates, warnings, problems, sources));
  const pages = loadPages(siteDir, config, warnings, problems, sources);
  sources.save();
  const blogs = loadBlogs(siteDir, config, mode, warnings, problems);
  checkDuplicateRoutes(versions, pages, config.baseUrl, blogs.flatMap(blogRoutePaths));
  // The site's Markdown plugins are loaded again where pages compile: here, what they are is only keyed.
  const sitePlugins = sitePluginsOf(
    config,
    siteDir,
    loaded.file,
    versions.map((v) => v.docsDir),
    blogs.map((b) => b.dir),
  );
  // Functions in the config (an editUrl function, Markdown plugins and hooks) have done their work: the graph goes to
  // child processes as data.
  const plainConfig: SiteConfig = {
    ...config,
    markdown: { ...config.markdown, preprocessor: undefined, parseFrontMatter: undefined, remarkRehypeOptions: undefined },
    docs: { ...withoutPlugins(config.docs), editUrl: typeof config.docs.editUrl === 'function' ? undefined : config.docs.editUrl },
    ...(config.pages ? { pages: withoutPlugins(config.pages) } : {}),
    ...(config.redirects ? { redirects: { redirects: config.redirects.redirects } } : {}),
    // A blog without posts writes no feed, and so no page links to one (render/feeds/links.ts).
    blog: blogs.map((b) => withoutPlugins(b.posts.length ? b.options : { ...b.options, feedOptions: { ...b.options.feedOptions, type: [] } })),
  };
  const graph: ContentGraph = { siteDir, config: plainConfig, versions, pages, blogs, mode, warnings, problems, ...(sitePlugins ? { sitePlugins } : {}) };
  if (config.redirects?.createRedirects) configFunctions.set(graph, { createRedirects: config.redirects.createRedirects });
  return graph;
}

/**
 * The config's functions that later stages call with what they know (createRedirects wants every route), kept in this
 * process beside the graph: the graph itself goes to child processes as data.
 */
const configFunctions = new WeakMap<ContentGraph, { createRedirects?: CreateRedirectsFunction }>();

export function createRedirectsOf(graph: ContentGraph): CreateRedirectsFunction | undefined {
  return configFunctions.get(graph)?.createRedirects;
}

/** A content plugin's options without its plugin lists (functions; the compile stage has them from sitePlugins). */
function withoutPlugins<T extends Partial<PluginLists>>(options: T): T {
  const plain = { ...options };
  for (const option of PLUGIN_OPTIONS) if (plain[option]) plain[option] = [] as never;
  return plain;
}

/**
 * The site's Markdown plugins and hooks, where pages compile (a compile child, webpack's partials loader, the dev
 * server). Functions cannot cross a process boundary, so the compile context only says which content plugin's lists
 * a page takes (config/markdownPlugins.ts: PluginSet); this module loads the site's configuration again, in this
 * process, and takes the lists from it. A plugin named by its package is imported from the site's node_modules.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PluggableList } from 'unified';
import { BuildError } from '../errors.ts';
import { listsOf, PLUGIN_OPTIONS, pluginParts, type PluginOption, type SitePluginsContext } from '../config/markdownPlugins.ts';
import type { MarkdownPreprocessor } from '../config/schema.ts';

export type { SitePluginsContext };

export type ResolvedLists = Record<PluginOption, PluggableList>;

export interface SitePlugins {
  lists: Map<string, ResolvedLists>;
  preprocessor?: MarkdownPreprocessor;
  remarkRehypeOptions?: Record<string, unknown>;
  /** The configuration file's name, for messages. */
  configName: string;
}

const loaded = new Map<string, Promise<SitePlugins>>();

/** The site's plugins, loaded once per process and context (a changed configuration comes with a new context). */
export function sitePlugins(context: SitePluginsContext): Promise<SitePlugins> {
  const key = JSON.stringify(context);
  let plugins = loaded.get(key);
  if (!plugins) {
    plugins = loadSitePlugins(context);
    loaded.set(key, plugins);
    plugins.catch(() => loaded.delete(key));
  }
  return plugins;
}

async function loadSitePlugins(context: SitePluginsContext): Promise<SitePlugins> {
  const { loadSiteConfig } = await import('../config/load.ts');
  const { config, file } = await loadSiteConfig(context.siteDir);
  const configName = file.slice(context.siteDir.length + 1);
  const lists = new Map<string, ResolvedLists>();
  for (const set of context.sets) {
    const own = listsOf(config, set.option);
    const resolved = {} as ResolvedLists;
    for (const option of PLUGIN_OPTIONS) {
      resolved[option] = await Promise.all(
        (own?.[option] ?? []).map(async (entry, i) => {
          const { ref, options, hasOptions } = pluginParts(entry);
          const where = `${configName}: ${set.option}.${option}[${i}]`;
          const plugin = typeof ref === 'string' ? await importPlugin(ref, context.siteDir, where) : ref;
          return (hasOptions ? [plugin, options] : plugin) as PluggableList[number];
        }),
      );
    }
    lists.set(set.option, resolved);
  }
  return { lists, preprocessor: config.markdown.preprocessor, remarkRehypeOptions: config.markdown.remarkRehypeOptions, configName };
}

/** A plugin named by its package, imported from the site's node_modules (its ES module build, as webpack would). */
export async function importPlugin(name: string, siteDir: string, where: string): Promise<unknown> {
  let url: string;
  try {
    const { createJiti } = await import('jiti');
    url = createJiti(join(siteDir, 'package.json')).esmResolve(name);
  } catch (error) {
    throw new BuildError(`${where}: the plugin package "${name}" is not installed in the site (${firstLine(error)}). Install it in the site's folder: npm install ${name}`);
  }
  let module: { default?: unknown };
  try {
    module = await import(url.startsWith('file:') ? url : pathToFileURL(url).href);
  } catch (error) {
    throw new BuildError(`${where}: the plugin package "${name}" could not be loaded: ${firstLine(error)}`);
  }
  // A CommonJS build that sets `exports.default` (compiled from ES modules) nests its default once more.
  let plugin: unknown = module.default ?? module;
  if (typeof plugin !== 'function' && typeof (plugin as { default?: unknown })?.default === 'function') plugin = (plugin as { default: unknown }).default;
  if (typeof plugin !== 'function') throw new BuildError(`${where}: the package "${name}" does not export a plugin function as its default export.`);
  return plugin;
}

function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0];
}

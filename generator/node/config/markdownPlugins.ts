/**
 * The site's own remark, rehype and recma plugins, with Docusaurus's option names (`remarkPlugins`,
 * `rehypePlugins`, `beforeDefaultRemarkPlugins`, `beforeDefaultRehypePlugins`, `recmaPlugins`), as the docs, pages
 * and blog options take them; and which of those option sets a page compiles with.
 *
 * A plugin is what Docusaurus takes, a function or `[function, options]`, or (site.config.ts only) the name of a
 * package of the site, or `[name, options]`: the compile children load it from the site's node_modules.
 */
import { z } from 'zod';

export type PluginFunction = (...args: never[]) => unknown;
const pluginRef = z.union([z.string().min(1), z.custom<PluginFunction>((value) => typeof value === 'function', 'must be a function or a package name')]);
export const markdownPlugin = z.union([pluginRef, z.tuple([pluginRef]), z.tuple([pluginRef, z.unknown()])]);
export type MarkdownPlugin = z.output<typeof markdownPlugin>;

/** The options, in the order Docusaurus's mdx-loader applies them. */
export const PLUGIN_OPTIONS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins', 'recmaPlugins'] as const;
export type PluginOption = (typeof PLUGIN_OPTIONS)[number];

/** The plugin options of one content plugin (spread into the docs, pages and blog schemas). */
export const markdownPluginOptions = Object.fromEntries(PLUGIN_OPTIONS.map((option) => [option, z.array(markdownPlugin).default([])])) as Record<
  PluginOption,
  z.ZodDefault<z.ZodArray<typeof markdownPlugin>>
>;

export type PluginLists = Record<PluginOption, MarkdownPlugin[]>;

/**
 * One content plugin's plugin lists and where its pages are: `option` is its path in site.config.ts (`docs`,
 * `pages`, `blog`, `blog[1]`); `dirs` are absolute folders. Serialisable: the compile children get this and load the
 * lists themselves, from the site's configuration (functions cannot cross a process boundary).
 */
export interface PluginSet {
  option: string;
  dirs: string[];
}

export function hasPlugins(lists: Partial<PluginLists> | undefined): boolean {
  return PLUGIN_OPTIONS.some((option) => (lists?.[option]?.length ?? 0) > 0);
}

/** The set a file compiles with: the one whose folder holds it (the deepest, if folders nest). */
export function pluginSetOf(sets: PluginSet[] | undefined, file: string): PluginSet | undefined {
  let best: PluginSet | undefined;
  let depth = -1;
  for (const set of sets ?? []) {
    for (const dir of set.dirs) {
      if (file.startsWith(`${dir}/`) && dir.length > depth) {
        best = set;
        depth = dir.length;
      }
    }
  }
  return best;
}

/** A plugin entry's parts: the plugin (function or package name) and its options, if any. */
export function pluginParts(entry: MarkdownPlugin): { ref: string | PluginFunction; options?: unknown; hasOptions: boolean } {
  if (Array.isArray(entry)) return { ref: entry[0], options: entry[1], hasOptions: entry.length > 1 };
  return { ref: entry as string | PluginFunction, hasOptions: false };
}

/** What the compile context says of the site's plugins (mdx/sitePlugins.ts loads them where pages compile). */
export interface SitePluginsContext {
  siteDir: string;
  /** The content plugins with plugins of their own. */
  sets: PluginSet[];
  /** `markdown.preprocessor` or `markdown.remarkRehypeOptions` is set: the configuration is loaded for them. */
  hooks: boolean;
  /**
   * What the plugins are (config/markdownPluginsKey.ts): a process that compiles for long (the dev server) loads them
   * again when it changes.
   */
  key?: string;
}

/** The content plugin's lists in the configuration: `docs`, `pages`, `blog` or `blog[i]`. */
export function listsOf(config: { docs: Partial<PluginLists>; pages?: Partial<PluginLists>; blog: Partial<PluginLists>[] }, option: string): Partial<PluginLists> | undefined {
  if (option === 'docs') return config.docs;
  if (option === 'pages') return config.pages;
  const blog = /^blog(?:\[(\d+)\])?$/.exec(option);
  if (blog) return config.blog[Number(blog[1] ?? 0)];
  return undefined;
}

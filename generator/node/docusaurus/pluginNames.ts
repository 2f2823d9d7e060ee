/**
 * The importer writes site.config.ts as source: a remark/rehype plugin that the Docusaurus configuration imported
 * from a package is a function there, whose source text would not run on its own (it uses its module's other
 * functions). Each one is written as the package's name instead (site.config.ts takes `'name'` or `['name', options]`,
 * loaded from the site's node_modules), found among the configuration's imports by its default export. A plugin
 * that is not a package's default export (written in the configuration itself) is imported from the configuration's
 * module, kept beside site.config.ts (import.ts); one the importer cannot find there stays as its source, and is named.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { PLUGIN_OPTIONS, pluginParts, type MarkdownPlugin } from '../config/markdownPlugins.ts';
import type { SiteConfigInput } from '../config/schema.ts';
import type { Unmapped } from '../config/docusaurus.ts';

type Lists = Partial<Record<string, MarkdownPlugin[]>>;

const BARE_IMPORT = /\b(?:require|import)\s*\(\s*['"]([^'"./][^'"]*)['"]\s*\)|\bfrom\s*['"]([^'"./][^'"]*)['"]/g;

/** The default exports of the packages the configuration file imports, by package name. */
async function importedPlugins(configFile: string): Promise<Map<string, (...args: never[]) => unknown>> {
  const found = new Map<string, (...args: never[]) => unknown>();
  const jiti = createJiti(join(dirname(configFile), 'package.json'));
  for (const match of readFileSync(configFile, 'utf8').matchAll(BARE_IMPORT)) {
    const name = match[1] ?? match[2];
    if (found.has(name) || name.startsWith('node:')) continue;
    try {
      const url = jiti.esmResolve(name);
      const module = (await import(url.startsWith('file:') ? url : pathToFileURL(url).href)) as { default?: unknown };
      let value: unknown = module.default;
      if (typeof value !== 'function' && typeof (value as { default?: unknown })?.default === 'function') value = (value as { default: unknown }).default;
      if (typeof value === 'function') found.set(name, value as (...args: never[]) => unknown);
    } catch {
      // Not importable as a module here (a type-only import, a JSON file): not a plugin.
    }
  }
  return found;
}

/**
 * The package whose default export is `fn`, loaded twice (by jiti for the configuration, natively here): the same
 * source text, else the one package whose export has its name (jiti may transpile a package's source).
 */
function packageOf(packages: Map<string, (...args: never[]) => unknown>, fn: (...args: never[]) => unknown): string | undefined {
  const all = [...packages];
  const same = all.find(([, candidate]) => candidate === fn || String(candidate) === String(fn));
  if (same) return same[0];
  const named = fn.name ? all.filter(([, candidate]) => candidate.name === fn.name) : [];
  return named.length === 1 ? named[0][0] : undefined;
}

/** Replaces, in place, every plugin function that is a package's default export by the package's name. */
export async function namePluginPackages(
  config: SiteConfigInput,
  configFile: string,
  unmapped: Unmapped[],
  /** A function the written configuration imports from the Docusaurus configuration's module: it runs as it is. */
  isImported: (fn: unknown) => boolean = () => false,
): Promise<void> {
  const lists: [string, Lists | undefined][] = [
    ['docs', config.docs as unknown as Lists],
    ['pages', config.pages as Lists | undefined],
    ...(Array.isArray(config.blog) ? config.blog : config.blog ? [config.blog] : []).map((b, i): [string, Lists] => [`blog[${i}]`, b as unknown as Lists]),
  ];
  if (!lists.some(([, owner]) => PLUGIN_OPTIONS.some((option) => owner?.[option]?.length))) return;
  const packages = await importedPlugins(configFile);
  for (const [where, owner] of lists) {
    for (const option of PLUGIN_OPTIONS) {
      const entries = owner?.[option];
      if (!owner || !entries?.length) continue;
      owner[option] = entries.map((entry, i) => {
        const { ref, options, hasOptions } = pluginParts(entry);
        if (typeof ref !== 'function') return entry;
        const name = packageOf(packages, ref);
        if (!name) {
          if (isImported(ref)) return entry;
          unmapped.push({
            option: `${where}.${option}[${i}]`,
            reason: "written as its source text (it is not a package's default export): if it uses anything else of its module, move it into a file and import it",
          });
          return entry;
        }
        return hasOptions ? [name, options] : name;
      });
    }
  }
}

/**
 * Docusaurus's `themeConfig.prism.additionalLanguages`: languages of the `prismjs` package, by id, added to
 * prism-react-renderer's Prism (which bundles a few dozen). As in Docusaurus, each file of `prismjs/components/`
 * registers itself on the global `Prism`; here the languages one requires (components.json) are loaded before it,
 * so a site need not list them (Docusaurus has sites add php's markup-templating by hand).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Prism } from 'prism-react-renderer';
import { BuildError } from '../errors.ts';
import { httpGrammar, shellGrammar } from '../../theme/CodeBlock/grammars.ts';

const FALLBACK_GRAMMARS = new Set<unknown>([httpGrammar, shellGrammar]);

interface ComponentsFile {
  languages: Record<string, { require?: string | string[]; alias?: string | string[] } | object>;
}

/** prismjs as the site installed it, else the generator's own. */
function prismRequire(siteDir: string): NodeJS.Require {
  const fromSite = createRequire(join(siteDir, 'package.json'));
  try {
    fromSite.resolve('prismjs/components.json');
    return fromSite;
  } catch {
    return createRequire(import.meta.url);
  }
}

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The prismjs component ids to load for `names`, each after the ones it requires; an alias (`js`) stands for its
 * language. A name prismjs does not have is an error naming the option.
 */
export function prismComponentOrder(names: string[], siteDir: string): string[] {
  const { languages } = prismRequire(siteDir)('prismjs/components.json') as ComponentsFile;
  const aliases = new Map<string, string>();
  for (const [id, info] of Object.entries(languages)) for (const alias of asList((info as { alias?: string | string[] }).alias)) aliases.set(alias, id);
  const order: string[] = [];
  const visit = (id: string) => {
    if (order.includes(id)) return;
    for (const required of asList((languages[id] as { require?: string | string[] }).require)) visit(required);
    order.push(id);
  };
  for (const name of names) {
    const id = name in languages && name !== 'meta' ? name : aliases.get(name);
    if (!id) {
      throw new BuildError(
        `themeConfig.prism.additionalLanguages: "${name}" is not a language of prismjs. Use the id of one of prismjs/components/prism-*.js (for example "java", "php", "csharp").`,
      );
    }
    visit(id);
  }
  return order;
}

/** The module each component id is loaded from, for the client's code (bundle/entries.ts). */
export const prismComponentModule = (id: string) => `prismjs/components/prism-${id}.js`;

const loaded = new Set<string>();

/** Registers the languages `names` (and what they require) on prism-react-renderer's Prism, once per process. */
export function loadPrismLanguages(names: string[], siteDir: string): void {
  const order = prismComponentOrder(names, siteDir).filter((id) => !loaded.has(id));
  if (!order.length) return;
  const require = prismRequire(siteDir);
  const global = globalThis as { Prism?: unknown };
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    for (const id of order) {
      // A language prism-react-renderer bundles is kept (prismjs's own would drop its extensions); the generator's
      // small fallback grammars (shell, HTTP) give way to prismjs's.
      const present = (Prism.languages as Record<string, unknown>)[id];
      if (present === undefined || FALLBACK_GRAMMARS.has(present)) require(prismComponentModule(id));
      loaded.add(id);
    }
  } finally {
    global.Prism = previous;
  }
}

/** The files of the components `names` needs, in order, as the site's prismjs (else the generator's) has them. */
export function prismComponentFiles(names: string[], siteDir: string): string[] {
  const require = prismRequire(siteDir);
  return prismComponentOrder(names, siteDir).map((id) => require.resolve(prismComponentModule(id)));
}

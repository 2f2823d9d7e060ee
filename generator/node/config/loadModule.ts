/**
 * Loads a configuration module the way Docusaurus does (`docusaurus.config.js`, `sidebars.js`): CommonJS
 * (`module.exports`), ESM or TypeScript, whatever the site's package.json says, read fresh on every call so the
 * dev server sees edits. A package the site has not installed but the generator has (prism-react-renderer, which
 * Docusaurus's template requires for its themes) is taken from the generator.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createJiti } from 'jiti';
import { BuildError } from '../errors.ts';

const require = createRequire(import.meta.url);
/** Packages a Docusaurus config commonly requires that the generator ships itself. */
const SHARED_PACKAGES = ['prism-react-renderer'];

function fallbackAliases(file: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  const fromSite = createRequire(file);
  for (const name of SHARED_PACKAGES) {
    try {
      fromSite.resolve(name);
    } catch {
      aliases[name] = dirname(require.resolve(`${name}/package.json`));
    }
  }
  return aliases;
}

/**
 * `cacheDir`: where jiti keeps its transpiled copies, named by the hash of the source (an edit is never served stale);
 * it saves the few hundred milliseconds of loading its TypeScript transform on every build.
 */
export async function loadModule(file: string, label: string, cacheDir?: string): Promise<unknown> {
  const fsCache = cacheDir ? join(cacheDir, 'jiti') : false;
  const jiti = createJiti(file, { moduleCache: false, fsCache, interopDefault: true, alias: fallbackAliases(file) });
  try {
    return await jiti.import(file, { default: true });
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'MODULE_NOT_FOUND' || e.code === 'ERR_MODULE_NOT_FOUND') {
      throw new BuildError(`${label}: ${e.message.split('\n')[0]}. Install the package in the site's folder (npm install) or remove the import.`);
    }
    const where = /\((\d+):(\d+)\)/.exec(e.message);
    throw new BuildError(`${label}${where ? `:${where[1]}:${where[2]}` : ''}: could not be loaded: ${e.message.split('\n')[0]}`);
  }
}

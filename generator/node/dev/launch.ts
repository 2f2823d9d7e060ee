/**
 * Runs the dev server (and the workspace's commands) from a bundle of its own code, without tsx: the bundle cache's
 * script bundles (cache/scriptBundles.ts), with the packages a session may never call loaded on first call.
 */
import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundledScript as bundleScript, PACKAGE_DIR } from '../cache/scriptBundles.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * Packages of the dev server that a session may never call, or calls only once a page is up (esbuild's service: the
 * theme's render bundle and page minification; the YAML parser: only for a source not in the load stage's record;
 * the import checker's resolver; code frames): loading them took about a third of the server's module loading, before
 * its first page. In the dev server's bundle each is a module of wrappers that loads the package on first call: its
 * default export (the package's object) and its functions; an import of anything else fails the bundle.
 */
export const LAZY_PACKAGES: Record<string, string[]> = {
  [join(HERE, 'main.ts')]: ['esbuild', 'js-yaml', 'enhanced-resolve', '@babel/code-frame'],
};

/**
 * The source of a module that stands for `name` and loads it on first use (see LAZY_PACKAGES), resolved from
 * `requireFrom` (a JavaScript expression: a path or URL; by default the package's folder).
 */
export function lazyModule(name: string, requireFrom = JSON.stringify(join(PACKAGE_DIR, 'package.json'))): string {
  // The package's exports, as the generator's package resolves it (its own folder up: the workspace, or a copy being packed).
  const exports = createRequire(join(HERE, '..', '..', 'package.json'))(name) as Record<string, unknown>;
  const lines = [
    `import { createRequire } from 'node:module';`,
    `let loaded__;`,
    `const load__ = () => (loaded__ ??= createRequire(${requireFrom})(${JSON.stringify(name)}));`,
    // The default import of a CommonJS package is its exports object (or function): a stand-in that forwards to it.
    `export default new Proxy(function () {}, { get: (_, key) => load__()[key], apply: (_, self, args) => load__().apply(self, args), construct: (_, args) => new (load__())(...args) });`,
  ];
  for (const [key, value] of Object.entries(exports)) {
    // Another export cannot stand in for its value: an import of it fails the bundle ("No matching export").
    if (key === 'default' || !/^[A-Za-z_$][\w$]*$/.test(key) || typeof value !== 'function') continue;
    lines.push(`export function ${key}(...args) { return load__().${key}(...args); }`);
  }
  return lines.join('\n');
}

/** Stands a lazy module in for each of `names` (see LAZY_PACKAGES), resolved from `requireFrom` (see lazyModule). */
export function lazyPackages(names: string[], requireFrom?: string): Plugin {
  const filter = new RegExp(`^(${names.map((n) => n.replace(/[/.]/g, '\\$&')).join('|')})$`);
  return {
    name: 'lazy-packages',
    setup(b) {
      b.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'lazy-package' }));
      b.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (args) => ({ contents: lazyModule(args.path, requireFrom), loader: 'js', resolveDir: PACKAGE_DIR }));
    },
  };
}

/** The bundled entry of `script` (the dev server, a command), its rarely used packages loaded on first call. */
export function bundledScript(script: string): Promise<string> {
  const lazy = LAZY_PACKAGES[script];
  return bundleScript(script, { plugins: lazy ? [lazyPackages(lazy)] : [], inputs: [fileURLToPath(import.meta.url)], stopService: true });
}

// `node --import tsx launch.ts <script>`: bundles the script if needed and prints its entry (generator/bin/qdocs.mjs
// runs this only when its bundle is missing or out of date).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await bundledScript(process.argv[2]));

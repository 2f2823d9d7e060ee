/**
 * Runs the dev server from a bundle of its own code, without tsx. Under tsx every module the server imports (about
 * a hundred of the generator's, hundreds of packages') goes through tsx's loader thread: that was most of the
 * start-up time. The bundle keeps packages as imports and gives each file its own location back (`import.meta.url`
 * and `import.meta.dirname` are replaced by the original file's), so paths relative to the generator still hold.
 * It is rebuilt only when one of its source files changed (their sizes and times are kept beside it).
 */
import { build, stop, type Plugin } from 'esbuild';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stampsOf } from '../cache/stamps.ts';
import { currentBundle, devBundleManifest, recordBundle } from '../cache/bundles.mjs';
import { hashKey } from '../cache/keys.ts';
import { ownLocation } from '../package/location.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Under the package's node_modules, so that the bundle's package imports resolve from there. */
const PACKAGE_DIR = join(HERE, '..', '..', '..');

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

/** The bundled entry of `script` (a TypeScript file of the generator), built if missing or out of date. */
export async function bundledScript(script: string): Promise<string> {
  const manifest = devBundleManifest(PACKAGE_DIR, script);
  const current = currentBundle(manifest);
  if (current) return current.entry;
  const root = dirname(manifest);
  mkdirSync(root, { recursive: true });
  const temp = join(root, `tmp-${process.pid}`);
  rmSync(temp, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: script },
    bundle: true,
    // The MDX compiler is imported on first use: a chunk of its own, not loaded at start-up.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outdir: temp,
    outExtension: { '.js': '.mjs' },
    metafile: true,
    write: false,
    logLevel: 'silent',
    plugins: LAZY_PACKAGES[script] ? [ownLocation, lazyPackages(LAZY_PACKAGES[script])] : [ownLocation],
  });
  // Each bundle has its own folder, named by its content: a server already running from an older one keeps it.
  const dir = join(
    root,
    hashKey(
      result.outputFiles.flatMap((file) => [file.path, file.contents]),
      12,
    ),
  );
  if (!existsSync(join(dir, 'main.mjs'))) {
    for (const file of result.outputFiles) {
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(file.path, file.contents);
    }
    try {
      renameSync(temp, dir);
    } catch {
      // Another process moved the same bundle in place first.
    }
  }
  rmSync(temp, { recursive: true, force: true });
  // esbuild's service process is not needed any more: the launcher only waits for the server from here on.
  await stop();
  // The stand-ins of lazy packages are no files; this file decides what they are.
  const inputs = [
    ...Object.keys(result.metafile.inputs)
      .filter((f) => !f.startsWith('lazy-package:'))
      .map((f) => join(process.cwd(), f)),
    fileURLToPath(import.meta.url),
    fileURLToPath(new URL('../package/location.ts', import.meta.url)),
  ];
  recordBundle(manifest, { entry: join(dir, 'main.mjs'), inputs: stampsOf(inputs) });
  return join(dir, 'main.mjs');
}

// `node --import tsx launch.ts <script>`: bundles the script if needed and prints its entry (generator/bin/qdocs.mjs
// runs this only when its bundle is missing or out of date).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(await bundledScript(process.argv[2]));

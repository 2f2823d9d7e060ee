/**
 * esbuild plugins that keep a bundled file's location: the generator finds its theme, its client and its own
 * sources from `import.meta.url` (webpack builds the browser's code from them), so each file of a bundle must still
 * see its own URL. In the workspace's bundles (dev/launch.ts, written under node_modules/.cache beside the sources)
 * that is the source's absolute URL; in the packed package's dist/ (../prepack.ts) a URL relative to the bundle, since
 * the package is installed elsewhere than where it was packed.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

const SOURCE = /\.[cm]?tsx?$/;
/**
 * The expressions these plugins replace, written apart: this module is bundled by them too (every bundle that runs a
 * child process holds it), and would otherwise have its own strings rewritten.
 */
const META = ['import', 'meta'].join('.');
const META_URL = `${META}.url`;
const META_DIRNAME = `${META}.dirname`;
const loaderOf = (path: string) => (path.endsWith('x') ? 'tsx' : 'ts');

/** Each bundled file keeps its own absolute location (the bundle runs where it was made). */
export const ownLocation: Plugin = {
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: SOURCE }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replaceAll(META_URL, JSON.stringify(pathToFileURL(args.path).href)).replaceAll(META_DIRNAME, JSON.stringify(dirname(args.path)));
      return { contents, loader: loaderOf(args.path) };
    });
  },
};

/**
 * Each bundled file keeps its location relative to the bundle's folder `outDir` (all of a build's output files must
 * be written there): the package can be moved or installed anywhere with its sources beside dist/.
 */
export function relativeLocation(outDir: string): Plugin {
  const toPosix = (p: string) => p.split(sep).join('/');
  return {
    name: 'relative-location',
    setup(b) {
      b.onLoad({ filter: SOURCE }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const url = `new URL(${JSON.stringify(toPosix(relative(outDir, args.path)))}, ${META_URL})`;
        let contents = source.replaceAll(META_URL, `${url}.href`);
        if (contents.includes(META_DIRNAME)) {
          const dir = `__qdocsFileURLToPath(new URL(${JSON.stringify(`${toPosix(relative(outDir, dirname(args.path)))}/`)}, ${META_URL})).replace(/[\\\\/]$/, '')`;
          contents = `import { fileURLToPath as __qdocsFileURLToPath } from 'node:url';\n${contents.replaceAll(META_DIRNAME, `(${dir})`)}`;
        }
        return { contents, loader: loaderOf(args.path) };
      });
    },
  };
}

/**
 * The packed package runs from dist/: bundles of its commands, its child processes' scripts and its webpack loaders,
 * written by `npm pack` (../prepack.ts) so that an installed copy needs no TypeScript loader and writes nothing into
 * its own folder. In this repository (the npm workspace, where the sources change) there is no dist/: the commands
 * bundle themselves when a source changed (dev/launch.ts), children and loaders likewise (children/child.ts).
 */
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `true` in the bundles of dist/ (esbuild's `define`, see ../prepack.ts); undeclared anywhere else. */
declare const __QDOCS_DIST__: boolean | undefined;

/** Whether this code runs from the packed package's dist/ bundles. */
export const FROM_DIST = typeof __QDOCS_DIST__ !== 'undefined' && __QDOCS_DIST__ === true;

/** The package's folder (generator/ here, node_modules/qdocs in a site). */
export const GENERATOR_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST_DIR = join(GENERATOR_DIR, 'dist');

/** The commands of `qdocs <command>`: their entry modules (generator/bin/qdocs.mjs holds the same list). */
export const COMMANDS = {
  build: 'node/buildMain.ts',
  start: 'node/dev/main.ts',
  serve: 'node/serveMain.ts',
  import: 'node/docusaurus/importMain.ts',
} as const;

/** A source file of node/ as a name in dist/: `node/mdx/child.ts` → `mdx-child`. */
export function distName(source: string): string {
  return relative(join(GENERATOR_DIR, 'node'), source)
    .replace(/\.[cm]?tsx?$/, '')
    .split(sep)
    .join('-');
}

/** The prebuilt script of a child process whose source is `script` (see children/child.ts). */
export function prebuiltChild(script: string): string {
  return join(DIST_DIR, 'children', `${distName(script)}.mjs`);
}

/** The prebuilt webpack loader whose source is `source` (an ES module: webpack imports `.mjs` loaders). */
export function prebuiltLoader(source: string): string {
  return join(DIST_DIR, 'loaders', `${distName(source)}.mjs`);
}

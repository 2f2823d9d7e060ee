/**
 * `npm pack` (the package's `prepack` script): writes dist/, from which the installed package runs with no TypeScript
 * loader and without writing into its own folder (node_modules may be read-only, and is shared by every build):
 *
 * - each command of `qdocs` (dist/<command>.mjs, with its lazily loaded chunks beside it): the generator's code bundled,
 *   packages left as imports (resolved from the package's place, as npm installed them), as node/dev/launch.ts bundles
 *   them in the workspace;
 * - each child process's script (dist/children/): standalone ones with their packages bundled in, as
 *   children/child.ts bundles them in the workspace, the others with packages left as imports;
 * - the webpack loaders (dist/loaders/), ES modules webpack imports.
 *
 * Every bundled file keeps its location relative to the bundle (package/location.ts): the theme, the client and the
 * sources that cache keys hash are shipped beside dist/ and found from there. `postpack` removes dist/ again, so the
 * workspace never runs a stale copy of its sources.
 */
import { build, type BuildOptions } from 'esbuild';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { relativeLocation } from './package/location.ts';
import { COMMANDS, DIST_DIR, GENERATOR_DIR, distName } from './package/dist.ts';
import { LAZY_PACKAGES, lazyPackages } from './dev/launch.ts';
import type { ChildKind } from './children/child.ts';
import { REQUIRE_BANNER, STANDALONE_EXTERNALS } from './cache/scriptBundles.ts';
import { COMPILE_CHILD } from './mdx/job.ts';
import { BUNDLE_CHILD } from './bundle/job.ts';
import { COMPRESS_CHILD, PRERENDER_CHILD } from './render/job.ts';
import { INDEX_CHILD } from './search/job.ts';
import { DEV_INDEX_CHILD } from './dev/searchJob.ts';

/** Every kind of child process the generator starts (a test checks that none is missing). */
export const CHILD_KINDS: ChildKind<unknown, unknown>[] = [COMPILE_CHILD, BUNDLE_CHILD, PRERENDER_CHILD, COMPRESS_CHILD, INDEX_CHILD, DEV_INDEX_CHILD];
/** The webpack loaders of bundle/webpackConfig.ts. */
export const LOADERS = ['mdx/loader.ts', 'bundle/loaders/esmAsset.ts'].map((file) => join(GENERATOR_DIR, 'node', file));

const COMMON: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
  // FROM_DIST (package/dist.ts): the bundles know they run from the package's dist/.
  define: { __QDOCS_DIST__: 'true' },
  legalComments: 'none',
};

/** Scripts with their packages: one file that loads fast (see children/child.ts); esbuild finds its binary from its own place. */
function withPackages(outdir: string): BuildOptions {
  return { ...COMMON, outdir, external: STANDALONE_EXTERNALS, banner: { js: REQUIRE_BANNER }, plugins: [relativeLocation(outdir)] };
}

export async function prepack(): Promise<void> {
  rmSync(DIST_DIR, { recursive: true, force: true });
  for (const [command, source] of Object.entries(COMMANDS)) {
    const entry = join(GENERATOR_DIR, source);
    const lazy = LAZY_PACKAGES[entry];
    await build({
      ...COMMON,
      entryPoints: { [command]: entry },
      // Every output in dist/ itself: the bundled files' locations are relative to it.
      outdir: DIST_DIR,
      chunkNames: `${command}-[name]-[hash]`,
      splitting: true,
      packages: 'external',
      // Resolved from the bundle's own place (inside the installed package).
      plugins: [relativeLocation(DIST_DIR), ...(lazy ? [lazyPackages(lazy, 'import.meta.url')] : [])],
    });
  }
  const children = join(DIST_DIR, 'children');
  for (const kind of CHILD_KINDS) {
    const entryPoints = { [distName(kind.script)]: kind.script };
    await build(
      kind.standalone ? { ...withPackages(children), entryPoints } : { ...COMMON, entryPoints, outdir: children, packages: 'external', plugins: [relativeLocation(children)] },
    );
  }
  const loaders = join(DIST_DIR, 'loaders');
  await build({ ...withPackages(loaders), entryPoints: Object.fromEntries(LOADERS.map((file) => [distName(file), file])) });
}

if (import.meta.url === `file://${process.argv[1]}`) await prepack();

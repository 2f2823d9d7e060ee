/**
 * Bundles one of the generator's TypeScript scripts into plain JavaScript that runs without tsx, kept in the bundle
 * cache (bundles.mjs) until one of its source files changes. Under tsx every module a process imports (about a
 * hundred of the generator's, hundreds of packages') goes through tsx's loader thread: most of a dev server's
 * start-up, and 0.6 s of CPU of each webpack child. Packages stay imports, resolved from the package's place; each
 * file keeps its own location (`import.meta.url` and `import.meta.dirname` are the original file's), so paths
 * relative to the generator still hold. Used by the dev server's launcher (dev/launch.ts) and by the child processes
 * that are not standalone (children/child.ts).
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { stampsOf } from './stamps.ts';
import { currentBundle, devBundleManifest, recordBundle } from './bundles.mjs';
import { hashKey } from './keys.ts';
import { ownLocation } from '../package/location.ts';

/** Under the package's node_modules, so that the bundle's package imports resolve from there. */
export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface ScriptBundleOptions {
  /** esbuild plugins besides the one that keeps each file's location. */
  plugins?: Plugin[];
  /** Files besides the bundled sources whose change makes the bundle stale (the module that chose the plugins). */
  inputs?: string[];
  /** Ends esbuild's service process afterwards: for a process that bundles once (a launcher), never one that uses esbuild meanwhile. */
  stopService?: boolean;
}

/** The entry of `script`'s bundle if it is up to date, without bundling. */
export function currentScriptBundle(script: string): string | undefined {
  return currentBundle(devBundleManifest(PACKAGE_DIR, script))?.entry;
}

/** The bundled entry of `script` (a TypeScript file of the generator), built if missing or out of date. */
export async function bundledScript(script: string, options: ScriptBundleOptions = {}): Promise<string> {
  const manifest = devBundleManifest(PACKAGE_DIR, script);
  const current = currentBundle(manifest);
  if (current) return current.entry;
  // Loaded only when a bundle is stale: loading esbuild's package cost every build 50–150 ms of CPU.
  const esbuild = await import('esbuild');
  const root = dirname(manifest);
  mkdirSync(root, { recursive: true });
  const temp = join(root, `tmp-${process.pid}`);
  rmSync(temp, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: { main: script },
    bundle: true,
    // A module imported on first use (the dev server's MDX compiler) is a chunk of its own, not loaded at start-up.
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
    plugins: [ownLocation, ...(options.plugins ?? [])],
  });
  // Each bundle has its own folder, named by its content: a process already running from an older one keeps it.
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
  if (options.stopService) await esbuild.stop();
  // The stand-ins of lazy packages (dev/launch.ts) are no files; the module that makes them is one of `inputs`.
  const inputs = [
    ...Object.keys(result.metafile.inputs)
      .filter((f) => !f.startsWith('lazy-package:'))
      .map((f) => join(process.cwd(), f)),
    fileURLToPath(import.meta.url),
    fileURLToPath(new URL('../package/location.ts', import.meta.url)),
    ...(options.inputs ?? []),
  ];
  recordBundle(manifest, { entry: join(dir, 'main.mjs'), inputs: stampsOf(inputs) });
  return join(dir, 'main.mjs');
}

/**
 * The generator's bundles of its own scripts, each kept in the bundle cache (bundles.mjs) until one of its source
 * files changes, so that no process runs them under tsx, whose loader thread every import crosses (most of a dev
 * server's start-up, 0.6 s of CPU of each webpack child).
 * - `standaloneScript`: a standalone child's script as one file, packages included.
 * - `bundledScript`: the dev server's launcher (dev/launch.ts) and the other children (children/child.ts). Packages
 *   stay imports, resolved from the package's place; each file keeps its own location (`import.meta.url` and
 *   `import.meta.dirname` are the original file's), so paths relative to the generator still hold.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
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

const standaloneScripts = new Map<string, string>();

/**
 * Packages a standalone bundle leaves as imports: esbuild finds its binary from its own location; jiti loads its
 * TypeScript transform from its own folder (a site's code languages: mdx/codeLanguages.ts).
 */
export const STANDALONE_EXTERNALS = ['esbuild', 'jiti'];

/** `import.meta` written apart, so that the location plugins (package/location.ts), which bundle this module too, leave it. */
export const REQUIRE_BANNER = `import { createRequire as __qdocsCreateRequire } from 'node:module'; const require = __qdocsCreateRequire(${'import.meta'}.url);`;

/**
 * The child's script and its imports, packages included, as one JavaScript file, so that the child runs
 * without tsx: its loader thread slows every dynamic import (prerendering imports hundreds of page modules)
 * and costs startup time. Written under node_modules/.cache so that packages resolve from the app.
 * Only for scripts that do not depend on their own location (no `import.meta.url` use in the child's path).
 */
export function standaloneScript(script: string): string {
  let out = standaloneScripts.get(script);
  if (out) return out;
  const dir = join(PACKAGE_DIR, 'node_modules', '.cache', 'qdocs-children');
  // The last bundle of this script, reused while none of its sources changed (esbuild took a few hundred ms a child).
  const manifest = join(dir, `${basename(dirname(script))}-${hashKey(script, 10)}.json`);
  const current = currentBundle(manifest);
  if (current) {
    standaloneScripts.set(script, current.entry);
    return current.entry;
  }
  // esbuild is loaded here, when a child's bundle is out of date, rather than with this module: every child runs this
  // module (serveChild), and loading esbuild's package cost each of them (the index and render children, which never
  // bundle) and the build process 50-150 ms of CPU at every build.
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const result = buildSync({
    entryPoints: [script],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages are bundled too: resolving and loading the MDX compiler's hundreds of modules one by one cost its child
    // 0.7 s of CPU at every start, a fifth of a one-page rebuild; as one file it loads in 0.4 s. A few packages stay
    // outside (STANDALONE_EXTERNALS). CommonJS packages get a `require` from the bundle's place.
    external: STANDALONE_EXTERNALS,
    banner: { js: REQUIRE_BANNER },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  mkdirSync(dir, { recursive: true });
  out = join(dir, `${basename(dirname(script))}-${hashKey(code, 10)}.mjs`);
  writeBytesIfChanged(out, code);
  const inputs = Object.keys(result.metafile.inputs).map((f) => resolve(f));
  recordBundle(manifest, { entry: out, inputs: stampsOf(inputs) });
  standaloneScripts.set(script, out);
  return out;
}

function writeBytesIfChanged(file: string, data: Uint8Array) {
  try {
    if (readFileSync(file).equals(data)) return;
  } catch {
    // not written yet
  }
  // Two builds at once (tests) may write the same file: write aside, then rename over.
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, file);
}

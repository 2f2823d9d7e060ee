#!/usr/bin/env node
// @ts-check
/**
 * The generator's command line: `qdocs build` (`npm run build`), `qdocs start [--port N] [--host H]` (`npm start`,
 * the dev server, run in this very process). It runs the generator's TypeScript from a bundle
 * (generator/node/dev/launch.ts: esbuild, packages left as imports, kept in node_modules/.cache until one of its
 * source files changes: generator/node/cache/bundles.mjs), so no TypeScript loader sits between Node and the generator's hundred modules: under tsx,
 * starting the build took longer than a one-page rebuild's work. Plain JavaScript, so that nothing needs compiling
 * before it runs.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { currentBundle, devBundleManifest } from '../node/cache/bundles.mjs';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** @type {Record<string, string>} */
const COMMANDS = { build: join(PACKAGE_DIR, 'generator', 'node', 'buildMain.ts'), start: join(PACKAGE_DIR, 'generator', 'node', 'dev', 'main.ts') };

/**
 * Bundles `script` (under tsx, once after a change to the generator) and returns the bundle's entry.
 * @param {string} script
 * @returns {string}
 */
function bundle(script) {
  const launcher = join(PACKAGE_DIR, 'generator', 'node', 'dev', 'launch.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', launcher, script], { cwd: PACKAGE_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const entry = result.stdout?.trim().split('\n').pop();
  if (result.status !== 0 || !entry) {
    console.error(`qdocs: could not bundle ${script} (exit code ${result.status}).`);
    process.exit(1);
  }
  return entry;
}

const [command] = process.argv.slice(2);
const script = command ? COMMANDS[command] : undefined;
if (!script) {
  console.error(`Usage: qdocs <${Object.keys(COMMANDS).join('|')}>`);
  process.exit(2);
}
// The bundle launch.ts recorded, if every source file in it is as it was (the generator's bundle cache).
const entry = currentBundle(devBundleManifest(PACKAGE_DIR, script))?.entry ?? bundle(script);
// The command's own options follow it: the script reads them from process.argv.slice(2), as when run by itself.
process.argv.splice(2, 1);
await import(pathToFileURL(entry).href);

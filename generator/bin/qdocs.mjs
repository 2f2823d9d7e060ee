#!/usr/bin/env node
// @ts-check
/**
 * The generator's command line: `qdocs build`, `qdocs start [--port N] [--host H]` (the dev server), `qdocs serve
 * [--port N] [--dir D]`, `qdocs import <docusaurus site> [<target>] [--force]`, each run in this very process from the
 * folder of the site. The installed package runs its commands from dist/, bundled by `npm pack`
 * (node/prepack.ts): no TypeScript loader, nothing written into the package. In this repository's workspace,
 * where the sources change, there is no dist/: a command runs from a bundle of its TypeScript (node/dev/launch.ts:
 * esbuild, packages left as imports, kept in node_modules/.cache until one of its source files changes), made under
 * tsx once after a change, so no TypeScript loader sits between Node and the generator's hundred modules. Plain
 * JavaScript, so that nothing needs compiling before it runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { currentBundle, devBundleManifest } from '../node/cache/bundles.mjs';

const GENERATOR_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The workspace that holds the generator's sources: its node_modules has tsx and the bundles' cache. */
const WORKSPACE_DIR = join(GENERATOR_DIR, '..');
/** Each command's entry module (node/package/dist.ts holds the same list). */
/** @type {Record<string, string>} */
const COMMANDS = { build: 'node/buildMain.ts', start: 'node/dev/main.ts', serve: 'node/serveMain.ts', import: 'node/docusaurus/importMain.ts' };

/**
 * Bundles `script` (under tsx, once after a change to the generator) and returns the bundle's entry.
 * @param {string} script
 * @returns {string}
 */
function bundle(script) {
  const launcher = join(GENERATOR_DIR, 'node', 'dev', 'launch.ts');
  const result = spawnSync(process.execPath, ['--import', 'tsx', launcher, script], { cwd: WORKSPACE_DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const entry = result.stdout?.trim().split('\n').pop();
  if (result.status !== 0 || !entry) {
    console.error(`qdocs: could not bundle ${script} (exit code ${result.status}).`);
    process.exit(1);
  }
  return entry;
}

const USAGE = `Usage: qdocs <command> [options]   (qdocs <command> --help for its options)

  build    build the site into build/
  start    serve the site while you write (pages compile when opened, edits show at once)
  serve    serve build/ as a production host would
  import   write a copy of a Docusaurus 3 site that qdocs builds`;

const [command] = process.argv.slice(2);
if (command === '--help' || command === '-h' || command === 'help') {
  console.log(USAGE);
  process.exit(0);
}
if (command === '--version' || command === '-v') {
  const { readFileSync } = await import('node:fs');
  console.log(JSON.parse(readFileSync(join(GENERATOR_DIR, 'package.json'), 'utf8')).version);
  process.exit(0);
}
const source = command && Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
if (!source) {
  console.error(command ? `qdocs: unknown command "${command}".\n${USAGE}` : USAGE);
  process.exit(2);
}
const prebuilt = join(GENERATOR_DIR, 'dist', `${command}.mjs`);
const script = join(GENERATOR_DIR, source);
// The bundle launch.ts recorded, if every source file in it is as it was (the generator's bundle cache).
const entry = existsSync(prebuilt) ? prebuilt : (currentBundle(devBundleManifest(WORKSPACE_DIR, script))?.entry ?? bundle(script));
// The command's own options follow it: the script reads them from process.argv.slice(2), as when run by itself.
process.argv.splice(2, 1);
await import(pathToFileURL(entry).href);

#!/usr/bin/env node
// @ts-check
/**
 * The generator's command line, `qdocs build` (`npm run build`). It runs the generator's TypeScript from a bundle
 * (generator/node/dev/launch.ts: esbuild, packages left as imports, kept in node_modules/.cache until one of its
 * source files changes), so no TypeScript loader sits between Node and the generator's hundred modules: under tsx,
 * starting the build took longer than a one-page rebuild's work. Plain JavaScript, so that nothing needs compiling
 * before it runs.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** @type {Record<string, string>} */
const COMMANDS = { build: join(PACKAGE_DIR, 'generator', 'node', 'buildMain.ts') };

/**
 * The bundle of `script` recorded by launch.ts, if every source file in it still has its recorded size and time.
 * @param {string} script
 * @returns {string | undefined}
 */
function currentBundle(script) {
  const manifest = join(PACKAGE_DIR, 'node_modules', '.cache', 'qdocs-dev', createHash('sha1').update(script).digest('hex').slice(0, 10), 'current.json');
  try {
    /** @type {{ entry: string, inputs: Record<string, [number, number]> }} */
    const { entry, inputs } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (!existsSync(entry)) return undefined;
    for (const [file, [size, time]] of Object.entries(inputs)) {
      const stat = statSync(file, { throwIfNoEntry: false });
      if ((stat?.size ?? -1) !== size || (stat?.mtimeMs ?? -1) !== time) return undefined;
    }
    return entry;
  } catch {
    return undefined;
  }
}

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
await import(pathToFileURL(currentBundle(script) ?? bundle(script)).href);

/**
 * The test layers, fastest first. `tsx scripts/test.ts` (npm test) runs them all: type check, lint and the unit
 * tests (no build, no browser: the first failure of a broken type, lint or unit test comes in a minute or two),
 * then the content check, the production build of the real site, and the integration, browser and site tests
 * in one run (three files at a time: two kept both cores busy only 95 % of the time, a file waiting on a server,
 * a browser or a timer leaving one idle). `tsx scripts/test.ts unit|integration|e2e|site`
 * runs one layer (or several); e2e and site need the real site built and served at E2E_BASE_URL, which they do
 * unless `--no-build` says to reuse build/. A single file runs alone with `node --import tsx --test FILE` (a unit
 * file that imports `@generated/*` before any build: with `TSX_TSCONFIG_PATH=tests/tsconfig.unit.json`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '../generator/node/serve.ts';

const LAYERS = {
  unit: { dir: 'tests/unit', pattern: /\.test\.tsx?$/ },
  integration: { dir: 'tests/integration', pattern: /\.test\.tsx?$/ },
  e2e: { dir: 'tests/e2e', pattern: /\.spec\.ts$/ },
  site: { dir: 'tests/site', pattern: /\.(test|spec)\.ts$/ },
} as const;
type Layer = keyof typeof LAYERS;

function collect(dir: string, pattern: RegExp, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (name === '.tmp' || name === 'fixtures') continue;
    if (statSync(full).isDirectory()) collect(full, pattern, out);
    else if (pattern.test(name)) out.push(full);
  }
  return out;
}

function run(command: string, args: string[]): number {
  return spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
}

function step(title: string, command: string, args: string[]): void {
  console.log(`\n▶ ${title}`);
  if (run(command, args) !== 0) process.exit(1);
}

/**
 * The unit test files as two groups (one per core), each a file of tests/.tmp that imports its share: node:test runs
 * every file in a process of its own, and starting one (tsx's loader, then React, the MDX compiler or lunr again)
 * cost more CPU than most unit files' tests (116 s for 57 files one by one, 40 s in two groups).
 */
function unitGroups(files: string[]): string[] {
  const dir = resolve('tests/.tmp');
  mkdirSync(dir, { recursive: true });
  return [0, 1].map((group) => {
    const entry = join(dir, `unit-group-${group}.ts`);
    const share = files.filter((_, i) => i % 2 === group);
    // A file that fails to load fails as a test of its name; the group's other files still run.
    const load = (file: string) => `await import(${JSON.stringify(resolve(file))}).catch((error) => test(${JSON.stringify(file)}, () => { throw error; }));\n`;
    writeFileSync(entry, `import { test } from 'node:test';\n${share.map(load).join('')}`);
    return entry;
  });
}

/** One node:test run of the layers' files, three at a time; asynchronous, since this process may serve the site. */
function testRun(layers: Layer[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const files = layers.flatMap((layer) => collect(LAYERS[layer].dir, LAYERS[layer].pattern));
  console.log(`\n▶ ${layers.join(', ')}: ${files.length} test files`);
  const unitOnly = layers.length === 1 && layers[0] === 'unit';
  const run = unitOnly ? unitGroups(files) : files;
  // Unit tests run before any build: `@generated/*` resolves to fixed stand-ins instead of .cache/generated/.
  const childEnv = unitOnly ? { ...env, TSX_TSCONFIG_PATH: resolve('tests/tsconfig.unit.json') } : env;
  // The usual report (spec on a terminal, TAP otherwise), then each file's wall time (scripts/testTimes.mjs).
  const reporters = ['--test-reporter', process.stdout.isTTY ? 'spec' : 'tap', '--test-reporter-destination', 'stdout'];
  reporters.push('--test-reporter', resolve('scripts/testTimes.mjs'), '--test-reporter-destination', 'stdout');
  // Each file's process records its CPU time for that report (scripts/testCpu.mjs); this run's records only.
  rmSync(resolve('tests/.tmp/test-cpu'), { recursive: true, force: true });
  const cpu = ['--import', pathToFileURL(resolve('scripts/testCpu.mjs')).href];
  return new Promise((resolve) => {
    // A hung test fails its file after 25 minutes rather than holding the run until CI's limit. (The limit applies to
    // each file as a whole: crash.test.ts, the slowest, took 10 minutes on a loaded machine.)
    const child = spawn(process.execPath, ['--import', 'tsx', ...cpu, '--test', '--test-concurrency=3', '--test-timeout=1500000', ...reporters, ...run], {
      stdio: 'inherit',
      env: childEnv,
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Runs `layers` with the real site's build/ served at E2E_BASE_URL (the browser and site tests read it). */
async function withRealSite(layers: Layer[]): Promise<number> {
  const server = await serve({ dir: 'build', baseUrl: '/docs-archive/', port: 0 });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs-archive/`;
  console.log(`  (the real site served at ${base})`);
  const status = await testRun(layers, { ...process.env, E2E_BASE_URL: base });
  server.close();
  return status;
}

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const asked = args.filter((a) => !a.startsWith('--'));
const unknown = asked.filter((a) => !(a in LAYERS));
if (unknown.length) {
  console.error(`Unknown test layer ${unknown.join(', ')}: the layers are ${Object.keys(LAYERS).join(', ')}.`);
  process.exit(2);
}
const layers = asked as Layer[];
const buildSite = () => skipBuild || step('Production build of the site', 'npm', ['run', '--silent', 'build']);

if (layers.length === 0) {
  step('Type check (tsc --noEmit, strict)', 'npx', ['tsc', '--noEmit', '-p', '.']);
  step('Lint (biome)', 'npm', ['run', '--silent', 'lint']);
  if ((await testRun(['unit'])) !== 0) process.exit(1);
  step('Content check', 'npx', ['tsx', 'scripts/content/check.ts']);
  buildSite();
  process.exit(await withRealSite(['integration', 'e2e', 'site']));
}
if (layers.includes('site')) step('Content check', 'npx', ['tsx', 'scripts/content/check.ts']);
const needsSite = layers.some((layer) => layer === 'e2e' || layer === 'site');
if (needsSite) buildSite();
process.exit(needsSite ? await withRealSite(layers) : await testRun(layers));

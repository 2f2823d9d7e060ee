/**
 * `npm test`: the content check, a production build of the real site, then every test file (unit,
 * integration, browser) in one node:test run. Browser tests get the built site served at E2E_BASE_URL.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '../generator/node/serve.ts';

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

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

const skipBuild = process.argv.includes('--no-build');
console.log('\n▶ Type check (tsc --noEmit, strict)');
if (run('npx', ['tsc', '--noEmit', '-p', '.']) !== 0) process.exit(1);
console.log('\n▶ Lint (biome)');
if (run('npm', ['run', '--silent', 'lint']) !== 0) process.exit(1);
console.log('\n▶ Content check');
if (run('npx', ['tsx', 'scripts/content/check.ts']) !== 0) process.exit(1);
if (!skipBuild) {
  console.log('\n▶ Production build of the site');
  if (run('npm', ['run', '--silent', 'build']) !== 0) process.exit(1);
}

const server = await serve({ dir: 'build', baseUrl: '/docs-archive/', port: 0 });
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs-archive/`;
const files = [...collect('tests/unit', /\.test\.ts$/), ...collect('tests/integration', /\.test\.ts$/), ...collect('tests/e2e', /\.spec\.ts$/)];
console.log(`\n▶ ${files.length} test files (browser tests against ${base})`);
// Asynchronous on purpose: this process serves the site to the browser tests while they run.
const status = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: base } });
  child.on('exit', (code) => resolve(code ?? 1));
});
server.close();
process.exit(status);

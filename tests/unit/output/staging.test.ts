/**
 * The output folder across crashes: a crash at each step of the swap leaves a complete site at build/ (or one the
 * next build puts back), leftovers of dead builds are removed and those of running ones kept, and the site lock
 * makes a second build wait, while a lock left by a dead build (or naming a pid reused since) is taken over.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyTrash, lockSite, processStart, recoverOutput, stagingFolder, swapIn, TRASH_REMOVER_PRIORITY } from '../../../generator/node/output/staging.ts';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempParent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-staging-'));
  dirs.push(dir);
  return dir;
}

/** A folder holding a one-file "site" that says which build it is. */
function site(path: string, name: string): void {
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, 'index.html'), name);
}
const siteAt = (path: string) => readFileSync(join(path, 'index.html'), 'utf8');

/** The pid of a process that has exited (not reused this soon: pids are handed out in increasing order). */
const DEAD = spawnSync(process.execPath, ['-e', '0']).pid!;

test('a crash at each step of the swap: the next start finds the old or the new complete site at build/ and nothing else', () => {
  // The states a killed build can leave (renames: staging → .new, build → .old, .new → build; then .old removed).
  const states: { name: string; files: Record<string, string>; expect: string }[] = [
    { name: 'while writing staging', files: { build: 'old', [`build.staging-${DEAD}`]: 'half' }, expect: 'old' },
    { name: 'after staging → .new', files: { build: 'old', [`build.new-${DEAD}`]: 'new' }, expect: 'old' },
    { name: 'after build → .old', files: { [`build.old-${DEAD}`]: 'old', [`build.new-${DEAD}`]: 'new' }, expect: 'new' },
    { name: 'after .new → build', files: { build: 'new', [`build.old-${DEAD}`]: 'old' }, expect: 'new' },
    { name: 'a first build (no old site) killed between renames', files: { [`build.new-${DEAD}`]: 'new' }, expect: 'new' },
    { name: 'build/ removed by hand, an .old left', files: { [`build.old-${DEAD}`]: 'old' }, expect: 'old' },
  ];
  for (const state of states) {
    const parent = tempParent();
    for (const [name, content] of Object.entries(state.files)) site(join(parent, name), content);
    const messages: string[] = [];
    recoverOutput(join(parent, 'build'), (m) => messages.push(m));
    assert.deepEqual(readdirSync(parent), ['build'], state.name);
    assert.equal(siteAt(join(parent, 'build')), state.expect, state.name);
    if (!state.files.build) assert.match(messages.join('\n'), /Recovered build\/ from build\.(new|old)-\d+/, state.name);
  }
});

test('leftovers of a build still running are kept; other names beside build/ are not touched', async () => {
  const parent = tempParent();
  const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    site(join(parent, 'build'), 'current');
    site(join(parent, `build.staging-${running.pid}`), 'in progress');
    site(join(parent, 'build.backup'), 'mine');
    site(join(parent, `builder.staging-${DEAD}`), 'another output folder');
    recoverOutput(join(parent, 'build'), () => undefined);
    assert.deepEqual(readdirSync(parent).sort(), ['build', 'build.backup', `build.staging-${running.pid}`, `builder.staging-${DEAD}`]);
  } finally {
    running.kill('SIGKILL');
  }
});

test('swapIn replaces build/ with the staging folder and leaves nothing beside it', () => {
  const parent = tempParent();
  const out = join(parent, 'build');
  site(out, 'old');
  site(stagingFolder(out), 'new');
  swapIn(stagingFolder(out), out);
  assert.deepEqual(readdirSync(parent), ['build']);
  assert.equal(siteAt(out), 'new');
  // The first build of a site: no build/ yet.
  rmSync(out, { recursive: true });
  site(stagingFolder(out), 'first');
  swapIn(stagingFolder(out), out);
  assert.deepEqual(readdirSync(parent), ['build']);
  assert.equal(siteAt(out), 'first');
});

test('the lock: a second build waits (saying so once) until the first releases it', { timeout: 120_000 }, async () => {
  const cache = join(tempParent(), '.cache');
  const release = await lockSite(cache, () => undefined);
  assert.equal(readFileSync(join(cache, 'build.lock'), 'utf8').split(' ')[0], String(process.pid));
  // Another process asks for the same lock: it waits while this one holds it.
  const script = `import { lockSite } from ${JSON.stringify(new URL('../../../generator/node/output/staging.ts', import.meta.url).href)};
    const unlock = await lockSite(${JSON.stringify(cache)}, (m) => console.log(m));
    console.log('LOCKED'); unlock();`;
  const second = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  second.stdout.on('data', (chunk) => (output += chunk));
  const waiting = () => output.includes('Another build');
  for (let i = 0; i < 600 && !waiting(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  assert.match(output, new RegExp(`Another build \\(process ${process.pid}\\) is running in this folder: waiting for it to finish \\(lock: .*build\\.lock\\)`));
  assert.doesNotMatch(output, /LOCKED/, 'the second build must not start while the first holds the lock');
  release();
  const code = await new Promise((resolve) => second.on('exit', resolve));
  assert.equal(code, 0);
  assert.match(output, /LOCKED/);
  assert.equal(output.match(/Another build/g)?.length, 1, 'said once');
  assert.equal(existsSync(join(cache, 'build.lock')), false, 'released');
});

test('a lock left by a killed build, or naming a pid that another process got since, is taken over', { timeout: 60_000 }, async () => {
  const cache = join(tempParent(), '.cache');
  mkdirSync(cache);
  const messages: string[] = [];
  writeFileSync(join(cache, 'build.lock'), String(DEAD));
  (await lockSite(cache, (m) => messages.push(m)))();
  // This very process, but started at another time: the build that wrote the lock died and its pid was reused.
  if (processStart(process.pid) !== undefined) {
    const parent = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(join(cache, 'build.lock'), `${parent.pid} 1`);
      (await lockSite(cache, (m) => messages.push(m)))();
    } finally {
      parent.kill('SIGKILL');
    }
  }
  assert.deepEqual(messages, [], 'no waiting');
  assert.equal(existsSync(join(cache, 'build.lock')), false);
});

test('the trash is emptied by a detached process at the lowest priority, so that the next build keeps both cores', { timeout: 60_000 }, async () => {
  const trash = join(tempParent(), 'trash');
  const old = join(trash, 'build.old-1');
  mkdirSync(old, { recursive: true });
  for (let i = 0; i < 2000; i++) writeFileSync(join(old, `page-${i}.html`), 'x');
  const pid = emptyTrash(trash);
  assert.ok(pid, 'a remover was started');
  // Node takes tens of milliseconds to start: the remover is still there to be asked.
  assert.equal(getPriority(pid), TRASH_REMOVER_PRIORITY);
  const deadline = Date.now() + 30_000;
  while (readdirSync(trash).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(readdirSync(trash), [], 'the remover emptied the trash');
  assert.equal(emptyTrash(trash), undefined, 'nothing to remove, no process');
});

/**
 * Child processes of the build: they exit when their parent dies (even by SIGKILL, which the parent cannot
 * handle), and runChild settles only once the child has exited, so no child is still writing when the build
 * cleans up after a failure.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { childKind, runChild, settleChild, warmChild, type SettlingChild } from '../../generator/node/children/child.ts';
import { BuildChildren, EARLY_COMPRESSOR_ROUTES } from '../../generator/node/children/buildChildren.ts';
import { BuildError } from '../../generator/node/errors.ts';

const CHILD_MODULE = new URL('../../generator/node/children/child.ts', import.meta.url).href;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie nobody reaps runs no code.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]);
  } catch {
    return true;
  }
}

for (const standalone of [false, true]) {
  test(`a child that never finishes exits when its parent is killed with SIGKILL (${standalone ? 'standalone' : 'from its script bundle'})`, { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qdocs-child-'));
    const started = join(dir, 'started');
    const script = `import { childKind, runChild } from ${JSON.stringify(CHILD_MODULE)};
      const kind = childKind(new URL(${JSON.stringify(new URL('../fixtures/children/forever.ts', import.meta.url).href)}), { standalone: ${standalone} });
      runChild(kind, { started: ${JSON.stringify(started)} }, { onSpawn: (c) => console.log('CHILD ' + c.pid) }).catch(() => undefined);
      setInterval(() => undefined, 1000);`;
    const parent = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    parent.stdout.on('data', (chunk) => (output += chunk));
    let child = 0;
    for (let i = 0; i < 1200 && !child; i++) {
      await sleep(100);
      child = Number(/CHILD (\d+)/.exec(output)?.[1] ?? 0);
    }
    assert.ok(child, `the parent started no child: ${output}`);
    // The child has taken its input and works.
    for (let i = 0; i < 1200 && !existsSync(started); i++) await sleep(50);
    assert.ok(existsSync(started), `the child never started its job: ${output}`);
    assert.ok(running(child));
    parent.kill('SIGKILL');
    try {
      for (let i = 0; i < 600 && running(child); i++) await sleep(100);
      assert.equal(running(child), false, 'the child outlived its parent');
    } finally {
      if (running(child)) process.kill(child, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('runChild settles once the child has exited, not when it answers', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-child-'));
  try {
    const marker = join(dir, 'marker');
    const result = await runChild(childKind<{ marker: string }, { answered: boolean }>(new URL('../fixtures/children/lingering.ts', import.meta.url)), { marker });
    assert.equal(result.answered, true);
    assert.ok(existsSync(marker), 'the child was still running when its result came back');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a child does not load esbuild with the build's modules: only an out-of-date child bundle and a compile need it", async () => {
  // Run bundled, as the build's children run (under tsx, esbuild is loaded by tsx itself).
  const kind = childKind<{ packages: string[] }, { loaded: string[] }>(new URL('../fixtures/children/loadedPackages.ts', import.meta.url), { standalone: true });
  const { loaded } = await runChild(kind, { packages: ['esbuild', 'react'] });
  assert.deepEqual(loaded, [], 'packages loaded before any work');
});

test('a child that is not standalone runs from its script bundle, without tsx, each file at its own location', async () => {
  const source = new URL('../fixtures/children/whereAmI.ts', import.meta.url);
  const kind = childKind<Record<string, never>, { script: string; execArgv: string[]; url: string }>(source);
  const answer = await runChild(kind, {});
  assert.match(answer.script, /[\\/]node_modules[\\/]\.cache[\\/]qdocs-dev[\\/].*\.mjs$/, 'run from the bundle cache');
  assert.ok(!answer.execArgv.some((flag) => flag.includes('tsx')), `no TypeScript loader: ${answer.execArgv.join(' ')}`);
  assert.equal(answer.url, source.href, "import.meta.url is the source file's, as under tsx");
  // A child started ahead (warmChild) runs from the same bundle once runChild has made it.
  assert.equal((await warmChild(kind).run({})).script, answer.script);
});

test('a cold build starts two compress children ahead only for a site of some size', async () => {
  const forever = childKind<{ started?: string }, never>(new URL('../fixtures/children/forever.ts', import.meta.url));
  const kinds = { compile: forever, index: forever, render: forever, compress: forever };
  const children = new BuildChildren(kinds, { cold: true, indexEnv: {}, renderOptions: {} });
  try {
    assert.ok(children.secondCompiler, 'a cold build starts a second compile child');
    assert.deepEqual(children.startCompressors(EARLY_COMPRESSOR_ROUTES - 1), [], 'none for a small site: its files are compressed in the build process');
    assert.equal(children.startCompressors(EARLY_COMPRESSOR_ROUTES).length, 2);
  } finally {
    children.endUnused();
  }
});

/** A child process as settleChild sees it, whose events the test emits in the order it wants. */
class ScriptedChild extends EventEmitter {
  connected = true;
  pid = 4242;
  exitCode: number | null = null;
  exit(code: number) {
    this.exitCode = code;
    this.emit('exit', code, null);
  }
  /** The channel closes: Node emits 'disconnect' once every message the child sent has been emitted. */
  closeChannel() {
    this.connected = false;
    this.emit('disconnect');
  }
}

const settle = (child: ScriptedChild) => settleChild<{ pages: number }>(child as unknown as SettlingChild, 'render/child.ts');

test("a child that answered, then exited, settles with its answer even when Node reports the exit before the message (Node does not order 'message' and 'exit')", async () => {
  const child = new ScriptedChild();
  const settled = settle(child);
  child.exit(0);
  child.emit('message', { ok: true, result: { pages: 3 }, maxRssMb: 12 });
  child.closeChannel();
  assert.deepEqual(await settled, { pages: 3, maxRssMb: 12 });
});

test('the usual order (message, channel closed, exit) settles with the answer too', async () => {
  const child = new ScriptedChild();
  const settled = settle(child);
  child.emit('message', { ok: true, result: { pages: 1 }, maxRssMb: 5 });
  child.closeChannel();
  child.exit(0);
  assert.deepEqual(await settled, { pages: 1, maxRssMb: 5 });
});

test("a child's error reported after its exit is still its error, a BuildError staying one", async () => {
  const child = new ScriptedChild();
  const settled = settle(child);
  child.exit(1);
  child.emit('message', { ok: false, message: 'docs/a.mdx:3: broken', buildError: true });
  child.closeChannel();
  await assert.rejects(settled, (error: Error) => error instanceof BuildError && error.message === 'docs/a.mdx:3: broken');
});

test('a child that exited without answering fails once its channel has closed', async () => {
  const child = new ScriptedChild();
  const settled = settle(child);
  child.exit(0);
  child.closeChannel();
  await assert.rejects(settled, /render\/child\.ts exited with code 0 before answering/);
});

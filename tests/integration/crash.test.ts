/**
 * Builds that survive a crash (issue 15 part 2, issue 17 item 8): `npm run build` killed with SIGKILL at several
 * stages leaves build/ intact and no process behind, and the next build leaves no staging folder; two builds started
 * together in one folder run one after the other; a page that fails to prerender on a site of more than 50 routes
 * is reported as itself; a site folder moved together with its .cache builds. (That a child dies with its parent
 * rather than after finishing its work is checked by tests/integration/child.test.ts with a child that never finishes.)
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../generator/node/build.ts';
import { BuildError } from '../../generator/node/errors.ts';
import { bundledScript } from '../../generator/node/dev/launch.ts';
import { copyFixture, listFiles, read } from '../helpers.ts';

/** `npm run build`'s command. */
const BUILD_COMMAND = join(import.meta.dirname, '..', '..', 'generator', 'bin', 'qdocs.mjs');
const hasProc = existsSync('/proc/self/stat');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm run build` in `site`, as its own process (node itself, not an npm or tsx wrapper: its pid is the build's). */
function startBuild(site: string, env: Record<string, string> = {}) {
  const child: ChildProcess = spawn(process.execPath, [BUILD_COMMAND, 'build'], { cwd: site, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves once the build has printed a line matching `pattern` (false if it exited first). */
    async waitFor(pattern: RegExp): Promise<boolean> {
      while (!pattern.test(output)) {
        if (child.exitCode !== null || child.signalCode !== null) return false;
        await sleep(50);
      }
      return true;
    },
  };
}

/** Parent pid and state of a process from /proc (undefined once it is gone). */
function stat(pid: number): { ppid: number; state: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], ppid: Number(fields[1]) };
  } catch {
    return undefined;
  }
}

/** Every process below `pid` (children, their children…). */
function descendants(pid: number): number[] {
  const all = readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .map(Number);
  const found: number[] = [];
  let frontier = [pid];
  while (frontier.length) {
    const next = all.filter((p) => frontier.includes(stat(p)?.ppid ?? -1));
    found.push(...next);
    frontier = next;
  }
  return found;
}

/** Whether a process is gone (a zombie nobody reaps counts as gone: it runs no code). */
const gone = (pid: number) => {
  const s = stat(pid);
  return !s || s.state === 'Z' || s.state === 'X';
};

const leftovers = (site: string) => readdirSync(site).filter((name) => name.startsWith('build.'));

/**
 * One copy of the fixture, built once, that the tests below take in turn (each leaves it built, its .cache in use):
 * a clean build is 20 CPU s. The last of them (the moved folder) removes it.
 */
let builtSite: Promise<string> | undefined;
const sharedSite = () =>
  (builtSite ??= (async () => {
    const site = copyFixture();
    await build({ siteDir: site });
    return site;
  })());

describe('a build killed with SIGKILL', { skip: !hasProc && "needs /proc (Linux) to find the build's children" }, () => {
  let site: string;
  let before_: { files: string[]; intro: string; faq: string };

  before(async () => {
    site = await sharedSite();
    const out = join(site, 'build');
    before_ = { files: listFiles(out), intro: read(out, 'guide/intro.html'), faq: read(out, 'faq.html') };
  });

  // The line each stage prints when it ends: the kill lands in the stage after it.
  const stages = [
    { after: 'load', during: 'compile (the build alone)' },
    { after: 'compile', during: 'bundling (the bundler and index children running, staging written)' },
    { after: 'bundle', during: 'prerendering (a prerender child writing into staging)' },
    { after: 'index', during: 'compression of the staging folder' },
  ];
  let run = 0;
  for (const stage of stages) {
    test(`during ${stage.during}: build/ stays the previous site, no process is left`, { timeout: 600_000 }, async (t) => {
      run++;
      // A change the killed build would publish: it must not appear.
      const faqFile = join(site, 'docs', 'faq.md');
      writeFileSync(faqFile, readFileSync(faqFile, 'utf8').replace(/\n\nKilled run \d+\.\n?$/, '') + `\n\nKilled run ${run}.\n`);
      // Compressing a few changed pages takes milliseconds (the other copies are linked from the cache): a large new
      // text file gives the kill a compression to land in.
      const bigFile = join(site, 'static', `big-${run}.txt`);
      if (stage.after === 'index') writeFileSync(bigFile, Array.from({ length: 400_000 }, (_, i) => `line ${i} of run ${run}: ${(i * 7919) % 104729}`).join('\n'));
      t.after(() => rmSync(bigFile, { force: true }));
      const running = startBuild(site);
      assert.ok(await running.waitFor(new RegExp(`^\\s+${stage.after}\\s+\\d+ ms`, 'm')), `the build printed "${stage.after}":\n${running.output()}`);
      const children = descendants(running.child.pid!);
      running.child.kill('SIGKILL');
      await running.exited;
      // The children notice their parent is gone and exit.
      for (let i = 0; i < 600 && !children.every(gone); i++) await sleep(100);
      assert.deepEqual(
        children.filter((pid) => !gone(pid)),
        [],
        `children of the killed build still running (${children.length} found)`,
      );
      // What the crash left (removed by the next build, checked below).
      if (stage.after !== 'load') assert.deepEqual(leftovers(site), [`build.staging-${running.child.pid}`]);
      const out = join(site, 'build');
      assert.deepEqual(listFiles(out), before_.files, 'build/ holds the whole previous site');
      assert.equal(read(out, 'guide/intro.html'), before_.intro);
      assert.equal(read(out, 'faq.html'), before_.faq);
      assert.doesNotMatch(read(out, 'faq.html'), /Killed run/);
    });
  }

  test('the next two builds, started together: one waits for the other, both succeed, nothing is left behind', { timeout: 900_000 }, async () => {
    const faqFile = join(site, 'docs', 'faq.md');
    writeFileSync(faqFile, readFileSync(faqFile, 'utf8').replace(/\n\nKilled run \d+\.\n?$/, '') + '\n\nPublished run.\n');
    const first = startBuild(site);
    // The second starts once the first holds the lock.
    const lock = join(site, '.cache', 'build.lock');
    while (!existsSync(lock)) {
      assert.equal(first.child.exitCode, null, `the first build ended before taking the lock:\n${first.output()}`);
      await sleep(20);
    }
    const second = startBuild(site);
    const codes = await Promise.all([first.exited, second.exited]);
    const outputs = [first.output(), second.output()];
    assert.deepEqual(codes, [0, 0], outputs.join('\n----\n'));
    assert.equal(outputs.filter((o) => /Another build \(process \d+\) is running in this folder: waiting for it to finish/.test(o)).length, 1, outputs.join('\n----\n'));
    assert.deepEqual(leftovers(site), [], 'no staging, new or old folder left');
    assert.equal(existsSync(join(site, '.cache', 'build.lock')), false, 'the lock is released');
    assert.match(read(join(site, 'build'), 'faq.html'), /Published run\./);
    assert.match(read(join(site, 'build'), 'guide/intro.html'), /<h1>Introduction<\/h1>/);
  });
});

describe('a build killed while it applies its changes to build/ (output/commit.ts)', { skip: !hasProc && 'needs /proc (Linux)' }, () => {
  test('the next build completes the application first: the output equals a clean build, nothing is left behind', { timeout: 900_000 }, async () => {
    const site = await sharedSite();
    const out = join(site, 'build');
    const before_ = { faq: read(out, 'faq.html') };
    const faqFile = join(site, 'docs', 'faq.md');
    writeFileSync(faqFile, `${readFileSync(faqFile, 'utf8')}\n\nApplied run.\n`);
    // Killed (SIGKILL, by itself) after its second move into build/: the journal is written, the moves half done.
    const killed = startBuild(site, { QDOCS_TEST_KILL_AFTER_MOVES: '2' });
    await killed.exited;
    assert.equal(killed.child.signalCode, 'SIGKILL', killed.output());
    assert.ok(existsSync(join(site, '.cache', 'output', 'journal.json')), 'the journal the kill left');
    assert.deepEqual(leftovers(site), [`build.staging-${killed.child.pid}`]);
    assert.equal(read(out, 'faq.html'), before_.faq, 'documents are moved after the files they name');

    const next = startBuild(site);
    assert.equal(await next.exited, 0, next.output());
    assert.match(next.output(), /Completed the update of .*build that an interrupted build had started/);
    assert.deepEqual(leftovers(site), [], 'no staging folder left');
    assert.equal(existsSync(join(site, '.cache', 'output', 'journal.json')), false);
    assert.match(read(out, 'faq.html'), /Applied run\./);
    assert.notEqual(read(out, 'faq.html'), before_.faq);

    // A clean build of the same sources (without the .cache, put back after) writes the same files.
    renameSync(join(site, '.cache'), join(site, '.cache-aside'));
    try {
      const cleanOut = join(site, 'build-clean');
      await build({ siteDir: site, outDir: cleanOut });
      const files = listFiles(cleanOut);
      assert.deepEqual(listFiles(out), files);
      assert.deepEqual(
        files.filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join(cleanOut, f)))),
        [],
        'files whose bytes differ from a clean build',
      );
      rmSync(cleanOut, { recursive: true, force: true });
    } finally {
      rmSync(join(site, '.cache'), { recursive: true, force: true });
      renameSync(join(site, '.cache-aside'), join(site, '.cache'));
    }
  });
});

describe('a page that fails to prerender on a site of more than 50 routes', () => {
  let site: string;
  after(() => site && rmSync(site, { recursive: true, force: true }));

  test("every shard finishes before cleaning up: the pages' own errors, the previous build intact, no staging left", { timeout: 900_000 }, async () => {
    site = copyFixture();
    mkdirSync(join(site, 'docs', 'many'));
    for (let i = 0; i < 60; i++) writeFileSync(join(site, 'docs', 'many', `page-${i}.md`), `---\ntitle: Page ${i}\n---\n\nText of page ${i}.\n`);
    await build({ siteDir: site, compress: false });
    const intro = read(join(site, 'build'), 'guide/intro.html');
    // One page throws as it renders, another as its module is evaluated; they land in different shards.
    writeFileSync(join(site, 'docs', 'many', 'page-7.mdx'), `---\ntitle: Page 7\n---\n\nexport const Boom = () => { throw new Error('boom while rendering'); };\n\n<Boom />\n`);
    rmSync(join(site, 'docs', 'many', 'page-7.md'));
    writeFileSync(join(site, 'docs', 'many', 'page-8.mdx'), `---\ntitle: Page 8\n---\n\nexport const broken = (() => { throw new Error('boom while loading'); })();\n\nText.\n`);
    rmSync(join(site, 'docs', 'many', 'page-8.md'));
    await assert.rejects(build({ siteDir: site, compress: false }), (error: Error) => {
      assert.ok(error instanceof BuildError, `a BuildError, not an internal error: ${error.stack}`);
      assert.match(error.message, /docs\/many\/page-7\.mdx: prerendering failed: boom while rendering/);
      assert.match(error.message, /docs\/many\/page-8\.mdx: prerendering failed: boom while loading/);
      assert.doesNotMatch(error.message, /ENOTEMPTY/);
      return true;
    });
    assert.deepEqual(leftovers(site), []);
    assert.equal(read(join(site, 'build'), 'guide/intro.html'), intro);
  });
});

test('a site folder moved together with its .cache builds, and publishes its own sources', { timeout: 600_000 }, async () => {
  const first = await sharedSite();
  const moved = `${first}-moved`;
  try {
    // An image beside a doc: its cached compilation refers to the file.
    writeFileSync(join(first, 'docs', 'guide', 'shot.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    writeFileSync(join(first, 'docs', 'faq.md'), `${readFileSync(join(first, 'docs', 'faq.md'), 'utf8')}\n![Shot](./guide/shot.png)\n`);
    await build({ siteDir: first, compress: false });
    renameSync(first, moved);
    // An edit after the move: a cache that still pointed at the old folder would miss it (or fail on it).
    const faqFile = join(moved, 'docs', 'faq.md');
    writeFileSync(faqFile, readFileSync(faqFile, 'utf8').replace('Yes.', 'Yes, after the move.'));
    await build({ siteDir: moved, compress: false });
    assert.match(read(join(moved, 'build'), 'faq.html'), /Yes, after the move\./);
    const image = /src="\/docs-archive\/(assets\/images\/[0-9a-f]+\.png)"/.exec(read(join(moved, 'build'), 'faq.html'));
    assert.ok(image && existsSync(join(moved, 'build', image[1])), 'the image beside the doc is published');
    const oldPath = first.split('/').pop()!;
    for (const file of listFiles(join(moved, 'build')).filter((f) => /\.(html|json|js|md|txt|xml)$/.test(f))) {
      assert.ok(!read(join(moved, 'build'), file).includes(`${oldPath}/`), `${file} names the old folder`);
    }
  } finally {
    rmSync(first, { recursive: true, force: true });
    rmSync(moved, { recursive: true, force: true });
  }
});

test('a dev server whose parent is killed while it is still starting exits too', { skip: !hasProc && 'needs /proc (Linux)', timeout: 300_000 }, async () => {
  const site = copyFixture();
  const server = await bundledScript(join(import.meta.dirname, '..', '..', 'generator', 'node', 'dev', 'main.ts'));
  // A parent that starts the server with an IPC channel (as dev.ts does) and is killed at once: the channel closes
  // while the server is still loading its modules, before it listens for that.
  const parent = spawn(
    process.execPath,
    [
      '-e',
      `const c = require('node:child_process').spawn(process.execPath, [${JSON.stringify(server)}, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] }); console.log(c.pid); setTimeout(() => process.kill(process.pid, 'SIGKILL'), 20);`,
    ],
    { cwd: site, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    let output = '';
    parent.stdout!.on('data', (chunk) => (output += chunk));
    await new Promise((resolve) => parent.on('exit', resolve));
    const pid = Number(output.trim());
    assert.ok(pid > 0, `no server started: ${output}`);
    for (let i = 0; i < 600 && !gone(pid); i++) await sleep(100);
    assert.ok(gone(pid), 'the dev server outlived its killed parent');
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('npm start killed with SIGKILL: its search child exits too', { skip: !hasProc && 'needs /proc (Linux)', timeout: 600_000 }, async () => {
  const site = copyFixture();
  const dev = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', '..', 'generator', 'node', 'dev.ts'), '--port', '0', '--host', '127.0.0.1'], {
    cwd: site,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    dev.stdout!.on('data', (chunk) => (output += chunk));
    dev.stderr!.on('data', (chunk) => (output += chunk));
    // npm start runs the server in a child (generator/node/dev/launch.ts), which builds the search index in a
    // background child of its own from the start: wait for both.
    let children: number[] = [];
    for (let i = 0; i < 1200 && children.length < 2; i++) {
      assert.equal(dev.exitCode, null, output);
      await sleep(100);
      children = descendants(dev.pid!);
    }
    assert.ok(children.length > 1, `npm start started no server and search child:\n${output}`);
    dev.kill('SIGKILL');
    for (let i = 0; i < 600 && !children.every(gone); i++) await sleep(100);
    assert.deepEqual(
      children.filter((pid) => !gone(pid)),
      [],
      'children of the killed dev server still running',
    );
  } finally {
    dev.kill('SIGKILL');
    rmSync(site, { recursive: true, force: true });
  }
});

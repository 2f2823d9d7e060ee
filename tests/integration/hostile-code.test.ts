/**
 * Hostile code in a site (issue 25, items 7 and 23): a component or an export that never returns, a site.config.ts
 * that loops, never settles or calls process.exit. Each ends the build with a message naming the file, never a hang
 * or a silent exit 0, and no child process outlives the build, even one busy in a loop. In `npm start`, a page that
 * never finishes rendering shows its problem in place of the page, and the server goes on answering.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../generator/node/build.ts';
import { BuildError } from '../../generator/node/errors.ts';
import { copyFixture, startDevServer, tempDir } from '../helpers.ts';

const BUILD_MAIN = join(import.meta.dirname, '..', '..', 'generator', 'node', 'buildMain.ts');
const SPIN = '---\ntitle: Spin\n---\n\nexport const Spin = () => {\n  while (true) {}\n};\n\n<Spin />\n';

let site: string;
let config: string;

before(() => {
  site = copyFixture();
  config = readFileSync(join(site, 'site.config.ts'), 'utf8');
});
after(() => rmSync(site, { recursive: true, force: true }));

/** Runs `npm run build`'s entry in the site; `env` is added to the environment. */
function buildCommand(env: NodeJS.ProcessEnv = {}) {
  // Bounded: without the time limits, these builds never ended.
  return spawnSync(process.execPath, ['--import', 'tsx', BUILD_MAIN], { cwd: site, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 90_000 });
}

/** The site.config.ts with `code` run first, for the test; the original is put back after. */
async function withConfig(code: string, run: () => Promise<void> | void) {
  writeFileSync(join(site, 'site.config.ts'), config.replace(/^(import .*\n)/, `$1${code}\n`));
  try {
    await run();
  } finally {
    writeFileSync(join(site, 'site.config.ts'), config);
  }
}

async function withPage(text: string, run: () => Promise<void>) {
  const file = join(site, 'docs', 'guide', 'spin.mdx');
  writeFileSync(file, text);
  try {
    await run();
  } finally {
    rmSync(file);
  }
}

for (const [what, text] of [
  ['a component that never returns', SPIN],
  ["an export's initial value that never returns", '---\ntitle: Spin\n---\n\nexport const value = (() => {\n  while (true) {}\n})();\n\nText.\n'],
]) {
  test(`${what} fails the build naming the page after the page time limit, not a hang`, { timeout: 180_000 }, () =>
    withPage(text, async () => {
      process.env.QDOCS_PAGE_TIME_LIMIT_MS = '3000';
      try {
        await assert.rejects(build({ siteDir: site, outDir: join(site, 'build'), compress: false }), (error: Error) => {
          assert.ok(error instanceof BuildError, String(error.stack));
          assert.match(error.message, /^docs\/guide\/spin\.mdx: prerendering did not finish within 3 s: does a component, or an export's initial value, loop forever\?/);
          return true;
        });
      } finally {
        delete process.env.QDOCS_PAGE_TIME_LIMIT_MS;
      }
    }),
  );
}

/** The pids of `pid`'s descendants whose command line mentions `name`. */
function descendants(pid: number, name: string): number[] {
  const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => {
    let command = '';
    try {
      command = readFileSync(`/proc/${child}/cmdline`, 'utf8');
    } catch {
      // gone
    }
    return [...(command.includes(name) ? [child] : []), ...descendants(child, name)];
  });
}

/** CPU time a process has used, in clock ticks; undefined once it has ended (or is a zombie). */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return /^[ZX]$/.test(fields[0]) ? undefined : Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 100));

test('a render child busy in a page loop dies with the build when the build is killed (SIGKILL)', { timeout: 120_000 }, () =>
  withPage(SPIN, async () => {
    // A page limit far beyond the test's: only the child's watch on its parent can end it in time.
    const parent = spawn(process.execPath, ['--import', 'tsx', BUILD_MAIN], { cwd: site, env: { ...process.env, QDOCS_PAGE_TIME_LIMIT_MS: '600000' }, stdio: 'ignore' });
    let spinning: number | undefined;
    // The render child is spinning once it has used a second of CPU on the page (rendering the rest takes less).
    while (!spinning) {
      await tick();
      spinning = descendants(parent.pid!, 'render').find((pid) => (cpuTicks(pid) ?? 0) > 100);
      assert.equal(parent.exitCode, null, 'the build ended before its render child was busy');
    }
    parent.kill('SIGKILL');
    try {
      while (cpuTicks(spinning) !== undefined) await tick();
    } finally {
      if (cpuTicks(spinning) !== undefined) process.kill(spinning, 'SIGKILL');
    }
  }),
);

/** The lists of problems the dev server's event stream sends (what the pages' error overlay shows), as they come. */
async function* problemLists(origin: string): AsyncGenerator<{ message: string }[], undefined> {
  const res = await fetch(`${origin}/__qdocs/events`);
  const decoder = new TextDecoder();
  let text = '';
  // Leaving the loop (a return) cancels the body: the connection closes.
  for await (const chunk of res.body!) {
    text += decoder.decode(chunk, { stream: true });
    for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (/^event: problems$/m.test(block) && data) yield JSON.parse(data);
    }
  }
}

const messages = (problems: { message: string }[] | undefined) => (problems ?? []).map((p) => p.message).join('\n');

const SPIN_PROBLEM = /docs\/guide\/spin\.mdx: rendering did not finish within 2 s: does a component, or an expression of the page, loop forever\?/;

test('npm start: a page that never finishes rendering shows its problem instead of the page; other pages are answered', { timeout: 300_000 }, () =>
  withPage(SPIN, async () => {
    const limit = process.env.QDOCS_PAGE_TIME_LIMIT_MS;
    process.env.QDOCS_PAGE_TIME_LIMIT_MS = '2000';
    const { dev, origin } = await startDevServer(site).finally(() => {
      if (limit === undefined) delete process.env.QDOCS_PAGE_TIME_LIMIT_MS;
      else process.env.QDOCS_PAGE_TIME_LIMIT_MS = limit;
    });
    // A page open meanwhile (its overlay listens to the event stream).
    const open = problemLists(origin);
    try {
      assert.deepEqual((await open.next()).value, [], 'no problem before the page is asked for');
      const spin = await fetch(`${origin}/docs-archive/guide/spin`);
      assert.equal(spin.status, 503);
      assert.match(await spin.text(), SPIN_PROBLEM);
      // The open page's overlay gets the problem pushed; a page opened later gets it from the start.
      let pushed = (await open.next()).value;
      while (pushed && !pushed.length) pushed = (await open.next()).value;
      assert.match(messages(pushed), SPIN_PROBLEM);
      const later = problemLists(origin);
      assert.match(messages((await later.next()).value), SPIN_PROBLEM);
      await later.return(undefined);
      // Asked again (the problem page reloads itself each second): answered at once, without rendering it again.
      assert.equal((await fetch(`${origin}/docs-archive/guide/spin`)).status, 503);
      const intro = await fetch(`${origin}/docs-archive/guide/intro`);
      assert.equal(intro.status, 200);
      assert.match(await intro.text(), /<h1[^>]*>Introduction<\/h1>/);
    } finally {
      await open.return(undefined);
      dev.kill();
    }
  }),
);

test('site.config.ts calling process.exit(0) fails the build (exit code 1), not a silent success', () =>
  withConfig('process.exit(0);', () => {
    const run = buildCommand();
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /Build failed: site\.config\.ts: could not be loaded: process\.exit\(0\) was called while loading it/);
  }));

test('site.config.ts that never settles "did not finish loading", not 13 fields "received undefined"', () =>
  withConfig('await new Promise(() => {});', () => {
    const run = buildCommand({ QDOCS_CONFIG_TIME_LIMIT_MS: '10000' });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stderr, /Build failed: site\.config\.ts did not finish loading within 10 s: does it wait for something that never happens/);
  }));

test('site.config.ts looping forever stops the build naming it', { timeout: 120_000 }, () =>
  withConfig('while (true) {}', () => {
    // A short limit, as for docusaurus.config.js below: the loop keeps a core busy until the watchdog ends it.
    const run = buildCommand({ QDOCS_CONFIG_TIME_LIMIT_MS: '3000' });
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /site\.config\.ts did not finish loading within 3 s: does its code loop forever\? The build was stopped\./);
    assert.deepEqual(
      readdirSync(site).filter((f) => f.startsWith('build.')),
      [],
      'no staging folder left behind',
    );
  }),
);

test('docusaurus.config.js exporting a function that never settles, or loops, stops the build naming it', { timeout: 120_000 }, () => {
  const docusaurusSite = tempDir('qdocs-hostile-');
  try {
    mkdirSync(join(docusaurusSite, 'docs'));
    writeFileSync(join(docusaurusSite, 'docs', 'intro.md'), '# Intro\n\nText.\n');
    const configFile = join(docusaurusSite, 'docusaurus.config.js');
    // (A folder outside the project: tsx is named by its path.)
    const buildIn = () =>
      spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), BUILD_MAIN], {
        cwd: docusaurusSite,
        env: { ...process.env, QDOCS_CONFIG_TIME_LIMIT_MS: '3000' },
        encoding: 'utf8',
        timeout: 90_000,
      });
    writeFileSync(configFile, 'module.exports = async function createConfig() {\n  return new Promise(() => {});\n};\n');
    const waiting = buildIn();
    assert.equal(waiting.status, 1, waiting.stdout + waiting.stderr);
    assert.match(waiting.stderr, /Build failed: docusaurus\.config\.js did not finish loading within 3 s: does it wait for something that never happens/);
    writeFileSync(configFile, 'module.exports = function createConfig() {\n  while (true) {}\n};\n');
    const looping = buildIn();
    assert.notEqual(looping.status, 0);
    assert.match(looping.stderr, /docusaurus\.config\.js did not finish loading within 3 s: does its code loop forever\? The build was stopped\./);
  } finally {
    rmSync(docusaurusSite, { recursive: true, force: true });
  }
});

test('overlapping timed works (configuration loads in the dev server): the one still open is watched once the other ends', { timeout: 120_000 }, () => {
  const watchdogUrl = new URL('../../generator/node/watchdog.ts', import.meta.url).href;
  const script = `import { watchdog } from ${JSON.stringify(watchdogUrl)};
    const watch = watchdog();
    await watch.ready;
    const endFirst = watch.begin('config', 'the first module did not finish loading');
    watch.begin('config', 'the second module did not finish loading');
    endFirst();
    for (;;) {}`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, QDOCS_CONFIG_TIME_LIMIT_MS: '1000' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  // Killed by its watchdog (SIGKILL, naming the work), not by spawnSync's time limit (SIGTERM): the first work's end
  // once cleared the only deadline, and the loop in the second ran unwatched.
  assert.equal(result.signal, 'SIGKILL', `ended by ${result.signal}: ${result.stderr}`);
  assert.match(result.stderr, /the second module did not finish loading/);
});

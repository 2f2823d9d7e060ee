/**
 * The dev server's bundle stands a module in for each of its lazy packages (launch.ts: LAZY_PACKAGES): the package
 * is loaded on the first call, not when the bundle is imported, and the calls behave as the package's own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { lazyModule } from '../../../generator/node/dev/launch.ts';

/**
 * Runs `check` (the body of an async function given `lazy`, the stand-in module, and `loaded`, whether the package is
 * in the CommonJS cache) in a fresh Node process: making the stand-in's source loads the package in this one.
 */
function inFreshProcess(name: string, check: string): unknown {
  const script = `
    import { createRequire } from 'node:module';
    const require = createRequire(process.cwd() + '/');
    const loaded = () => Object.keys(require.cache).some((file) => file.includes(${JSON.stringify(`/node_modules/${name}/`)}));
    const lazy = await import(${JSON.stringify(`data:text/javascript,${encodeURIComponent(lazyModule(name))}`)});
    console.log(JSON.stringify(await (async () => { ${check} })()));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
}

test('a lazy package is loaded on its first call: its default export and its functions forward to it', () => {
  assert.deepEqual(
    inFreshProcess('js-yaml', `const before = loaded(); const value = lazy.default.safeLoad('title: Hello\\nsidebar_position: 2'); return { before, value, after: loaded() };`),
    { before: false, value: { title: 'Hello', sidebar_position: 2 }, after: true },
  );
  const frame = inFreshProcess(
    '@babel/code-frame',
    `const before = loaded(); const frame = lazy.codeFrameColumns('a\\nb\\nc', { start: { line: 2, column: 1 } }, { highlightCode: false }); return { before, frame, after: loaded() };`,
  ) as { before: boolean; frame: string; after: boolean };
  assert.equal(frame.before, false, 'importing the stand-in loaded @babel/code-frame');
  assert.match(frame.frame, /> 2 \| b/);
  assert.equal(frame.after, true);
});

test("a lazy package's class and namespace exports still work through the default stand-in", async () => {
  const stand = (await import(`data:text/javascript,${encodeURIComponent(lazyModule('enhanced-resolve'))}`)) as { default: unknown };
  const resolver = stand.default as {
    create: { sync(options: object): (context: object, path: string, request: string) => string | false };
    CachedInputFileSystem: new (fs: unknown, duration: number) => object;
  };
  const fs = await import('node:fs');
  const resolve = resolver.create.sync({ fileSystem: new resolver.CachedInputFileSystem(fs, 1000), extensions: ['.js'] });
  assert.match(String(resolve({}, import.meta.dirname, 'js-yaml')), /node_modules\/js-yaml\//);
});

/**
 * The shell's scripts of a dev page whose HTML shows it: inserted once the page has drawn a frame (not fetched while
 * its HTML is parsed, styled and painted), in their order, run in that order; at once in a tab that is not shown.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { beforeBodyEnd, scriptsAfterPaint } from '../../../generator/node/dev/scriptsAfterPaint.ts';

interface FakeScript {
  src: string;
  async: boolean;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

/** Runs the inline loader in a stand-in for the browser; `frame()` draws the next frame, `tasks()` runs timers. */
function loaderIn(visibilityState: 'visible' | 'hidden') {
  const appended: FakeScript[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    createElement: (): FakeScript => ({
      src: '',
      async: true,
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
    }),
    body: { appendChild: (s: FakeScript) => appended.push(s) },
  };
  const html = scriptsAfterPaint([
    { src: '/base/assets/js/vendors.js', pageChunk: false },
    { src: '/base/assets/js/p/page.js', pageChunk: true },
    { src: '/base/assets/js/main.js', pageChunk: false },
  ]);
  const code = /^<script>([\s\S]*)<\/script>$/.exec(html)![1];
  runInNewContext(code, { document, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f) });
  const run = (queue: (() => void)[]) => {
    for (const f of queue.splice(0)) f();
  };
  return { appended, frame: () => run(frames), tasks: () => run(timers) };
}

test('the scripts are inserted after the first frame, in order, run in order, the page chunk marked', () => {
  const page = loaderIn('visible');
  assert.equal(page.appended.length, 0, 'a script was inserted before the page drew a frame');
  page.tasks();
  assert.equal(page.appended.length, 0, 'a script was inserted before the page drew a frame');
  page.frame();
  assert.equal(page.appended.length, 0, 'a script was inserted in the frame, before it was drawn');
  page.tasks();
  assert.deepEqual(
    page.appended.map((s) => [s.src, s.async, s.attributes['data-page-chunk'] !== undefined]),
    [
      ['/base/assets/js/vendors.js', false, false],
      ['/base/assets/js/p/page.js', false, true],
      ['/base/assets/js/main.js', false, false],
    ],
  );
  // Once only.
  page.frame();
  page.tasks();
  assert.equal(page.appended.length, 3);
});

test('a tab that is not shown draws no frame: its scripts are inserted at once', () => {
  const page = loaderIn('hidden');
  assert.equal(page.appended.length, 3);
});

test('the loader is the last element of the body, and a script URL cannot close its tag', () => {
  const html = '<!doctype html>\n<html>\n<body>\n<div id="__qdocs"><p>&lt;/body&gt;</p></div>\n</body>\n</html>\n';
  assert.equal(beforeBodyEnd(html, '<script>x</script>'), '<!doctype html>\n<html>\n<body>\n<div id="__qdocs"><p>&lt;/body&gt;</p></div>\n<script>x</script>\n</body>\n</html>\n');
  assert.ok(
    !scriptsAfterPaint([{ src: '/a</script><b>.js', pageChunk: false }])
      .slice(0, -'</script>'.length)
      .includes('</script>'),
  );
});

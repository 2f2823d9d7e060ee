/**
 * The dev server's saved shell: served by the next session until webpack has built its own, which counts as the same
 * shell when only the build hash differs.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PreviousShell, saveShell } from '../../../generator/node/dev/previousShell.ts';

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
}

test('the saved shell is served, and a build that differs only by its hash is the same shell', () => {
  const root = mkdtempSync(join(tmpdir(), 'qdocs-shell-'));
  try {
    const out = join(root, 'dev');
    const saved = join(root, 'dev-shell');
    assert.equal(PreviousShell.of(saved), undefined, 'nothing saved yet');
    write(out, {
      'assets/js/main.js': 'runtime.h = () => ("aaaa1111"); app();',
      'assets/js/search-worker.js': 'hash "aaaa1111"',
      'assets/css/main.css': 'body{}',
      'assets/js/p/page.js': 'a page',
      'assets/hot/main.aaaa1111.hot-update.json': '{}',
    });
    saveShell(out, saved, 'aaaa1111');
    const shell = PreviousShell.of(saved)!;
    assert.equal(shell.hash, 'aaaa1111');
    assert.equal(shell.file('assets/js/main.js'), join(saved, 'assets/js/main.js'));
    assert.equal(shell.file('assets/css/main.css'), join(saved, 'assets/css/main.css'));
    assert.equal(shell.file('assets/js/p/page.js'), undefined, "a page's chunk is not the shell's");
    assert.equal(shell.file('assets/hot/main.aaaa1111.hot-update.json'), undefined);

    const next = join(root, 'dev-next');
    write(next, { 'assets/js/main.js': 'runtime.h = () => ("bbbb2222"); app();', 'assets/js/search-worker.js': 'hash "bbbb2222"', 'assets/css/main.css': 'body{}' });
    assert.equal(shell.sameAs(next, 'bbbb2222'), true);
    write(next, { 'assets/css/main.css': 'body{color:red}' });
    assert.equal(shell.sameAs(next, 'bbbb2222'), false, 'a style changed');
    write(next, { 'assets/css/main.css': 'body{}', 'assets/js/lazy.js': 'new chunk' });
    assert.equal(shell.sameAs(next, 'bbbb2222'), false, 'a chunk was added');
    rmSync(join(next, 'assets/js/lazy.js'));
    // mini-css-extract-plugin's build-time stamp (in the code and its inline source map) alone does not make another shell.
    write(out, {
      'assets/css/main.css': 'body{}',
      'assets/js/main.js': 'runtime.h = () => ("aaaa1111"); css(); // 1795642968373\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,AAAA',
    });
    saveShell(out, saved, 'aaaa1111');
    write(next, { 'assets/js/main.js': 'runtime.h = () => ("bbbb2222"); css(); // 1795643001833\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,BBBB' });
    assert.equal(PreviousShell.of(saved)!.sameAs(next, 'bbbb2222'), true, 'a stamp');
    write(next, { 'assets/js/main.js': 'runtime.h = () => ("bbbb2222"); css2(); // 1795643001833\n//# sourceMappingURL=data:application/json;charset=utf-8;base64,BBBB' });
    assert.equal(PreviousShell.of(saved)!.sameAs(next, 'bbbb2222'), false, 'other code');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

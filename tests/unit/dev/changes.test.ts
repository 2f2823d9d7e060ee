/**
 * The dev server's change queue: a save whose watcher event was merged into an earlier one or lost (an editor
 * truncates then writes; chokidar drops a second event within 5 ms; both writes may share a modification time)
 * is still applied, so the server never stays on a half-written file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ChangeQueue } from '../../../generator/node/dev/changes.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fake disk: the queue reads file contents through `fingerprint`; `apply` records what it saw. */
function harness(apply?: (files: string[], seen: string[]) => Promise<void>) {
  const disk = new Map<string, string>();
  const seen: string[] = [];
  const queue = new ChangeQueue({
    settleMs: 5,
    recheckMs: [30, 80],
    fingerprint: (file) => disk.get(file) ?? null,
    apply: async (files) => {
      seen.push(files.map((f) => `${f}=${disk.get(f) ?? '(gone)'}`).join(','));
      await apply?.(files, seen);
    },
    onError: () => undefined,
  });
  return { disk, seen, queue };
}

test('saves closer together than the settle time are applied as one batch', async () => {
  const { disk, seen, queue } = harness();
  disk.set('a.md', '1');
  queue.add('a.md');
  disk.set('b.md', '1');
  queue.add('b.md');
  await queue.idle();
  assert.deepEqual(seen, ['a.md=1,b.md=1']);
  queue.close();
});

test('a save that lands while its file is being applied, its event lost, is applied once more', async () => {
  const { disk, seen, queue } = harness(async () => {
    // The editor's second write (after truncating): no watcher event for it.
    if (seen.length === 1) disk.set('intro.md', 'full text');
    await sleep(1);
  });
  disk.set('intro.md', '');
  queue.add('intro.md');
  await queue.idle();
  assert.deepEqual(seen, ['intro.md=', 'intro.md=full text']);
  queue.close();
});

test('a save right after a batch, its event lost, is taken by the later look at the files', async () => {
  const { disk, seen, queue } = harness();
  disk.set('intro.md', '');
  queue.add('intro.md');
  await queue.idle();
  disk.set('intro.md', 'full text');
  await sleep(200);
  await queue.idle();
  assert.deepEqual(seen, ['intro.md=', 'intro.md=full text']);
  // Nothing changed since: nothing more is applied.
  await sleep(150);
  assert.equal(seen.length, 2);
  queue.close();
});

test('a failing batch does not stop the queue', async () => {
  const { disk, seen, queue } = harness(async (files) => {
    if (files.includes('bad.md')) throw new Error('boom');
  });
  disk.set('bad.md', 'x');
  queue.add('bad.md');
  await queue.idle();
  disk.set('good.md', 'y');
  queue.add('good.md');
  await queue.idle();
  assert.deepEqual(seen, ['bad.md=x', 'good.md=y']);
  queue.close();
});

/**
 * A node:test reporter beside the usual one: each test file's wall time, from the moment the runner starts it to its
 * last event (its `before` hooks, such as a fixture build, included), printed slowest first when the run ends and
 * written to tests/.tmp/test-times.json. What `npm test` spends its minutes on, named file by file. (JavaScript: the
 * runner loads reporters before tsx's loader is registered.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SHOWN = 12;

/** @param {AsyncIterable<{ type: string, data?: { file?: string } }>} source */
export default async function* testTimes(source) {
  /** @type {Map<string, { start: number, end: number }>} */
  const spans = new Map();
  for await (const event of source) {
    const file = event.data?.file;
    if (!file) continue;
    const now = performance.now();
    const span = spans.get(file);
    // A file's span opens when the runner takes it from the queue (all files are queued at the start).
    if (span) span.end = now;
    else if (event.type === 'test:dequeue') spans.set(file, { start: now, end: now });
  }
  const times = [...spans]
    .map(([file, { start, end }]) => ({ file: relative(process.cwd(), file), seconds: Math.round((end - start) / 100) / 10 }))
    .sort((a, b) => b.seconds - a.seconds);
  if (!times.length) return;
  const dir = join(process.cwd(), 'tests', '.tmp');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'test-times.json'), `${JSON.stringify(times, null, 2)}\n`);
  yield `\nSlowest test files (wall time; ${times.length} files, all in tests/.tmp/test-times.json):\n`;
  for (const { file, seconds } of times.slice(0, SHOWN)) yield `  ${seconds.toFixed(1).padStart(6)} s  ${file}\n`;
}

/**
 * A node:test reporter beside the usual one: each test file's wall time, from the moment the runner starts it to its
 * last event (its `before` hooks, such as a fixture build, included), and the CPU time its process and the children it
 * waited for used (recorded by scripts/testCpu.mjs), printed slowest first when the run ends and written to
 * tests/.tmp/test-times.json. What `npm test` spends its minutes on, named file by file. (JavaScript: the runner loads
 * reporters before tsx's loader is registered.)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  const dir = join(process.cwd(), 'tests', '.tmp');
  const cpu = cpuSeconds(join(dir, 'test-cpu'));
  const times = [...spans]
    .map(([file, { start, end }]) => {
      const path = relative(process.cwd(), file);
      return { file: path, seconds: Math.round((end - start) / 100) / 10, cpuSeconds: cpu.get(path) };
    })
    .sort((a, b) => b.seconds - a.seconds);
  if (!times.length) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'test-times.json'), `${JSON.stringify(times, null, 2)}\n`);
  const total = times.reduce((sum, t) => sum + (t.cpuSeconds ?? 0), 0);
  yield `\nSlowest test files (wall and CPU seconds; ${times.length} files, ${Math.round(total)} CPU s in all; every file in tests/.tmp/test-times.json):\n`;
  for (const { file, seconds, cpuSeconds } of times.slice(0, SHOWN))
    yield `  ${seconds.toFixed(1).padStart(6)} s  ${(cpuSeconds === undefined ? '' : cpuSeconds.toFixed(1)).padStart(6)} cpu  ${file}\n`;
}

/** The CPU seconds scripts/testCpu.mjs recorded, by file (relative to the working folder). */
function cpuSeconds(dir) {
  /** @type {Map<string, number>} */
  const byFile = new Map();
  if (!existsSync(dir)) return byFile;
  for (const name of readdirSync(dir)) {
    const { file, cpuSeconds } = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    byFile.set(file, cpuSeconds);
  }
  return byFile;
}

/**
 * A node:test reporter beside the usual one: each test file's wall time (its process's, from testCpu.mjs; else from
 * the moment the runner starts it to its last event), and the CPU time its process and the children it
 * waited for used (recorded by scripts/testCpu.mjs), printed slowest first when the run ends and written to
 * tests/.tmp/test-times.json. What `npm test` spends its minutes on, named file by file. (JavaScript: the runner loads
 * reporters before tsx's loader is registered.)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TICKS_PER_SECOND } from './testCpu.mjs';

const SHOWN = 12;

/** @param {AsyncIterable<{ type: string, data?: { file?: string } }>} source */
export default async function* testTimes(source) {
  const machineAtStart = machineCpuSeconds();
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
  const own = processTimes(join(dir, 'test-cpu'));
  const times = [...spans]
    .map(([file, { start, end }]) => {
      const path = relative(process.cwd(), file);
      const { cpuSeconds, wallSeconds } = own.get(path) ?? {};
      // The file's process's own wall time when it recorded one (see testCpu.mjs); else the span of its events.
      return { file: path, seconds: wallSeconds ?? Math.round((end - start) / 100) / 10, cpuSeconds };
    })
    .sort((a, b) => b.seconds - a.seconds);
  if (!times.length) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'test-times.json'), `${JSON.stringify(times, null, 2)}\n`);
  const total = times.reduce((sum, t) => sum + (t.cpuSeconds ?? 0), 0);
  yield `\nSlowest test files (wall and CPU seconds; ${times.length} files, ${Math.round(total)} CPU s in all; every file in tests/.tmp/test-times.json):\n`;
  for (const { file, seconds, cpuSeconds } of times.slice(0, SHOWN))
    yield `  ${seconds.toFixed(1).padStart(6)} s  ${(cpuSeconds === undefined ? '' : cpuSeconds.toFixed(1)).padStart(6)} cpu  ${file}\n`;
  const machine = machineCpuSeconds();
  // The files' figures leave out processes no test waits for: Chromium's renderers, reaped by its zygote, were a third
  // of the run's CPU (BENCHMARKS.md, 29 November). The machine's figure has them (and whatever else ran meanwhile).
  if (machine !== undefined && machineAtStart !== undefined)
    yield `All processes on the machine used ${Math.round(machine - machineAtStart)} CPU s during this run (Chromium's renderers are counted only here).\n`;
}

/** CPU seconds used by all processes since boot, from /proc/stat (Linux only; else undefined). */
function machineCpuSeconds() {
  try {
    // "cpu  user nice system idle iowait irq softirq steal …", in ticks.
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq] = fields;
    return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The CPU and wall seconds scripts/testCpu.mjs recorded, by file (relative to the working folder). */
function processTimes(dir) {
  /** @type {Map<string, { cpuSeconds: number, wallSeconds?: number }>} */
  const byFile = new Map();
  if (!existsSync(dir)) return byFile;
  for (const name of readdirSync(dir)) {
    const { file, cpuSeconds, wallSeconds } = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    byFile.set(file, { cpuSeconds, wallSeconds });
  }
  return byFile;
}

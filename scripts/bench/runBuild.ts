/**
 * One measured build in its own process, run from a bundle without tsx as `npm run build` runs (see index.ts). Prints {"ms", "peakRssMb"} as JSON on the last line, where the peak is
 * the largest total resident memory of this process and its children (bundle and prerender run in children),
 * sampled from /proc every 100 ms, with each stage's time and peak (`timings`, `stagePeaksMb`).
 */
import { appendFileSync, readFileSync, readdirSync } from 'node:fs';
import { build } from '../../generator/node/build.ts';

function rssKb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Children of a process, from /proc/<pid>/task/<tid>/children (cheap: no scan of every process). */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const text = readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
      if (text) out.push(...text.split(/\s+/).map(Number));
    }
  } catch {
    // The process ended while we looked.
  }
  return out;
}

function treeRssKb(root: number): number {
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rssKb(pid);
    stack.push(...childrenOf(pid));
  }
  return total;
}

const [siteDir, outDir] = process.argv.slice(2);
let peakKb = 0;
// The peak of each stage too (from the end of the previous one): which stage sets the build's peak.
let stagePeakKb = 0;
const stagePeaksMb: Record<string, number> = {};
const sampler = setInterval(() => {
  const now = treeRssKb(process.pid);
  peakKb = Math.max(peakKb, now);
  stagePeakKb = Math.max(stagePeakKb, now);
}, 100);
// Each stage's time and what it reused, for the record: `<outDir>.log` (appended, one block per build).
const lines: string[] = [];
const result = await build({
  siteDir,
  outDir,
  log: (m) => {
    lines.push(m);
    const stage = /^(\w+)\s+\d+ ms/.exec(m)?.[1];
    if (stage) {
      stagePeaksMb[stage] = Math.round(stagePeakKb / 1024);
      stagePeakKb = 0;
    }
  },
});
// From the process's start (Node's own start-up and module loading included), as `npm run build` is felt.
const ms = performance.now();
appendFileSync(`${outDir}.log`, `${new Date().toISOString()} ${Math.round(ms)} ms\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
clearInterval(sampler);
peakKb = Math.max(peakKb, treeRssKb(process.pid), process.resourceUsage().maxRSS);
console.log(JSON.stringify({ ms: Math.round(ms), maxRssMb: Math.round(peakKb / 1024), timings: result.timings, stagePeaksMb, reuse: result.reuse }));

/**
 * One measured build in its own process, run from a bundle without tsx as `npm run build` runs (see index.ts). Prints {"ms", "maxRssMb", …} as JSON on the last line, where the peak is
 * the largest total resident memory of this process and its children (bundle and prerender run in children),
 * sampled from /proc every 100 ms by another process (treeMemory.ts), with each stage's time and peak (`timings`, `stagePeaksMb`).
 */
import { appendFileSync } from 'node:fs';
import { build } from '../../generator/node/build.ts';
import { sampleTreeMemory } from './treeMemory.ts';

const [siteDir, outDir] = process.argv.slice(2);
// The peak of each stage too (from the end of the previous one): which stage sets the build's peak.
const memory = sampleTreeMemory();
const stagePeaks: Promise<[string, number]>[] = [];
// Each stage's time and what it reused, for the record: `<outDir>.log` (appended, one block per build).
const lines: string[] = [];
const result = await build({
  siteDir,
  outDir,
  log: (m) => {
    lines.push(m);
    const stage = /^(\w+)\s+\d+ ms/.exec(m)?.[1];
    if (stage) stagePeaks.push(memory.mark().then((kb) => [stage, Math.round(kb / 1024)]));
  },
});
// From the process's start (Node's own start-up and module loading included), as `npm run build` is felt.
const ms = performance.now();
appendFileSync(`${outDir}.log`, `${new Date().toISOString()} ${Math.round(ms)} ms\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
const stagePeaksMb = Object.fromEntries(await Promise.all(stagePeaks));
const peakKb = Math.max(await memory.stop(), process.resourceUsage().maxRSS);
console.log(JSON.stringify({ ms: Math.round(ms), maxRssMb: Math.round(peakKb / 1024), timings: result.timings, stagePeaksMb, reuse: result.reuse }));

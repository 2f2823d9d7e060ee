/**
 * The resident memory of a process and all its descendants, sampled every 100 ms from /proc by a separate process,
 * so the sampling (a few dozen /proc reads per sample at 10,000 pages: 6 % of a core in a profile) runs neither on
 * the measured build's main thread nor in its CPU time.
 */
import { spawn } from 'node:child_process';

/** The sampler, plain CommonJS run with `node -e`: bundles and tsx leave it as it is. */
const SAMPLER = String.raw`
const { readFileSync, readdirSync } = require('node:fs');
const root = Number(process.argv[1]);
const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};
// Children from /proc/<pid>/task/<tid>/children of every thread (a child may be started from any thread).
const childrenOf = (pid) => {
  const out = [];
  try {
    for (const tid of readdirSync('/proc/' + pid + '/task')) {
      const text = readFileSync('/proc/' + pid + '/task/' + tid + '/children', 'utf8').trim();
      if (text) out.push(...text.split(/\s+/).map(Number));
    }
  } catch {}
  return out;
};
const treeKb = () => {
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    if (pid === process.pid) continue;
    total += rssKb(pid);
    stack.push(...childrenOf(pid));
  }
  return total;
};
let peak = 0;
let sincePeak = 0;
const sample = () => {
  const kb = treeKb();
  peak = Math.max(peak, kb);
  sincePeak = Math.max(sincePeak, kb);
};
const timer = setInterval(sample, 100);
process.on('message', (message) => {
  sample();
  if (message === 'mark') {
    process.send(sincePeak);
    sincePeak = 0;
  } else {
    clearInterval(timer);
    process.send(peak, () => process.exit(0));
  }
});
// A measured process that ends without stopping the sampler ends it too.
process.on('disconnect', () => process.exit(0));
process.send('ready');
`;

export interface TreeMemory {
  /** The peak (KB) since the previous mark (or the start). */
  mark(): Promise<number>;
  /** The peak (KB) since the start; ends the sampler. */
  stop(): Promise<number>;
}

/**
 * Starts sampling the tree of `root` (this process by default). Returns at once: the sampler's start-up (a Node
 * process) overlaps the measured work rather than delaying it.
 */
export function sampleTreeMemory(root = process.pid): TreeMemory {
  const sampler = spawn(process.execPath, ['-e', SAMPLER, String(root)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise<void>((resolve, reject) => {
    sampler.once('error', reject);
    sampler.once('message', () => resolve());
  });
  // Answers come in the order of the requests.
  const waiting: ((kb: number) => void)[] = [];
  void ready.then(() => sampler.on('message', (kb) => waiting.shift()?.(kb as number)));
  const ask = async (request: 'mark' | 'stop') => {
    await ready;
    return new Promise<number>((resolve) => {
      waiting.push(resolve);
      sampler.send(request);
    });
  };
  return { mark: () => ask('mark'), stop: () => ask('stop') };
}

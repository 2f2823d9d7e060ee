/**
 * The worker's steps to a first answer, in Node, on a built split index (`npx tsx scripts/bench/searchSteps.ts
 * <built site> [query]`): CPU time of each step from the manifest's bytes to the titles-only answer, cold (a fresh
 * process, after the same warm-up on the tiny sample the worker runs). Network and paint are not in it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { present, rankLoadingParts } from '../../generator/search/engine.ts';
import { loadIndex } from '../../generator/search/loadedIndex.ts';
import { partFileName, type SplitPart } from '../../generator/search/split.ts';
import { warmUpOnSample } from '../../generator/search/warmUp.ts';
import type { SearchIndexFile } from '../../generator/shared/types.ts';

const [dir, query = 'function4217'] = process.argv.slice(2);
const name = readdirSync(dir).find((f) => /^search-index-docs-.*\.json$/.test(f))!;
const tag = name.slice('search-index-'.length, -'.json'.length);
const bytes = readFileSync(join(dir, name));
if (!process.env.COLD) await warmUpOnSample(() => false);
/** Wall and CPU (this thread's process: user + system) time since the last mark. */
let cpu = process.cpuUsage();
const t = (label: string, since: number) => {
  const used = process.cpuUsage(cpu);
  console.log(`${(performance.now() - since).toFixed(1).padStart(7)} ms wall ${((used.user + used.system) / 1000).toFixed(1).padStart(7)} ms CPU  ${label}`);
  cpu = process.cpuUsage();
};
cpu = process.cpuUsage();
let s = performance.now();
const text = new TextDecoder().decode(bytes);
t(`decode ${bytes.length} bytes`, s);
s = performance.now();
const file = JSON.parse(text) as SearchIndexFile;
t('JSON.parse manifest', s);
s = performance.now();
const loaded = loadIndex(tag, file);
t('loadIndex', s);
let partMs = 0;
s = performance.now();
const ranking = await rankLoadingParts([loaded], query, { limit: 8 }, async (_index, n) => {
  const p = performance.now();
  const raw = readFileSync(join(dir, partFileName(tag, n)), 'utf8');
  const part = JSON.parse(raw) as SplitPart;
  partMs += performance.now() - p;
  console.log(`          part ${n}: ${raw.length} chars, read+parse ${(performance.now() - p).toFixed(1)} ms`);
  return part;
});
t(`rankLoadingParts (parts read+parse ${partMs.toFixed(1)} ms of it; prepare included)`, s);
s = performance.now();
const response = present(ranking);
t(`present (${response.hits.length} hits of ${response.total})`, s);

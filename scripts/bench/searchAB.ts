/**
 * A/B of the search bench on two built sites, alternating page loads (`npx tsx scripts/bench/searchAB.ts <dirA> <dirB>
 * [rounds] [page] [real]`): one benchSearch run per call, A and B in turn, so that a loaded machine weighs on both alike.
 */
import { benchSearch, percentile, QUERY_SET, SYNTHETIC_QUERY_SET } from './search.ts';

const [a, b, roundsArg = '5', page = 'section-0/page-1', real] = process.argv.slice(2);
const set = real ? QUERY_SET : SYNTHETIC_QUERY_SET;
const out: Record<string, { first: number[]; key: number[]; fetch: number[]; load: number[] }> = {
  A: { first: [], key: [], fetch: [], load: [] },
  B: { first: [], key: [], fetch: [], load: [] },
};
for (let r = 0; r < Number(roundsArg); r++) {
  for (const [name, dir] of (r % 2
    ? [
        ['B', b],
        ['A', a],
      ]
    : [
        ['A', a],
        ['B', b],
      ]) as [string, string][]) {
    const s = (await benchSearch(dir, 1, page, set))!;
    out[name].first.push(s.firstResultsMs);
    out[name].key.push(s.keystrokeMedianMs);
    out[name].fetch.push(s.indexFetchMs);
    out[name].load.push(s.indexLoadMs);
    console.log(
      name,
      'first',
      s.firstResultsMs.toFixed(0),
      'keystroke median',
      s.keystrokeMedianMs.toFixed(0),
      'p95',
      s.keystrokeP95Ms.toFixed(0),
      'index fetch',
      s.indexFetchMs.toFixed(0),
      'load',
      s.indexLoadMs.toFixed(0),
    );
  }
}
for (const [name, v] of Object.entries(out))
  console.log(
    name,
    'median first',
    percentile(v.first, 50).toFixed(0),
    'all',
    v.first.map((x) => x.toFixed(0)).join(' '),
    '| keystroke median of medians',
    percentile(v.key, 50).toFixed(0),
    '| fetch',
    percentile(v.fetch, 50).toFixed(0),
    'load',
    percentile(v.load, 50).toFixed(0),
  );

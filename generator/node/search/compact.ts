/**
 * The lean index format: lunr's serialised index made lean for the wire without changing what it means (scoring.ts
 * writes it from numeric terms; tests/unit/search/oracles/compact.ts makes it from lunr's serialisation):
 * - postings are left out of the inverted index: every (term, field, document) posting is also an entry of
 *   that document's field vector. The search worker reads postings from the vectors (generator/search/executor.ts);
 *   the tests' `restorePostings` puts them back for stock `lunr.Index.load`. Each term keeps its entry, `_index`
 *   and (empty) field maps.
 * - term numbers are given by frequency (the commonest terms get the shortest numbers in the vectors);
 * - BM25 weights keep two significant digits on a 10 % logarithmic grid. A query's score is a sum of
 *   weights, so ranking moves only between documents already within a few percent of each other.
 * - field vectors with no terms are dropped (a field without terms never matches), and the others are
 *   grouped by field (lunr loads them into a map, so their order is free; alike vectors compress better).
 */
export interface SerialisedIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown> & { _index: number }][];
  pipeline: string[];
}

/** Grid points already computed, by step (offset so that weights down to e^-20 index the array). */
const GRID_OFFSET = 200;
const gridPoints: number[] = [];

/** The 10 % grid: 2 significant digits, so a weight costs 2–3 characters. */
export function quantizeWeight(weight: number): number {
  if (!(weight > 0)) return 0;
  const step = Math.round(Math.log(weight) * 10);
  // Millions of weights at 10,000 pages fall on a few hundred grid points: each is formatted once.
  const slot = step + GRID_OFFSET;
  if (slot < 0) return Number(Math.exp(step / 10).toPrecision(2));
  gridPoints[slot] ??= Number(Math.exp(step / 10).toPrecision(2));
  return gridPoints[slot];
}

/**
 * quantizeWeight for lunr's weights, which are thousandths: each thousandth's grid point is looked up once, not
 * computed again with a logarithm for each of millions of postings. Other weights are computed.
 */
const byThousandth = new Float64Array(100_000).fill(-1);
export function quantizeThousandths(weight: number): number {
  const thousandths = Math.round(weight * 1000);
  if (thousandths < 0 || thousandths >= byThousandth.length || thousandths / 1000 !== weight) return quantizeWeight(weight);
  if (byThousandth[thousandths] < 0) byThousandth[thousandths] = quantizeWeight(weight);
  return byThousandth[thousandths];
}

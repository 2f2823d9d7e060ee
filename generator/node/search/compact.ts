/**
 * Makes lunr's serialised index lean for the wire without changing what it means:
 * - postings are left out of the inverted index: every (term, field, document) posting is also an entry of
 *   that document's field vector. The search worker reads postings from the vectors (generator/search/executor.ts);
 *   `restorePostings` below puts them back for stock `lunr.Index.load`. Each term keeps its entry, `_index`
 *   and (empty) field maps.
 * - term numbers are given by frequency (the commonest terms get the shortest numbers in the vectors);
 * - BM25 weights keep two significant digits on a 10 % logarithmic grid. A query's score is a sum of
 *   weights, so ranking moves only between documents already within a few percent of each other.
 * - field vectors with no terms are dropped (a field without terms never matches), and the others are
 *   grouped by field (lunr loads them into a map, so their order is free; alike vectors compress better).
 */
import { orderByKey } from './orderByKey.ts';

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

export function compactIndex(index: SerialisedIndex): SerialisedIndex {
  // Counts and new numbers in typed arrays by old term number (lunr numbers terms 0 … n - 1).
  let terms = 0;
  for (const [, entry] of index.invertedIndex) terms = Math.max(terms, entry._index + 1);
  const postings = new Int32Array(terms);
  for (const [, vector] of index.fieldVectors) for (let i = 0; i < vector.length; i += 2) postings[vector[i]]++;
  const byFrequency = index.invertedIndex.map(([, entry]) => entry._index).sort((a, b) => postings[b] - postings[a] || a - b);
  const renumber = new Int32Array(terms);
  for (let i = 0; i < byFrequency.length; i++) renumber[byFrequency[i]] = i;

  // Grouped by field, documents keeping their order: what a stable sort by field would give, without comparing
  // hundreds of thousands of refs. A field the index does not list (none in practice) comes first, as it would.
  const byField: [string, number[]][][] = [[], ...index.fields.map(() => [])];
  for (const [ref, vector] of index.fieldVectors) {
    if (!vector.length) continue;
    // Sorted by new term number through one typed array of number × 2^21 + position (no comparator, no pair array
    // per posting: millions at 10,000 pages).
    const size = vector.length / 2;
    const order = orderByKey(size, (i) => renumber[vector[2 * i]]);
    const lean = new Array<number>(vector.length);
    for (let k = 0; k < size; k++) {
      const i = order[k];
      lean[2 * k] = renumber[vector[2 * i]];
      lean[2 * k + 1] = quantizeThousandths(vector[2 * i + 1]);
    }
    byField[index.fields.indexOf(ref.slice(0, ref.indexOf('/'))) + 1].push([ref, lean]);
  }
  const fieldVectors = byField.flat();
  const invertedIndex = index.invertedIndex.map(([term, entry]): [string, SerialisedIndex['invertedIndex'][number][1]] => {
    const lean: SerialisedIndex['invertedIndex'][number][1] = { _index: renumber[entry._index] };
    for (const field of index.fields) lean[field] = {};
    return [term, lean];
  });
  return { version: index.version, fields: index.fields, fieldVectors, invertedIndex, pipeline: index.pipeline };
}

/** The inverse of leaving postings out: fills the inverted index from the field vectors, in place, for `lunr.Index.load`. */
export function restorePostings(index: SerialisedIndex): void {
  const byNumber = new Map<number, Record<string, unknown>>();
  for (const [, entry] of index.invertedIndex) {
    for (const field of index.fields) entry[field] ??= {};
    byNumber.set(entry._index, entry);
  }
  for (const [fieldRef, vector] of index.fieldVectors) {
    const slash = fieldRef.indexOf('/');
    const field = fieldRef.slice(0, slash);
    const ref = fieldRef.slice(slash + 1);
    for (let i = 0; i < vector.length; i += 2) {
      const postings = byNumber.get(vector[i])?.[field] as Record<string, object> | undefined;
      if (postings) postings[ref] = {};
    }
  }
}

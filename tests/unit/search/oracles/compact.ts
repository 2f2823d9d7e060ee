/**
 * Test oracle: lunr's serialised index made lean as the index stage's files are (what scoring.ts computes directly
 * from numeric terms), and the inverse for stock `lunr.Index.load`. See generator/node/search/compact.ts for the format.
 */
import { orderByKey } from '../../../../generator/node/search/orderByKey.ts';
import { quantizeThousandths, type SerialisedIndex } from '../../../../generator/node/search/compact.ts';

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

/**
 * Test oracle (the index stage's string path before scoring.ts): lunr 2.3.9's index, computed from document terms without lunr's Builder objects.
 *
 * lunr's Builder keeps an object per posting and per field of each document, and builds a token set (an
 * automaton of the vocabulary) that its serialisation leaves out: on a 10,000-page site most of the index
 * stage went to them and to the garbage collector. This computes the same serialisation with plain arrays:
 * the same term numbers (first occurrence), the same BM25 weights (the same floating-point operations in
 * the same order: b = 0.75, k1 = 1.2, lunr's idf over (field, document) pairs, rounded to 3 decimals), the
 * same field vectors in the same order. indexer.test.ts checks it against lunr's Builder (oracles/lunr.ts); scoring.ts's numeric path is checked
 * against compactIndex(bm25Index(…)) in scoring.test.ts.
 */
import lunr from 'lunr';
import type { SerialisedIndex } from '../../../../generator/node/search/compact.ts';
import { BM25, indexFields, type DocumentTerms, type IndexOptions } from '../../../../generator/node/search/terms.ts';
import { orderByKey } from '../../../../generator/node/search/orderByKey.ts';

/**
 * lunr's serialised index of `documents`. `postings`: fill the inverted index's postings as lunr does (tests
 * compare with lunr); the index stage leaves them empty, since compact.ts drops them.
 */
export function bm25Index(documents: { id: number; terms: DocumentTerms }[], options: IndexOptions, { postings = false } = {}): SerialisedIndex {
  const fields = indexFields(options);
  const count = documents.length;
  // Term numbers by first occurrence (documents in order, fields in order); (field, document) pairs per term. Each
  // posting's term number is kept in visiting order, so the weights below need no second lookup by term (millions at
  // 10,000 pages).
  const numberOf = new Map<string, number>();
  const pairs: number[] = [];
  const lengthSums = fields.map(() => 0);
  const postingNumbers = new GrowingInts();
  const postingLists = postings ? new Map<string, Record<string, Record<string, object>>>() : undefined;
  for (const { id, terms } of documents) {
    fields.forEach(([field], f) => {
      const list = terms[field];
      if (!list) return;
      for (let t = 0; t < list.terms.length; t++) {
        const term = list.terms[t];
        const occurrences = list.counts[t];
        let n = numberOf.get(term);
        if (n === undefined) {
          n = numberOf.size;
          numberOf.set(term, n);
          pairs.push(0);
        }
        pairs[n]++;
        postingNumbers.push(n);
        lengthSums[f] += occurrences;
        if (postingLists) {
          let entry = postingLists.get(term);
          if (!entry) {
            entry = Object.fromEntries(fields.map(([name]) => [name, {}]));
            postingLists.set(term, entry);
          }
          entry[field][String(id)] = {};
        }
      }
    });
  }
  const averages = lengthSums.map((sum) => sum / count);
  const idf = pairs.map((withTerm) => Math.log(1 + Math.abs((count - withTerm + 0.5) / (withTerm + 0.5))));
  const { k1, b } = BM25;

  const fieldVectors: [string, number[]][] = [];
  let posting = 0;
  for (const { id, terms } of documents) {
    fields.forEach(([field, boost], f) => {
      const list = terms[field];
      const size = list ? list.terms.length : 0;
      let length = 0;
      for (let t = 0; t < size; t++) length += list!.counts[t];
      const norm = k1 * (1 - b + b * (length / averages[f]));
      // The vector lists (term number, weight) by term number.
      const order = orderByKey(size, (t) => postingNumbers.at(posting + t));
      // Made at its size: grown by push, the vectors' old copies were a good part of the garbage.
      const vector = new Array<number>(2 * size);
      for (let i = 0; i < size; i++) {
        const t = order[i];
        const n = postingNumbers.at(posting + t);
        const tf = list!.counts[t];
        let score = (idf[n] * ((k1 + 1) * tf)) / (norm + tf);
        score *= boost || 1;
        vector[2 * i] = n;
        vector[2 * i + 1] = Math.round(score * 1000) / 1000;
      }
      posting += size;
      fieldVectors.push([`${field}/${id}`, vector]);
    });
  }

  const invertedIndex = [...numberOf.keys()].sort().map((term): SerialisedIndex['invertedIndex'][number] => {
    const entry: SerialisedIndex['invertedIndex'][number][1] = { _index: numberOf.get(term)! };
    for (const [field] of fields) entry[field] = postingLists?.get(term)?.[field] ?? {};
    return [term, entry];
  });
  return { version: lunr.version, fields: fields.map(([field]) => field), fieldVectors, invertedIndex, pipeline: [] };
}

/** An Int32Array that grows as values are pushed (a plain array of millions of numbers costs the collector). */
class GrowingInts {
  private values = new Int32Array(1 << 16);
  private size = 0;

  push(value: number): void {
    if (this.size === this.values.length) {
      const larger = new Int32Array(this.values.length * 2);
      larger.set(this.values);
      this.values = larger;
    }
    this.values[this.size++] = value;
  }

  at(index: number): number {
    return this.values[index];
  }
}

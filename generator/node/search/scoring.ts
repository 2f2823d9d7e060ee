/**
 * A tag's lean index (what `compactIndex(bm25Index(…))` gives: lunr 2.3.9's BM25 weights, term numbers by frequency,
 * quantised weights) computed from its numeric terms (tagTerms.ts) in one pass over typed arrays.
 *
 * Every weight depends on the whole tag (a term's document frequency, a field's average length), so an edit to one
 * page scores every posting again; what this saves is the rest: no term is looked up by its string, and the weights
 * are sorted once, by their final term numbers. The same floating-point operations in the same order as lunr's give
 * the same weights; tests/unit/search/scoring.test.ts checks the result against the string path it replaced,
 * compactIndex(bm25Index(…)) (tests/unit/search/oracles/), itself checked against lunr's Builder.
 */
import lunr from 'lunr';
import { quantizeThousandths, type SerialisedIndex } from './compact.ts';
import { splitFiles } from './parts.ts';
import { TERM_FIELDS, type TagTerms } from './tagTerms.ts';
import { BM25, indexFields, type IndexOptions } from './terms.ts';
import type { StoredSearchDocument } from '../../shared/types.ts';

const FIELDS = TERM_FIELDS.length;

/** A tag's lean index: each used term's final number, and each (field, document)'s lean vector. */
export interface ScoredTag {
  fields: string[];
  /** Used terms in lunr's (code unit) order. */
  sortedTerms: string[];
  /** Final (by frequency) number of each of `sortedTerms`. */
  sortedNumbers: Int32Array;
  /** Documents holding each of `sortedTerms`, over the index's fields. */
  sortedCounts: number[];
  /** Term id → position in `sortedTerms` (−1: unused). */
  positionOf: Int32Array;
  /**
   * The lean vectors, by index field then document: vector (f, d) is `vectorIds`/`vectorWeights` from
   * `vectorStarts[f × documents + d]` to the next start, term ids in final term-number order (flat typed arrays: a
   * small typed array per vector cost more to make than to fill).
   */
  documents: number;
  vectorStarts: Int32Array;
  vectorIds: Int32Array;
  vectorWeights: Float64Array;
}

export function scoreTag(tag: TagTerms, options: IndexOptions): ScoredTag {
  const fields = indexFields(options);
  const slots = fields.map(([name]) => TERM_FIELDS.indexOf(name));
  const documents = (tag.starts.length - 1) / FIELDS;
  const { starts, terms, counts } = tag;
  const size = tag.vocabulary.length;

  // lunr's term numbers (first occurrence: documents, then fields, then terms in order), (field, document) pairs per
  // term, and each field's total length, as lunr counts them.
  const lunrNumber = new Int32Array(size).fill(-1);
  const byLunrNumber: number[] = [];
  const pairs = new Int32Array(size);
  const lengthSums = fields.map(() => 0);
  for (let d = 0; d < documents; d++) {
    for (let f = 0; f < slots.length; f++) {
      const at = d * FIELDS + slots[f];
      for (let p = starts[at]; p < starts[at + 1]; p++) {
        const id = terms[p];
        if (lunrNumber[id] < 0) {
          lunrNumber[id] = byLunrNumber.length;
          byLunrNumber.push(id);
        }
        pairs[id]++;
        lengthSums[f] += counts[p];
      }
    }
  }
  // compact.ts: numbers by frequency (pairs), ties by lunr's number.
  const byFrequency = byLunrNumber.map((_, n) => n).sort((a, b) => pairs[byLunrNumber[b]] - pairs[byLunrNumber[a]] || a - b);
  const finalNumber = new Int32Array(size).fill(-1);
  for (let i = 0; i < byFrequency.length; i++) finalNumber[byLunrNumber[byFrequency[i]]] = i;

  const averages = lengthSums.map((sum) => sum / documents);
  const idf = new Float64Array(size);
  for (const id of byLunrNumber) idf[id] = Math.log(1 + Math.abs((documents - pairs[id] + 0.5) / (pairs[id] + 0.5)));
  const { k1, b } = BM25;
  let selected = 0;
  for (let d = 0; d < documents; d++) for (const slot of slots) selected += starts[d * FIELDS + slot + 1] - starts[d * FIELDS + slot];
  const vectorStarts = new Int32Array(slots.length * documents + 1);
  const vectorIds = new Int32Array(selected);
  const vectorWeights = new Float64Array(selected);
  // Each vector's sort keys (final term number × 2^21 + position: a term is once in a vector), sorted in place.
  let scratch = new Float64Array(1024);
  let out = 0;
  fields.forEach(([, boost], f) => {
    for (let d = 0; d < documents; d++) {
      vectorStarts[f * documents + d] = out;
      const at = d * FIELDS + slots[f];
      const from = starts[at];
      const count = starts[at + 1] - from;
      if (!count) continue;
      let length = 0;
      for (let t = 0; t < count; t++) length += counts[from + t];
      const norm = k1 * (1 - b + b * (length / averages[f]));
      if (count > scratch.length) scratch = new Float64Array(2 * count);
      for (let t = 0; t < count; t++) scratch[t] = finalNumber[terms[from + t]] * POSITIONS + t;
      sortStart(scratch, count);
      for (let k = 0; k < count; k++) {
        const t = scratch[k] % POSITIONS;
        const id = terms[from + t];
        const tf = counts[from + t];
        let score = (idf[id] * ((k1 + 1) * tf)) / (norm + tf);
        score *= boost || 1;
        vectorIds[out] = id;
        vectorWeights[out++] = quantizeThousandths(Math.round(score * 1000) / 1000);
      }
    }
  });
  vectorStarts[slots.length * documents] = out;

  const sortedTerms = byLunrNumber.map((id) => tag.vocabulary[id]).sort();
  const positionOf = new Int32Array(size).fill(-1);
  const ids = new Map(byLunrNumber.map((id) => [tag.vocabulary[id], id]));
  const sortedNumbers = new Int32Array(sortedTerms.length);
  const sortedCounts = new Array<number>(sortedTerms.length);
  sortedTerms.forEach((term, i) => {
    const id = ids.get(term)!;
    positionOf[id] = i;
    sortedNumbers[i] = finalNumber[id];
    sortedCounts[i] = pairs[id];
  });
  return { fields: fields.map(([name]) => name), sortedTerms, sortedNumbers, sortedCounts, positionOf, documents, vectorStarts, vectorIds, vectorWeights };
}

/** More positions than any vector has terms (as in orderByKey). */
const POSITIONS = 2 ** 21;

/** Sorts `values[0 … count − 1]`: by insertion when they are few (most vectors), else natively on a view. */
function sortStart(values: Float64Array, count: number): void {
  if (count > 24) {
    values.subarray(0, count).sort();
    return;
  }
  for (let i = 1; i < count; i++) {
    const value = values[i];
    let j = i;
    while (j > 0 && values[j - 1] > value) {
      values[j] = values[j - 1];
      j--;
    }
    values[j] = value;
  }
}

/** The lean serialised index (compact.ts's shape), for a tag written whole. */
export function serialisedIndex(scored: ScoredTag): SerialisedIndex {
  const finalNumber = (id: number) => scored.sortedNumbers[scored.positionOf[id]];
  const fieldVectors: [string, number[]][] = [];
  const { documents, vectorStarts, vectorIds, vectorWeights } = scored;
  scored.fields.forEach((field, f) => {
    for (let d = 0; d < documents; d++) {
      const from = vectorStarts[f * documents + d];
      const to = vectorStarts[f * documents + d + 1];
      if (from === to) continue;
      const lean = new Array<number>(2 * (to - from));
      for (let k = 0; k < to - from; k++) {
        lean[2 * k] = finalNumber(vectorIds[from + k]);
        lean[2 * k + 1] = vectorWeights[from + k];
      }
      fieldVectors.push([`${field}/${d}`, lean]);
    }
  });
  const invertedIndex = scored.sortedTerms.map((term, i): SerialisedIndex['invertedIndex'][number] => {
    const entry: SerialisedIndex['invertedIndex'][number][1] = { _index: scored.sortedNumbers[i] };
    for (const field of scored.fields) entry[field] = {};
    return [term, entry];
  });
  return { version: lunr.version, fields: scored.fields, fieldVectors, invertedIndex, pipeline: [] };
}

/** The files of a split tag (parts.ts), the postings read from the vectors as the worker reads them. */
export function splitTagFiles(tag: string, documents: StoredSearchDocument[], scored: ScoredTag, partPostings?: number): Map<string, string> {
  const { vectorStarts, vectorIds, vectorWeights, positionOf } = scored;
  const terms = scored.sortedTerms.length;
  const lists = new Map<string, (number[] | undefined)[]>();
  scored.fields.forEach((field, f) => {
    const from = vectorStarts[f * scored.documents];
    const to = vectorStarts[(f + 1) * scored.documents];
    if (from === to) return;
    // Each term's list made at its size (counted first), then filled in document order.
    const sizes = new Int32Array(terms);
    for (let p = from; p < to; p++) sizes[positionOf[vectorIds[p]]] += 2;
    const byTerm: (number[] | undefined)[] = new Array(terms);
    for (let t = 0; t < terms; t++) if (sizes[t]) byTerm[t] = new Array<number>(sizes[t]);
    const filled = new Int32Array(terms);
    for (let d = 0; d < scored.documents; d++) {
      for (let p = vectorStarts[f * scored.documents + d]; p < vectorStarts[f * scored.documents + d + 1]; p++) {
        const at = positionOf[vectorIds[p]];
        const list = byTerm[at]!;
        list[filled[at]++] = d;
        list[filled[at]++] = vectorWeights[p];
      }
    }
    lists.set(field, byTerm);
  });
  return splitFiles(tag, documents, { version: lunr.version, fields: scored.fields }, scored.sortedTerms, scored.sortedCounts, lists, partPostings);
}

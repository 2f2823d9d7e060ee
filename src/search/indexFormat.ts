/**
 * The search worker's side of scripts/search/compact.ts: index files leave the inverted index's postings
 * out (each is also an entry of a field vector), and this puts them back, so that `lunr.Index.load` gets
 * exactly the index lunr serialised. Runs once per file, in place, in a few milliseconds.
 */

interface LeanIndex {
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, Record<string, object>> & { _index: number }][];
}

export function restorePostings(index: object): void {
  const { fields, fieldVectors, invertedIndex } = index as LeanIndex;
  if (!Array.isArray(fieldVectors) || !Array.isArray(invertedIndex) || !Array.isArray(fields)) throw new Error('not a lunr index');
  const byNumber = new Map<number, LeanIndex['invertedIndex'][number][1]>();
  for (const [, entry] of invertedIndex) {
    for (const field of fields) entry[field] ??= {};
    byNumber.set(entry._index, entry);
  }
  for (const [fieldRef, vector] of fieldVectors) {
    const slash = fieldRef.indexOf('/');
    const field = fieldRef.slice(0, slash);
    const ref = fieldRef.slice(slash + 1);
    for (let i = 0; i < vector.length; i += 2) {
      const postings = byNumber.get(vector[i])?.[field];
      if (postings) postings[ref] = {};
    }
  }
}

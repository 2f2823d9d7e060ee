/**
 * Test oracles of split indexes: the files of a split tag made from lunr's serialised index (the index stage makes
 * them from numeric terms: scoring.ts), and a manifest's documents all at once (the worker makes them lazily).
 */
import type { StoredSearchDocument } from '../../../../generator/shared/types.ts';
import type { SerialisedIndex } from '../../../../generator/node/search/compact.ts';
import { PART_POSTINGS, splitFiles } from '../../../../generator/node/search/parts.ts';
import { lazyManifestDocuments, type SplitManifest } from '../../../../generator/search/split.ts';

/** The files of a split tag: the manifest as its index file, and the parts. */
export function splitIndexFiles(tag: string, documents: StoredSearchDocument[], index: SerialisedIndex, partPostings = PART_POSTINGS): Map<string, string> {
  const terms = index.invertedIndex.map(([term]) => term);
  const position = new Map(index.invertedIndex.map(([, entry], i) => [entry._index, i]));
  // Postings by field and term position, read from the field vectors in their order (as the worker reads them).
  const lists = new Map<string, (number[] | undefined)[]>();
  for (const [ref, vector] of index.fieldVectors) {
    const slash = ref.indexOf('/');
    const field = ref.slice(0, slash);
    const doc = Number(ref.slice(slash + 1));
    let byTerm = lists.get(field);
    if (!byTerm) {
      byTerm = [];
      lists.set(field, byTerm);
    }
    for (let i = 0; i < vector.length; i += 2) {
      const at = position.get(vector[i])!;
      byTerm[at] ??= [];
      byTerm[at].push(doc, vector[i + 1]);
    }
  }
  const counts = terms.map((_, t) => {
    let n = 0;
    for (const byTerm of lists.values()) n += (byTerm[t]?.length ?? 0) >> 1;
    return n;
  });
  return splitFiles(tag, documents, { version: index.version, fields: index.fields }, terms, counts, lists, partPostings);
}

/** The stored documents of a split manifest, in id order (all at once: for tests and tools). */
export function manifestDocuments(manifest: SplitManifest): StoredSearchDocument[] {
  const { documents } = lazyManifestDocuments(manifest);
  const out: StoredSearchDocument[] = [];
  for (let id = 0; ; id++) {
    const doc = documents.get(id);
    if (!doc) return out;
    out.push(doc);
  }
}

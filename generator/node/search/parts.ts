/**
 * Splits a large tag's index into a manifest and postings parts (the format: generator/search/split.ts).
 * Parts are cut along the vocabulary so that each holds at most PART_POSTINGS postings (a single common term
 * may hold more, alone): a query fetches the few parts holding its terms.
 */
import type { SearchIndexFile, StoredSearchDocument } from '../../shared/types.ts';
import { indexFileName } from '../../search/files.ts';
import { joinLines, pageColumns, partFileName, type SplitManifest, type SplitPart } from '../../search/split.ts';

/** Tags with more documents than this are split (the real site has about 2,600 per version). */
export const SPLIT_ABOVE_DOCUMENTS = 20_000;
/** Postings (and terms) per part, at most, unless one term has more: about 80 KB of JSON, 20 KB gzip. */
export const PART_POSTINGS = 8_000;

/**
 * The files of a split tag from its postings: `terms` in lunr's order, `counts` the documents holding each, `lists` for
 * each field that has postings (in the index's field order) the `[document, weight, …]` of each term, documents in order.
 */
export function splitFiles(
  tag: string,
  documents: StoredSearchDocument[],
  head: { version: string; fields: string[] },
  terms: string[],
  counts: number[],
  lists: Map<string, (number[] | undefined)[]>,
  partPostings = PART_POSTINGS,
): Map<string, string> {
  // A term costs its postings plus one (its slot in each field's list). A term that would take a part over the
  // target starts the next one: a common term (10,000+ postings at 10,000 pages) never rides along with a run of
  // rare ones (`function0` … `function9999`), so a query for a rare term does not load a common term's postings.
  const starts: number[] = [];
  for (let t = 0, size = 0; t < terms.length; t++) {
    const cost = 1 + counts[t];
    if (!starts.length || (size > 0 && size + cost > partPostings)) {
      starts.push(t);
      size = 0;
    }
    size += cost;
  }
  const files = new Map<string, string>();
  starts.forEach((start, n) => {
    const end = starts[n + 1] ?? terms.length;
    const part: SplitPart = { postings: {} };
    for (const [field, byTerm] of lists) part.postings[field] = Array.from({ length: end - start }, (_, k) => byTerm[start + k] ?? 0);
    files.set(partFileName(tag, n), JSON.stringify(part));
  });

  // firstTerms first: the worker reads it before the rest has arrived (generator/search/partTable.ts).
  const split: SplitManifest = { firstTerms: joinLines(starts.map((t) => terms[t])), terms: joinLines(terms), counts, starts, ...pageColumns(documents) };
  const manifest: SearchIndexFile & { split: SplitManifest } = { documents: [], index: head, split };
  files.set(indexFileName(tag), JSON.stringify(manifest));
  return files;
}

/**
 * Warming the search code up while the index files are still on their way. A first query on cold code runs
 * 2–4× slower than on compiled code, and the worker would otherwise sit idle until its index files arrive:
 * a few throwaway queries of every kind (identifier, words, prefix, field, fuzzy, required and excluded words)
 * on a tiny index of a handful of sections, whole and split, with titles and snippets, compile the code that
 * ranks and presents the first real answer.
 */
import type { SearchIndexFile, StoredSearchDocument, WarmUpWords } from '../shared/types.ts';

export type { WarmUpWords };
import { textTerms, type SearchField } from './analyzer.ts';
import { present, rank, rankLoadingParts } from './engine.ts';
import { loadIndex, type LoadedIndex } from './loadedIndex.ts';
import { joinLines, pageColumns, type SplitManifest, type SplitPart } from './split.ts';

const FIELDS: SearchField[] = ['title', 'content', 'tags', 'sidebarParentCategories'];

/** A site without words of its own: an identifier, a dotted and a $-name, words, prefixes, a field, a typo. */
export const DEFAULT_WARM_UP_WORDS: WarmUpWords = {
  sections: [
    ['/a', 'readFile', 'readFile', 'Use readFile to read a Node.Buffer: $ref entries, selections and files.'],
    ['/a#example', 'readFile', 'Example', 'const buffer : Node.Buffer = readFile(path) ; the folder of the entry selection'],
    ['/b', 'Collection', 'Collection', 'A collection holds references to entries of one kind: query, orderBy, filter.'],
    ['/b#page-4217', 'Collection', 'Page 4217 function4217', 'function4217 and function42 serve sessions, privileges and roles with permissions.'],
    ['/c', 'Node.File', 'Node.File', 'A file object: create, copy, delete files and folders; archives and zip compression.'],
  ],
  queries: ['read file', 'readFile', 'readfi', '$ref', 'Node.File', 'en', 'entri', 'selections', 'title:file', 'archiv~1', '+zip -folder', 'functon4217', 'function42', 'serv*'],
  tags: 'read file',
  categories: 'Guide Reference',
};

/** Sample text of every hit's section (long enough for the snippet windowing to run). */
export const sampleText = (words: WarmUpWords) => `${words.sections.map((s) => s[3]).join(' ')} `.repeat(3);

export interface Sample {
  whole: SearchIndexFile;
  manifest: SplitManifest;
  part: SplitPart;
}

/** The tiny index, as a whole index file (lunr's serialisation) and as a split manifest with one part. */
export function sample(words: WarmUpWords = DEFAULT_WARM_UP_WORDS): Sample {
  const documents: StoredSearchDocument[] = words.sections.map(([route, pageTitle, sectionTitle], id) => ({
    id,
    sectionRoute: route,
    sectionTitle,
    pageTitle,
    sidebarParentCategories: words.categories.split(' '),
    type: 'docs',
  }));
  const fieldTerms = words.sections.map(([, , title, text]) => ({
    title: textTerms(title, 'title'),
    content: textTerms(text, 'content'),
    tags: textTerms(words.tags, 'tags'),
    sidebarParentCategories: textTerms(words.categories, 'sidebarParentCategories'),
  }));
  const terms = [...new Set(fieldTerms.flatMap((f) => FIELDS.flatMap((field) => f[field])))].sort();
  const numberOf = new Map(terms.map((t, n) => [t, n]));
  const fieldVectors: [string, number[]][] = [];
  const postings: Record<string, (number[] | 0)[]> = Object.fromEntries(FIELDS.map((f) => [f, terms.map((): number[] | 0 => 0)]));
  const documentsOf = terms.map(() => new Set<number>());
  fieldTerms.forEach((f, doc) => {
    for (const field of FIELDS) {
      const numbers = [...new Set(f[field].map((t) => numberOf.get(t)!))].sort((a, b) => a - b);
      fieldVectors.push([`${field}/${doc}`, numbers.flatMap((n) => [n, 1 + (n % 3) / 2])]);
      for (const n of numbers) {
        const list = postings[field][n] || [];
        list.push(doc, 1 + (n % 3) / 2);
        postings[field][n] = list;
        documentsOf[n].add(doc);
      }
    }
  });
  const index = { version: '2.3.9', fields: FIELDS, fieldVectors, invertedIndex: terms.map((t, n) => [t, { _index: n }]) };
  const manifest: SplitManifest = { terms: joinLines(terms), counts: documentsOf.map((d) => d.size), starts: [0], ...pageColumns(documents) };
  return { whole: { documents, index }, manifest, part: { postings } };
}

/**
 * Lets the worker answer its messages (a real query, an index file's bytes) between two warm-up queries: through a
 * message of its own, queued behind the page's, so that what the page posted while this script loaded is handled
 * before any warm-up query once Chromium has delivered it (tests/e2e/searchWarmUp.spec.ts).
 */
const yieldToMessages = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Runs the throwaway queries, `rounds` times over, one at a time, until `stop()` says the real index files are here
 * (their own answers then go first). Never throws.
 */
export async function warmUpOnSample(stop: () => boolean, words: WarmUpWords = DEFAULT_WARM_UP_WORDS, rounds = 2): Promise<void> {
  try {
    await yieldToMessages();
    const { whole, manifest, part } = sample(words);
    const text = sampleText(words);
    const plain = loadIndex('warm-up', whole);
    for (let round = 0; round < rounds; round++) {
      // A split index is made anew each round, so that its part is loaded each round too.
      const split: LoadedIndex = loadIndex('warm-up-split', { documents: [], index: { fields: FIELDS }, split: manifest } as SearchIndexFile);
      for (const query of words.queries) {
        // Messages first (the page's, queued while this script loaded, then any that came during the last query).
        await yieldToMessages();
        if (stop()) return;
        present(rank([plain], query, { limit: 8 }), () => text);
        present(await rankLoadingParts([split], query, { limit: 8 }, async () => part), () => text);
      }
    }
  } catch (error) {
    console.warn('Search warm-up failed (searching works, the first answer may be slower).', error);
  }
}

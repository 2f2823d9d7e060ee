/** Loads built indexes as the search worker does (through JSON), with their page texts at hand for snippets. */
import { buildSearchIndexes, type SearchIndexOptions, type SearchInputPage } from '../../../generator/node/search/indexer.ts';
import { indexFileName, textFolderName } from '../../../generator/search/files.ts';
import { search as runSearch, type SearchOptions } from '../../../generator/search/engine.ts';
import { loadIndex, type LoadedIndex } from '../../../generator/search/loadedIndex.ts';
import type { TextLookup } from '../../../generator/search/results.ts';
import type { SearchPageTexts } from '../../../generator/shared/types.ts';

const textsOf = new WeakMap<LoadedIndex, Map<number, SearchPageTexts>>();

export function loadPages(pages: SearchInputPage[], options: SearchIndexOptions): LoadedIndex[] {
  return [...buildSearchIndexes(pages, options)].map(([tag, { files }]) => {
    const loaded = loadIndex(tag, JSON.parse(files.get(indexFileName(tag))!));
    const texts = new Map<number, SearchPageTexts>();
    const folder = `${textFolderName(tag)}/`;
    for (const [name, content] of files) if (name.startsWith(folder)) texts.set(Number(name.slice(folder.length, -'.json'.length)), JSON.parse(content));
    textsOf.set(loaded, texts);
    return loaded;
  });
}

/** Texts as the worker finds them: by tag and first document id, checked against the page route. */
export function textLookup(indexes: LoadedIndex[]): TextLookup {
  return (source, documentId) => {
    const loaded = indexes.find((i) => i.tag === source.tag);
    const texts = loaded && textsOf.get(loaded)?.get(source.firstId);
    return texts?.route === source.route ? texts.sections[documentId - source.firstId] : undefined;
  };
}

/** `search` with every page's text available. */
export function search(indexes: LoadedIndex[], query: string, options: SearchOptions = {}) {
  return runSearch(indexes, query, { ...options, text: textLookup(indexes) });
}

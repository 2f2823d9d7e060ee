/**
 * The search itself, one job: a query over the loaded indexes (loadedIndex.ts) → its answer (results.ts). Parsed
 * query → lunr-style term clauses (scored by executor.ts, with lunr's formula) → ranked, highlighted hits.
 * Runs in the search worker (and in Node for tests). Never throws on any input.
 *
 * Each query word becomes lunr term clauses (clauses.ts: exact, stem, identifier parts, prefix, fuzzy, with
 * decreasing boosts); field boosts (title 5, content 1, tags 3, parent categories 2) are applied at build
 * time (BM25 b=0.75, k1=1.2). Words are optional as in lunr, but results are ordered by
 *   1. how many of the query's words they match (`+word` makes a word required, `-word` excludes pages),
 *   2. the exact title tier, then the page title tier (titles.ts),
 *   3. lunr's score.
 * A word that finds nothing is corrected (corrections.ts) and the query run again; the response says so.
 *
 * Searching is two steps: `rank` finds and orders the hits from the index alone; `present` adds titles
 * and snippets, with the section texts the worker has fetched meanwhile for the hits on screen.
 */
import type { StoredSearchDocument } from '../shared/types.ts';
import type { SearchField } from './analyzer.ts';
import { executeExpanded, expandClauses } from './executor.ts';
import { partOf, type SplitPart } from './split.ts';
import { QueryTooLarge, WorkBudget } from './budget.ts';
import { globMatch } from './vocabulary.ts';
import { MAX_QUERY_WORDS, parseQuery } from './queryParser.ts';
import { prepareClause, queryWords, termClauses, WordMatcher, type PreparedClause, type QueryWords } from './clauses.ts';
import { FEW_DOCUMENTS, closestTerm, correctable, correctedClause } from './corrections.ts';
import { exactTitle, exactTitleTier, pageTitleTier, titleWords, type ExactTitle } from './titles.ts';
import { buildSnippet, highlightText, type Highlighted } from './snippet.ts';
import { highlightKeys, normalize } from './tokenizer.ts';
import { EMPTY_RESPONSE, type Candidate, type PartsNeeded, type Ranking, type SearchResponse, type TextLookup, type TextSource } from './results.ts';
import { addPart, pageRoute, type LoadedIndex } from './loadedIndex.ts';

export { CLAUSE_BOOSTS } from './clauses.ts';

export interface SearchOptions {
  /** Maximum number of hits returned (all when absent). */
  limit?: number;
  /** Searchable fields; defaults to the fields of the first index. */
  fields?: SearchField[];
  /** The work this query may do (a fresh budget of MAX_QUERY_WORK units when absent). */
  budget?: WorkBudget;
}

/** Thrown by collect when a split index lacks parts a query needs (rank answers with them). */
class PartsMissing {
  constructor(readonly need: PartsNeeded[]) {}
}

const failed = (error: unknown): SearchResponse => ({
  hits: [],
  total: 0,
  error: `This query could not be run (${(error as Error).message}). Try simpler words.`,
});

/** Runs `query` on `indexes` (results of all indexes merged by score) and presents every hit. */
export function search(indexes: LoadedIndex[], query: string, options: SearchOptions & { text?: TextLookup } = {}): SearchResponse {
  return present(rank(indexes, query, options), options.text);
}

/** The text files to fetch for the snippets of the hits on the first `maxPages` pages, in rank order. */
export function textSources(ranking: Ranking, maxPages: number): TextSource[] {
  if (ranking.done || ranking.need) return [];
  const seen = new Map<string, TextSource>();
  for (const { source } of ranking.chosen) {
    const key = `${source.tag} ${source.firstId}`;
    if (!seen.has(key)) {
      if (seen.size >= maxPages) break;
      seen.set(key, source);
    }
  }
  return [...seen.values()];
}

/**
 * `rank`, first loading the parts of split indexes the query needs with `load` (a round for the query's
 * terms, another when a correction needs more; a part that fails to load rejects).
 */
export async function rankLoadingParts(
  indexes: LoadedIndex[],
  query: string,
  options: Omit<SearchOptions, 'budget'> & { budget?: () => WorkBudget },
  load: (index: LoadedIndex, part: number) => Promise<SplitPart>,
): Promise<Ranking> {
  for (let round = 0; ; round++) {
    // Each round is a query of its own: a fresh budget.
    const ranking = rank(indexes, query, { ...options, budget: options.budget?.() });
    if (ranking.need === undefined) return ranking;
    if (round === 3) return { done: failed(new Error('index parts did not load')) };
    const loading = ranking.need.flatMap(({ tag, parts }) => {
      const index = indexes.find((i) => i.tag === tag)!;
      return parts.map(async (n) => addPart(index, n, await load(index, n)));
    });
    // While the parts are on their way: what ranking will need next.
    for (const index of indexes) index.prepare?.();
    await Promise.all(loading);
  }
}

/** Finds and orders the hits. Never throws: lunr should not throw on a validated query, but the box must never break. */
export function rank(indexes: LoadedIndex[], query: string, options: SearchOptions = {}): Ranking {
  try {
    return runRank(indexes, query, options.budget ?? new WorkBudget(), options);
  } catch (error) {
    if (error instanceof PartsMissing) return { need: error.need };
    if (error instanceof QueryTooLarge) return { done: { hits: [], total: 0, error: error.message } };
    return { done: failed(error) };
  }
}

type Scored = {
  loaded: LoadedIndex;
  words: WordMatcher;
  doc: StoredSearchDocument;
  matched: string[];
  score: number;
  /** Query words the document has, as typed or corrected. */
  coverage: number;
  /** Of those, the words it has only through their correction. */
  corrected: number;
  exact: number;
  page: number;
};

/**
 * A title that is the query as written first; then a page titled like the query in another case; then an overview
 * page of the query words (titles.ts); then a
 * page whose title holds every query word; then a section titled like the query in another case, or like
 * the last segment of a qualified name (titles.ts).
 */
const titleRank = ({ exact, page }: Scored) => (exact === 3 ? 7 : page ? (exact === 2 ? 6 : page === 2 ? 5 : 4) : exact);

/**
 * Docs and blog posts answer the reader's question; a standalone page (type `other`: the landing page, the search
 * help page) is about the site, and the search help quotes example queries, typos included (`colection`): it comes
 * after the documentation matching as many words, rather than being pre-selected on a quoted typo.
 */
const kindRank = ({ doc }: Scored) => (doc.type === 'other' ? 0 : 1);

/** Every document matching the query, with what orders it; and, per significant word, how many documents have it as typed. */
function collect(indexes: LoadedIndex[], query: QueryWords, fields: SearchField[], budget: WorkBudget): { candidates: Scored[]; found: Map<PreparedClause, number> } {
  const { all, significant, required, alternatives } = query;
  const titles: ExactTitle[] = [exactTitle(significant)];
  if (alternatives.size) titles.push(exactTitle(significant.map((p) => alternatives.get(p) ?? p)));
  const candidates: Scored[] = [];
  const found = new Map<PreparedClause, number>();
  const expansions = indexes.flatMap((loaded) => {
    const usable = fields.filter((f) => loaded.fields.includes(f));
    if (!usable.length) return [];
    return [
      {
        loaded,
        expanded: expandClauses(
          loaded.postings,
          termClauses(
            all.filter((p) => !p.clause.field || usable.includes(p.clause.field)),
            usable,
          ),
          budget,
        ),
      },
    ];
  });
  // A split index reads the postings of these terms: the parts holding them must be here first.
  const need = expansions.flatMap(({ loaded, expanded }) => {
    const parts = missingParts(
      loaded,
      expanded.flatMap((c) => c.expanded),
    );
    return parts.length ? [{ tag: loaded.tag, parts }] : [];
  });
  if (need.length) throw new PartsMissing(need);
  for (const { loaded, expanded } of expansions) {
    const words = new WordMatcher(expanded);
    /** A query word is satisfied as typed or through its correction. */
    const has = (p: PreparedClause, terms: readonly string[], test: 'satisfies' | 'hasPrimary' = 'satisfies') => {
      const alternative = alternatives.get(p);
      return words[test](p, terms) || (alternative !== undefined && words[test](alternative, terms));
    };
    const matches = executeExpanded(loaded.postings, expanded, budget);
    for (const [id, match] of matches) {
      const doc = loaded.documents.get(id);
      if (!doc) continue;
      const matched = match.terms;
      // Each word below reads the document's matched terms once or twice at most.
      budget.spend(1 + ((matched.length * (required.length + significant.length)) >> 2));
      let coverage = 0;
      let corrected = 0;
      for (const p of significant) {
        if (words.satisfies(p, matched)) {
          coverage++;
          found.set(p, (found.get(p) ?? 0) + 1);
        } else if (alternatives.has(p) && words.satisfies(alternatives.get(p)!, matched)) {
          coverage++;
          corrected++;
        }
      }
      if (!coverage || !required.every((p) => has(p, matched))) continue;
      const titleOf = titleWords(loaded.titles, doc);
      const exact = Math.max(...titles.map((t) => exactTitleTier(titleOf, t)));
      const page = pageTitleTier(doc, titleOf, (p, terms) => has(p, terms, 'hasPrimary'), significant);
      candidates.push({ loaded, words, doc, matched, score: match.score, coverage, corrected, exact, page });
    }
  }
  return { candidates, found };
}

function missingParts(loaded: LoadedIndex, terms: string[]): number[] {
  const { split } = loaded;
  if (!split) return [];
  const parts = new Set<number>();
  for (const term of terms) {
    const n = partOf(split.starts, loaded.postings.numberOf.get(term)!);
    if (!split.loaded.has(n)) parts.add(n);
  }
  return [...parts].sort((a, b) => a - b);
}

/** The query as searched, corrected words apart: `['', 'entity', ' selection']`. */
function correctionParts(query: QueryWords): Highlighted {
  const out: Highlighted = [''];
  query.typed.forEach((p, i) => {
    const separator = i ? ' ' : '';
    const alternative = query.alternatives.get(p);
    if (!alternative) out[out.length - 1] += separator + (p.clause.presence === 'required' ? '+' : p.clause.presence === 'prohibited' ? '-' : '') + p.clause.word;
    else {
      out[out.length - 1] += separator;
      out.push(alternative.clause.word, '');
    }
  });
  return out;
}

function runRank(indexes: LoadedIndex[], text: string, budget: WorkBudget, options: SearchOptions): Ranking {
  const fields = options.fields ?? indexes[0]?.fields ?? ['title', 'content', 'tags', 'sidebarParentCategories'];
  const parsed = parseQuery(text, fields);
  if (!parsed.ok) return { done: { hits: [], total: 0, error: parsed.error } };
  const notice = parsed.truncated ? `Only the first ${MAX_QUERY_WORDS} words of this query were searched.` : undefined;
  let query = queryWords(parsed.clauses.map(prepareClause));
  if (!query.positive.length) {
    return { done: query.all.length ? { hits: [], total: 0, notice: 'This query only excludes words: add a word to search for.' } : EMPTY_RESPONSE };
  }
  let { candidates, found } = collect(indexes, query, fields, budget);

  // Words found in (almost) no section: also search their closest index terms, below the words as typed.
  let correction: Highlighted | undefined;
  const rare = query.significant.filter((p) => (found.get(p) ?? 0) < FEW_DOCUMENTS && correctable(p));
  if (rare.length) {
    const vocabularies = indexes.map((i) => i.postings);
    const fixes = new Map<PreparedClause, PreparedClause>();
    for (const p of rare) {
      const closest = closestTerm(vocabularies, p.analysis.full, p.clause.last, budget, found.get(p) ?? 0);
      if (closest !== undefined) fixes.set(p, correctedClause(p, closest));
    }
    if (fixes.size) {
      query = queryWords(query.typed, fixes);
      ({ candidates } = collect(indexes, query, fields, budget));
      if (candidates.some((c) => c.corrected)) correction = correctionParts(query);
    }
  }

  // Sections with more of the query's words first; among them, documentation before standalone pages (kindRank);
  // then those with fewer words found only through a correction.
  candidates.sort((a, b) => b.coverage - a.coverage || kindRank(b) - kindRank(a) || a.corrected - b.corrected || titleRank(b) - titleRank(a) || b.score - a.score);
  const kept = options.limit === undefined ? candidates : candidates.slice(0, options.limit);
  const chosen = kept.map(({ loaded, words, doc, matched, score }): Candidate => {
    const terms = [...new Set(matched)];
    return {
      tag: loaded.tag,
      doc,
      source: { tag: loaded.tag, firstId: loaded.pageStart.get(doc.id) ?? doc.id, route: pageRoute(doc.sectionRoute) },
      score,
      // Only the terms that satisfy a clause are highlighted (not every identifier part that matched).
      terms: [...new Set(query.positive.flatMap((p) => [...words.terms(p, terms), ...(query.alternatives.has(p) ? words.terms(query.alternatives.get(p)!, terms) : [])]))],
      typed: typedWords(query, words, terms),
    };
  });
  return { chosen, total: candidates.length, positive: [...query.positive, ...query.alternatives.values()], notice, correction };
}

/** Most terms a query word passes to the page it opens when it matched by prefix or stem rather than as typed. */
const MAX_TERMS_PER_WORD = 3;

/**
 * What the page a hit opens highlights: each query word the hit has, as typed (or as corrected); a word found
 * only by prefix or stem stands for the few terms it matched there (`zipRead` → zipreadarchive). Never the
 * words as written in the section: after `http request` that was every `4D.HTTPRequest.new`, `requests`…
 */
function typedWords(query: QueryWords, words: WordMatcher, terms: string[]): string[] {
  const out = new Set<string>();
  for (const typed of query.positive) {
    for (const p of [typed, query.alternatives.get(typed)]) {
      if (!p) continue;
      const own = words.terms(p, terms);
      if (!own.length) continue;
      if (own.includes(p.analysis.full) || !p.prefix) out.add(p.clause.wildcard ? own[0] : p.clause.word);
      else for (const t of own.slice(0, MAX_TERMS_PER_WORD)) out.add(t);
      break;
    }
  }
  return [...out];
}

/** Highlights titles and builds snippets (from the texts `text` has; a hit without one has no snippet). */
export function present(ranking: Ranking, text: TextLookup = () => undefined): SearchResponse {
  if (ranking.done) return ranking.done;
  if (ranking.need) return failed(new Error('index parts missing'));
  try {
    return presentHits(ranking, text);
  } catch (error) {
    return failed(error);
  }
}

function presentHits({ chosen, total, positive, notice, correction }: Extract<Ranking, { chosen: Candidate[] }>, text: TextLookup): SearchResponse {
  const termsOfWord = new Map<string, string[]>();
  const hits = chosen.map(({ tag, doc, source, score, terms, typed }) => {
    const termSet = new Set(terms);
    const isHit = (word: string) => {
      let own = termsOfWord.get(word);
      if (!own) {
        own = highlightKeys(word);
        termsOfWord.set(word, own);
      }
      return own.some((t) => termSet.has(t)) || positive.some((p) => p.glob !== undefined && globMatch(p.glob, normalize(word)));
    };
    const { snippet } = buildSnippet(text(source, doc.id) ?? '', isHit);
    const pageTitle = highlightText(doc.pageTitle, isHit);
    const sectionTitle = highlightText(doc.sectionTitle, isHit);
    return { tag, document: doc, score, terms, words: typed, snippet, pageTitle, sectionTitle };
  });
  const response: SearchResponse = { hits, total };
  if (notice) response.notice = notice;
  if (correction && hits.length) response.correction = correction;
  return response;
}

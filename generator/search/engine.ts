/**
 * The search itself: parsed query → lunr-style term clauses over the loaded indexes (scored by
 * executor.ts, with lunr's formula) → ranked, highlighted hits.
 * Runs in the search worker (and in Node for tests). Never throws on any input.
 *
 * Each query word is looked up, in every searchable field (or the one named by `field:`), as:
 *   exact term ×10, stem ×6 (ordinary words), identifier parts ×3, trailing wildcard ×2, fuzzy ×1 (only with `~N`)
 * so exact matches rank above prefix matches, and prefix matches above fuzzy ones. Field boosts
 * (title 5, content 1, tags 3, parent categories 2) are applied at build time (BM25 b=0.75, k1=1.2).
 * Words are optional as in lunr, but results matching more of the query's words come first; `+word`
 * makes a word required and `-word` excludes pages containing it.
 *
 * Searching is two steps: `rank` finds and orders the hits from the index alone; `present` adds titles
 * and snippets, with the section texts the worker has fetched meanwhile for the hits on screen.
 */
import type { SearchIndexFile, StoredSearchDocument } from '../shared/types.ts';
import { analyzeQueryWord, type QueryWord, type SearchField } from './analyzer.ts';
import { buildPostings, executeExpanded, expandClauses, type Postings, type TermClause } from './executor.ts';
import { QueryTooLarge, WorkBudget } from './budget.ts';
import { globMatch } from './vocabulary.ts';
import { MAX_QUERY_WORDS, parseQuery, type QueryClause } from './queryParser.ts';
import { buildSnippet, highlightText, type Highlighted } from './snippet.ts';
import { highlightKeys, normalize, splitWords } from './tokenizer.ts';

export const CLAUSE_BOOSTS = { exact: 10, stem: 6, part: 3, prefix: 2, fuzzy: 1 };

export interface LoadedIndex {
  tag: string;
  postings: Postings;
  documents: Map<number, StoredSearchDocument>;
  fields: SearchField[];
  /** Document id → id of its page's first document (the page's text file is named after it). */
  pageStart: Map<number, number>;
  /** Section titles split into words, as written and normalised (filled on first use). */
  titleWords: Map<number, { asWritten: string; normalized: string }>;
}

export type HitDocument = StoredSearchDocument;

/** The text file that holds a hit's section text. */
export interface TextSource {
  tag: string;
  firstId: number;
  /** Route of the page, which the file must name. */
  route: string;
}

/** The text of a hit's section, when its page's text file has been fetched. */
export type TextLookup = (source: TextSource, documentId: number) => string | undefined;

export interface SearchHit {
  tag: string;
  document: HitDocument;
  score: number;
  /** Index terms that matched. */
  terms: string[];
  /** Matched words as written in the section (for highlighting on the target page). */
  words: string[];
  snippet: Highlighted;
  pageTitle: Highlighted;
  sectionTitle: Highlighted;
}

export interface SearchResponse {
  hits: SearchHit[];
  /** Number of matching sections before `limit`. */
  total: number;
  /** A malformed query: shown inline instead of results. */
  error?: string;
  /** A hint, e.g. when a query only excludes words. */
  notice?: string;
}

export const EMPTY_RESPONSE: SearchResponse = { hits: [], total: 0 };

export function loadIndex(tag: string, file: SearchIndexFile): LoadedIndex {
  const postings = buildPostings(file.index);
  const documents = new Map<number, StoredSearchDocument>();
  const pageStart = new Map<number, number>();
  let firstId = 0;
  for (const doc of file.documents) {
    documents.set(doc.id, doc);
    // A page's documents are consecutive, its intro (the route without an anchor) first.
    if (!doc.sectionRoute.includes('#')) firstId = doc.id;
    pageStart.set(doc.id, firstId);
  }
  const fields = (file.index as { fields?: SearchField[] }).fields ?? ['title', 'content', 'tags'];
  return { tag, postings, documents, fields, pageStart, titleWords: new Map() };
}

/** The route of the page a section belongs to. */
export function pageRoute(sectionRoute: string): string {
  const hash = sectionRoute.indexOf('#');
  return hash < 0 ? sectionRoute : sectionRoute.slice(0, hash);
}

interface PreparedClause {
  clause: QueryClause;
  analysis: QueryWord;
  prefix: boolean;
  /** A wildcard pattern (repeated stars collapsed), matched with globMatch. */
  glob?: string;
}

function prepare(clauses: QueryClause[]): PreparedClause[] {
  return clauses.map((clause) => {
    const analysis: QueryWord = clause.wildcard ? { full: clause.word, parts: [], stop: false } : analyzeQueryWord(clause.word);
    return {
      clause,
      analysis,
      // A stop word is looked up as a whole word, unless the reader may still be typing it.
      prefix: !clause.wildcard && (!analysis.stop || clause.last),
      glob: clause.wildcard ? clause.word : undefined,
    };
  });
}

/** A term clause of one query word: `primary` terms (the word as written, by prefix, stem, pattern or edit distance) or identifier `part`s. */
interface WordClause extends TermClause {
  owner: PreparedClause;
  role: 'primary' | 'part';
}

function termClauses(prepared: PreparedClause[], fields: SearchField[]): WordClause[] {
  const out: WordClause[] = [];
  for (const p of prepared) {
    const { clause, analysis: a } = p;
    const clauseFields = clause.field ? [clause.field] : fields;
    const term = (t: string, boost: number, expand: TermClause['expand'] = 'exact', role: WordClause['role'] = 'primary') =>
      out.push({ term: t, fields: clauseFields, boost: boost * clause.boost, expand, owner: p, role });
    if (clause.presence === 'prohibited') {
      for (const t of new Set([a.full, a.stem, a.stemY])) if (t) out.push({ term: t, fields: clauseFields, boost: 0, expand: 'exact', prohibited: true, owner: p, role: 'primary' });
      continue;
    }
    if (clause.wildcard) {
      term(a.full, CLAUSE_BOOSTS.prefix, 'pattern');
      continue;
    }
    term(a.full, CLAUSE_BOOSTS.exact);
    if (a.stem) term(a.stem, CLAUSE_BOOSTS.stem, 'prefix');
    if (a.stemY) term(a.stemY, CLAUSE_BOOSTS.stem);
    for (const part of a.parts) term(part, CLAUSE_BOOSTS.part, 'exact', 'part');
    if (p.prefix) term(a.full, CLAUSE_BOOSTS.prefix, 'prefix');
    if (clause.editDistance) term(a.full, CLAUSE_BOOSTS.fuzzy, { editDistance: clause.editDistance });
  }
  return out;
}

/**
 * Which index terms satisfy each query word, in one index: its primary terms, or else all the parts of an
 * identifier together (parts found alone do not count: `zipReadArchive` is not found by `read`).
 */
class WordMatcher {
  private readonly primary = new Map<PreparedClause, Set<string>>();

  constructor(expanded: (WordClause & { expanded: string[] })[]) {
    for (const c of expanded) {
      if (c.role !== 'primary' || c.prohibited) continue;
      let set = this.primary.get(c.owner);
      if (!set) this.primary.set(c.owner, (set = new Set()));
      for (const t of c.expanded) set.add(t);
    }
  }

  /** Whether a document's matched terms satisfy the word (`terms` is not empty), without building the list. */
  satisfies(p: PreparedClause, terms: string[]): boolean {
    const primary = this.primary.get(p);
    if (primary) for (const t of terms) if (primary.has(t)) return true;
    const { parts } = p.analysis;
    return parts.length > 0 && parts.every((part) => terms.includes(part));
  }

  terms(p: PreparedClause, terms: string[]): string[] {
    const primary = this.primary.get(p);
    const found = primary ? terms.filter((t) => primary.has(t)) : [];
    if (found.length) return found;
    const { parts } = p.analysis;
    return parts.length > 0 && parts.every((part) => terms.includes(part)) ? parts : [];
  }
}

export interface SearchOptions {
  /** Maximum number of hits returned (all when absent). */
  limit?: number;
  /** Searchable fields; defaults to the fields of the first index. */
  fields?: SearchField[];
  /** The work this query may do (a fresh budget of MAX_QUERY_WORK units when absent). */
  budget?: WorkBudget;
}

interface Candidate {
  tag: string;
  doc: StoredSearchDocument;
  source: TextSource;
  score: number;
  terms: string[];
}

/** Hits in order, before titles and snippets are highlighted; or a final answer (an error, a notice). */
export type Ranking = { done: SearchResponse } | { done?: undefined; chosen: Candidate[]; total: number; positive: PreparedClause[]; notice?: string };

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
  if (ranking.done) return [];
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

/** Finds and orders the hits. Never throws: lunr should not throw on a validated query, but the box must never break. */
export function rank(indexes: LoadedIndex[], query: string, options: SearchOptions = {}): Ranking {
  try {
    return runRank(indexes, query, options.budget ?? new WorkBudget(), options);
  } catch (error) {
    if (error instanceof QueryTooLarge) return { done: { hits: [], total: 0, error: error.message } };
    return { done: failed(error) };
  }
}

function runRank(indexes: LoadedIndex[], query: string, budget: WorkBudget, options: SearchOptions): Ranking {
  const fields = options.fields ?? indexes[0]?.fields ?? ['title', 'content', 'tags', 'sidebarParentCategories'];
  const parsed = parseQuery(query, fields);
  if (!parsed.ok) return { done: { hits: [], total: 0, error: parsed.error } };
  const notice = parsed.truncated ? `Only the first ${MAX_QUERY_WORDS} words of this query were searched.` : undefined;
  const prepared = prepare(parsed.clauses);
  const positive = prepared.filter((p) => p.clause.presence !== 'prohibited');
  if (!positive.length) {
    return { done: prepared.length ? { hits: [], total: 0, notice: 'This query only excludes words: add a word to search for.' } : EMPTY_RESPONSE };
  }
  // Words that count for "matches more of the query": stop words only when the query has nothing else.
  const significant = positive.some((p) => !p.analysis.stop) ? positive.filter((p) => !p.analysis.stop) : positive;
  const required = positive.filter((p) => p.clause.presence === 'required');

  // A document titled exactly like the query comes first among equals (case-sensitive beats
  // case-insensitive: `File` is the class, `file` the command), then one titled like the last segment
  // of a lone qualified name (`4D.File` → the `File` class page).
  const written = significant.map((p) => p.clause.word).join(' ');
  const lastSegment = significant.length === 1 && /\.\p{L}/u.test(written) ? written.split('.').pop()! : undefined;
  const titleTier = (loaded: LoadedIndex, doc: StoredSearchDocument): number => {
    let title = loaded.titleWords.get(doc.id);
    if (!title) {
      const words = splitWords(doc.sectionTitle).map((w) => w.text);
      loaded.titleWords.set(doc.id, (title = { asWritten: words.join(' '), normalized: words.map(normalize).join(' ') }));
    }
    const { asWritten, normalized } = title;
    if (asWritten === written) return 3;
    if (normalized === normalize(written) || asWritten === lastSegment) return 2;
    return lastSegment !== undefined && normalized === normalize(lastSegment) ? 1 : 0;
  };
  // Every match is scored and ordered; terms and text sources are worked out for the chosen few only.
  type Scored = { loaded: LoadedIndex; words: WordMatcher; doc: StoredSearchDocument; matched: string[]; score: number; coverage: number; exact: number };
  const candidates: Scored[] = [];
  for (const loaded of indexes) {
    const usable = fields.filter((f) => loaded.fields.includes(f));
    if (!usable.length) continue;
    const expanded = expandClauses(loaded.postings, termClauses(prepared.filter((p) => !p.clause.field || usable.includes(p.clause.field)), usable), budget);
    const words = new WordMatcher(expanded);
    const matches = executeExpanded(loaded.postings, expanded, budget);
    for (const [id, match] of matches) {
      const doc = loaded.documents.get(id);
      if (!doc) continue;
      const matched = match.terms;
      // Each word below reads the document's matched terms once at most.
      budget.spend(1 + ((matched.length * (required.length + significant.length)) >> 3));
      if (!required.every((p) => words.satisfies(p, matched))) continue;
      let coverage = 0;
      for (const p of significant) if (words.satisfies(p, matched)) coverage++;
      if (!coverage) continue;
      candidates.push({ loaded, words, doc, matched, score: match.score, coverage, exact: titleTier(loaded, doc) });
    }
  }
  candidates.sort((a, b) => b.coverage - a.coverage || b.exact - a.exact || b.score - a.score);
  const kept = options.limit === undefined ? candidates : candidates.slice(0, options.limit);
  const chosen = kept.map(({ loaded, words, doc, matched, score }): Candidate => {
    const terms = [...new Set(matched)];
    return {
      tag: loaded.tag,
      doc,
      source: { tag: loaded.tag, firstId: loaded.pageStart.get(doc.id) ?? doc.id, route: pageRoute(doc.sectionRoute) },
      score,
      // Only the terms that satisfy a clause are highlighted (not every identifier part that matched).
      terms: [...new Set(positive.flatMap((p) => words.terms(p, terms)))],
    };
  });
  return { chosen, total: candidates.length, positive, notice };
}

/** Highlights titles and builds snippets (from the texts `text` has; a hit without one has no snippet). */
export function present(ranking: Ranking, text: TextLookup = () => undefined): SearchResponse {
  if (ranking.done) return ranking.done;
  try {
    return presentHits(ranking, text);
  } catch (error) {
    return failed(error);
  }
}

function presentHits({ chosen, total, positive, notice }: Exclude<Ranking, { done: SearchResponse }>, text: TextLookup): SearchResponse {
  const termsOfWord = new Map<string, string[]>();
  const hits = chosen.map(({ tag, doc, source, score, terms }) => {
    const termSet = new Set(terms);
    const isHit = (word: string) => {
      let own = termsOfWord.get(word);
      if (!own) termsOfWord.set(word, (own = highlightKeys(word)));
      return own.some((t) => termSet.has(t)) || positive.some((p) => p.glob !== undefined && globMatch(p.glob, normalize(word)));
    };
    const { snippet, matched } = buildSnippet(text(source, doc.id) ?? '', isHit);
    const pageTitle = highlightText(doc.pageTitle, isHit);
    const sectionTitle = highlightText(doc.sectionTitle, isHit);
    const words = [...new Set([...pageTitle.filter((_, i) => i % 2), ...sectionTitle.filter((_, i) => i % 2), ...matched])].slice(0, 20);
    return { tag, document: doc, score, terms, words, snippet, pageTitle, sectionTitle };
  });
  return notice ? { hits, total, notice } : { hits, total };
}

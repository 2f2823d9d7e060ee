/**
 * Query words → lunr term clauses, and which index terms satisfy each word.
 *
 * Each query word is looked up, in every searchable field (or the one named by `field:`), as:
 *   exact term ×10, stem ×6 (ordinary words), identifier parts ×3, trailing wildcard ×2, fuzzy ×1 (only with `~N`)
 * so exact matches rank above prefix matches, and prefix matches above fuzzy ones. Two ordinary words in a row are
 * also looked up written as one (×3): `set up` finds *setup*, `http request` *HTTPRequest*, `data store` *datastore*.
 */
import { analyzeQueryWord, type QueryWord, type SearchField } from './analyzer.ts';
import type { TermClause } from './executor.ts';
import type { QueryClause } from './queryParser.ts';

export const CLAUSE_BOOSTS = { exact: 10, stem: 6, part: 3, prefix: 2, fuzzy: 1 };

export interface PreparedClause {
  clause: QueryClause;
  analysis: QueryWord;
  prefix: boolean;
  /** A wildcard pattern (repeated stars collapsed), matched with globMatch. */
  glob?: string;
  /** The word as typed, when this clause searches a correction of it (see corrections.ts). */
  correctedFrom?: string;
}

export function prepareClause(clause: QueryClause): PreparedClause {
  const analysis: QueryWord = clause.wildcard ? { full: clause.word, parts: [], stop: false } : analyzeQueryWord(clause.word);
  return {
    clause,
    analysis,
    // A stop word is looked up as a whole word, unless the reader may still be typing it.
    prefix: !clause.wildcard && (!analysis.stop || clause.last),
    glob: clause.wildcard ? clause.word : undefined,
  };
}

/** The words of a query, by the role each plays in ranking. */
export interface QueryWords {
  /** The words as typed. */
  typed: PreparedClause[];
  /** Corrections searched as well (corrections.ts): typed word → the clause of its correction. */
  alternatives: Map<PreparedClause, PreparedClause>;
  /** Every clause to search: the typed words and the corrections. */
  all: PreparedClause[];
  /** Typed words searched for (not `-excluded`). */
  positive: PreparedClause[];
  /** Typed words that count for "matches more of the query": stop words only when the query has nothing else. */
  significant: PreparedClause[];
  /** `+required` typed words. */
  required: PreparedClause[];
}

export function queryWords(typed: PreparedClause[], alternatives = new Map<PreparedClause, PreparedClause>()): QueryWords {
  const positive = typed.filter((p) => p.clause.presence !== 'prohibited');
  const significant = positive.some((p) => !p.analysis.stop) ? positive.filter((p) => !p.analysis.stop) : positive;
  return { typed, alternatives, all: [...typed, ...alternatives.values()], positive, significant, required: positive.filter((p) => p.clause.presence === 'required') };
}

/**
 * A term clause of one query word: `primary` terms (the word as written, by prefix, stem, pattern or edit distance),
 * identifier `part`s, or the `compound` of the word and the next one (`partner`), which stands for both.
 */
export interface WordClause extends TermClause {
  owner: PreparedClause;
  role: 'primary' | 'part' | 'compound';
  partner?: PreparedClause;
}

/** A typed word that may be written together with its neighbour: an ordinary, searched, unrestricted word. */
const compoundable = (p: PreparedClause) =>
  p.correctedFrom === undefined &&
  !p.clause.wildcard &&
  !p.clause.field &&
  p.clause.presence !== 'prohibited' &&
  !p.analysis.stop &&
  p.analysis.parts.length === 0 &&
  /^\p{L}+$/u.test(p.clause.word);

export function termClauses(prepared: PreparedClause[], fields: SearchField[]): WordClause[] {
  const out: WordClause[] = [];
  for (const p of prepared) {
    const { clause, analysis: a } = p;
    const clauseFields = clause.field ? [clause.field] : fields;
    const term = (t: string, boost: number, expand: TermClause['expand'] = 'exact', role: WordClause['role'] = 'primary') =>
      out.push({ term: t, fields: clauseFields, boost: boost * clause.boost, expand, owner: p, role });
    if (clause.presence === 'prohibited') {
      for (const t of new Set([a.full, a.stem, a.stemY]))
        if (t) out.push({ term: t, fields: clauseFields, boost: 0, expand: 'exact', prohibited: true, owner: p, role: 'primary' });
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
  // Two words in a row, written as one: a phrase that documentation also writes as one word or identifier.
  for (let i = 0; i + 1 < prepared.length; i++) {
    const [first, second] = [prepared[i], prepared[i + 1]];
    if (!compoundable(first) || !compoundable(second)) continue;
    const boost = CLAUSE_BOOSTS.part * Math.min(first.clause.boost, second.clause.boost);
    out.push({ term: first.analysis.full + second.analysis.full, fields, boost, expand: 'exact', owner: first, role: 'compound', partner: second });
  }
  return out;
}

/**
 * Which index terms satisfy each query word, in one index: its primary terms, or else all the parts of an
 * identifier together (parts found alone do not count: `zipReadArchive` is not found by `read`).
 */
export class WordMatcher {
  private readonly primary = new Map<PreparedClause, Set<string>>();

  constructor(expanded: (WordClause & { expanded: string[] })[]) {
    for (const c of expanded) {
      if (c.role === 'part' || c.prohibited) continue;
      // A compound (`setup` for `set up`) is one of the own terms of both its words.
      for (const owner of c.partner ? [c.owner, c.partner] : [c.owner]) {
        let set = this.primary.get(owner);
        if (!set) {
          set = new Set();
          this.primary.set(owner, set);
        }
        for (const t of c.expanded) set.add(t);
      }
    }
  }

  /** Whether terms include one of the word's own (primary) terms: the word as written, by prefix or stem. */
  hasPrimary(p: PreparedClause, terms: readonly string[]): boolean {
    const primary = this.primary.get(p);
    if (primary) for (const t of terms) if (primary.has(t)) return true;
    return false;
  }

  /** Whether a document's matched terms satisfy the word (`terms` is not empty), without building the list. */
  satisfies(p: PreparedClause, terms: readonly string[]): boolean {
    if (this.hasPrimary(p, terms)) return true;
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

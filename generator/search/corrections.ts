/**
 * Typo correction. When a query word finds nothing, or almost nothing (fewer than FEW_DOCUMENTS sections: a
 * page may well mention the typo), the query is run again with the closest index term searched as well:
 * within one edit (two for words of 8 letters or more; an edit is an insertion, a deletion, a substitution
 * or a swap of two adjacent letters), the closest first, then the one found in the most documents
 * (`colection` → collection; `enitty` → entity), and only if it is in clearly more sections than the word.
 * A word the reader may still be typing is compared by its prefix (`colec` → collection). The correction is
 * searched like a typed word with a tenth of its boost, and sections that have the words as typed come
 * first; the reader is told which words were corrected. Explicit `~N`, wildcards, `-excluded` and stop words
 * are never corrected.
 */
import { CLAUSE_BOOSTS, prepareClause, type PreparedClause } from './clauses.ts';
import { documentCount, type Postings } from './executor.ts';
import type { WorkBudget } from './budget.ts';
import { withinDistance } from './vocabulary.ts';

/** Words shorter than this are not corrected: one edit away, too many words are as likely. */
export const MIN_CORRECTED_LENGTH = 4;
/** A word found in fewer sections than this may be a typo. */
export const FEW_DOCUMENTS = 3;
/** From this length on, two edits are allowed. */
export const TWO_EDITS_FROM = 8;

/** Whether a word that found nothing may be replaced by a correction. */
export function correctable(p: PreparedClause): boolean {
  const { clause, analysis } = p;
  return !clause.wildcard && clause.editDistance === undefined && clause.presence !== 'prohibited' && !analysis.stop && analysis.full.length >= MIN_CORRECTED_LENGTH;
}

/**
 * The closest index term of `word` over all indexes, other than the word itself (or, while typing, its
 * continuations), in more than twice the `own` sections of the word and at least FEW_DOCUMENTS; or undefined.
 */
export function closestTerm(vocabularies: Postings[], word: string, typing: boolean, budget: WorkBudget, own = 0): string | undefined {
  const maxDistance = word.length >= TWO_EDITS_FROM ? 2 : 1;
  const found = new Map<string, { distance: number; documents: number }>();
  for (const postings of vocabularies) {
    for (const { term, distance } of withinDistance(postings.terms, word, maxDistance, budget, { prefix: typing })) {
      budget.spend(1);
      if (distance === 0) continue;
      const seen = found.get(term);
      const documents = documentCount(postings, term) + (seen?.documents ?? 0);
      found.set(term, { distance: Math.min(distance, seen?.distance ?? distance), documents });
    }
  }
  let best: string | undefined;
  for (const [term, { distance, documents }] of found) {
    if (documents < FEW_DOCUMENTS || documents <= 2 * own) continue;
    const current = best === undefined ? undefined : found.get(best)!;
    if (!current || distance < current.distance || (distance === current.distance && (documents > current.documents || (documents === current.documents && term < best!))))
      best = term;
  }
  return best;
}

/** The clause that searches `correction` in place of `p`'s word, ranked below words found as typed. */
export function correctedClause(p: PreparedClause, correction: string): PreparedClause {
  const boost = (p.clause.boost * CLAUSE_BOOSTS.fuzzy) / CLAUSE_BOOSTS.exact;
  return { ...prepareClause({ ...p.clause, word: correction, boost, last: false }), correctedFrom: p.clause.word };
}

/**
 * How a query term meets the index's vocabulary (sorted in lunr's code-unit order): as a prefix, as a
 * pattern with `*`, or within an edit distance. Each spends from the query's work budget, so that no
 * input can make one query run for long:
 * - prefixes: a binary search, then one unit per term found;
 * - patterns: a literal prefix narrows the range by binary search, then each term is matched with a
 *   linear-time glob match (lunr's TokenSet intersection takes time exponential in the number of `*`);
 * - edit distances: a walk of the vocabulary with one banded row of the edit-distance table per letter.
 *   lunr builds an automaton of the word's variants instead (`TokenSet.fromFuzzyString`), whose size grows
 *   steeply with the word's length (hundreds of milliseconds for a 30-letter word at distance 2). Both find
 *   the same terms, but for rare extras of lunr's (`ds~2` also finds `sud`: a swap, then an insertion between
 *   the swapped letters).
 */
import type { WorkBudget } from './budget.ts';

/** Index of the first term ≥ `key`. */
function lowerBound(terms: readonly string[], key: string): number {
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid] < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Terms starting with `prefix`. */
export function withPrefix(terms: readonly string[], prefix: string, budget: WorkBudget): string[] {
  const out: string[] = [];
  for (let i = lowerBound(terms, prefix); i < terms.length && terms[i].startsWith(prefix); i++) {
    budget.spend(1);
    out.push(terms[i]);
  }
  return out;
}

/** `*` stands for any run of characters (lunr's wildcard); repeated stars are one. */
export function collapseStars(pattern: string): string {
  return pattern.replace(/\*{2,}/g, '*');
}

/**
 * Glob match with `*` only, in O(pattern × text) at worst: on a mismatch, only the last star is retried
 * (greedy matching never needs to go back further).
 */
export function globMatch(pattern: string, text: string, budget?: WorkBudget): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  let steps = 0;
  while (t < text.length) {
    steps++;
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else {
      budget?.spend(steps);
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  budget?.spend(steps + 1);
  return p === pattern.length;
}

/** Terms matching a pattern with `*` wildcards. */
export function withPattern(terms: readonly string[], pattern: string, budget: WorkBudget): string[] {
  const glob = collapseStars(pattern);
  const literal = glob.slice(0, glob.indexOf('*') < 0 ? glob.length : glob.indexOf('*'));
  const out: string[] = [];
  for (let i = lowerBound(terms, literal); i < terms.length && terms[i].startsWith(literal); i++) {
    if (globMatch(glob, terms[i], budget)) out.push(terms[i]);
  }
  return out;
}

/** Index just past the last term starting with `prefix`, searching from `from` (terms with a prefix are contiguous). */
function endOfPrefix(terms: readonly string[], from: number, prefix: string): number {
  let low = from;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (terms[mid].startsWith(prefix)) low = mid + 1;
    else high = mid;
  }
  return low;
}

export interface NearTerm {
  term: string;
  distance: number;
}

/**
 * Terms within `maxDistance` edits of `word` (an insertion, a deletion, a substitution or a swap of two
 * adjacent letters each count one: the optimal string alignment distance), by a walk of the sorted
 * vocabulary that shares the work of common prefixes, keeps a band of 2 × maxDistance + 1 cells per row,
 * and skips every term under a prefix that is already too far.
 * `prefix`: also terms that merely start within `maxDistance` edits of `word` (a word still being typed).
 */
export function withinDistance(terms: readonly string[], word: string, maxDistance: number, budget: WorkBudget, { prefix = false } = {}): NearTerm[] {
  const m = word.length;
  const far = maxDistance + 1;
  const depthLimit = m + maxDistance;
  const rows = Array.from({ length: depthLimit + 1 }, () => new Int32Array(m + 2).fill(far));
  for (let j = 0; j <= Math.min(m, maxDistance); j++) rows[0][j] = j;
  /** For prefixes: the distance of the closest prefix of the term so far to the whole word, by depth. */
  const closest = new Int32Array(depthLimit + 1).fill(far);
  closest[0] = rows[0][m] ?? far;
  const out: NearTerm[] = [];
  let previous = '';
  /** Rows 0..computed are valid for the prefix previous.slice(0, computed). */
  let computed = 0;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i];
    let depth = 0;
    const shared = Math.min(computed, term.length);
    while (depth < shared && term.charCodeAt(depth) === previous.charCodeAt(depth)) depth++;
    let dead = false;
    for (; depth < term.length; depth++) {
      const d = depth + 1;
      if (d > depthLimit) {
        dead = true;
        break;
      }
      const row = rows[d];
      const above = rows[d - 1];
      const twoAbove = d >= 2 ? rows[d - 2] : undefined;
      const c = term.charCodeAt(depth);
      const lo = Math.max(0, d - maxDistance);
      const hi = Math.min(m, d + maxDistance);
      budget.spend(hi - lo + 1);
      if (lo > 0) row[lo - 1] = far;
      let best = far;
      for (let j = lo; j <= hi; j++) {
        let value: number;
        if (j === 0) value = d;
        else {
          value = Math.min(above[j] + 1, row[j - 1] + 1, above[j - 1] + (c === word.charCodeAt(j - 1) ? 0 : 1));
          if (twoAbove && j >= 2 && c === word.charCodeAt(j - 2) && term.charCodeAt(depth - 1) === word.charCodeAt(j - 1)) value = Math.min(value, twoAbove[j - 2] + 1);
        }
        row[j] = Math.min(value, far);
        if (row[j] < best) best = row[j];
      }
      if (hi + 1 <= m) row[hi + 1] = far;
      closest[d] = Math.min(closest[d - 1], row[m]);
      if (best > maxDistance) {
        dead = true;
        break;
      }
    }
    previous = term;
    computed = Math.min(depth, term.length);
    if (dead) {
      // Every term under this prefix is too far (or, for prefixes, as close as the prefix itself): jump past them.
      const under = term.slice(0, depth + 1);
      const end = endOfPrefix(terms, i, under);
      if (prefix && closest[depth] <= maxDistance) {
        budget.spend(end - i);
        for (let k = i; k < end; k++) out.push({ term: terms[k], distance: closest[depth] });
      }
      computed = depth;
      i = end - 1;
      continue;
    }
    const distance = prefix ? closest[term.length] : rows[term.length][m];
    if (term.length <= depthLimit && distance <= maxDistance) out.push({ term, distance });
  }
  return out;
}

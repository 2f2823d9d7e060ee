/**
 * The work one query may do. Every loop that grows with the query or the index (vocabulary terms examined,
 * automaton steps, postings read) spends from one budget; past its limit, or past its deadline, the query
 * stops with `QueryTooLarge` and the reader gets a message instead of a frozen search.
 */
import { MAX_QUERY_WORK } from './limits.ts';

export class QueryTooLarge extends Error {
  constructor() {
    super('This query asks for too much work. Use fewer wildcards or fewer, longer words.');
  }
}

export class WorkBudget {
  /** Work units spent so far (tests read it to check that a query's work stays bounded). */
  spent = 0;
  private readonly deadline: number;
  private nextClockCheck = 0;

  /** `maxMs`: a safety net for the worker (the work limit is the real bound; tests leave time out). */
  constructor(
    readonly limit = MAX_QUERY_WORK,
    maxMs = Infinity,
  ) {
    this.deadline = performance.now() + maxMs;
  }

  spend(units: number): void {
    this.spent += units;
    if (this.spent > this.limit) throw new QueryTooLarge();
    // Reading the clock is not free: once per 10,000 units.
    if (this.spent >= this.nextClockCheck) {
      this.nextClockCheck = this.spent + 10_000;
      if (performance.now() > this.deadline) throw new QueryTooLarge();
    }
  }
}

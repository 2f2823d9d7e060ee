/** Limits shared by the search box (main bundle) and the query parser (worker). */
export const MAX_QUERY_LENGTH = 512;
/** Larger edit distances are clamped: lunr's fuzzy expansion grows exponentially with the distance. */
export const MAX_EDIT_DISTANCE = 2;
/** A search request slower than this shows the stalled indicator. */
export const STALL_MS = 300;
/** Words of a query that are searched; the rest are left out, with a notice. */
export const MAX_QUERY_WORDS = 32;
/**
 * Work units (vocabulary terms examined, edit-distance cells, postings read, candidates checked) one query
 * may spend: a one-letter query on the real docs spends about 15,000; this is a few hundred milliseconds.
 */
export const MAX_QUERY_WORK = 2_000_000;
/** The worker also stops a query after this long (a safety net: the work limit is the bound). */
export const MAX_QUERY_MS = 1_000;

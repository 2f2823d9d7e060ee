/** Limits shared by the search box (main bundle) and the query parser (worker). */
export const MAX_QUERY_LENGTH = 512;
/** Larger edit distances are clamped: lunr's fuzzy expansion grows exponentially with the distance. */
export const MAX_EDIT_DISTANCE = 2;
/** A search request slower than this shows the stalled indicator. */
export const STALL_MS = 300;

/** Look-ups in sorted lists, shared by the client (route manifest shards) and the search worker (index parts). */

/** The position of the last of `sorted` not after `value` (0 when none is): a binary search. */
export function lastAtMost<T extends number | string>(sorted: readonly T[], value: T): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (sorted[mid] <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}

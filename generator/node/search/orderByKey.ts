/** More positions than any field vector has terms: a sort key is key × this + position. */
const POSITIONS = 2 ** 21;

/**
 * The positions 0 … size − 1 ordered by `keyOf(position)`, ties by position: one typed-array sort of
 * key × 2^21 + position, with no comparator and no array per entry (the index stage sorts a vector per page field).
 */
export function orderByKey(size: number, keyOf: (position: number) => number): Int32Array {
  const order = new Float64Array(size);
  for (let i = 0; i < size; i++) order[i] = keyOf(i) * POSITIONS + i;
  order.sort();
  const positions = new Int32Array(size);
  for (let i = 0; i < size; i++) positions[i] = order[i] % POSITIONS;
  return positions;
}

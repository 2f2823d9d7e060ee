/**
 * The one way the generator hashes: the hex SHA-1 of what a cache entry or an output name depends on. The parts are
 * hashed in order, as they are (no separator: a caller that needs one passes it), and the key is cut to `length`
 * characters when given.
 */
import { createHash } from 'node:crypto';

export type KeyPart = string | Uint8Array;

export function hashKey(parts: KeyPart | readonly KeyPart[], length?: number): string {
  const hash = createHash('sha1');
  for (const part of Array.isArray(parts) ? parts : [parts]) hash.update(part);
  const hex = hash.digest('hex');
  return length === undefined ? hex : hex.slice(0, length);
}

/** The key of several parts, each ended by a NUL (so that no two lists of parts give the same bytes). */
export function partsKey(...parts: KeyPart[]): string {
  return hashKey(parts.flatMap((part) => [part, '\u0000']));
}

/**
 * Writes a file so that no reader ever sees it half-written: the content goes to a file beside it, which is then
 * renamed over it. The dev server's webpack watches compiled pages and entries while they are rewritten: a plain
 * write (truncate, then write) let it read a truncated module ("Module parse failed") during rapid saves.
 */
import { renameSync, writeFileSync } from 'node:fs';

let counter = 0;

export function writeFileAtomic(file: string, data: string | Uint8Array): void {
  const temp = `${file}.${process.pid}.${counter++}.tmp`;
  writeFileSync(temp, data);
  renameSync(temp, file);
}

/**
 * Size and modification time of source files, to tell whether a bundle made of them (the dev server's, a child
 * process's script) is still current without reading or hashing them: a stat per file, a few milliseconds in all.
 */
import { statSync } from 'node:fs';

export type Stamps = Record<string, [number, number]>;

export function stampsOf(files: string[]): Stamps {
  return Object.fromEntries(
    files.map((f) => {
      const s = statSync(f, { throwIfNoEntry: false });
      return [f, s ? [s.size, s.mtimeMs] : [-1, -1]];
    }),
  );
}

/** Whether every file still has the size and time it had. */
export function unchanged(stamps: Stamps): boolean {
  const now = stampsOf(Object.keys(stamps));
  return Object.entries(stamps).every(([f, [size, time]]) => now[f][0] === size && now[f][1] === time);
}

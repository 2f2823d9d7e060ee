/** Source paths as the content graph writes them: relative to a folder, with forward slashes on every system. */
import { relative, sep } from 'node:path';

export const toPosix = (p: string) => p.split(sep).join('/');

/**
 * `file` relative to `dir`: a slice when it lies below it, as every listed source does (path.relative resolves both
 * paths first: two calls per doc cost tens of milliseconds at 10,000 docs, before the dev server's first page).
 */
export const below = (dir: string, file: string) => (file.startsWith(dir + sep) && !dir.endsWith(sep) ? file.slice(dir.length + 1) : relative(dir, file));

/**
 * The files of a content folder (docs, src/pages), links followed as Docusaurus follows them. What cannot be read
 * as a source is named rather than crashing or hanging the build: a link to a folder it is inside of (`ln -s .
 * docs/guide/loop`: the walk went on until the system said ELOOP), a link to nothing (ENOENT), and a FIFO, socket
 * or device under a source's name (reading `docs/pipe.md` waited forever for a writer).
 */
import { readdirSync, readlinkSync, realpathSync, statSync, type Dirent, type Stats } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BuildError } from '../errors.ts';

const toPosix = (p: string) => p.split(sep).join('/');

/** What a file that is neither a regular file nor a folder is, in a message. */
export function specialFileKind(stats: Pick<Stats, 'isFIFO' | 'isSocket' | 'isCharacterDevice' | 'isBlockDevice'>): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  return 'not a regular file';
}

/**
 * What a path is when it is there but is neither a regular file nor a folder (followed through links), else
 * undefined: reading a FIFO waits for a writer forever, reading /dev/zero never ends.
 */
export function specialFileAt(path: string): string | undefined {
  let stats: Stats | undefined;
  try {
    stats = statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
  return stats && !stats.isFile() && !stats.isDirectory() ? specialFileKind(stats) : undefined;
}

/**
 * The files below `dir` whose name matches `pattern`, in name order; files and folders starting with `_` or `.` are
 * left out. Every entry that cannot be walked or read is listed in one BuildError (paths relative to `siteDir`).
 */
export function listSourceFiles(dir: string, siteDir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  const problems: string[] = [];
  const rel = (path: string) => toPosix(relative(siteDir, path));
  /** `ancestors`: the real paths of the folders being walked, the link loop check's. */
  const walk = (folder: string, ancestors: string[]) => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const full = join(folder, entry.name);
      // Entries carry their type: only a link costs a stat (one per folder, not one per file).
      const type = entry.isSymbolicLink() ? linkTarget(full, rel, problems) : entry;
      if (!type) continue;
      if (type.isDirectory()) {
        const real = entry.isSymbolicLink() ? realpathSync(full) : join(ancestors[ancestors.length - 1], entry.name);
        const inside = ancestors.find((a) => a === real || a.startsWith(real + sep));
        if (inside !== undefined) {
          problems.push(`${rel(full)}: a link to ${readlinkSync(full)}, a folder it is inside of, so the folder would hold itself without end. Remove the link.`);
          continue;
        }
        walk(full, [...ancestors, real]);
      } else if (pattern.test(entry.name)) {
        if (type.isFile()) out.push(full);
        else problems.push(`${rel(full)}: ${specialFileKind(type)}, not a file that can be read as a page. Remove it or replace it with a file.`);
      }
    }
  };
  let root: string;
  try {
    root = realpathSync(dir);
  } catch {
    return out;
  }
  walk(dir, [root]);
  if (problems.length) throw new BuildError(`${rel(dir)}/ holds ${problems.length} ${problems.length === 1 ? 'entry' : 'entries'} that cannot be read:`, problems);
  return out;
}

/** The stats of what a link points to, or undefined (and a problem) when it points to nothing readable. */
function linkTarget(link: string, rel: (path: string) => string, problems: string[]): Stats | Dirent | undefined {
  try {
    return statSync(link);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    let target = '?';
    try {
      target = readlinkSync(link);
    } catch {
      // named as "?"
    }
    if (code === 'ENOENT') problems.push(`${rel(link)}: a link to ${target}, which does not exist. Remove the link or restore its target.`);
    else if (code === 'ELOOP') problems.push(`${rel(link)}: a link to ${target}, which leads back to itself. Remove the link.`);
    else problems.push(`${rel(link)}: a link to ${target}, which cannot be read (${code ?? (error as Error).message}).`);
    return undefined;
  }
}

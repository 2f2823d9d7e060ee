/**
 * Copies static/ into the output as plain files and folders. The output never holds a link: a host follows it
 * (`static/passwd.txt -> /etc/passwd` published the machine's file). A link to a file or folder of the site's content
 * folders or static/ is copied as what it points to; any other link, a dangling one, and a special file (a FIFO, a
 * device, a socket) are refused, all named in one error.
 */
import { lstatSync, mkdirSync, readdirSync, readlinkSync, realpathSync, type Stats } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { BuildError } from '../errors.ts';
import { copyToOutput } from '../output/files.ts';
import { isPublishable } from '../mdx/plugins/publishable.ts';
import type { GeneratedFiles } from './generatedFiles.ts';

/**
 * `roots`: the folders a link may point into (publishableRoots); `generated`: the files the build writes itself, which
 * no static file may replace (generatedFiles.ts).
 */
export function copyStaticFiles(siteDir: string, outDir: string, roots: string[], generated: GeneratedFiles = () => undefined): void {
  const staticDir = join(siteDir, 'static');
  if (!lstatSync(staticDir, { throwIfNoEntry: false })) return;
  const shown = (path: string) => {
    const rel = relative(siteDir, path);
    return rel.startsWith('..') || isAbsolute(rel) ? path : rel.split('\\').join('/');
  };
  const problems: string[] = [];
  // The real paths of the folders being copied, to tell a link to one of them (a loop) from a link to a sibling.
  const open: string[] = [];

  const copy = (source: string, target: string) => {
    let stats: Stats;
    let from = source;
    try {
      stats = lstatSync(source);
      if (stats.isSymbolicLink()) {
        const pointed = readlinkSync(source);
        try {
          from = realpathSync(source);
        } catch (error) {
          problems.push(`${shown(source)}: ${brokenLink(pointed, error)}`);
          return;
        }
        if (!isPublishable(from, roots)) {
          problems.push(`${shown(source)}: ${linkOutOfSite(shown(from))}`);
          return;
        }
        stats = lstatSync(from);
      }
      if (stats.isDirectory()) {
        const real = realpathSync(from);
        if (open.includes(real)) {
          problems.push(`${shown(source)}: a link to ${shown(real)}, a folder that holds it (a loop): remove the link`);
          return;
        }
        open.push(real);
        mkdirSync(target, { recursive: true });
        for (const name of readdirSync(from).sort()) copy(join(source, name), join(target, name));
        open.pop();
      } else if (stats.isFile()) {
        const rel = relative(outDir, target).split('\\').join('/');
        const taken = generated(rel);
        if (taken) problems.push(`${shown(source)}: ${taken}`);
        // Replaced, never written through: the bundle stage may have put a hard link into .cache there.
        else copyToOutput(outDir, rel, from);
      } else problems.push(`${shown(source)}: ${notAFile(stats)}`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (!code) throw error;
      problems.push(`${shown(source)}: cannot be read (${code})`);
    }
  };
  // static/ itself may be a link (to a folder shared by sites): it is the site's own.
  open.push(realpathSync(staticDir));
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(staticDir).sort()) copy(join(staticDir, name), join(outDir, name));
  if (problems.length) throw new BuildError(`static/ holds ${problems.length === 1 ? 'a file' : `${problems.length} files`} that cannot be published:`, problems);
}

/** Why a link that cannot be followed (realpath failed with `error`) is refused. */
export function brokenLink(pointed: string, error: unknown): string {
  const loop = (error as NodeJS.ErrnoException).code === 'ELOOP';
  return `a link to ${pointed}, ${loop ? 'which leads back to itself' : 'which does not exist'}: remove it, or copy the file there`;
}

/** Why a link to `target` (its real path, as shown) is refused. */
export function linkOutOfSite(target: string): string {
  return `a link to ${target}, outside the site's content folders and static/: copy the file into static/ instead of linking to it`;
}

/** Why a special file (a FIFO, a device, a socket) is refused. */
export function notAFile(stats: Stats): string {
  return `${specialKind(stats)}, not a file or a folder: only files and folders are copied from static/; remove it`;
}

/** What a special file is, for the message that refuses it. */
function specialKind(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  return 'a special file';
}

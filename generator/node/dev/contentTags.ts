/**
 * The dev shell's files (vendors.js, main.js, main.css, their lazy chunks and source maps) are served with an ETag of
 * their content and `Cache-Control: no-cache`: the browser keeps them across restarts of the server and asks whether
 * they changed, and gets a 304 when not (the usual case: vendors.js, React's development builds, changes only with
 * the packages). A kept script keeps the code the browser compiled from it (V8's code cache), so the next first
 * paint neither downloads nor parses React again. The tag is the content's, not the file's time: every session writes
 * its files anew, and the saved shell is a copy.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { sameStamp, type FileStamp } from '../output/previousBuild.ts';

/** A shell file, relative to the output folder: under assets/js or assets/css, but not a page's own (p/). */
export function isShellFile(rel: string): boolean {
  return /^assets\/(js|css)\/[^/]+$/.test(rel);
}

export class ContentTags {
  /** File → its tag, with the stamp it was computed for (a file written again gets a new one). */
  private readonly known = new Map<string, { stamp: FileStamp; tag: string }>();

  /** The strong ETag of a file's content, or undefined when there is no such file. */
  of(file: string): string | undefined {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const stamp: FileStamp = [stat.size, stat.mtimeMs, stat.ino];
    const known = this.known.get(file);
    if (known && sameStamp(known.stamp, stamp)) return known.tag;
    const tag = `"${createHash('sha1').update(readFileSync(file)).digest('base64url')}"`;
    this.known.set(file, { stamp, tag });
    return tag;
  }
}

/** Whether the browser's copy is this one (its If-None-Match names the tag). */
export function unchangedFor(req: IncomingMessage, tag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((t) => t.trim() === tag || t.trim() === '*');
}

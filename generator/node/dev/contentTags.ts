/**
 * The dev shell's files (vendors.js, main.js, main.css, their lazy chunks and source maps) are served with an ETag of
 * their content and `Cache-Control: no-cache`: the browser keeps them across restarts of the server and asks whether
 * they changed, and gets a 304 when not (the usual case: vendors.js, React's development builds, changes only with
 * the packages). A kept script keeps the code the browser compiled from it (V8's code cache), so the next first
 * paint neither downloads nor parses React again. The tag is the content's, not the file's time: every session writes
 * its files anew, and the saved shell is a copy.
 * The bytes read to compute a tag are kept and answered from memory (see `read`): streamed from disk, vendors.js
 * waited behind the file system work of start-up (the last session's output being deleted) for hundreds of
 * milliseconds before a fresh browser's first paint.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { sameStamp, type FileStamp } from '../cache/stamps.ts';

/** A shell file, relative to the output folder: under assets/js or assets/css, but not a page's own (p/). */
export function isShellFile(rel: string): boolean {
  return /^assets\/(js|css)\/[^/]+$/.test(rel);
}

/** The server's own data files (route manifests, sidebars), named by their content: answered like the shell's. */
export function isDataFile(rel: string): boolean {
  return /^assets\/data\/[^/]+$/.test(rel);
}

export interface TaggedFile {
  /** The strong ETag of the content. */
  tag: string;
  bytes: Buffer;
}

/** At most this many bytes are kept: the files read longest ago are dropped first (data files renamed by edits). */
const KEPT_BYTES = 64 * 1024 * 1024;

export class ContentTags {
  /** File → its content and tag, with the stamp they were read at (a file written again is read again). */
  private readonly known = new Map<string, TaggedFile & { stamp: FileStamp }>();
  private keptBytes = 0;

  constructor(private readonly limit = KEPT_BYTES) {}

  /** The strong ETag of a file's content, or undefined when there is no such file. */
  of(file: string): string | undefined {
    return this.read(file)?.tag;
  }

  /** The file's content and its tag, read again only when the file changed; undefined when there is no such file. */
  read(file: string): TaggedFile | undefined {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) {
      this.forget(file);
      return undefined;
    }
    const stamp: FileStamp = [stat.size, stat.mtimeMs, stat.ino];
    const known = this.known.get(file);
    if (known && sameStamp(known.stamp, stamp)) return known;
    this.forget(file);
    const bytes = readFileSync(file);
    const read = { stamp, bytes, tag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
    this.known.set(file, read);
    this.keptBytes += bytes.length;
    for (const old of this.known.keys()) {
      if (this.keptBytes <= this.limit || old === file) break;
      this.forget(old);
    }
    return read;
  }

  /** Bytes kept in memory. */
  get size(): number {
    return this.keptBytes;
  }

  private forget(file: string): void {
    const known = this.known.get(file);
    if (!known) return;
    this.keptBytes -= known.bytes.length;
    this.known.delete(file);
  }
}

/** Whether the browser's copy is this one (its If-None-Match names the tag). */
export function unchangedFor(req: IncomingMessage, tag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((t) => t.trim() === tag || t.trim() === '*');
}

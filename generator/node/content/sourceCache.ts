/**
 * What the load stage learns from each Markdown source (front matter, own title, hash, image references, warnings),
 * kept in `.cache/content/sources.json` under the file's stat (size, modification and change times, inode), so an
 * unchanged source is neither read nor parsed again: at 10,000 pages the load stage otherwise reads and parses
 * every file on every build. Later stages never need the body here (they read the file they compile), so none is kept.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../atomicWrite.ts';
import { installedPackagesHash } from '../installedPackages.ts';
import * as frontMatterModule from './frontMatter.ts';
import * as frontMatterBlockModule from './frontMatterBlock.ts';
import * as sourceTextModule from './sourceText.ts';
import { contentTitle, parseFrontMatterLenient } from './frontMatter.ts';
import { readSource } from './sourceText.ts';
import type { FrontMatter } from './types.ts';

const FORMAT = 1;
/** Code whose results are cached: an edit to it (or another installed js-yaml) starts the record afresh. */
export const LOAD_CODE = createHash('sha1')
  .update(String(FORMAT))
  .update(
    [frontMatterModule, frontMatterBlockModule, sourceTextModule]
      .flatMap((m) => Object.values(m))
      .map(String)
      .join('\n'),
  )
  .digest('hex');

/**
 * A file changed within this long of being read could change again within the same tick of the file system's clock
 * without its times moving (the "racy" case git's index knows): such an entry is not trusted until it is older.
 */
const RACY_MS = 2000;

/** A Markdown source as the load stage needs it. */
export interface LoadedSource {
  sourceHash: string;
  imageRefs: string[];
  frontMatter: FrontMatter;
  bodyLine: number;
  /** The body's own `# Title` (frontMatter.contentTitle), if it starts with one. */
  contentTitle?: string;
  warnings: string[];
  /** A front matter error, reported with every other page's problems. */
  error?: string;
}

type Stamp = [size: number, mtimeMs: number, ctimeMs: number, ino: number];
type Entry = [Stamp, LoadedSource];

const stampOf = (s: Stats): Stamp => [s.size, s.mtimeMs, s.ctimeMs, s.ino];
const sameStamp = (a: Stamp, b: Stamp) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];

/** Whether a value comes back the same from JSON (no Date, no NaN or Infinity, no undefined): only such front matter is cached. */
function survivesJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(survivesJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value as object).every(survivesJson);
  return false;
}

export interface SourceCacheOptions {
  /** How old a file's times must be for its entry to be trusted later (tests set 0). */
  racyMs?: number;
}

export class SourceCache {
  private readonly file: string;
  private readonly previous: Map<string, Entry>;
  private readonly current = new Map<string, Entry>();
  private readonly code: string;
  private readonly racyMs: number;
  private changed = false;
  /** Sources read this load (the others came from the record). */
  read = 0;

  constructor(siteDir: string, options: SourceCacheOptions = {}) {
    this.file = join(siteDir, '.cache', 'content', 'sources.json');
    this.code = `${LOAD_CODE} ${installedPackagesHash(siteDir)}`;
    this.racyMs = options.racyMs ?? RACY_MS;
    this.previous = this.readRecord();
  }

  private readRecord(): Map<string, Entry> {
    try {
      const record = JSON.parse(readFileSync(this.file, 'utf8')) as { code?: string; entries?: [string, Entry][] };
      if (record.code === this.code && Array.isArray(record.entries)) return new Map(record.entries);
    } catch {
      // No record yet, or an unreadable one: every source is read.
    }
    return new Map();
  }

  /** A source's facts: from the record when its stamp is unchanged, else read and parsed (an encoding error throws). */
  load(file: string, relPath: string): LoadedSource {
    const stamp = stampOf(statSync(file));
    const known = this.previous.get(relPath);
    if (known && sameStamp(known[0], stamp)) {
      this.current.set(relPath, known);
      return known[1];
    }
    this.read++;
    this.changed = true;
    const { text, sourceHash, imageRefs } = readSource(file, relPath);
    const { frontMatter, body, bodyLine, warnings, error } = parseFrontMatterLenient(text, relPath);
    const title = contentTitle(body);
    const loaded: LoadedSource = {
      sourceHash,
      imageRefs,
      frontMatter,
      bodyLine,
      ...(title !== undefined ? { contentTitle: title } : {}),
      warnings,
      ...(error !== undefined ? { error } : {}),
    };
    const settled = Date.now() - Math.max(stamp[1], stamp[2]) >= this.racyMs;
    if (settled && survivesJson(frontMatter)) this.current.set(relPath, [stamp, loaded]);
    return loaded;
  }

  /** Writes the record when a source was read or one went away (only sources loaded this time are kept). */
  save(): void {
    if (!this.changed && this.current.size === this.previous.size) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileAtomic(this.file, JSON.stringify({ code: this.code, entries: [...this.current] }));
  }
}

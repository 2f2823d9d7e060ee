/**
 * What the load stage learns from each Markdown source (front matter, own title, hash, image references, warnings),
 * kept in `.cache/content/sources.json` under the file's stamp (cache/stamps.ts: with its change time), so an
 * unchanged source is neither read nor parsed again: at 10,000 pages the load stage otherwise reads and parses
 * every file on every build. Later stages never need the body here (they read the file they compile), so none is kept.
 */
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sameStamp, sourceStampOfStats, type FileStamp } from '../cache/stamps.ts';
import { installedPackagesHash } from '../cache/installedPackages.ts';
import * as frontMatterModule from './frontMatter.ts';
import * as frontMatterBlockModule from './frontMatterBlock.ts';
import * as frontMatterSizeModule from './frontMatterSize.ts';
import * as sourceTextModule from './sourceText.ts';
import { contentTitle, excerpt, parseFrontMatterLenient } from './frontMatter.ts';
import { readSource } from './sourceText.ts';
import type { FrontMatter } from './types.ts';
import { hashKey } from '../cache/keys.ts';
import { readRecordValue, writeRecordValue } from '../cache/records.ts';

/** 2: the stamp is the cache layer's (cache/stamps.ts), size, modification time, inode and change time in that order. */
const FORMAT = 2;
/** Code whose results are cached: an edit to it (or another installed js-yaml) starts the record afresh. */
export const LOAD_CODE = hashKey([
  String(FORMAT),
  [frontMatterModule, frontMatterBlockModule, frontMatterSizeModule, sourceTextModule]
    .flatMap((m) => Object.values(m))
    .map(String)
    .join('\n'),
]);

/**
 * A file changed within this long of being read could change again within the same tick of the file system's clock
 * without its times moving (the "racy" case git's index knows): such an entry is not trusted until it is older.
 */
const RACY_MS = 2000;

/** A Markdown source as the load stage needs it. */
export interface LoadedSource {
  sourceHash: string;
  imageRefs: string[];
  classNames: string[];
  frontMatter: FrontMatter;
  bodyLine: number;
  /** The body's own `# Title` (frontMatter.contentTitle), if it starts with one. */
  contentTitle?: string;
  /** The body's first line of text, the description of a page whose front matter gives none (as in Docusaurus). */
  excerpt?: string;
  warnings: string[];
  /** A front matter error, reported with every other page's problems. */
  error?: string;
}

type Entry = [FileStamp, LoadedSource];

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
  /** What else the sources' metadata depends on (the site's parseFrontMatter function): another value starts afresh. */
  extraKey?: string;
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
    this.code = `${LOAD_CODE} ${installedPackagesHash(siteDir)}${options.extraKey ? ` ${options.extraKey}` : ''}`;
    this.racyMs = options.racyMs ?? RACY_MS;
    this.previous = this.readRecord();
  }

  /** None yet, or an unreadable one: every source is read. */
  private readRecord(): Map<string, Entry> {
    const entries = readRecordValue<[string, Entry][]>(this.file, this.code);
    return new Map(Array.isArray(entries) ? entries : []);
  }

  /** A source's facts: from the record when its stamp is unchanged, else read and parsed (an encoding error throws). */
  load(file: string, relPath: string): LoadedSource {
    const stamp = sourceStampOfStats(statSync(file));
    const known = this.previous.get(relPath);
    if (known && sameStamp(known[0], stamp)) {
      this.current.set(relPath, known);
      return known[1];
    }
    this.read++;
    this.changed = true;
    const { text, sourceHash, imageRefs, classNames } = readSource(file, relPath);
    const { frontMatter, body, bodyLine, warnings, error } = parseFrontMatterLenient(text, relPath);
    const title = contentTitle(body);
    const firstLine = frontMatter.description === undefined ? excerpt(body) : undefined;
    const loaded: LoadedSource = {
      sourceHash,
      imageRefs,
      classNames,
      frontMatter,
      bodyLine,
      ...(title !== undefined ? { contentTitle: title } : {}),
      ...(firstLine !== undefined ? { excerpt: firstLine } : {}),
      warnings,
      ...(error !== undefined ? { error } : {}),
    };
    const settled = Date.now() - Math.max(stamp[1], stamp[3]!) >= this.racyMs;
    if (settled && survivesJson(frontMatter)) this.current.set(relPath, [stamp, loaded]);
    return loaded;
  }

  /** Writes the record when a source was read or one went away (only sources loaded this time are kept). */
  save(): void {
    if (!this.changed && this.current.size === this.previous.size) return;
    mkdirSync(dirname(this.file), { recursive: true });
    writeRecordValue(this.file, this.code, [...this.current]);
  }
}

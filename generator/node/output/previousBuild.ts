/**
 * Files reused from the previous build. A stage records each output file it wrote with the key of what it was made
 * from and the file's identity (size, modification time, inode: its stamp); the next build keeps the previous build's
 * file where it is in the output folder when the key is the same and the file is still the one written (nobody edited
 * it since), instead of making and writing it again: it adds the file's path to the build's kept files (see
 * commit.ts, which applies the build's changes to the output folder). Records are JSON files in `.cache/`, written
 * aside and renamed.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { linkToOutput, outputPath, writeOutput } from './files.ts';
import { isStamped, sameStamp, stampOf, stampOfStats, type FileStamp } from '../cache/stamps.ts';
import { readRecord, writeRecord } from '../cache/records.ts';

/** The paths (relative to the output folder) of the previous build's files this build keeps unchanged. */
export type KeptFiles = Set<string>;

/** The previous build's output folder, and where a stage adds the files of it that it keeps. */
export interface PreviousOutput {
  outDir: string;
  kept: KeptFiles;
  /** Its files' stamps, taken at the start of this build (census.ts): looked up rather than a stat each. */
  stamps?: OutputStamps;
}

/** The stamps of the previous build's listed files as the census found them. */
export interface OutputStamps {
  /** The stamp of `rel` (relative to the output folder); null when it was not there; undefined when not listed. */
  of(rel: string): FileStamp | null | undefined;
}

/**
 * The stamps of the files a KeyedOutputs record lists, as they are now in `outDir` (null: missing); other files are
 * not listed. A process that keeps files by the record looks at them all at once, ahead of its job.
 */
export function recordedStamps(recordFile: string, version: string, outDir: string): OutputStamps {
  const stamps = new Map<string, FileStamp | null>();
  for (const rel of Object.keys(readRecord(recordFile, version))) {
    try {
      const stat = statSync(outputPath(outDir, rel), { throwIfNoEntry: false });
      stamps.set(rel, stat ? stampOfStats(stat) : null);
    } catch {
      // Not listed: looked at (and refused) when the job asks.
    }
  }
  return { of: (rel) => stamps.get(rel) };
}

/**
 * Whether `rel` of the previous output is still the file that had `stamp`: from the census when it took that file,
 * else by a look at the file itself.
 */
export function isIntact(previousOutDir: string, rel: string, stamp: FileStamp, stamps?: OutputStamps): boolean {
  const taken = stamps?.of(rel);
  if (taken !== undefined) return taken !== null && sameStamp(taken, stamp);
  return isStamped(outputPath(previousOutDir, rel), stamp);
}

/**
 * Keeps `rel` of the previous build (adds it to `kept`) if it is still the file recorded with `stamp`; false when it
 * must be made again (no previous output, or the file was edited or removed since).
 */
export function keepFromPrevious(previous: PreviousOutput, rel: string, stamp: FileStamp): boolean {
  try {
    if (!isIntact(previous.outDir, rel, stamp, previous.stamps)) return false;
    previous.kept.add(rel);
    return true;
  } catch {
    return false;
  }
}

/**
 * Output files recorded with the key of what each was made from (a hash of its inputs or its content): the next build
 * keeps the previous build's file when the key is unchanged and the file intact, and makes only the others.
 */
export class KeyedOutputs {
  private readonly previous: Record<string, [key: string, stamp: FileStamp]>;
  private readonly next: Record<string, [key: string, stamp: FileStamp]> = {};
  /** Files intactFilesOf found intact: link does not check them a second time. */
  private readonly checked = new Set<string>();
  /** The previous build's files kept by this build (see KeptFiles). */
  readonly kept: KeptFiles = new Set();

  constructor(
    private readonly recordFile: string,
    private readonly version: string,
    private readonly previousOutDir: string,
    private readonly outDir: string,
    /** The previous output's stamps from the census, if there is one (see PreviousOutput). */
    private readonly stamps?: OutputStamps,
  ) {
    this.previous = readRecord(recordFile, version);
  }

  /** The files the previous build made from a key that `matches`, if there are some and all are intact. */
  intactFilesOf(matches: (key: string) => boolean): string[] | undefined {
    const names = Object.keys(this.previous).filter((rel) => matches(this.previous[rel][0]));
    const intact = names.every((rel) => isIntact(this.previousOutDir, rel, this.previous[rel][1], this.stamps));
    if (!intact) return undefined;
    for (const rel of names) this.checked.add(rel);
    return names.length > 0 ? names : undefined;
  }

  /** The key the previous build recorded for `rel`, if it made it. */
  previousKey(rel: string): string | undefined {
    return this.previous[rel]?.[0];
  }

  /**
   * Keeps the previous build's `rel` if it was made from `key` and is intact, or, with `matches`, from a key it
   * accepts as giving the same bytes; the file is recorded with `key`.
   */
  link(rel: string, key: string, matches = (previousKey: string) => previousKey === key): boolean {
    const entry = this.previous[rel];
    if (!entry || !matches(entry[0])) return false;
    if (this.checked.has(rel)) this.kept.add(rel);
    else if (!keepFromPrevious({ outDir: this.previousOutDir, kept: this.kept, stamps: this.stamps }, rel, entry[1])) return false;
    this.next[rel] = entry[0] === key ? entry : [key, entry[1]];
    return true;
  }

  /** Records a file just written to the output. */
  wrote(rel: string, key: string): void {
    this.next[rel] = [key, stampOf(outputPath(this.outDir, rel))];
  }

  /** Keeps `rel` of the previous build when made from `key`, else writes what `make` returns. */
  put(rel: string, key: string, make: () => string): void {
    if (this.link(rel, key)) return;
    writeOutput(this.outDir, rel, make());
    this.wrote(rel, key);
  }

  save(): void {
    writeRecord(this.recordFile, this.version, this.next);
  }
}

/**
 * linkToOutput for every file of a cache folder, kept at the same relative paths. With `previous`, a file the previous
 * output already holds as a link to the same cache file (same inode) is kept there rather than linked again.
 */
export function linkTreeToOutput(outDir: string, sourceDir: string, rel = '', previous?: PreviousOutput): void {
  for (const entry of readdirSync(join(sourceDir, rel), { withFileTypes: true })) {
    const path = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) linkTreeToOutput(outDir, sourceDir, path, previous);
    else if (!(previous && sameFile(join(sourceDir, path), outputPath(previous.outDir, path)))) linkToOutput(outDir, path, join(sourceDir, path));
    else previous.kept.add(path);
  }
}

/** Whether two paths are links to one file. */
function sameFile(a: string, b: string): boolean {
  const sa = statSync(a, { throwIfNoEntry: false });
  const sb = statSync(b, { throwIfNoEntry: false });
  return sa !== undefined && sb !== undefined && sa.ino === sb.ino && sa.dev === sb.dev;
}

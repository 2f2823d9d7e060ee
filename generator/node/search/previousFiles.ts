/**
 * The search files of the previous build, reused by hard link: each file the index stage puts in the output is recorded
 * with the key it was made from (a tag's index files: the tag's key; a page's text file: the page's) and its stamp.
 * A file whose key is unchanged and that nobody edited since is linked into the new output instead of being made
 * and written again: an unchanged tag costs no read of the cache, and an edit writes one page's text file, not all.
 */
import { dirname, join } from 'node:path';
import { type FileStamp, isStamped, linkFromPrevious, readRecord, stampOf, writeRecord } from '../output/previousBuild.ts';
import { outputPath } from '../output/files.ts';

const RECORD_VERSION = '1';

export class PreviousSearchFiles {
  private readonly recordFile: string;
  private readonly previous: Record<string, [key: string, stamp: FileStamp]>;
  private readonly next: Record<string, [key: string, stamp: FileStamp]> = {};
  private readonly folders = new Set<string>();

  constructor(
    cacheDir: string,
    private readonly previousOutDir: string,
    private readonly outDir: string,
  ) {
    this.recordFile = join(cacheDir, 'search', 'output.json');
    this.previous = readRecord(this.recordFile, RECORD_VERSION);
  }

  /** The files the previous build made from `key` (a tag's index files), if all of them are still intact. */
  intactFilesOf(key: string): string[] | undefined {
    const names = Object.keys(this.previous).filter((name) => this.previous[name][0] === key);
    const intact = names.every((name) => isStamped(outputPath(this.previousOutDir, name), this.previous[name][1]));
    return names.length > 0 && intact ? names : undefined;
  }

  /** Links the previous build's `name` into the output if it was made from `key` and is intact. */
  link(name: string, key: string): boolean {
    const entry = this.previous[name];
    if (!entry || entry[0] !== key) return false;
    const folder = dirname(name);
    if (!linkFromPrevious(this.previousOutDir, this.outDir, name, entry[1], { folderExists: this.folders.has(folder) })) return false;
    this.folders.add(folder);
    this.next[name] = entry;
    return true;
  }

  /** Records a file just written to the output. */
  wrote(name: string, key: string): void {
    this.next[name] = [key, stampOf(outputPath(this.outDir, name))];
  }

  save(): void {
    writeRecord(this.recordFile, RECORD_VERSION, this.next);
  }
}

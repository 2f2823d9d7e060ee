/**
 * Puts a finished build into the output folder. The stages wrote the new and changed files into the staging folder
 * and named the previous build's files they keep (`kept`); the previous build's list of files (`.cache/output/
 * files.txt`) says what is gone. Two ways:
 *
 * - Sparse (an edit: few files changed, see SPARSE_SHARE): the changes are applied to `<out>` in place, one atomic
 *   rename per file, under a journal (`.cache/output/journal.json`) written before the first: hashed assets and
 *   chunks first, then data files, then HTML documents, then the deletions, so that at every moment `<out>` is a
 *   servable site (no page names a file not there yet) and a reader never sees a half-written file. A build that
 *   finds a journal (a crash while applying) rolls it forward first (recoverOutput); every step can be done twice.
 * - Swap (a cold build, a first build after build/ was removed, many changes, or no trusted list): the kept files are
 *   hard-linked into the staging folder, which is swapped in whole (staging.ts).
 *
 * The list of files is trusted only for the `<out>` it was written for (the folder's inode, recorded with it).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BuildError } from '../errors.ts';
import { linkToOutput, outputPath } from './files.ts';
import type { KeptFiles } from './previousBuild.ts';
import { swapIn } from './staging.ts';

/**
 * The largest share of changed files (written or removed, of this build's files) applied in place. An edit changes
 * well under 1 % (a page, its copies, the search files of its tag); a change to the theme or the configuration
 * changes every page. Above a quarter, linking the kept files into the staging folder costs less than the moves saved,
 * and one swap gives readers the whole new site at once instead of a long mixed one.
 */
export const SPARSE_SHARE = 0.25;
/** Up to this many changes are applied in place whatever the share (a small site): a matter of milliseconds. */
export const SPARSE_FILES = 200;
const FORMAT = 1;

/**
 * The list of files: a header line (format and the inode of the output folder the files are in), then one path a
 * line (120,000 at 10,000 pages: plain text reads in a third of JSON's time). A path holding a line break (no slug
 * makes one) is not listed: no list is written, and the next build swaps.
 */
const listHeader = (outIno: number) => `qdocs-output-files ${FORMAT} ${outIno}`;
export const listText = (outIno: number, files: string[]) => `${listHeader(outIno)}\n${files.join('\n')}`;

export interface Journal {
  format: number;
  staging: string;
  outDir: string;
  /** Files of the staging folder to move into `<out>`, in order. */
  moves: string[];
  deletes: string[];
  /** The new list of files, written aside: renamed over the list once the moves and deletions are done. */
  list: string;
}

const outputCacheDir = (cacheDir: string) => join(cacheDir, 'output');
export const listFile = (cacheDir: string) => join(outputCacheDir(cacheDir), 'files.txt');
export const journalFile = (cacheDir: string) => join(outputCacheDir(cacheDir), 'journal.json');
/** Crash tests kill the build after this many moves of an application (the window is milliseconds long otherwise). */
const KILL_AFTER_MOVES = Number(process.env.QDOCS_TEST_KILL_AFTER_MOVES) || undefined;

export interface CommitResult {
  mode: 'sparse' | 'swap';
  /** Files moved from the staging folder (sparse) or in it (swap). */
  written: number;
  kept: number;
  deleted: number;
}

/** Puts the staging folder's files and the kept ones at `outDir` (see above); the staging folder is gone after. */
export function commitOutput(staging: string, outDir: string, cacheDir: string, kept: KeptFiles, trashDir?: string): CommitResult {
  const staged = listTree(staging);
  const stagedSet = new Set(staged);
  const keptOnly = [...kept].filter((rel) => !stagedSet.has(rel));
  const files = [...staged, ...keptOnly];
  const previous = trustedList(cacheDir, outDir);
  const deletes = previous ? previous.filter((rel) => !stagedSet.has(rel) && !kept.has(rel)) : [];
  const changes = staged.length + deletes.length;
  const listable = !files.some((rel) => rel.includes('\n'));
  if (previous && listable && changes <= Math.max(SPARSE_FILES, files.length * SPARSE_SHARE)) {
    const list = `${listFile(cacheDir)}.next`;
    writeAtomically(list, listText(statSync(outDir).ino, files));
    const journal: Journal = { format: FORMAT, staging, outDir, moves: inServableOrder(staged), deletes, list };
    writeAtomically(journalFile(cacheDir), JSON.stringify(journal));
    applyJournal(journal, cacheDir);
    return { mode: 'sparse', written: staged.length, kept: keptOnly.length, deleted: deletes.length };
  }
  for (const rel of keptOnly) linkToOutput(staging, rel, outputPath(outDir, rel));
  rmSync(listFile(cacheDir), { force: true });
  swapIn(staging, outDir, trashDir);
  if (listable) writeAtomically(listFile(cacheDir), listText(statSync(outDir).ino, files));
  return { mode: 'swap', written: staged.length, kept: keptOnly.length, deleted: 0 };
}

/**
 * Before a build (lock held): completes the application of changes a crashed build started. Returns whether there
 * was one.
 */
export function rollForward(cacheDir: string, log: (message: string) => void): boolean {
  let journal: Journal;
  try {
    journal = JSON.parse(readFileSync(journalFile(cacheDir), 'utf8')) as Journal;
  } catch {
    return false;
  }
  if (journal.format !== FORMAT) {
    // Another generator's journal: its changes cannot be trusted, so the next build swaps in a whole site.
    rmSync(listFile(cacheDir), { force: true });
    rmSync(journalFile(cacheDir), { force: true });
    return false;
  }
  try {
    applyJournal(journal, cacheDir);
  } catch (error) {
    throw new BuildError(
      `Could not complete the update of ${journal.outDir} that an interrupted build had started: ${(error as Error).message}. ` +
        `Fix that, or remove ${journalFile(cacheDir)} and ${journal.outDir} to build anew.`,
    );
  }
  log(`Completed the update of ${journal.outDir} that an interrupted build had started.`);
  return true;
}

/** The moves, the deletions, the new list, then the journal and the staging folder go. Each step can run twice. */
function applyJournal(journal: Journal, cacheDir: string): void {
  const { staging, outDir } = journal;
  let moved = 0;
  for (const rel of journal.moves) {
    const from = outputPath(staging, rel);
    if (!existsSync(from)) continue; // moved before a crash
    moveInto(from, outputPath(outDir, rel));
    if (++moved === KILL_AFTER_MOVES) process.kill(process.pid, 'SIGKILL');
  }
  for (const rel of journal.deletes) {
    const target = outputPath(outDir, rel);
    rmSync(target, { force: true });
    removeEmptyFolders(dirname(target), outDir);
  }
  if (existsSync(journal.list)) renameSync(journal.list, listFile(cacheDir));
  rmSync(journalFile(cacheDir), { force: true });
  rmSync(staging, { recursive: true, force: true });
}

/** Renames a file over its target; a folder where the file goes (or a file where a folder goes) is removed first. */
function moveInto(from: string, to: string): void {
  try {
    renameSync(from, to);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR' || code === 'ENOTEMPTY' || code === 'EEXIST') rmSync(to, { recursive: true, force: true });
    else if (code === 'ENOENT' || code === 'ENOTDIR') makeFolder(dirname(to));
    else throw error;
  }
  renameSync(from, to);
}

/** mkdir -p, removing a file that stands where a folder must be (a file of the previous build, now a folder). */
function makeFolder(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOTDIR' && (error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let blocker = dir;
    while (!existsSync(dirname(blocker)) || !statSync(dirname(blocker)).isDirectory()) blocker = dirname(blocker);
    rmSync(blocker, { force: true });
    mkdirSync(dir, { recursive: true });
  }
}

/** Removes `dir` and its parents up to `root` while they are empty (a cold build has no empty folders). */
function removeEmptyFolders(dir: string, root: string): void {
  for (let d = dir; d.startsWith(`${root}/`); d = dirname(d)) {
    try {
      rmdirSync(d);
    } catch {
      return;
    }
  }
}

/**
 * Hashed files first (a new page names new chunks), then data files, then HTML documents: a document is moved after
 * everything it names. A file's .br/.gz copies go just before the file.
 */
export function inServableOrder(files: string[]): string[] {
  const rank = (rel: string) => {
    const plain = rel.replace(/\.(br|gz)$/, '');
    if (plain.startsWith('assets/')) return 0;
    if (plain.endsWith('.html')) return 2;
    return 1;
  };
  const copy = (rel: string) => (/\.(br|gz)$/.test(rel) ? 0 : 1);
  return files
    .map((rel, i) => ({ rel, i }))
    .sort((a, b) => rank(a.rel) - rank(b.rel) || a.rel.replace(/\.(br|gz)$/, '').localeCompare(b.rel.replace(/\.(br|gz)$/, '')) || copy(a.rel) - copy(b.rel) || a.i - b.i)
    .map(({ rel }) => rel);
}

/** The previous build's list of files, when there is one for this very `<out>`. */
function trustedList(cacheDir: string, outDir: string): string[] | undefined {
  try {
    const text = readFileSync(listFile(cacheDir), 'utf8');
    return isListOf(text, outDir) ? listedPaths(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a list's text was written for this very `<out>` (its inode; an error when `<out>` is not there). */
export function isListOf(text: string, outDir: string): boolean {
  const end = text.indexOf('\n');
  return (end < 0 ? text : text.slice(0, end)) === listHeader(statSync(outDir).ino);
}

/** The paths of a list's text (census.ts splits it the same way in its worker). */
export function listedPaths(text: string): string[] {
  return text
    .split('\n')
    .slice(1)
    .filter((rel) => rel !== '');
}

/** The files below `dir`, relative to it. */
function listTree(dir: string, rel = '', out: string[] = []): string[] {
  for (const entry of readdirSync(rel ? join(dir, rel) : dir, { withFileTypes: true })) {
    const path = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) listTree(dir, path, out);
    else out.push(path);
  }
  return out;
}

function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

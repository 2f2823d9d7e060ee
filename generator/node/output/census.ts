/**
 * The stamps (size, time, inode) of every file of the previous build's output, taken once at the start of a build by
 * a worker thread, while this thread loads the content. The stages keep a previous file only while it is intact (the
 * file they recorded: nobody edited it in build/ since), which took one `stat` per kept file and copy on this thread:
 * at 10,000 pages 110,000 of them, over a second of an edit build. With the census, each check is a look-up.
 * The files are those of the previous build's list (`.cache/output/files.txt`, see commit.ts); a file it does not name
 * is looked at directly, as before.
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { FileStamp } from '../cache/stamps.ts';
import type { OutputStamps } from './previousBuild.ts';
import { isListOf, listedPaths, listFile } from './commit.ts';

/**
 * The worker: stats each path of the list (joined to the output folder) into a shared array of [size, mtimeMs, ino]
 * per file, size -1 for a file that is not there. It gets the list's text and splits it as listedPaths does (one
 * string to copy rather than 120,000). Plain JavaScript evaluated as is: the generator runs bundled, with no file of
 * its own to start a worker from.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { statSync } = require('node:fs');
const { outDir, text, stamps } = workerData;
const paths = text.split('\\n').slice(1).filter((rel) => rel !== '');
const view = new Float64Array(stamps);
for (let i = 0; i < paths.length; i++) {
  let stat;
  try {
    stat = statSync(outDir + '/' + paths[i], { throwIfNoEntry: false });
  } catch {}
  if (stat) {
    view[3 * i] = stat.size;
    view[3 * i + 1] = stat.mtimeMs;
    view[3 * i + 2] = stat.ino;
  } else view[3 * i] = -1;
}
parentPort.postMessage('done');
`;

/** A census under way: `stamps()` settles with the look-up (undefined when there is no list or the worker failed). */
export interface Census {
  stamps(): Promise<OutputStamps | undefined>;
  /** Ends the worker if it is still running (a build that failed early). */
  end(): void;
}

const NONE: Census = { stamps: async () => undefined, end: () => undefined };

/** Starts the census of `outDir`'s files as the previous build listed them; none without a list for this very folder. */
export function startCensus(cacheDir: string, outDir: string): Census {
  let text: string;
  try {
    text = readFileSync(listFile(cacheDir), 'utf8');
    if (!isListOf(text, outDir)) return NONE;
  } catch {
    return NONE;
  }
  // The count of paths, for the shared array: one per line after the header (an empty line makes a slot unused).
  let lines = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines++;
  if (!lines) return NONE;
  const buffer = new SharedArrayBuffer(lines * 3 * Float64Array.BYTES_PER_ELEMENT);
  let worker: Worker | undefined;
  const done = new Promise<OutputStamps | undefined>((resolve) => {
    try {
      worker = new Worker(WORKER, { eval: true, workerData: { outDir, text, stamps: buffer } });
    } catch {
      resolve(undefined);
      return;
    }
    // The build does not wait for it to end on its own: a failed build ends it (end), and no process is held open.
    worker.unref();
    worker.once('message', () => resolve(lookUp(listedPaths(text), new Float64Array(buffer))));
    worker.once('error', () => resolve(undefined));
    worker.once('exit', () => resolve(undefined));
  });
  return {
    stamps: () => done,
    end: () => void worker?.terminate(),
  };
}

/**
 * The look-up, built as soon as the worker is done: this thread is then usually waiting for the compile child, so the
 * index (tens of milliseconds at 120,000 files) costs the build nothing.
 */
function lookUp(paths: string[], view: Float64Array): OutputStamps {
  const index = new Map<string, number>();
  for (let i = 0; i < paths.length; i++) index.set(paths[i], i);
  return {
    of(rel: string): FileStamp | null | undefined {
      const i = index.get(rel);
      if (i === undefined) return undefined;
      return view[3 * i] < 0 ? null : [view[3 * i], view[3 * i + 1], view[3 * i + 2]];
    },
  };
}

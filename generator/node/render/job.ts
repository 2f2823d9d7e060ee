/** The render stage's child processes (render/child.ts, render/compressChild.ts): what each is given and answers. */
import { childKind } from '../children/child.ts';
import type { ContentGraph } from '../content/types.ts';
import type { FileStamp } from '../cache/stamps.ts';
import type { DocumentContext, RenderRoute } from './prerender.ts';

export interface PrerenderJob {
  /** The site's configuration (this child runs without a TypeScript loader: it cannot import site.config.ts). */
  config: ContentGraph['config'];
  cacheDir: string;
  /**
   * The pages to render: what rendering needs of the route (null: 404.html), the cache file its body goes to, its
   * compiled module (MDX). Routes sharing a sidebar share it in the message too (it is serialised once).
   */
  targets: [RenderRoute | null, string, string | undefined][];
  /** Writes each rendered page's HTML document too (a production build), from the body in hand. */
  documents?: DocumentContext;
}

/** Renders the bodies of a share of the pages into the render cache. */
export const PRERENDER_CHILD = childKind<PrerenderJob, { pages: number }>(new URL('./child.ts', import.meta.url), { standalone: true });

export interface CompressTask {
  /** Absolute path of the file in the output folder (its copies go beside it). */
  file: string;
  hash?: string;
  /** Where the file's bytes are when it is not in the output folder (a file kept in the previous build's output). */
  source?: string;
  /** The file's last recorded hash and the stamps of its copies then: cached copies edited since are not linked. */
  recorded?: [hash: string, copies: Copies];
}

export interface CompressJob {
  outDir: string;
  /** The compression cache folder (`.cache/compress`), if any. */
  cache?: string;
  tasks: CompressTask[];
}

/** Each file's hash and its copies' stamps (in the order of the tasks) and how many files were compressed (the others were in the cache). */
export interface CompressAnswer {
  hashes: string[];
  copies: Copies[];
  compressed: number;
}

/** The stamps of a file's .br and .gz copies as put in the output (a later build keeps them when still intact). */
export type Copies = [br: FileStamp, gz: FileStamp];

/** Compresses a share of the output's new files (.br, .gz) and keeps them in the compression cache. */
export const COMPRESS_CHILD = childKind<CompressJob, CompressAnswer>(new URL('./compressChild.ts', import.meta.url), { standalone: true });

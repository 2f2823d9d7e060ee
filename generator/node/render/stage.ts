/**
 * The prerender stage of a production build: renders the bodies of the pages whose inputs changed (in child
 * processes, one per core, which write those pages' documents too); meanwhile links the other pages' documents from
 * the previous build when nothing they are made of changed (documents.ts), or writes them around their cached bodies.
 */
import { join } from 'node:path';
import type { ContentGraph } from '../content/types.ts';
import type { RouteEntry } from '../routes/resolve.ts';
import { compiledModulePath } from '../mdx/pages.ts';
import type { CompiledRoute } from '../mdx/compileAll.ts';
import { runChild, type ChildOptions, type WarmChild } from '../children/child.ts';
import { PRERENDER_CHILD, type PrerenderJob } from './job.ts';
import { BuildError } from '../errors.ts';
import { bodyFiles, cachedBodies, pruneBodies } from './cache.ts';
import { renderRoute, renderTargets, writeDocuments, type DocumentContext, type RenderTarget } from './prerender.ts';
import { documentFile, documentKeys, keepPreviousDocument, readDocumentRecord, writeDocumentRecord, writtenDocument, type DocumentRecord } from './documents.ts';
import type { PreviousOutput } from '../output/previousBuild.ts';
import type { ChunkFiles } from '../bundle/chunks.ts';

/** React's production build: the development one renders several times slower (checks, stack frames). */
export const RENDER_CHILD_OPTIONS: ChildOptions = { env: { NODE_ENV: 'production' } };

/** Two cores here: two render processes at a time. */
const CONCURRENT_SHARDS = 2;
/** Below this many pages to render, one process: a second one costs more to start than it saves. */
const PAGES_PER_SHARD = 50;
/**
 * At most this many pages per render process: a process keeps every page module it imported (Node cannot unload
 * them), so on a large site fresh processes for later shards keep the memory of the two running ones bounded.
 */
const MAX_PAGES_PER_SHARD = 2_500;

/**
 * How many render processes share `pages` pages: one for a few, one per core for more, and above MAX_PAGES_PER_SHARD
 * a multiple of the cores, so that the last round is not one process alone on one core while the other core waits
 * (10,003 pages made 5 shards: the fifth rendered alone for a fifth of the stage).
 */
export function shardCount(pages: number): number {
  const shards = Math.max(Math.ceil(pages / MAX_PAGES_PER_SHARD), Math.min(CONCURRENT_SHARDS, Math.ceil(pages / PAGES_PER_SHARD)), 1);
  return shards > CONCURRENT_SHARDS ? Math.ceil(shards / CONCURRENT_SHARDS) * CONCURRENT_SHARDS : shards;
}

/** Runs the tasks, at most `concurrency` at a time; settles like Promise.allSettled. */
async function settleInPool<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      try {
        results[i] = { status: 'fulfilled', value: await tasks[i]() };
      } catch (reason) {
        results[i] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

export interface PrerenderStageInput {
  graph: ContentGraph;
  routes: RouteEntry[];
  cacheDir: string;
  outDir: string;
  chunks: ChunkFiles;
  manifestIndex: string;
  sidebarUrls: Map<string, string>;
  searchIndexes: Record<string, string>;
  /** The previous build's output folder, whose unchanged documents are kept rather than written again. */
  previous?: PreviousOutput;
  /** The compiled pages (their module hashes name the cached bodies). */
  compiled: Map<string, CompiledRoute>;
  /** A render child started ahead (see warmChild): the first shard, or cancelled when every body is cached. */
  warm?: WarmChild<PrerenderJob, { pages: number }>;
}

/** Returns how many pages were rendered (the others' bodies came from the cache) and how many documents were linked. */
export async function prerenderStage(input: PrerenderStageInput): Promise<{ rendered: number; pages: number; linked: number; bodies: Map<string, string> }> {
  const { graph, cacheDir } = input;
  // A compiled module is known by the hash recorded when it was compiled (reading 10,000 modules to hash them was
  // most of a one-page rebuild's prerender stage at 10,000 pages).
  // A blog list's body is made of its posts' modules too.
  const moduleOf = (route: RouteEntry) => [route.path, ...(route.blogItems ?? [])].map((path) => input.compiled.get(path)?.moduleHash ?? '').join(',');
  const bodyFileOf = bodyFiles(graph.siteDir, cacheDir, join(cacheDir, 'server', 'server.cjs'), moduleOf);
  const targets = renderTargets(graph, input.routes, bodyFileOf);
  const isCached = cachedBodies(cacheDir);
  const stale = targets.filter((t) => !isCached(t.bodyFile));
  // The children write the documents of the pages they render, from the body in hand and on both cores; this
  // process writes the others' around their cached bodies.
  const documents: DocumentContext = {
    chunks: input.chunks,
    outDir: input.outDir,
    manifestIndex: input.manifestIndex,
    sidebarUrls: input.sidebarUrls,
    searchIndexes: input.searchIndexes,
  };
  const shards = shardCount(stale.length);
  if (!stale.length) input.warm?.cancel();
  // Each child gets what it needs of its own pages only: their routes (not the content graph, which it would resolve
  // again) and their chunks' entries.
  const rendering = stale.length
    ? settleInPool(
        Array.from({ length: shards }, (_, shard) => () => {
          const mine = stale.filter((_, i) => i % shards === shard);
          const entries = new Map(
            mine.flatMap((t) =>
              t.route && documents.chunks.entries.has(`p/${t.route.key}`) ? [[`p/${t.route.key}`, documents.chunks.entries.get(`p/${t.route.key}`)!] as const] : [],
            ),
          );
          const job: PrerenderJob = {
            config: graph.config,
            cacheDir,
            targets: mine.map((t): PrerenderJob['targets'][number] => [
              t.route ? renderRoute(t.route) : null,
              t.bodyFile,
              t.route ? compiledModulePath(cacheDir, t.route.key) : undefined,
            ]),
            documents: { ...documents, chunks: { ...documents.chunks, entries } },
          };
          return shard === 0 && input.warm ? input.warm.run(job) : runChild(PRERENDER_CHILD, job, RENDER_CHILD_OPTIONS);
        }),
        CONCURRENT_SHARDS,
      )
    : Promise.resolve([]);
  // The warm child's job is written before the synchronous work below holds the event loop (a job larger than the
  // pipe's buffer, as a large sidebar makes it, is otherwise written only after that work, and rendered after it).
  if (stale.length) await input.warm?.delivered();
  // Meanwhile, the documents of the cached pages: kept from the previous build when nothing they are made of
  // changed (documents.ts), else written around their cached bodies.
  const keyOf = documentKeys(graph, documents);
  const previous = readDocumentRecord(cacheDir);
  const record: DocumentRecord = {};
  const rendered = new Set(stale);
  const toWrite: RenderTarget[] = [];
  for (const target of targets) {
    if (rendered.has(target)) continue;
    const rel = documentFile(graph, target);
    const linked = input.previous ? keepPreviousDocument(previous[rel], keyOf(target), input.previous, rel) : undefined;
    if (linked) record[rel] = linked;
    else toWrite.push(target);
  }
  writeDocuments({ graph, ...documents, targets: toWrite });
  // Each shard renders all its pages before failing: the pages that failed in every shard are reported together.
  const failed = (await rendering).filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as Error);
  if (failed.some((e) => !(e instanceof BuildError))) throw failed.find((e) => !(e instanceof BuildError));
  if (failed.length) throw new BuildError(failed.map((e) => e.message).join('\n'));
  for (const target of [...stale, ...toWrite]) {
    const rel = documentFile(graph, target);
    record[rel] = writtenDocument(keyOf(target), input.outDir, rel);
  }
  writeDocumentRecord(cacheDir, record);
  pruneBodies(targets.map((t) => t.bodyFile));
  // Each route's body file: later writers read pages' bodies from there (the blog feeds' post contents).
  const bodies = new Map(targets.flatMap((t) => (t.route ? [[t.route.path, t.bodyFile] as const] : [])));
  return { rendered: stale.length, pages: targets.length, linked: targets.length - stale.length - toWrite.length, bodies };
}

/**
 * Reuse of the previous build's HTML documents. A document is its cached body wrapped in head tags, boot data and
 * script tags; when none of that changed since the previous build, and the previous build's file is still as that
 * build wrote it, the file is kept in the output folder (output/commit.ts) instead of being written again: a one-page edit on
 * a 10,000-page site then writes one document, not 700 MB of them. Outside the render cache's own entries, the
 * record is `.cache/render/documents.json`: output path → [input key, stamp of the file as written] (see
 * output/previousBuild.ts).
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentGraph } from '../content/types.ts';
import { sidebarKey } from '../../shared/conventions.ts';
import { routeToFile } from '../../shared/urls.ts';
import { outputPath } from '../output/files.ts';
import { keepFromPrevious, type PreviousOutput } from '../output/previousBuild.ts';
import { readRecord, writeRecord } from '../cache/records.ts';
import { stampOf, type FileStamp } from '../cache/stamps.ts';
import { renderCacheDir } from './cache.ts';
import type { DocumentContext, RenderTarget } from './prerender.ts';
import { partsKey } from '../cache/keys.ts';

/** Bump when the record's format or meaning changes. */
const FORMAT = 3;

type Entry = [key: string, stamp: FileStamp];
export type DocumentRecord = Record<string, Entry>;

/** The source files that write a document around its body (their bytes are part of every document's key). */
const TEMPLATE_SOURCES = [
  'template.ts',
  'head.ts',
  'prerender.ts',
  '../../shared/site.ts',
  '../../shared/head.ts',
  // What shared/head.ts writes with: the page's public URL.
  '../../shared/urls.ts',
  '../../shared/conventions.ts',
].map((f) => fileURLToPath(new URL(f, import.meta.url)));

const recordFile = (cacheDir: string) => join(renderCacheDir(cacheDir), 'documents.json');

export function readDocumentRecord(cacheDir: string): DocumentRecord {
  return readRecord<Entry>(recordFile(cacheDir), String(FORMAT));
}

export function writeDocumentRecord(cacheDir: string, documents: DocumentRecord): void {
  writeRecord(recordFile(cacheDir), String(FORMAT), documents);
}

/** The output file of a target, relative to the output folder. */
export function documentFile(graph: ContentGraph, target: RenderTarget): string {
  return target.route ? routeToFile(graph.config.baseUrl, target.route.path, graph.config.trailingSlash) : '404.html';
}

/**
 * The key of each target's document: its body (the body file is named by the hash of everything the body is rendered
 * from, route data included) and what the document adds around it.
 */
export function documentKeys(graph: ContentGraph, context: DocumentContext): (target: RenderTarget) => string {
  const common = partsKey(
    String(FORMAT),
    ...TEMPLATE_SOURCES.map((f) => readFileSync(f)),
    JSON.stringify(graph.config),
    JSON.stringify([context.chunks.shellJs, context.chunks.shellCss, context.manifestIndex, context.searchIndexes]),
  );
  return ({ route, data, bodyFile }) => {
    const own = route ? context.chunks.entries.get(`p/${route.key}`) : undefined;
    const sidebar = route?.version && data.sidebar ? context.sidebarUrls.get(sidebarKey(route.version.name, data.sidebar)) : undefined;
    return partsKey(common, basename(bodyFile), JSON.stringify([own ?? null, sidebar ?? null, route?.keywords ?? null]));
  };
}

/**
 * Keeps the previous build's document (adds it to `kept`) if it was written from the same key and is still the file
 * that build wrote. Returns its record entry, or undefined when the document must be written.
 */
export function keepPreviousDocument(recorded: Entry | undefined, key: string, previous: PreviousOutput, rel: string): Entry | undefined {
  if (!recorded || recorded[0] !== key) return undefined;
  return keepFromPrevious(previous, rel, recorded[1]) ? recorded : undefined;
}

/** The record entry of a document just written into the staging folder. */
export function writtenDocument(key: string, outDir: string, rel: string): Entry {
  return [key, stampOf(outputPath(outDir, rel))];
}

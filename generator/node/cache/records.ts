/**
 * Records: what a cache keeps between builds, as a JSON file in `.cache/`, written aside and renamed (a killed build
 * leaves the previous one whole). A record is `{ format, version, entries }`: `format` is the cache layer's (one for
 * every record: bump CACHE_FORMAT when the layer changes what records hold, its stamps or keys), `version` the
 * record's own (its writer's format, or a hash of the code that made its entries). A record of another format or
 * version reads as none.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomic } from './atomicWrite.ts';

export const CACHE_FORMAT = 1;

/** A record's entries as written, or undefined when it is missing, unreadable, or of another format or `version`. */
export function readRecordValue<T>(file: string, version: string): T | undefined {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { format?: number; version?: string; entries?: T };
    return saved.format === CACHE_FORMAT && saved.version === version ? saved.entries : undefined;
  } catch {
    return undefined;
  }
}

export function writeRecordValue(file: string, version: string, entries: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, JSON.stringify({ format: CACHE_FORMAT, version, entries }));
}

/** A record of entries by name: none when it is missing, unreadable, or of another format or `version`. */
export function readRecord<T>(file: string, version: string): Record<string, T> {
  return readRecordValue<Record<string, T>>(file, version) ?? {};
}

export function writeRecord<T>(file: string, version: string, entries: Record<string, T>): void {
  writeRecordValue(file, version, entries);
}

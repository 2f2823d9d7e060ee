/** Types of bundles.mjs (plain JavaScript: generator/bin/qdocs.mjs reads it). */
export type FileStamp = [size: number, mtimeMs: number, ino: number, ctimeMs?: number];
export type Stamps = Record<string, FileStamp | null>;
export type BundleManifest = { entry: string; inputs: Stamps } & Record<string, unknown>;
export function stampOfStats(stat: import('node:fs').Stats): FileStamp;
export function stampIfAny(file: string): FileStamp | undefined;
export function sameStamp(a: FileStamp, b: FileStamp): boolean;
export function unchanged(stamps: Stamps): boolean;
export function currentBundle(file: string): BundleManifest | undefined;
export function recordBundle(file: string, manifest: BundleManifest): void;
export function devBundleManifest(packageDir: string, script: string): string;

/** Shared test helpers: temporary copies of fixture sites and builds into temporary folders. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FIXTURE = join(import.meta.dirname, 'fixtures', 'site');

/** Copies the fixture site (without its cache) to a fresh temporary folder. */
export function copyFixture(): string {
  // Inside the repository, so the copy resolves the generator's modules and node_modules like the fixture does.
  mkdirSync(join(import.meta.dirname, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(import.meta.dirname, '.tmp', 'site-'));
  cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !src.includes('.cache') && !src.includes(`${FIXTURE}/build`) });
  return dir;
}

export function tempDir(prefix = 'qdocs-out-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function read(dir: string, file: string): string {
  return readFileSync(join(dir, file), 'utf8');
}

export function listFiles(dir: string, base = dir, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) listFiles(full, base, out);
    else out.push(full.slice(base.length + 1));
  }
  return out.sort();
}

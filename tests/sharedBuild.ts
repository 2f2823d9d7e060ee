/**
 * One build of a fixture site shared by every test file that builds it the same way and only reads the output: a
 * copy under tests/.tmp keyed by a hash of the fixture's files, the generator's sources and the build's options, built
 * by the first file that asks (a lock directory holding its pid makes the others wait rather than build twice) and
 * kept for later files and runs. A clean webpack build of a fixture costs 10–30 s of CPU; `npm test` asked for the
 * same ones two or three times over.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { build, type BuildOptions } from '../generator/node/build.ts';

const ROOT = join(import.meta.dirname, '..');
const TMP = join(ROOT, 'tests', '.tmp');
/** What a build's output depends on besides the fixture: the generator, the repository's theme and scripts, the packages. */
const SOURCES = ['generator', 'src', 'scripts'];
const STALE_MS = 600_000;

export interface SharedBuildRequest {
  /** The fixture folder (tests/fixtures/<name>). */
  fixture: string;
  /** The build's options besides its folders (`compress`, …). */
  options?: Omit<BuildOptions, 'siteDir' | 'outDir'>;
  /**
   * Changes made to the copy before it is built (a config line, say); part of the key through its source text, so it
   * uses no constant or helper of its own module besides imports (a change there would not change the key).
   */
  prepare?: (site: string) => void;
  /** The copy's name when a prepared build differs from the fixture's own (each name keeps one build; default: the fixture's). */
  name?: string;
}

export interface SharedBuild {
  /** The built copy of the fixture: read it, never change it (other files read it too). */
  site: string;
  /** Its output folder (site/build). */
  out: string;
  /** The build's warnings, as BuildResult.warnings gave them. */
  warnings: string[];
}

function hashTree(dir: string, hash: ReturnType<typeof createHash>): void {
  for (const name of readdirSync(dir).sort()) {
    if (name === '.cache' || name === 'build' || name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) hashTree(full, hash);
    else hash.update(relative(ROOT, full)).update(readFileSync(full));
  }
}

function keyOf({ fixture, options = {}, prepare }: SharedBuildRequest): string {
  const hash = createHash('sha256');
  for (const dir of SOURCES) hashTree(join(ROOT, dir), hash);
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  hash.update(readFileSync(import.meta.filename));
  hashTree(fixture, hash);
  hash.update(JSON.stringify(options)).update(prepare?.toString() ?? '');
  return hash.digest('hex').slice(0, 12);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process that took `lock` still runs (a lock just made, its pid not written yet, counts as held). */
function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    const made = statSync(lock, { throwIfNoEntry: false });
    return made !== undefined && Date.now() - made.mtimeMs < 10_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the builds of `name` for other keys (older sources) that earlier runs left, once they are 10 minutes old. */
function removeStale(name: string, key: string): void {
  for (const entry of readdirSync(TMP)) {
    const path = join(TMP, entry);
    if (entry.startsWith(`${name}-`) && !entry.endsWith('.lock') && entry !== `${name}-${key}` && Date.now() - statSync(path).mtimeMs > STALE_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

/** The fixture built with `options` (after `prepare`), by this file or by another that asked for the same build. */
export async function sharedBuild(request: SharedBuildRequest): Promise<SharedBuild> {
  const name = `shared-${request.name ?? basename(request.fixture)}`;
  const key = keyOf(request);
  // The copy sits as deep as the fixture (tests/.tmp/x beside tests/fixtures/x), so its relative imports still resolve.
  const site = join(TMP, `${name}-${key}`);
  const out = join(site, 'build');
  const ready = join(site, '.ready.json');
  const lock = join(TMP, `${name}-${key}.lock`);
  mkdirSync(TMP, { recursive: true });
  while (!existsSync(ready)) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
    } catch {
      // Another file is building: wait for it, or take over a lock whose process is gone (a killed run). Not by age:
      // on a loaded machine a build took over three minutes.
      if (!holderAlive(lock)) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (existsSync(ready)) break;
      removeStale(name, key);
      rmSync(site, { recursive: true, force: true });
      cpSync(request.fixture, site, { recursive: true, filter: (src) => !/[\\/](\.cache|build|node_modules)([\\/]|$)/.test(src.slice(request.fixture.length)) });
      request.prepare?.(site);
      const result = await build({ ...request.options, siteDir: site, outDir: out });
      writeFileSync(ready, JSON.stringify({ warnings: result.warnings }));
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  const { warnings } = JSON.parse(readFileSync(ready, 'utf8')) as { warnings: string[] };
  return { site, out, warnings };
}

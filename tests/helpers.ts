/** Shared test helpers: temporary copies of fixture sites and builds into temporary folders. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
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

/** The line the dev server prints once it listens (webpack's first build goes on after it); group 1 is its origin. */
export const DEV_LISTENING = /Dev server: (http:\/\/[^/\s]+)/;
/** The line it prints once webpack's first build is done; group 1 is its origin. */
export const DEV_READY = /Ready in \d+ ms — (http:\/\/[^/\s]+)/;

export interface TestDevServer {
  dev: ChildProcess;
  origin: string;
  /** What it printed so far (stdout and stderr), for a failure's message. */
  output: () => string;
}

/**
 * Starts the dev server in `site` and resolves once its stdout matches `ready` (DEV_LISTENING by default); rejects if
 * it exits first or takes over 5 minutes (a loaded machine). It runs generator/node/dev.ts under tsx, or, with
 * `npmStart`, the bundled CLI as `npm start` runs it (what its saved shell and caches are keyed by).
 */
export function startDevServer(site: string, { ready = DEV_LISTENING, port = 0, npmStart = false } = {}): Promise<TestDevServer> {
  const server = npmStart ? [join(import.meta.dirname, '../generator/bin/qdocs.mjs'), 'start'] : ['--import', 'tsx', join(import.meta.dirname, '../generator/node/dev.ts')];
  const dev = spawn(process.execPath, [...server, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: site,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${output}`)), 300_000);
    dev.once('exit', (code) => reject(new Error(`dev server exited (${code}) before it was ready:\n${output}`)));
    dev.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
      const match = ready.exec(stdout);
      if (!match) return;
      clearTimeout(timer);
      resolve({ dev, origin: match[1], output: () => output });
    });
  });
}

/**
 * Stops a server of startDevServer and resolves once it has exited; then deletes `site`, if given: removed while the
 * server was still closing (its search child writing `.cache/` meanwhile), the folder failed with ENOTEMPTY. The
 * removal is retried a few times for the server's own children, which exit just after it.
 */
export async function stopDevServer(dev: ChildProcess | undefined, site?: string): Promise<void> {
  if (dev && dev.exitCode === null && dev.signalCode === null) {
    const exited = new Promise((resolve) => dev.once('exit', resolve));
    dev.kill();
    await exited;
  }
  if (site) rmSync(site, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/** A React component with state (a click counter labelled `word`), for React Fast Refresh. */
export function counterComponent(word: string): string {
  return `import { useState } from 'react';\nexport default function Counter() {\n  const [count, setCount] = useState(0);\n  return <button type="button" onClick={() => setCount(count + 1)}>${word} {count} times</button>;\n}\n`;
}

/** Adds the counter component to `site` and a page showing it at /counter. */
export function addCounterPage(site: string): void {
  mkdirSync(join(site, 'src/components'), { recursive: true });
  writeFileSync(join(site, 'src/components/Counter.tsx'), counterComponent('Clicked'));
  writeFileSync(
    join(site, 'src/pages/counter.tsx'),
    `import Counter from '../components/Counter.tsx';\nexport const title = 'Counter';\nexport default function CounterPage() {\n  return <main id="main-content"><h1>Counter</h1><Counter /></main>;\n}\n`,
  );
}

/** A TCP port free on 127.0.0.1 right now, for a server that cannot be told to pick one (nginx, a fixed --port). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

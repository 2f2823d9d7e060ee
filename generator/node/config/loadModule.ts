/**
 * Loads a configuration module the way Docusaurus does (`docusaurus.config.js`, `sidebars.js`): CommonJS
 * (`module.exports`), ESM or TypeScript, whatever the site's package.json says, read fresh on every call so the
 * dev server sees edits. A package the site has not installed but the generator has (prism-react-renderer, which
 * Docusaurus's template requires for its themes) is taken from the generator.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createJiti } from 'jiti';
import { BuildError } from '../errors.ts';
import { timeLimitMs, timeLimitText, watchdog } from '../watchdog.ts';

const require = createRequire(import.meta.url);
/** Packages a Docusaurus config commonly requires that the generator ships itself. */
const SHARED_PACKAGES = ['prism-react-renderer'];

function fallbackAliases(file: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  const fromSite = createRequire(file);
  for (const name of SHARED_PACKAGES) {
    try {
      fromSite.resolve(name);
    } catch {
      aliases[name] = dirname(require.resolve(`${name}/package.json`));
    }
  }
  return aliases;
}

/**
 * `cacheDir`: where jiti keeps its transpiled copies, named by the hash of the source (an edit is never served stale);
 * it saves the few hundred milliseconds of loading its TypeScript transform on every build.
 */
export async function loadModule(file: string, label: string, cacheDir?: string, options: { callIfFunction?: boolean } = {}): Promise<unknown> {
  const fsCache = cacheDir ? join(cacheDir, 'jiti') : false;
  const jiti = createJiti(file, { moduleCache: false, fsCache, interopDefault: true, alias: fallbackAliases(file) });
  // The module is the site's code: it may loop (the watchdog stops the process, naming it), wait forever (a timer
  // names it) or call process.exit (the build exited 0 with no output: CI reported success).
  const watch = watchdog();
  await watch.ready;
  const endWatch = watch.begin(
    'config',
    `${label} did not finish loading within ${timeLimitText('config')}: does its code loop forever? The build was stopped.`,
    WATCHDOG_GRACE_MS,
  );
  forbidExit();
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new BuildError(`${label} did not finish loading within ${timeLimitText('config')}: does it wait for something that never happens (a promise that never settles)?`)),
      timeLimitMs('config'),
    );
  });
  try {
    // A default export that is a function (Docusaurus accepts one, async or not) is called under the same time limits.
    const loaded = jiti.import(file, { default: true }).then((value) => (options.callIfFunction && typeof value === 'function' ? (value as () => unknown)() : value));
    return await Promise.race([loaded, timeLimit]);
  } catch (error) {
    if (error instanceof BuildError) throw error;
    const e = error as NodeJS.ErrnoException;
    if (e.code === 'MODULE_NOT_FOUND' || e.code === 'ERR_MODULE_NOT_FOUND') {
      throw new BuildError(`${label}: ${e.message.split('\n')[0]}. Install the package in the site's folder (npm install) or remove the import.`);
    }
    const where = /\((\d+):(\d+)\)/.exec(e.message);
    throw new BuildError(`${label}${where ? `:${where[1]}:${where[2]}` : ''}: could not be loaded: ${e.message.split('\n')[0]}`);
  } finally {
    clearTimeout(timer);
    allowExit();
    endWatch();
  }
}

/** Configuration modules loading now (the dev server loads several at once), and the real process.exit meanwhile. */
let loading = 0;
let realExit: typeof process.exit | undefined;

/**
 * Makes process.exit throw while any configuration module loads. Counted, not saved and restored by each load: two
 * loads that overlapped restored each other's stand-in, leaving process.exit throwing for good, and a dev server that
 * Ctrl+C or SIGTERM could no longer stop (its exit threw, and its handler of uncaught errors kept it serving).
 */
function forbidExit(): void {
  if (loading++ > 0) return;
  realExit = process.exit;
  process.exit = ((code?: number | string | null) => {
    throw new Error(`process.exit(${code ?? ''}) was called while loading it: a configuration module may not end the build`);
  }) as typeof process.exit;
}

function allowExit(): void {
  if (--loading > 0) return;
  process.exit = realExit!;
  realExit = undefined;
}

/** The watchdog's deadline is this much after the timer's: a module that only waits is named by the timer. */
const WATCHDOG_GRACE_MS = 1000;

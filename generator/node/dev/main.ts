/**
 * The dev server process (see dev/server.ts), run by `npm start` (generator/bin/qdocs.mjs start, in its own process)
 * or by generator/node/dev.ts (in a child process) from a bundle of this
 * file run without tsx (see launch.ts). Pages are compiled when first opened, edits show in place (hot module
 * replacement), and authoring problems are shown over the page until fixed.
 */
import { parseCommand } from '../commandLine.ts';
import { DevServer } from './server.ts';
import { traceStep } from './startTrace.ts';

async function main() {
  traceStep('modules loaded');
  // No TypeScript loader in this process: the generator's own code is bundled, and the site's TypeScript
  // (site.config.ts, sidebars.ts) is read through jiti (config/loadModule.ts), so webpack and the rest load at
  // Node's own speed.
  const { values } = parseCommand({
    name: 'start',
    usage: '[--port <port>] [--host <host>]',
    summary: 'Serves the site of the current folder while you write: pages compile when opened, edits show at once.',
    options: { port: { type: 'string', default: '3000' }, host: { type: 'string', default: 'localhost' } },
    positionals: 0,
    ignored: {
      'no-open': { type: 'boolean', reason: 'the dev server never opens a browser' },
      poll: { type: 'string', reason: 'files are watched by the operating system' },
      'hot-only': { type: 'boolean', reason: 'a page that cannot be updated in place reloads' },
      config: { type: 'string', reason: 'the configuration is site.config.ts or docusaurus.config.* in the site folder' },
      locale: { type: 'string', reason: 'the site is served in its one locale' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`qdocs start: --port must be a port number (0–65535), got "${values.port}".`);
    process.exit(2);
  }
  const dev = new DevServer({ siteDir: process.cwd(), port, host: values.host as string });
  // An authoring error never stops the server, and neither may a bug in it: report it and keep serving.
  process.on('uncaughtException', (error) => console.error('dev server (internal error, still serving):', error));
  process.on('unhandledRejection', (error) => console.error('dev server (internal error, still serving):', error));
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // webpack finishes its current build before it closes: never wait for it more than a moment.
    setTimeout(() => process.exit(0), 1000).unref();
    void dev.close().finally(() => process.exit(0));
  };
  stopWhenOutputIsGone(stop);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Started by dev.ts (the tests): stop with it, however it ended, even if it ended while this process was still
  // loading its modules, before there was a listener to hear it (a loaded machine: a server left running forever).
  process.once('disconnect', stop);
  if (process.send && !process.connected) stop();
  await dev.start();
  console.log(`Dev server: ${dev.url()} (serving ${Math.round(performance.now())} ms after the process started; building the shell; pages are compiled when first opened)`);
}

/**
 * Whatever reads the server's output may go away: the terminal closed, `npm start | tee log` with tee ended, the test
 * that started it killed. Each write then fails (EPIPE; EIO for a terminal) with an error event that nothing heard, so
 * it reached the handler of internal errors, whose report failed the same way: a loop that kept a core busy forever.
 * The server stops instead, as a command does when its reader is gone.
 */
function stopWhenOutputIsGone(stop: () => void): void {
  const onOutputError = (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'EIO') stop();
  };
  process.stdout.on('error', onOutputError);
  process.stderr.on('error', onOutputError);
}

await main();

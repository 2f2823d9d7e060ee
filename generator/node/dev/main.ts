/**
 * The dev server process (see dev/server.ts), run by `npm start` (generator/bin/qdocs.mjs start, in its own process)
 * or by generator/node/dev.ts (in a child process) from a bundle of this
 * file run without tsx (see launch.ts). Pages are compiled when first opened, edits show in place (hot module
 * replacement), and authoring problems are shown over the page until fixed.
 */
import { parseArgs } from 'node:util';
import { DevServer } from './server.ts';
import { traceStep } from './startTrace.ts';

async function main() {
  traceStep('modules loaded');
  // No TypeScript loader in this process: the generator's own code is bundled, and the site's TypeScript
  // (site.config.ts, sidebars.ts) is read through jiti (config/loadModule.ts), so webpack and the rest load at
  // Node's own speed.
  const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' }, host: { type: 'string', default: 'localhost' } } });
  const dev = new DevServer({ siteDir: process.cwd(), port: Number(values.port), host: values.host });
  // An authoring error never stops the server, and neither may a bug in it: report it and keep serving.
  process.on('uncaughtException', (error) => console.error('dev server (internal error, still serving):', error));
  process.on('unhandledRejection', (error) => console.error('dev server (internal error, still serving):', error));
  const stop = () => {
    // webpack finishes its current build before it closes: never wait for it more than a moment.
    setTimeout(() => process.exit(0), 1000).unref();
    void dev.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Started by dev.ts (the tests): stop with it, however it ended, even if it ended while this process was still
  // loading its modules, before there was a listener to hear it (a loaded machine: a server left running forever).
  process.once('disconnect', stop);
  if (process.send && !process.connected) stop();
  await dev.start();
  console.log(`Dev server: ${dev.url()} (serving ${Math.round(performance.now())} ms after the process started; building the shell; pages are compiled when first opened)`);
}

await main();

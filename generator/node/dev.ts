/**
 * `npm start`: the development server (see dev/server.ts). Pages are compiled when first opened, edits show in
 * place (hot module replacement), and authoring problems are shown over the page until fixed.
 */
import { parseArgs } from 'node:util';
import { DevServer } from './dev/server.ts';

async function main() {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '3000' }, host: { type: 'string', default: 'localhost' } } });
  const dev = new DevServer({ siteDir: process.cwd(), port: Number(values.port), host: values.host });
  // An authoring error never stops the server, and neither may a bug in it: report it and keep serving.
  process.on('uncaughtException', (error) => console.error('dev server (internal error, still serving):', error));
  process.on('unhandledRejection', (error) => console.error('dev server (internal error, still serving):', error));
  const stop = () => void dev.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await dev.start();
  console.log(`Dev server: ${dev.url()} (building the shell; pages are compiled when first opened)`);
}

await main();

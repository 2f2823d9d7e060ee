/**
 * The development server (dev/main.ts, dev/server.ts) in a child process started from a bundle of the generator's
 * code (see dev/launch.ts: much faster to start than under tsx); this process only prepares that bundle, passes its
 * arguments and signals on, and exits with it. The tests start the server this way (it stops with them even after a
 * SIGKILL); `npm start` runs the same bundle in its own process (generator/bin/qdocs.mjs start), a second faster.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { bundledScript } from './dev/launch.ts';

const script = await bundledScript(join(import.meta.dirname, 'dev', 'main.ts'));
// The IPC channel only tells the server when this process is gone (it stops then, even after a SIGKILL here).
const child = spawn(process.execPath, [script, ...process.argv.slice(2)], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

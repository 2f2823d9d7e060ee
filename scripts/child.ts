/**
 * Runs a stage in a child process and returns its result. Used for the memory-hungry stages (bundling,
 * prerendering): their memory goes back to the system when the child exits, and prerender shards run in parallel.
 */
import { fork } from 'node:child_process';
import { BuildError } from './errors.ts';

type Message = { ok: true; result: unknown } | { ok: false; message: string; buildError: boolean; problems?: string[] };

export function runInChild<T>(script: string, input: unknown, env: NodeJS.ProcessEnv = {}): Promise<T & { maxRssMb: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { execArgv: ['--import', 'tsx'], env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
    let settled = false;
    child.on('message', (raw) => {
      const message = raw as Message & { maxRssMb?: number };
      settled = true;
      if (message.ok) resolve({ ...(message.result as T), maxRssMb: message.maxRssMb ?? 0 });
      else reject(message.buildError ? new BuildError(message.message) : new Error(message.message));
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!settled) reject(new Error(`${script} exited with code ${code} before answering`));
    });
    child.send(input as object);
  });
}

/** The child side: receives the input, runs `work`, sends back the result or the error. */
export function serveChild<I, O>(work: (input: I) => Promise<O>): void {
  process.once('message', async (input) => {
    const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
    try {
      const result = await work(input as I);
      process.send!({ ok: true, result, maxRssMb: maxRssMb() }, () => process.exit(0));
    } catch (error) {
      const buildError = error instanceof BuildError;
      process.send!({ ok: false, message: buildError ? (error as Error).message : String((error as Error).stack ?? error), buildError }, () => process.exit(1));
    }
  });
}

import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { serve } from '/work/incremental/generator/node/serve.ts';
const server = await serve({ dir: 'build', baseUrl: '/docs-archive/', port: 0 });
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs-archive/`;
const status = await new Promise<number>((resolve) => {
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: base },
  });
  child.on('exit', (code) => resolve(code ?? 1));
});
server.close();
process.exit(status);

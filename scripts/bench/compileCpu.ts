/** Dev tool: compiles the first N pages of a site in this process (no cache), to compare the compiler's CPU. */
import { rmSync } from 'node:fs';
import { loadContent } from '../../generator/node/content/load.ts';
import { resolveRoutes } from '../../generator/node/routes/resolve.ts';
import { compileContext, compileJob, compileJobs, pageHashOfSource } from '../../generator/node/mdx/pages.ts';

import { resolve } from 'node:path';
const [siteArg, cacheDir, count] = process.argv.slice(2);
const siteDir = resolve(siteArg);
const graph = await loadContent(siteDir);
const routes = resolveRoutes(graph)
  .filter((r) => r.source?.format === 'mdx')
  .slice(0, Number(count ?? 400));
rmSync(cacheDir, { recursive: true, force: true });
const { context, contextHash } = compileContext(graph, routes, cacheDir);
const jobs = routes.map((r) => compileJob(r, pageHashOfSource(contextHash, r.source!.sourceHash)));
// Warm-up (module loading), then the measured pass.
await compileJobs(jobs.slice(0, 20), context);
const t = process.cpuUsage();
const start = performance.now();
const { errors } = await compileJobs(jobs, context);
const cpu = process.cpuUsage(t);
console.log(JSON.stringify({ pages: jobs.length, wallMs: Math.round(performance.now() - start), cpuMs: Math.round((cpu.user + cpu.system) / 1000), errors: errors.length }));

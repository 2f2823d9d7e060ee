/** Child process of the compile stage: compiles its share of the pages into the cache. */
import { serveChild } from '../child.ts';
import { compileJobs, type CompileContext, type CompileJob } from './compileAll.ts';

serveChild<{ jobs: CompileJob[]; context: CompileContext }, { errors: string[] }>(async ({ jobs, context }) => compileJobs(jobs, context));

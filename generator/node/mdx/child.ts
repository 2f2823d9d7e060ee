/** Child process of the compile stage: compiles its share of the pages into the cache. */
import { serveChild } from '../child.ts';
import { COMPILE_CHILD } from '../children.ts';
import { compileJobs } from './compileAll.ts';

serveChild(COMPILE_CHILD, async ({ jobs, context }) => compileJobs(jobs, context));

/** Child process of the compile stage: compiles its share of the pages into the cache. */
import { serveChild } from '../child.ts';
import { COMPILE_CHILD } from '../children.ts';
import { compileJobs } from './compileAll.ts';

serveChild(
  COMPILE_CHILD,
  async ({ jobs, context }) => compileJobs(jobs, context),
  // The MDX compiler and its plugins: most of a one-page compile's time, loaded while the parent loads the content.
  () => import('./compile.ts'),
);

/** Child process of the compile stage: compiles its share of the pages into the cache. */
import { serveChild } from '../children/child.ts';
import { COMPILE_CHILD } from './job.ts';
import { compileJobs } from './pages.ts';

// esbuild's service (started on the first minification, with this environment) runs one Go thread: the two compile
// children and their services already share the two cores, and Go's idle threads spinning for work between the many
// small requests cost a fifth of its CPU (5.4 → 4.3 s for 3,000 page minifications, same bytes). A value set by the
// user is kept.
process.env.GOMAXPROCS ??= '1';

serveChild(
  COMPILE_CHILD,
  async ({ jobs, context }) => compileJobs(jobs, context),
  // The MDX compiler and its plugins: most of a one-page compile's time, loaded while the parent loads the content; and
  // esbuild, which minifies the pages (compileJobs imports both on first use).
  () => Promise.all([import('./compile.ts'), import('esbuild')]),
);

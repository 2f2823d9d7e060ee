/** The compile stage's child process (mdx/child.ts): the pages it compiles and the context they compile in. */
import { childKind } from '../children/child.ts';
import type { MarkdownOptions } from './compile.ts';
import type { ImportResolution } from './checkImports.ts';

export interface CompileJob {
  key: string;
  file: string;
  relPath: string;
  bodyLine: number;
  /** The page hash the caller found (the cache file records the hash of the text the compiler read: see compileJobs). */
  hash: string;
}

export interface CompileContext {
  cacheDir: string;
  baseUrl: string;
  fileRoutes: [string, string][];
  routes: string[];
  markdown: MarkdownOptions;
  siteDir: string;
  /** The docs folders of every version. */
  contentRoots: string[];
  /** How a page's imports resolve (the bundle's aliases), to check them while compiling. */
  resolution: ImportResolution;
  /** The hash of what every page's compilation depends on besides its source (see pageHash). */
  contextHash: string;
}

/** Compiles a share of the MDX pages into the compile cache; answers the pages' errors. */
export const COMPILE_CHILD = childKind<{ jobs: CompileJob[]; context: CompileContext }, { errors: string[] }>(new URL('./child.ts', import.meta.url), {
  standalone: true,
});

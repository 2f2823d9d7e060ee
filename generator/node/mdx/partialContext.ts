/** What the partials loader (mdx/loader.ts) compiles with: the compile stage writes it, the loader reads it. */
import { join } from 'node:path';
import type { MarkdownOptions } from './compile.ts';

/** The site's link context and Markdown options, as pages compile with them. */
export interface PartialContext {
  fileRoutes: [string, string][];
  routes: string[];
  baseUrl: string;
  siteDir: string;
  contentRoots: string[];
  markdown: MarkdownOptions;
}

export function partialContextFile(cacheDir: string): string {
  return join(cacheDir, 'mdx-context.json');
}

/** The dev server's search child process (dev/searchChild.ts): what it is given and what it answers. */
import { childKind } from '../children/child.ts';

export interface DevIndexJob {
  siteDir: string;
  cacheDir: string;
  outDir: string;
}

/** The dev server's search index, built in the background at low priority. */
export const DEV_INDEX_CHILD = childKind<DevIndexJob, { written: Record<string, string>; pages: number; skipped: string[] }>(new URL('./searchChild.ts', import.meta.url));

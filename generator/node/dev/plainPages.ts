/**
 * The dev server's plain pages: a compiled Markdown page that imports nothing but the JSX runtime and `@mdx-js/react`
 * is served as the production build serves it, a page chunk written without webpack (bundle/pageChunks.ts): its
 * compiled code wrapped in a factory that the client's page registry calls with the shell's modules. No webpack
 * rebuild stands between a save and the page: the new chunk is pushed to the open pages over the event channel and
 * registers again in place (generator/client/dev/hot.ts). Pages that import anything else stay webpack entries.
 */
import { readFileSync } from 'node:fs';
import { pageChunkScript, plainPageFactory } from '../bundle/pageChunks.ts';
import type { RouteEntry } from '../routes/resolve.ts';

/** Compiled code → its factory (undefined: not plain), so that an unchanged page is not checked again. */
const factories = new Map<string, { code: string; factory: string | undefined }>();

/** The chunk of a route whose compiled module is plain, or undefined (the page needs webpack). */
export function plainChunk(route: RouteEntry, modulePath: string, revision?: number): string | undefined {
  let code: string;
  try {
    code = readFileSync(modulePath, 'utf8');
  } catch {
    return undefined;
  }
  let known = factories.get(modulePath);
  if (known?.code !== code) {
    known = { code, factory: plainPageFactory(code) };
    factories.set(modulePath, known);
  }
  return known.factory === undefined ? undefined : pageChunkScript(known.factory, route.path, route.data, revision);
}

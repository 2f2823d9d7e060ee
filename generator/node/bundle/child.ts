/** Child process of the bundle stage: runs webpack and answers with the file list of every entry and the files it read. */
import { serveChild } from '../child.ts';
import { clientConfig, serverConfig, runWebpack, type BundleOptions } from './webpack.ts';
import { chunkFiles, type ChunkFiles } from '../render/prerender.ts';
import type { BundleDependencies } from './reuse.ts';

export interface BundleResult {
  shellJs: string[];
  shellCss: string[];
  entries: [string, { js: string[]; css: string[] }][];
}

serveChild<BundleOptions, BundleResult & { dependencies: BundleDependencies }>(async (options) => {
  const stats = await runWebpack([clientConfig(options), serverConfig(options)]);
  const files: ChunkFiles = chunkFiles(stats[0], options.baseUrl);
  // What both compilations read (and looked for without finding): the bundle cache's inputs (see reuse.ts).
  const all = (pick: (s: (typeof stats)[number]) => Iterable<string>) => [...new Set(stats.flatMap((s) => [...pick(s)]))];
  const dependencies: BundleDependencies = {
    files: all((s) => s.compilation.fileDependencies),
    missing: all((s) => s.compilation.missingDependencies),
    contexts: all((s) => s.compilation.contextDependencies),
  };
  return { shellJs: files.shellJs, shellCss: files.shellCss, entries: [...files.entries], dependencies };
});

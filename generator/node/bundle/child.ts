/** Child process of the bundle stage: runs webpack and answers with the file list of every entry. */
import { serveChild } from '../child.ts';
import { clientConfig, serverConfig, runWebpack, type BundleOptions } from './webpack.ts';
import { chunkFiles, type ChunkFiles } from '../render/prerender.ts';

export interface BundleResult {
  shellJs: string[];
  shellCss: string[];
  entries: [string, { js: string[]; css: string[] }][];
}

serveChild<BundleOptions, BundleResult>(async (options) => {
  const [clientStats] = await runWebpack([clientConfig(options), serverConfig(options)], options.siteDir, options.sources);
  const files: ChunkFiles = chunkFiles(clientStats, options.baseUrl);
  return { shellJs: files.shellJs, shellCss: files.shellCss, entries: [...files.entries] };
});

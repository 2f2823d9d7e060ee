/** Child process of the bundle stage: runs webpack and answers with the file list of every entry and the files it read. */
import { serveChild } from '../children/child.ts';
import { BUNDLE_CHILD } from './job.ts';
import { clientConfig } from './clientConfig.ts';
import { serverConfig } from './serverConfig.ts';
import { runWebpack } from './webpack.ts';
import { chunkFiles } from './chunks.ts';

serveChild(BUNDLE_CHILD, async (options) => {
  // Errors are named by the page source they come from (the compiled module → source map of `sources`).
  const stats = await runWebpack([clientConfig(options), serverConfig(options)], options.siteDir, options.sources);
  // What both compilations read (and looked for without finding): the bundle cache's inputs (see reuse.ts).
  const all = (pick: (s: (typeof stats)[number]) => Iterable<string>) => [...new Set(stats.flatMap((s) => [...pick(s)]))];
  const dependencies = {
    files: all((s) => s.compilation.fileDependencies),
    missing: all((s) => s.compilation.missingDependencies),
    contexts: all((s) => s.compilation.contextDependencies),
  };
  return { ...chunkFiles(stats[0], options.baseUrl), dependencies };
});

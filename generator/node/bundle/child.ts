/** Child process of the bundle stage: runs webpack and answers with the file list of every entry. */
import { serveChild } from '../child.ts';
import { BUNDLE_CHILD } from '../children.ts';
import { clientConfig, serverConfig, runWebpack } from './webpack.ts';
import { chunkFiles } from './chunks.ts';

serveChild(BUNDLE_CHILD, async (options) => {
  // Errors are named by the page source they come from (the compiled module → source map of `sources`).
  const [clientStats] = await runWebpack([clientConfig(options), serverConfig(options)], options.siteDir, options.sources);
  return chunkFiles(clientStats, options.baseUrl);
});

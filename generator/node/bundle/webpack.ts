/**
 * Bundle stage: runs the webpack builds (the browser's config is clientConfig.ts, the prerendering server's
 * serverConfig.ts) and reports their errors by the page source they come from.
 */
import webpack, { type Configuration, type Stats } from 'webpack';
import { BuildError } from '../errors.ts';
import { describeWebpackErrors, type PageSources } from './errors.ts';

export function formatWebpackErrors(stats: Stats): string[] {
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  return (info.errors ?? []).map((e) => `${e.moduleName ?? ''}${e.loc ? ':' + e.loc : ''} ${e.message}`.trim());
}

/** Runs the builds; errors are reported by the page source they come from (see errors.ts). */
export function runWebpack(configs: Configuration[], siteDir = '', sources: PageSources = {}): Promise<Stats[]> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, multi) => {
      // Closing lets webpack persist its cache and release the compilation's memory.
      compiler.close(() => {
        if (error || !multi) return reject(error ?? new Error('webpack failed'));
        const failed = multi.stats.filter((s) => s.hasErrors());
        if (failed.length) return reject(new BuildError('Bundling failed:', siteDir ? describeWebpackErrors(failed, siteDir, sources) : failed.flatMap(formatWebpackErrors)));
        resolve(multi.stats);
      });
    });
  });
}

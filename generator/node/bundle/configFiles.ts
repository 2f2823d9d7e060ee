/**
 * The generator's files that make webpack's configuration. Webpack's persistent cache is only valid for the
 * configuration that filled it, and the bundle stage's reuse (reuse.ts) only for the configuration that wrote its
 * output: without these, a changed alias, loader or chunk rule would go on serving modules built the old way.
 * A module of its own, importing nothing heavy: a build that reuses its bundle never loads webpack's configs.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const CONFIG_FILES = {
  config: ['webpackConfig.ts', 'clientConfig.ts', 'serverConfig.ts', 'routerTreeShaking.ts', '../config/aliases.ts', '../config/packages.ts', 'swizzle.ts'].map((file) =>
    join(here, file),
  ),
};

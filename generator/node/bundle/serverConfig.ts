/**
 * The webpack config of the server bundle that prerenders pages in Node: the theme and the site's modules bundled, React
 * and the generator's own packages left to Node (serverExternals), CSS modules reduced to their class names.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import webpack, { type Configuration, type ExternalItemFunctionData } from 'webpack';
import { siteAliases } from '../config/aliases.ts';
import { SwizzlePlugin } from './swizzle.ts';
import { generatorPackages, packageName } from '../config/packages.ts';
import { babelRule, CSS_MODULES, GENERATOR_DIR, resolveOptions, siteModuleRules, type BundleOptions } from './webpackConfig.ts';

type ExternalItemFunction = (data: ExternalItemFunctionData, callback: (error?: Error, result?: string) => void) => void;

const require = createRequire(import.meta.url);

export function serverConfig(o: BundleOptions): Configuration {
  const site = siteAliases(o.siteDir, GENERATOR_DIR);
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: o.siteDir,
    devtool: false,
    entry: { server: join(GENERATOR_DIR, 'client/server.tsx') },
    // The public path and hash function give imported images and CSS module classes the names the client gives them.
    output: { path: join(o.cacheDir, 'server'), filename: '[name].cjs', library: { type: 'commonjs2' }, publicPath: o.baseUrl, clean: true, hashFunction: 'xxhash64' },
    resolve: resolveOptions(o, site),
    externals: [serverExternals()],
    module: {
      // Web Workers only ever run in the browser: prerendering needs no worker bundle.
      parser: { javascript: { worker: false } },
      rules: [
        babelRule(o.siteDir, true),
        // Prerendering needs the class names of CSS modules, not the styles.
        { test: /\.module\.css$/, use: { loader: require.resolve('css-loader'), options: { modules: { ...CSS_MODULES, exportOnlyLocals: true } } } },
        { test: /\.css$/, exclude: /\.module\.css$/, use: require.resolve('null-loader') },
        ...siteModuleRules(o, true),
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
      ],
    },
    plugins: [new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }), ...(site.overrides.size ? [new SwizzlePlugin(site.overrides)] : [])],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    // No persistent cache, as for the client: storing it cost more than it saved. On the real site, a clean build
    // took 23.5 s with it and 21.5 s without, a rebuild after a component edit 11.5 s with it and 9.3–10 s without
    // (the client compilation, which runs beside it, is the longer one either way); a fixture's bundle stage
    // 9.0 → 6.3 s with the SVGR change in webpackConfig.ts.
    cache: false,
    infrastructureLogging: { level: 'error' },
    stats: 'none',
  };
}

/**
 * The server bundle leaves React, React DOM, MDX's provider and the generator's own packages to Node, so that the
 * plain MDX pages Node imports while prerendering share one React and one MDX context with the shell; each as the
 * absolute file webpack resolves (the site's React, the generator's router), so the bundle runs from any site folder
 * whatever npm hoisted where. Every other package (the site's: ES-module-only ones, CommonJS ones with `__esModule`,
 * their style sheets) is bundled, resolved and interoperating exactly as in the browser's bundle.
 */
function serverExternals(): ExternalItemFunction {
  const external = generatorPackages(GENERATOR_DIR);
  return ({ context, request, getResolve }, callback) => {
    const name = packageName(request);
    if (!name || !external.has(name) || !context || !getResolve || /\.css$/.test(request!)) return callback();
    // As Node's `require` resolves it (its conditions, `main` only), through the same folders and singleton homes.
    const resolve = getResolve({ conditionNames: ['node', 'require', 'default'], mainFields: ['main'] }) as (
      context: string,
      request: string,
      callback: (error?: Error | null, result?: string | false) => void,
    ) => void;
    resolve(context, request!, (error, resolved) => (error || !resolved ? callback(error ?? undefined) : callback(undefined, `commonjs ${resolved}`)));
  };
}

/**
 * The browser's webpack config: one entry per route so the main bundle never grows with the page count, a shared
 * vendor chunk, hashed names, extracted CSS, the minifiers; in the dev server, hot module replacement and React Fast
 * Refresh.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import webpack, { type Configuration, type Module } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { ROUTER_PRODUCTION_ALIASES, routerTreeShakingRule } from './routerTreeShaking.ts';
import { siteAliases } from '../config/aliases.ts';
import { SwizzlePlugin } from './swizzle.ts';
import { CONFIG_FILES } from './configFiles.ts';
import {
  aliasVersion,
  babelRule,
  CLIENT_ENTRY,
  CSS_MODULES,
  GENERATOR_DIR,
  isPackageFile,
  refreshDirs,
  resolveOptions,
  siteModuleRules,
  type BundleOptions,
} from './webpackConfig.ts';

const require = createRequire(import.meta.url);

export function clientConfig(o: BundleOptions): Configuration {
  const prod = o.mode === 'production';
  const site = siteAliases(o.siteDir, GENERATOR_DIR);
  return {
    name: 'client',
    mode: o.mode,
    target: 'web',
    context: o.siteDir,
    devtool: prod ? false : 'eval-cheap-module-source-map',
    // Pages depend on the shell: a module the shell already has (theme components, the search box) is never
    // copied into a page chunk.
    entry: { main: CLIENT_ENTRY, ...Object.fromEntries(Object.entries(o.pageEntries).map(([name, file]) => [name, { import: file, dependOn: 'main' }])) },
    output: {
      path: o.outDir,
      publicPath: o.baseUrl,
      filename: prod ? 'assets/js/[name].[contenthash:8].js' : 'assets/js/[name].js',
      chunkFilename: prod ? 'assets/js/[name].[contenthash:8].js' : 'assets/js/[name].js',
      cssFilename: prod ? 'assets/css/[name].[contenthash:8].css' : 'assets/css/[name].css',
      clean: false,
      hashFunction: 'xxhash64',
    },
    resolve: resolveOptions(o, site, prod ? ROUTER_PRODUCTION_ALIASES : {}),
    module: {
      rules: [
        babelRule(o.siteDir, false, o.hot),
        ...(prod ? [routerTreeShakingRule()] : []),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: require.resolve('css-loader'), options: { importLoaders: 0, modules: CSS_MODULES } }] },
        ...siteModuleRules(o, false),
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: prod ? 'assets/css/[name].[contenthash:8].css' : 'assets/css/[name].css' }),
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(o.mode) }),
      ...(o.hot ? hotPlugins(o.siteDir) : []),
      ...(site.overrides.size ? [new SwizzlePlugin(site.overrides)] : []),
    ],
    optimization: {
      // webpack's runtime goes into main, which every page chunk depends on: as a file of its own it cost every
      // first load one more request and 0.3 KB gzip.
      runtimeChunk: false,
      moduleIds: prod ? 'deterministic' : 'named',
      chunkIds: prod ? 'deterministic' : 'named',
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          default: false,
          defaultVendors: false,
          vendors: { test: (module: Module) => isPackageFile(module.nameForCondition() ?? ''), name: 'vendors', chunks: 'initial', priority: 10, enforce: true },
          // A package that two lazy chunks use goes into one chunk they share, as webpack's default groups (which
          // Docusaurus keeps) do: each Mermaid diagram type is a lazy chunk, and without this each carried its own
          // copy of @mermaid-js/parser (17 copies, 22 MB of JS and a minute of minifying for a 9-page site).
          lazyShared: { test: (module: Module) => isPackageFile(module.nameForCondition() ?? ''), chunks: 'async', minChunks: 2, priority: 5, reuseExistingChunk: true },
        },
      },
      minimize: prod,
      minimizer: [
        // Page chunks (p/) hold compiled MDX that the compile stage already minified (and caches); renaming alone
        // still takes a tenth off webpack's wrapper around it (import bindings such as `jsx_runtime.jsx`, module
        // comments), at about 2 ms a chunk, in this process: handing each chunk to a worker cost 6 s more per cold
        // build. TSX pages skip the compile stage's minifier, so they get the full one. An asset is minified by the
        // first of these plugins that matches it. All run in webpack's process: a worker process costs 70–160 MB,
        // counted against the build's memory budget, for the handful of shell files.
        ...(o.minifyEntries?.length
          ? [
              new TerserPlugin({
                include: o.minifyEntries.map((name) => new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`)),
                parallel: false,
                minify: TerserPlugin.swcMinify,
                terserOptions: { ecma: 2020, compress: true, mangle: true },
              } as never),
            ]
          : []),
        new TerserPlugin({
          include: /\/p\//,
          parallel: false,
          minify: TerserPlugin.swcMinify,
          terserOptions: { ecma: 2020, compress: false, mangle: true, format: { comments: false } },
          extractComments: false,
        } as never),
        // The dead-code removal (swc's, as thorough as terser's and twenty times faster) is spent on the shell (vendors, main, lazy chunks, workers) that every reader downloads.
        new TerserPlugin({
          exclude: /\/p\//,
          parallel: false,
          minify: TerserPlugin.swcMinify,
          terserOptions: { ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } },
          extractComments: false,
        } as never),
        new CssMinimizerPlugin({ parallel: false, minify: CssMinimizerPlugin.esbuildMinify }),
      ],
    },
    performance: { hints: false },
    // Production builds keep no persistent cache: storing it took a third of webpack's memory (about 300 MB, over
    // the 1 GB budget with the rest of the build) and a second or two of a cold build; page modules are cached by
    // the compile stage anyway. The dev server's builds keep theirs.
    cache: prod
      ? false
      : { type: 'filesystem', cacheDirectory: join(o.cacheDir, 'webpack'), name: `client-${o.mode}`, version: aliasVersion(site), buildDependencies: CONFIG_FILES },
    infrastructureLogging: { level: 'error' },
    stats: 'none',
  };
}

/** The dev client's stand-in for core-js's globalThis (see dev/bundler.ts): not a module React Refresh can update. */
const DEV_GLOBAL_THIS = /[\\/]client[\\/]dev[\\/]globalThis\.cjs$/;

function hotPlugins(siteDir: string) {
  const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin') as typeof import('@pmmmwh/react-refresh-webpack-plugin');
  // The dev server draws its own error overlay (file:line:column and a code frame for every kind of problem).
  return [
    new webpack.HotModuleReplacementPlugin(),
    new ReactRefreshPlugin({ overlay: false, include: refreshDirs(siteDir), exclude: [/[\\/]node_modules[\\/]/, DEV_GLOBAL_THIS] }),
  ];
}

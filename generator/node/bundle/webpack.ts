/**
 * Bundle stage: webpack configs for the browser (one entry per route so the main bundle never grows with
 * the page count, a shared vendor chunk, hashed names, extracted CSS) and for prerendering in Node.
 */
import { createRequire } from 'node:module';
import { join, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack, { type Configuration, type ExternalItemFunctionData, type Module, type Stats } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import { BuildError } from '../errors.ts';
import { ROUTER_PRODUCTION_ALIASES, routerTreeShakingRule } from './routerTreeShaking.ts';
import { RESOLVE_EXTENSIONS, siteAliases, type SiteAliases } from '../config/aliases.ts';
import { SwizzlePlugin } from './swizzle.ts';
import { partialContextFile } from '../mdx/partialContext.ts';
import { describeWebpackErrors, type PageSources } from './errors.ts';
import { generatorPackages, moduleDirectories, packageName, SingletonPackagesPlugin, singletonHomes } from '../config/packages.ts';
import { standaloneScript } from '../children/child.ts';
import { FROM_DIST, prebuiltLoader } from '../package/dist.ts';
import { hashKey } from '../cache/keys.ts';

type ExternalItemFunction = (data: ExternalItemFunctionData, callback: (error?: Error, result?: string) => void) => void;

const require = createRequire(import.meta.url);
/**
 * The generator's own folder (the package: generator/ here, node_modules/qdocs in a site): the client shell is built
 * from here, whatever site is being built.
 */
export const GENERATOR_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The client entry: hydrates the prerendered page and loads page chunks. */
export const CLIENT_ENTRY = join(GENERATOR_DIR, 'client/entry.tsx');

/**
 * The persistent cache is only valid for the configuration that filled it: without these, a changed alias or
 * loader in these files would go on serving modules resolved and built the old way.
 */
const CONFIG_FILES = {
  config: [
    fileURLToPath(import.meta.url),
    ...['routerTreeShaking.ts', '../config/aliases.ts', '../config/packages.ts', 'swizzle.ts'].map((f) => join(dirname(fileURLToPath(import.meta.url)), f)),
  ],
};

export interface BundleOptions {
  siteDir: string;
  outDir: string;
  cacheDir: string;
  baseUrl: string;
  /** webpack entry name → generated entry module */
  pageEntries: Record<string, string>;
  mode: 'production' | 'development';
  /** Page entries whose source is TSX: not minified by the compile stage, so webpack minifies them. */
  minifyEntries?: string[];
  /** Dev server: hot module replacement, and React Fast Refresh for the theme's and the site's components. */
  hot?: boolean;
  /** Compiled page module → its source (relative to the site), so bundling errors name the `.md`/`.mdx` file. */
  sources?: PageSources;
}

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * A webpack loader of the generator's as an ES module webpack can import without a TypeScript loader: prebuilt in the
 * packed package, bundled when its sources change in the workspace (as children's scripts are).
 */
function loaderFile(source: string): string {
  return FROM_DIST ? prebuiltLoader(source) : standaloneScript(source);
}

/** A file of an installed package (not the generator's own sources, which live in node_modules once it is installed). */
export function isPackageFile(path: string): boolean {
  return path.includes(`${sep}node_modules${sep}`) && !path.startsWith(GENERATOR_DIR + sep);
}

/**
 * CSS modules as Docusaurus sites use them (`import styles from './x.module.css'`, `styles.card`): a default export,
 * names as written, and the same class names in the browser and in prerendered HTML (both configs hash the same way).
 */
const CSS_MODULES = { auto: true, namedExport: false, exportLocalsConvention: 'as-is', localIdentName: '[local]_[hash:base64:5]' } as const;

/**
 * The site's modules that are not scripts: images and files (content-hashed into assets/, the URL as their default
 * export; the server bundle computes the same URLs without writing the files) and Markdown partials.
 */
function siteModuleRules(o: BundleOptions, server: boolean) {
  const asset = (test: RegExp, folder: string) => {
    const resource = { type: 'asset/resource', generator: { filename: `assets/${folder}/[name]-[contenthash:8][ext]`, emit: !server } };
    return {
      test,
      oneOf: [
        { resourceQuery: /^\?asset$/, ...resource },
        // url() in a style sheet (css-loader's `new URL(…, import.meta.url)`) wants the asset itself.
        { dependency: 'url', ...resource },
        ...(folder === 'images' ? [{ test: /\.svg$/i, issuer: /\.[jt]sx?$/i, use: loaderFile(join(HERE, 'loaders', 'svgImage.ts')) }] : []),
        { use: loaderFile(join(HERE, 'loaders', 'esmAsset.ts')) },
      ],
    };
  };
  return [
    // A compiled page is an `.mjs` file only because the compile stage writes it to a file; Docusaurus's webpack reads
    // the page from its `.mdx`, as a module of the default kind, where the default import of a CommonJS package that
    // sets `__esModule` is its `default` export (strict `.mjs` semantics would give its whole exports object).
    { test: /\.mjs$/, include: join(o.cacheDir, 'pages'), type: 'javascript/auto' },
    asset(/\.(png|jpe?g|gif|webp|avif|ico|bmp|svg)$/i, 'images'),
    asset(/\.(woff2?|ttf|otf|eot|mp4|webm|ogg|mp3|wav|pdf|zip)$/i, 'files'),
    { test: /\.mdx?$/i, use: { loader: loaderFile(join(HERE, '..', 'mdx', 'loader.ts')), options: { contextFile: partialContextFile(o.cacheDir) } } },
  ];
}

/**
 * Where React Fast Refresh applies: component code (the page modules are updated through the page registry). The
 * theme's own only where it is edited: an installed package's never changes.
 */
function refreshDirs(siteDir: string): string[] {
  const generator = GENERATOR_DIR.includes(`${sep}node_modules${sep}`) ? [] : [join(GENERATOR_DIR, 'client'), join(GENERATOR_DIR, 'theme')];
  return [...generator, join(siteDir, 'src')];
}

function babelRule(siteDir: string, server: boolean, hot = false) {
  return {
    test: /\.[jt]sx?$/,
    // Every module but installed packages', as Docusaurus transpiles: the site's components may live anywhere in the
    // site (beside the page that imports them, with JSX in .js files), and a module the config names (a code
    // language, the search warm-up) may even lie outside it.
    exclude: [isPackageFile, join(siteDir, '.cache')],
    use: {
      loader: require.resolve('babel-loader'),
      options: {
        cacheDirectory: true,
        babelrc: false,
        configFile: false,
        presets: [
          [require.resolve('@babel/preset-env'), server ? { targets: { node: '20' } } : { targets: 'defaults and supports es6-module and last 3 years', bugfixes: true }],
          [require.resolve('@babel/preset-react'), { runtime: 'automatic' }],
          [require.resolve('@babel/preset-typescript'), { allowDeclareFields: true, onlyRemoveTypeImports: true }],
        ],
        ...(hot ? { overrides: [{ include: refreshDirs(siteDir), plugins: [require.resolve('react-refresh/babel')] }] } : {}),
      },
    },
  };
}

function resolveOptions(o: BundleOptions, site: SiteAliases, alias: Record<string, string> = {}) {
  return {
    extensions: RESOLVE_EXTENSIONS,
    modules: moduleDirectories(GENERATOR_DIR),
    extensionAlias: { '.js': ['.ts', '.tsx', '.js', '.jsx'] },
    alias: { '@generated': join(o.cacheDir, 'generated'), ...site.alias, ...alias },
    // enhanced-resolve's own types; webpack declares the same resolver through a copy of them.
    plugins: [new SingletonPackagesPlugin(singletonHomes(o.siteDir, GENERATOR_DIR)) as never],
  };
}

/**
 * The persistent cache remembers how `@theme/X` resolved: a component added to or removed from the site's
 * `src/theme/` must start a fresh one.
 */
function aliasVersion(site: SiteAliases): string {
  return hashKey(JSON.stringify(site.alias), 12);
}

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
    cache: { type: 'filesystem', cacheDirectory: join(o.cacheDir, 'webpack'), name: 'server', version: aliasVersion(site), buildDependencies: CONFIG_FILES },
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

/**
 * What the bundle stage's two webpack configs (clientConfig.ts for the browser, serverConfig.ts for prerendering in
 * Node) share: the generator's folder, the build's options, the rules for scripts and the site's other modules,
 * resolution, and what keys webpack's persistent cache.
 */
import { createRequire } from 'node:module';
import { join, dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESOLVE_EXTENSIONS, type SiteAliases } from '../config/aliases.ts';
import { partialContextFile } from '../mdx/partialContext.ts';
import type { PageSources } from './errors.ts';
import { moduleDirectories, SingletonPackagesPlugin, singletonHomes } from '../config/packages.ts';
import { standaloneScript } from '../cache/scriptBundles.ts';
import { FROM_DIST, prebuiltLoader } from '../package/dist.ts';
import { hashKey } from '../cache/keys.ts';

const require = createRequire(import.meta.url);
/**
 * The generator's own folder (the package: generator/ here, node_modules/qdocs in a site): the client shell is built
 * from here, whatever site is being built.
 */
export const GENERATOR_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The client entry: hydrates the prerendered page and loads page chunks. */
export const CLIENT_ENTRY = join(GENERATOR_DIR, 'client/entry.tsx');

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
export const CSS_MODULES = { auto: true, namedExport: false, exportLocalsConvention: 'as-is', localIdentName: '[local]_[hash:base64:5]' } as const;

/**
 * SVGR as Docusaurus's SVGR plugin sets it (@docusaurus/plugin-svgr 3.10): SVGO's default preset keeping the title and
 * the viewBox (so the picture scales with the width and height CSS gives it), and a `title` prop.
 */
const SVGR_OPTIONS = {
  prettier: false,
  svgo: true,
  svgoConfig: { plugins: [{ name: 'preset-default', params: { overrides: { removeTitle: false, removeViewBox: false } } }] },
  titleProp: true,
};
const svgrLoader = { loader: require.resolve('@svgr/webpack'), options: { ...SVGR_OPTIONS, babel: false } };

/**
 * The modules whose SVG imports are components, as Docusaurus's SVGR plugin says (`/\.(?:tsx?|jsx?|mdx?)$/`): scripts,
 * Markdown partials (compiled inside webpack by mdx/loader.ts), and the pages the compile stage wrote to
 * `.cache/pages/*.mjs` from their `.md`/`.mdx` (Docusaurus's webpack reads them as `.mdx`). A site's own `.mjs`
 * module gets the URL, as in Docusaurus.
 */
function svgComponentIssuer(cacheDir: string) {
  return { or: [/\.(?:[jt]sx?|mdx?)$/i, { and: [join(cacheDir, 'pages') + sep, /\.mjs$/] }] };
}

/**
 * The site's modules that are not scripts: images and files (content-hashed into assets/, the URL as their default
 * export; the server bundle computes the same URLs without writing the files) and Markdown partials.
 */
export function siteModuleRules(o: BundleOptions, server: boolean) {
  const asset = (test: RegExp, folder: string) => {
    const resource = { type: 'asset/resource', generator: { filename: `assets/${folder}/[name]-[contenthash:8][ext]`, emit: !server } };
    return {
      test,
      oneOf: [
        { resourceQuery: /^\?(asset|url)$/, ...resource },
        // url() in a style sheet (css-loader's `new URL(…, import.meta.url)`) wants the asset itself.
        { dependency: 'url', ...resource },
        // Imported by a component or a Markdown page, an SVG is a React component (`<Svg className role="img" />`),
        // inline in the HTML. SVGR's JSX goes through the site's cached babel-loader rather than SVGR's own Babel pass,
        // which loaded preset-env again and transformed every SVG on every build (about 1 s of a small site's bundle stage).
        ...(folder === 'images' ? [{ test: /\.svg$/i, issuer: svgComponentIssuer(o.cacheDir), use: [babelRule(o.siteDir, server).use, svgrLoader] }] : []),
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
export function refreshDirs(siteDir: string): string[] {
  const generator = GENERATOR_DIR.includes(`${sep}node_modules${sep}`) ? [] : [join(GENERATOR_DIR, 'client'), join(GENERATOR_DIR, 'theme')];
  return [...generator, join(siteDir, 'src')];
}

export function babelRule(siteDir: string, server: boolean, hot = false) {
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

export function resolveOptions(o: BundleOptions, site: SiteAliases, alias: Record<string, string> = {}) {
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
export function aliasVersion(site: SiteAliases): string {
  return hashKey(JSON.stringify(site.alias), 12);
}

/**
 * `qdocs import <docusaurus site> [<target folder>]` (`npm run import:docusaurus` here): turns a Docusaurus 3 site into
 * a site of this generator. Writes `site.config.ts` from its `docusaurus.config.js` (with the list of options that have
 * no equivalent), copies its content (docs, blogs, versions, sidebars, src/components, src/theme, src/css, src/pages, static)
 * into the target, and a package.json that depends on the generator's package (its scripts run `qdocs`). Pages are
 * not edited: they build as they are. The configuration's functions (an `editUrl`, a plugin of its own) are imported
 * from the Docusaurus configuration, copied beside site.config.ts with the site files it imports: a function's source
 * text alone would lose the variables and imports of its module. Nothing is written outside the target: content configured outside the
 * Docusaurus site (`docs.path: '../docs'`) is copied into it, and the configuration points there.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModule } from '../config/loadModule.ts';
import { DOCUSAURUS_CONFIG_FILES, validateConfig } from '../config/load.ts';
import { convertDocusaurusConfig, type Unmapped } from '../config/docusaurus.ts';
import { BuildError } from '../errors.ts';
import { parseCommand } from '../commandLine.ts';
import type { SiteConfigInput } from '../config/schema.ts';
import { namePluginPackages } from './pluginNames.ts';

/** The generator's package.json: the imported site depends on this package, at this version. */
const PACKAGE_JSON = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'package.json');
const SIDEBAR_FILES = ['sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];
/** Folders copied as they are, when the Docusaurus site has them. */
const COPIED = ['versioned_docs', 'versioned_sidebars', 'versions.json', 'src/components', 'src/theme', 'src/css', 'src/pages', 'static'];
/** Docusaurus's own packages: the generator stands in for them (not its remark plugins, which the site runs). */
const PROVIDED = /^@docusaurus\/(?!remark-plugin-)/;
/** React is a peer dependency of the generator: the site installs it (these versions when it did not list it). */
const PEERS = { react: '^19.0.0', 'react-dom': '^19.0.0' };

export interface ImportResult {
  target: string;
  copied: string[];
  unmapped: Unmapped[];
}

const toPosix = (p: string) => p.split(sep).join('/');

/** Where each function of a Docusaurus configuration value is in it (`presets[0][1].docs.editUrl`), as a TypeScript accessor. */
export function functionAccessors(value: unknown): Map<unknown, string> {
  const found = new Map<unknown, string>();
  const seen = new Set<unknown>();
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'function') {
      if (!found.has(v)) found.set(v, path);
      return;
    }
    if (!v || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) walk(item, `${path}[${i}]`);
    } else for (const [k, item] of Object.entries(v)) walk(item, /^[A-Za-z_$][\w$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`);
  };
  walk(value, '');
  return found;
}

/**
 * A value as TypeScript source: JSON for data; a function is its accessor in `references` when it has one (it stays in
 * its own module, its closures intact), else its own source.
 */
export function toSource(value: unknown, indent = '', references: Map<unknown, string> = new Map()): string {
  const next = indent + '  ';
  if (typeof value === 'function') {
    const reference = references.get(value);
    if (reference !== undefined) return reference;
    const text = value.toString();
    // Method shorthand (`editUrl({docPath}) {…}`) is not an expression on its own.
    return /^(async\s+)?(function\b|\(|[\w$]+\s*=>|async\s*\()/.test(text) ? text : `function ${text.replace(/^async\s+/, '')}`;
  }
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => next + toSource(v, next, references)).join(',\n')},\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${next}${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${toSource(v, next, references)}`).join(',\n')},\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** The functions of `config` (a converted configuration), in the order they are written. */
function functionsOf(value: unknown, seen = new Set<unknown>()): unknown[] {
  if (typeof value === 'function') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => functionsOf(v, seen));
}

/** The Docusaurus configuration module a written site.config.ts imports its functions from. */
export interface KeptConfig {
  /** Its file name, beside site.config.ts. */
  file: string;
  /** Its default export is a function (async or not) returning the configuration. */
  isFunction: boolean;
  /** Each function of the configuration → its accessor on the configuration (`.presets[0][1].docs.editUrl`). */
  accessors: Map<unknown, string>;
}

export function siteConfigSource(config: SiteConfigInput, unmapped: Unmapped[], from: string, kept?: KeptConfig): string {
  const header = [
    `// Written by \`npm run import:docusaurus\` from ${from}. Edit freely: this file is the site's configuration now.`,
    ...(unmapped.length
      ? ['// Options of the Docusaurus configuration that have no equivalent here, and were not carried over:', ...unmapped.map((u) => `//   - ${u.option}: ${u.reason}`)]
      : ['// Every option of the Docusaurus configuration was carried over.']),
  ];
  const references = new Map([...(kept?.accessors ?? [])].map(([fn, accessor]) => [fn, `docusaurus${accessor}`]));
  const original = kept
    ? [
        `// Its functions stay in ${kept.file}, kept for them: they run in their own module, with the variables and imports they use.`,
        `import docusaurusConfig from './${kept.file}';`,
        '',
        kept.isFunction ? 'const docusaurus = await docusaurusConfig();' : 'const docusaurus = docusaurusConfig;',
      ]
    : [];
  return `${header.join('\n')}\nimport { defineConfig } from 'qdocs';\n${original.length ? `${original.join('\n')}\n` : ''}\nexport default defineConfig(${toSource(config, '', references)});\n`;
}

function packageJson(source: string, target: string): string {
  const generator = JSON.parse(readFileSync(PACKAGE_JSON, 'utf8')) as { name: string; version: string };
  let original: { name?: string; type?: string; dependencies?: Record<string, string> } = {};
  try {
    original = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  } catch {
    // No package.json in the Docusaurus site: a fresh one.
  }
  const kept = Object.entries(original.dependencies ?? {}).filter(([name]) => !PROVIDED.test(name));
  // The site's own React version when it lists one; always this package, at the version that imported it.
  const dependencies = Object.fromEntries([...Object.entries(PEERS), ...kept, [generator.name, `^${generator.version}`]].sort(([a], [b]) => (a < b ? -1 : 1)));
  return `${JSON.stringify(
    {
      name: original.name ?? basename(target),
      private: true,
      ...(original.type ? { type: original.type } : {}),
      scripts: { start: 'qdocs start', build: 'qdocs build', serve: 'qdocs serve' },
      dependencies,
    },
    null,
    2,
  )}\n`;
}

/** Build output and installed packages of the Docusaurus site are not content: never copied. */
const isSkipped = (relPath: string) => /(^|[\\/])(node_modules|\.docusaurus|build)([\\/]|$)/.test(relPath);

/** The files (and links) a copy of `path` (a file or a folder) writes, relative to it ('' for a file itself). */
function filesBelow(path: string, rel = ''): string[] {
  const here = join(path, rel);
  if (!lstatSync(here).isDirectory()) return [toPosix(rel)];
  return readdirSync(here)
    .filter((name) => !isSkipped(name))
    .flatMap((name) => filesBelow(path, join(rel, name)));
}

/** Fails, naming the first few, when `target` already holds any of `files` (or a file where one of their folders goes). */
function refuseOverwrites(target: string, files: string[]) {
  const entry = (path: string) => {
    // lstat, not existsSync: a dangling link is there too. ENOTDIR: a file stands where a folder of the path goes.
    try {
      return lstatSync(path);
    } catch {
      return undefined;
    }
  };
  const taken = files.filter((file) => {
    // A file where the copy needs a folder would be replaced by it too.
    const parts = file.split('/');
    const inTheWay = parts.slice(0, -1).some((_, i) => {
      const folder = entry(join(target, ...parts.slice(0, i + 1)));
      return folder && !folder.isDirectory();
    });
    return inTheWay || entry(join(target, file)) !== undefined;
  });
  if (!taken.length) return;
  const shown = taken.slice(0, 5).join(', ') + (taken.length > 5 ? `, and ${taken.length - 5} more` : '');
  throw new BuildError(
    `${target} already holds ${taken.length === 1 ? 'a file' : `${taken.length} files`} the import would write (${shown}): import into an empty folder, or pass --force to overwrite them.`,
  );
}

export async function importDocusaurus(sourceDir: string, targetDir: string, options: { force?: boolean } = {}): Promise<ImportResult> {
  const source = resolve(sourceDir);
  const target = resolve(targetDir);
  const configFile = DOCUSAURUS_CONFIG_FILES.map((name) => join(source, name)).find((f) => existsSync(f));
  if (!configFile) throw new BuildError(`${source} has no docusaurus.config.js (or .ts, .mjs): give the folder of a Docusaurus site.`);
  if (source === target) throw new BuildError('The target folder must differ from the Docusaurus site: give an empty or new folder as the second argument.');
  const raw = await loadModule(configFile, basename(configFile));
  const value = typeof raw === 'function' ? await (raw as () => unknown)() : raw;
  const { config, unmapped } = convertDocusaurusConfig(value, source);
  const accessors = functionAccessors(value);
  // Plugins imported from packages are written by name; other functions are imported from the configuration's module.
  await namePluginPackages(config, configFile, unmapped, (fn) => accessors.has(fn));
  // Functions (an editUrl, a plugin of the configuration's own) are not written as their source, which loses the
  // variables and imports of their module: site.config.ts imports them from the Docusaurus configuration, kept.
  const kept: KeptConfig | undefined = functionsOf(config).some((fn) => accessors.has(fn))
    ? { file: basename(configFile), isFunction: typeof raw === 'function', accessors }
    : undefined;
  // The written configuration must load: the same validation the build runs.
  validateConfig(config, basename(configFile));

  // Each copy: where it is in the Docusaurus site → where it goes in the target (the same path, but for content the
  // configuration keeps outside the site, which moves in and is configured there).
  const copies: [from: string, to: string][] = [];
  const docsPath = config.docs?.path ?? 'docs';
  const docsTo = insideTarget(docsPath, 'docs');
  copies.push([docsPath, docsTo]);
  const sidebarPath = config.docs?.sidebarPath;
  const sidebarTo = typeof sidebarPath === 'string' ? insideTarget(sidebarPath, 'sidebars.js') : undefined;
  if (typeof sidebarPath === 'string') copies.push([sidebarPath, sidebarTo!]);
  else if (sidebarPath === undefined) copies.push(...SIDEBAR_FILES.map((f): [string, string] => [f, f]));
  copies.push(...COPIED.map((f): [string, string] => [f, f]));
  if (config.docs && (docsTo !== docsPath || (sidebarTo && sidebarTo !== sidebarPath))) {
    config.docs = { ...config.docs, path: docsTo, ...(sidebarTo ? { sidebarPath: sidebarTo } : {}) };
  }
  // Each blog's folder (posts, authors.yml, tags.yml).
  for (const blog of Array.isArray(config.blog) ? config.blog : []) {
    const path = blog.path ?? 'blog';
    copies.push([path, path]);
  }
  // The client modules the configuration names, wherever they are in the site (src/clientModules/…).
  for (const module of config.clientModules ?? []) {
    const rel = module.replace(/^\.\//, '');
    if (module.startsWith('./') && !copies.some(([from]) => rel === from || rel.startsWith(`${from}/`))) copies.push([rel, rel]);
  }
  if (kept) {
    copies.push([kept.file, kept.file]);
    // The site's files the kept configuration imports, when not copied already (src/, the sidebars).
    for (const rel of relativeImports(configFile)) if (!copies.some(([from]) => rel === from || rel.startsWith(`${from}/`))) copies.push([rel, rel]);
  }
  const present = copies.filter(([from]) => existsSync(resolve(source, from)));
  // Nothing is written over without --force: every file the import would write is checked before the first write.
  if (!options.force) refuseOverwrites(target, ['site.config.ts', ...present.flatMap(([from, to]) => filesBelow(resolve(source, from)).map((f) => toPosix(join(to, f))))]);

  mkdirSync(target, { recursive: true });
  for (const [from, to] of present) {
    const path = resolve(source, from);
    mkdirSync(dirname(join(target, to)), { recursive: true });
    cpSync(path, join(target, to), { recursive: true, filter: (file) => !isSkipped(file.slice(path.length)) });
  }
  writeFileSync(join(target, 'site.config.ts'), siteConfigSource(config, unmapped, toPosix(relative(target, configFile)), kept));
  if (!existsSync(join(target, 'package.json')) || options.force) writeFileSync(join(target, 'package.json'), packageJson(source, target));
  return { target, copied: present.map(([, to]) => to), unmapped };
}

const RELATIVE_IMPORT = /\b(?:require(?:\.resolve)?|import)\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)|\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const MODULE_EXTENSIONS = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.json', '/index.js', '/index.ts'];

/** The site's files a configuration module imports by a relative path inside the site (relative to the site). */
function relativeImports(configFile: string): string[] {
  const siteDir = dirname(configFile);
  const files = [...readFileSync(configFile, 'utf8').matchAll(RELATIVE_IMPORT)].flatMap((match) => {
    const base = resolve(siteDir, match[1] ?? match[2]);
    const file = MODULE_EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f) && !lstatSync(f).isDirectory());
    const rel = file && toPosix(relative(siteDir, file));
    return rel && !rel.startsWith('..') && !isSkipped(rel) ? [rel] : [];
  });
  return [...new Set(files)];
}

/**
 * Where content at `rel` (relative to the Docusaurus site, as its configuration says) goes in the target: the same
 * path when it is inside the site, else a folder of the target's root named like it (`../docs` → `docs`), or
 * `fallback` when that name is taken by what the import copies anyway.
 */
function insideTarget(rel: string, fallback: string): string {
  if (!isAbsolute(rel) && !toPosix(rel).split('/').includes('..')) return toPosix(rel).replace(/^\.\//, '');
  const name = basename(rel);
  return COPIED.includes(name) || name === 'site.config.ts' || name === 'package.json' ? fallback : name;
}

/** `qdocs import` (importMain.ts). */
export async function main() {
  const spec = {
    name: 'import',
    usage: '<docusaurus site folder> [<target folder>] [--force]',
    summary: 'Writes a copy of a Docusaurus 3 site that this generator builds (site.config.ts, package.json, its content).',
    options: { force: { type: 'boolean' as const } },
    positionals: 2,
  };
  const { values, positionals } = parseCommand(spec);
  const force = values.force === true;
  const [source, target] = positionals;
  if (!source) {
    console.error(`qdocs import: name the Docusaurus site's folder.\nUsage: qdocs import ${spec.usage}`);
    process.exit(2);
  }
  // npm runs scripts in the generator's folder: paths are taken from where the command was typed.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const targetDir = resolve(cwd, target ?? `${basename(resolve(cwd, source))}-site`);
  try {
    const result = await importDocusaurus(resolve(cwd, source), targetDir, { force });
    console.log(`Imported into ${result.target}: site.config.ts, package.json, ${result.copied.join(', ')}.`);
    if (result.unmapped.length) {
      console.log(
        `\n${result.unmapped.length} option${result.unmapped.length === 1 ? '' : 's'} of the Docusaurus configuration could not be carried over (also listed at the top of site.config.ts):`,
      );
      for (const u of result.unmapped) console.log(`  - ${u.option}: ${u.reason}`);
    }
    console.log(`\nNext: cd ${relative(cwd, result.target) || '.'} && npm install && npm run build   (npm start for the dev server)`);
  } catch (error) {
    console.error(error instanceof BuildError ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

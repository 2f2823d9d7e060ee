/**
 * `npm run import:docusaurus -- <docusaurus site> [<target folder>]`: turns a Docusaurus 3 site into a site of this
 * generator. Writes `site.config.ts` from its `docusaurus.config.js` (with the list of options that have no
 * equivalent), copies its content (docs, blogs, versions, sidebars, src/components, src/theme, src/css, src/pages, static)
 * and a package.json whose scripts run the generator. Pages are not edited: they build as they are.
 */
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadModule } from '../config/loadModule.ts';
import { DOCUSAURUS_CONFIG_FILES, validateConfig } from '../config/load.ts';
import { convertDocusaurusConfig, type Unmapped } from '../config/docusaurus.ts';
import { BuildError } from '../errors.ts';
import type { SiteConfigInput } from '../config/schema.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The repository (package) that holds the generator. */
const PACKAGE_DIR = join(HERE, '..', '..', '..');
const SIDEBAR_FILES = ['sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];
/** Folders copied as they are, when the Docusaurus site has them. */
const COPIED = ['versioned_docs', 'versioned_sidebars', 'versions.json', 'src/components', 'src/theme', 'src/css', 'src/pages', 'static'];
/** Packages the generator provides: a second copy in the site would split React (hooks fail) or shadow the theme. */
const PROVIDED = /^(@docusaurus\/|@mdx-js\/|react$|react-dom$|prism-react-renderer$|clsx$)/;

export interface ImportResult {
  target: string;
  copied: string[];
  unmapped: Unmapped[];
}

const toPosix = (p: string) => p.split(sep).join('/');

/** A value as TypeScript source: JSON for data, a function's own source for functions (an `editUrl` function). */
export function toSource(value: unknown, indent = ''): string {
  const next = indent + '  ';
  if (typeof value === 'function') {
    const text = value.toString();
    // Method shorthand (`editUrl({docPath}) {…}`) is not an expression on its own.
    return /^(async\s+)?(function\b|\(|[\w$]+\s*=>|async\s*\()/.test(text) ? text : `function ${text.replace(/^async\s+/, '')}`;
  }
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => next + toSource(v, next)).join(',\n')},\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${next}${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${toSource(v, next)}`).join(',\n')},\n${indent}}`;
  }
  return JSON.stringify(value);
}

export function siteConfigSource(config: SiteConfigInput, unmapped: Unmapped[], from: string, target: string): string {
  const schema = toPosix(relative(target, join(PACKAGE_DIR, 'generator', 'node', 'config', 'schema.ts')));
  const header = [
    `// Written by \`npm run import:docusaurus\` from ${from}. Edit freely: this file is the site's configuration now.`,
    ...(unmapped.length
      ? ['// Options of the Docusaurus configuration that have no equivalent here, and were not carried over:', ...unmapped.map((u) => `//   - ${u.option}: ${u.reason}`)]
      : ['// Every option of the Docusaurus configuration was carried over.']),
  ];
  return `${header.join('\n')}\nimport { defineConfig } from '${schema.startsWith('.') ? schema : `./${schema}`}';\n\nexport default defineConfig(${toSource(config)});\n`;
}

function packageJson(source: string, target: string): string {
  const tsx = toPosix(relative(target, join(PACKAGE_DIR, 'node_modules', 'tsx', 'dist', 'cli.mjs')));
  const generator = toPosix(relative(target, join(PACKAGE_DIR, 'generator', 'node')));
  const run = (script: string) => `node ${tsx} ${generator}/${script}`;
  let original: { name?: string; dependencies?: Record<string, string> } = {};
  try {
    original = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  } catch {
    // No package.json in the Docusaurus site: a fresh one.
  }
  const dependencies = Object.fromEntries(Object.entries(original.dependencies ?? {}).filter(([name]) => !PROVIDED.test(name)));
  return `${JSON.stringify(
    {
      name: original.name ?? basename(target),
      private: true,
      scripts: { start: run('dev.ts'), build: run('build.ts'), serve: run('serve.ts') },
      ...(Object.keys(dependencies).length ? { dependencies } : {}),
    },
    null,
    2,
  )}\n`;
}

/** Build output and installed packages of the Docusaurus site are not content: never copied. */
const isSkipped = (relPath: string) => /(^|[\\/])(node_modules|\.docusaurus|build)([\\/]|$)/.test(relPath);

/** The files (and links) a copy of `rel` (a file or a folder of `source`) writes, as paths relative to the site. */
function filesBelow(source: string, rel: string): string[] {
  const path = join(source, rel);
  if (!lstatSync(path).isDirectory()) return [toPosix(rel)];
  return readdirSync(path)
    .filter((name) => !isSkipped(name))
    .flatMap((name) => filesBelow(source, join(rel, name)));
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
  // The written configuration must load: the same validation the build runs.
  validateConfig(config, basename(configFile));

  const copies = [config.docs?.path ?? 'docs'];
  const sidebarPath = config.docs?.sidebarPath;
  if (typeof sidebarPath === 'string') copies.push(sidebarPath);
  else if (sidebarPath === undefined) copies.push(...SIDEBAR_FILES);
  copies.push(...COPIED);
  // Each blog's folder (posts, authors.yml, tags.yml).
  for (const blog of Array.isArray(config.blog) ? config.blog : []) copies.push(blog.path ?? 'blog');
  const present = copies.filter((rel) => existsSync(join(source, rel)));
  // Nothing is written over without --force: every file the import would write is checked before the first write.
  if (!options.force) refuseOverwrites(target, ['site.config.ts', ...present.flatMap((rel) => filesBelow(source, rel))]);

  mkdirSync(target, { recursive: true });
  for (const rel of present) {
    const from = join(source, rel);
    mkdirSync(dirname(join(target, rel)), { recursive: true });
    cpSync(from, join(target, rel), { recursive: true, filter: (path) => !isSkipped(path.slice(from.length)) });
  }
  writeFileSync(join(target, 'site.config.ts'), siteConfigSource(config, unmapped, toPosix(relative(target, configFile)), target));
  if (!existsSync(join(target, 'package.json')) || options.force) writeFileSync(join(target, 'package.json'), packageJson(source, target));
  return { target, copied: present, unmapped };
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const [source, target] = args.filter((a) => a !== '--force');
  if (!source) {
    console.error('Usage: npm run import:docusaurus -- <docusaurus site folder> [<target folder>] [--force]');
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
    console.log(`\nNext: cd ${relative(cwd, result.target) || '.'} && npm run build   (npm start for the dev server)`);
  } catch (error) {
    console.error(error instanceof BuildError ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

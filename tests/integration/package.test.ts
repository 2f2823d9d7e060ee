/**
 * Issue 27 item 1: the generator is a package a team installs into its own site. `npm pack` makes the tarball
 * (prepack writes dist/), which is installed into a Docusaurus site in a temporary folder outside this repository,
 * with a component package of its own that has React as a peer dependency (a `file:` dependency: a link to a folder
 * that holds its own copy of React, as a package developed beside the site does). There `npx qdocs build`, `qdocs
 * serve` and `qdocs start` run as a team would run them: no tsx, no path back into this checkout, one React. The site
 * also runs a remark plugin installed in its own node_modules (npm2yarn), and `qdocs import`'s output is installed and
 * built the way the README says (`npm install && npm run build` in the new folder).
 *
 * npm installs from its cache when it can (--prefer-offline); packages it has not cached come from the registry.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUSAURUS_FIXTURE } from './docusaurusSite.ts';
import { freePort, listFiles } from '../helpers.ts';

const ROOT = join(import.meta.dirname, '..', '..');
/** Marks the component package's own copy of React: no bundle may contain it. */
const SECOND_REACT = 'SECOND-REACT-COPY-LOADED';
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let home: string;
let site: string;
let packageFiles: Map<string, number>;
const running: ChildProcess[] = [];

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  });
  assert.equal(result.status, 0, `${command} ${args.join(' ')} in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result;
}

/** Every file of a folder with its modification time. */
function stamps(dir: string): Map<string, number> {
  return new Map(listFiles(dir).map((file) => [file, statSync(join(dir, file)).mtimeMs]));
}

/** Starts `npx qdocs <args>` in the site; resolves once its output matches `ready`. */
function start(args: string[], ready: RegExp): Promise<string> {
  // A process group of its own, ended by its id when the tests are done (npx runs the command in a child).
  const child = spawn('npx', ['qdocs', ...args], { cwd: site, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`qdocs ${args.join(' ')} did not start:\n${output}`)), 300_000);
    child.once('exit', (code) => reject(new Error(`qdocs ${args.join(' ')} exited (${code}):\n${output}`)));
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
}

before(() => {
  home = mkdtempSync(join(tmpdir(), 'qdocs-package-'));
  assert.ok(!home.startsWith(ROOT), 'the site must live outside the repository');
  // Packed from a copy of generator/ (its packages reached through a link to the workspace's): npm pack writes dist/
  // into the folder it packs, and a test running the workspace's qdocs meanwhile must not run from it.
  const generator = join(home, 'qdocs');
  cpSync(join(ROOT, 'generator'), generator, { recursive: true, filter: (src) => !/[\\/](dist|node_modules)$/.test(src) });
  symlinkSync(join(ROOT, 'node_modules'), join(generator, 'node_modules'), 'dir');
  run(NPM, ['pack', '--pack-destination', home], generator);
  const tarball = readdirSync(home).find((f) => /^qdocs-.*\.tgz$/.test(f));
  assert.ok(tarball, 'npm pack wrote no tarball');
  assert.ok(!existsSync(join(generator, 'dist')), 'postpack removes dist/');

  // The component package: CommonJS with `__esModule`, a hook, React as a peer.
  const widget = join(home, 'fancy-widget');
  mkdirSync(widget);
  writeFileSync(join(widget, 'package.json'), JSON.stringify({ name: 'fancy-widget', version: '1.0.0', main: 'index.js', peerDependencies: { react: '>=18' } }));
  writeFileSync(
    join(widget, 'index.js'),
    `'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\nconst React = require('react');\nfunction FancyWidget(props) {\n  const [count, setCount] = React.useState(0);\n  return React.createElement('button', { type: 'button', className: 'fancy-widget', onClick: () => setCount(count + 1) }, props.label + ': ' + count);\n}\nexports.default = FancyWidget;\n`,
  );

  site = join(home, 'site');
  cpSync(DOCUSAURUS_FIXTURE, site, { recursive: true });
  writeFileSync(join(site, 'docs', 'widget.mdx'), `---\ntitle: Widget\n---\nimport FancyWidget from 'fancy-widget';\n\n<FancyWidget label="Clicked" />\n`);
  // A remark plugin package of the site's own, required by its config as Docusaurus's docs show.
  writeFileSync(join(site, 'docs', 'install.md'), '---\ntitle: Install\n---\n\n```bash npm2yarn\nnpm install fancy-widget\n```\n');
  const config = join(site, 'docusaurus.config.js');
  const configText = readFileSync(config, 'utf8');
  writeFileSync(
    config,
    configText.replace("sidebarPath: './sidebars.js',", "sidebarPath: './sidebars.js',\n          remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), {sync: true}]],"),
  );
  assert.notEqual(readFileSync(config, 'utf8'), configText, 'the fixture config changed: place the remark plugin again');
  const version = (name: string) => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version as string;
  const react = version('react');
  const npm2yarn = '@docusaurus/remark-plugin-npm2yarn';
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify({
      name: 'installed-site',
      private: true,
      dependencies: { qdocs: `file:../${tarball}`, react, 'react-dom': react, 'fancy-widget': 'file:../fancy-widget', [npm2yarn]: version(npm2yarn) },
    }),
  );
  run(NPM, ['install', '--prefer-offline', '--no-audit', '--no-fund'], site);
  // The component's folder holds a React of its own (as its devDependencies would): without one React for the site,
  // the widget's hooks would run against this copy.
  cpSync(join(site, 'node_modules', 'react'), join(widget, 'node_modules', 'react'), { recursive: true });
  for (const file of readdirSync(join(widget, 'node_modules', 'react', 'cjs')).filter((f) => f.endsWith('.js'))) {
    appendFileSync(join(widget, 'node_modules', 'react', 'cjs', file), `\nglobalThis.marker = ${JSON.stringify(SECOND_REACT)};\n`);
  }
  packageFiles = stamps(join(site, 'node_modules', 'qdocs'));
});

after(() => {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(home, { recursive: true, force: true });
});

test('the tarball holds the prebuilt commands, children and loaders, and the sources they are built from', () => {
  const installed = join(site, 'node_modules', 'qdocs');
  for (const file of [
    'bin/qdocs.mjs',
    'config.mjs',
    'dist/build.mjs',
    'dist/start.mjs',
    'dist/serve.mjs',
    'dist/import.mjs',
    'dist/children/mdx-child.mjs',
    'dist/loaders/mdx-loader.mjs',
    'theme/Layout/Layout.tsx',
  ]) {
    assert.ok(existsSync(join(installed, file)), file);
  }
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  assert.deepEqual(Object.keys(manifest.peerDependencies).sort(), ['react', 'react-dom']);
  assert.equal(manifest.dependencies.tsx, undefined);
});

test('npx qdocs build builds the site, with one React for the theme and the component package', () => {
  const result = run('npx', ['qdocs', 'build'], site);
  assert.match(result.stdout, /Built \d+ pages into build\//);
  const html = readFileSync(join(site, 'build', 'docs', 'widget.html'), 'utf8');
  // Prerendered with the hook's state: the widget ran against the site's React, default export taken as webpack does.
  assert.match(html, /<button type="button" class="fancy-widget">Clicked: 0<\/button>/);
  assert.ok(existsSync(join(site, 'build', 'docs', 'guides', 'getting-started', 'installation.html')));
  // The site's remark plugin ran in the prebuilt compile child, loaded from the site's node_modules: one tab per
  // package manager, each with its command.
  const install = readFileSync(join(site, 'build', 'docs', 'install.html'), 'utf8');
  for (const tab of ['npm', 'Yarn', 'pnpm']) assert.match(install, new RegExp(`role="tab"[^>]*>${tab}<`), `the ${tab} tab`);
  assert.match(install.replace(/<[^>]+>/g, ''), /yarn add fancy-widget/);
  const scripts = listFiles(join(site, 'build', 'assets', 'js')).filter((f) => f.endsWith('.js'));
  assert.ok(scripts.length > 0);
  for (const file of scripts) assert.ok(!readFileSync(join(site, 'build', 'assets', 'js', file), 'utf8').includes(SECOND_REACT), `${file} holds a second React`);
  assert.ok(!readFileSync(join(site, '.cache', 'server', 'server.cjs'), 'utf8').includes(join('fancy-widget', 'node_modules', 'react')), 'the server bundle loads a second React');
  // Nothing was written into the installed package (its caches are the site's).
  assert.deepEqual(stamps(join(site, 'node_modules', 'qdocs')), packageFiles);
});

test('npx qdocs --help lists the commands; a mistyped option is named in one line, exit 2, nothing built', () => {
  const help = run('npx', ['qdocs', '--help'], site);
  for (const command of ['build', 'start', 'serve', 'import']) assert.match(help.stdout, new RegExp(`^  ${command} `, 'm'));
  assert.match(run('npx', ['qdocs', 'build', '--help'], site).stdout, /^Usage: qdocs build \[siteDir\] \[--out-dir <dir>\]/);
  const before = stamps(join(site, 'build'));
  const wrong = spawnSync('npx', ['qdocs', 'build', '--outdir', 'public'], { cwd: site, encoding: 'utf8' });
  assert.equal(wrong.status, 2);
  assert.match(wrong.stderr, /^qdocs build: Unknown option '--outdir'\.\nUsage: qdocs build/);
  assert.doesNotMatch(wrong.stderr, /\n\s+at /, 'no stack trace');
  assert.deepEqual(stamps(join(site, 'build')), before, 'build/ untouched');
});

test('npx qdocs serve serves the build', async () => {
  const port = await freePort();
  await start(['serve', '--port', String(port)], /Serving build at (http:\/\/\S+)/);
  const response = await fetch(`http://127.0.0.1:${port}/fixture-docs/docs/widget`);
  assert.equal(response.status, 200);
  assert.match(await response.text(), /<title>Widget \| Fixture Docs<\/title>/);
});

test('npx qdocs start serves the pages and builds the shell', async () => {
  const origin = await start(['start', '--port', '0', '--host', '127.0.0.1'], /Ready in \d+ ms — (http:\/\/[^/\s]+)/);
  const page = await fetch(`${origin}/fixture-docs/docs/guides/getting-started/installation`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<title>Installation \| Fixture Docs<\/title>/);
  const shell = await fetch(`${origin}/fixture-docs/assets/js/main.js`);
  assert.equal(shell.status, 200);
  // A page that imports the component package is built by webpack on demand.
  const widget = await fetch(`${origin}/fixture-docs/docs/widget`);
  assert.equal(widget.status, 200);
  assert.deepEqual(stamps(join(site, 'node_modules', 'qdocs')), packageFiles);
});

test('npx qdocs import writes a site that depends on the package; npm install && npm run build there builds it', () => {
  const target = join(home, 'imported');
  run('npx', ['qdocs', 'import', '.', target], site);
  const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
  assert.match(manifest.dependencies.qdocs, /^\^\d+\.\d+\.\d+$/);
  assert.match(readFileSync(join(target, 'site.config.ts'), 'utf8'), /^import \{ defineConfig \} from 'qdocs';$/m);
  assert.equal(manifest.scripts.build, 'qdocs build');
  // The package is not on the registry: the same tarball stands in for the version the import wrote.
  manifest.dependencies.qdocs = `file:../${readdirSync(home).find((f) => /^qdocs-.*\.tgz$/.test(f))}`;
  writeFileSync(join(target, 'package.json'), JSON.stringify(manifest, null, 2));
  run(NPM, ['install', '--prefer-offline', '--no-audit', '--no-fund'], target);
  const built = run(NPM, ['run', 'build'], target);
  assert.match(built.stdout, /Built \d+ pages into build\//);
  // Its config (written as TypeScript, with the site's remark plugin) loaded without tsx; the pages are the site's.
  assert.match(readFileSync(join(target, 'build', 'docs', 'widget.html'), 'utf8'), /<button type="button" class="fancy-widget">Clicked: 0<\/button>/);
  assert.match(readFileSync(join(target, 'build', 'docs', 'install.html'), 'utf8').replace(/<[^>]+>/g, ''), /yarn add fancy-widget/);
  assert.equal(existsSync(join(target, 'node_modules', 'tsx')), false, 'the imported site installs no tsx');
});

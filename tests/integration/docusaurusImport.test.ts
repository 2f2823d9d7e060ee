/**
 * Issue 13 item 12: `npm run import:docusaurus -- <site folder> <target>` turns the Docusaurus fixture into a site of
 * this generator (site.config.ts + the copied content) that builds, with the same routes as building it directly.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { importDocusaurus } from '../../generator/node/docusaurus/import.ts';
import { build } from '../../generator/node/build.ts';
import { loadContent } from '../../generator/node/content/load.ts';
import { resolveRoutes } from '../../generator/node/routes/resolve.ts';
import { DOCUSAURUS_FIXTURE } from './docusaurusSite.ts';

const ROOT = join(import.meta.dirname, '..', '..');
let home: string;
let target: string;

before(() => {
  home = mkdtempSync(join(ROOT, 'tests', '.tmp', 'import-'));
  target = join(home, 'site');
});

after(() => rmSync(home, { recursive: true, force: true }));

test('the importer writes site.config.ts (with what it could not map) and copies the content', async () => {
  const result = await importDocusaurus(DOCUSAURUS_FIXTURE, target);
  assert.deepEqual(result.copied, [
    'docs',
    'sidebars.js',
    'versioned_docs',
    'versioned_sidebars',
    'versions.json',
    'src/components',
    'src/theme',
    'src/css',
    'src/pages',
    'static',
  ]);
  const config = readFileSync(join(target, 'site.config.ts'), 'utf8');
  assert.match(config, /^\/\/ Written by `npm run import:docusaurus` from /);
  // Every option of the fixture is carried over now (prism.additionalLanguages, docs.sidebar, announcement colours).
  assert.doesNotMatch(config, /not carried over/);
  // From the package, as any site imports it: no path back into this repository.
  assert.match(config, /^import \{ defineConfig \} from 'qdocs';$/m);
  assert.doesNotMatch(config, /generator\//);
  assert.match(config, /editUrl: "https:\/\/github\.com\/example\/fixture\/tree\/main\/"/);
  const pkg = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
  assert.deepEqual(pkg.scripts, { start: 'qdocs start', build: 'qdocs build', serve: 'qdocs serve' });
  const generator = JSON.parse(readFileSync(join(ROOT, 'generator', 'package.json'), 'utf8'));
  // The generator's package instead of Docusaurus's; React, a peer dependency of it, and the site's other packages kept.
  assert.deepEqual(pkg.dependencies, {
    '@mdx-js/react': '^3.0.0',
    clsx: '^2.0.0',
    'prism-react-renderer': '^2.3.0',
    qdocs: `^${generator.version}`,
    react: '^19.0.0',
    'react-dom': '^19.0.0',
  });
  assert.ok(!existsSync(join(target, 'docusaurus.config.js')));
});

test('the imported site builds, with the routes of the Docusaurus site built directly', async () => {
  const imported = await build({ siteDir: target, outDir: join(target, 'build'), compress: false });
  const direct = resolveRoutes(await loadContent(DOCUSAURUS_FIXTURE))
    .map((r) => r.path)
    .sort();
  assert.deepEqual(imported.routes.map((r) => r.path).sort(), direct);
  assert.ok(existsSync(join(target, 'build', 'docs', 'guides', 'getting-started', 'installation.html')));
  // Its own configuration, not the Docusaurus one: no "not used" warnings on every build.
  assert.ok(!imported.warnings.some((w) => /docusaurus\.config\.js/.test(w)));
});

test('the command line: a clear error for a folder without docusaurus.config.js, and for a target that is a site already', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'generator/node/docusaurus/import.ts'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, INIT_CWD: ROOT },
    });
  const missing = run([home, join(home, 'other')]);
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /has no docusaurus\.config\.js/);
  const again = run([DOCUSAURUS_FIXTURE, target]);
  assert.equal(again.status, 1);
  assert.match(again.stderr, /already holds \d+ files the import would write \(site\.config\.ts, .*\): import into an empty folder, or pass --force/);
  assert.doesNotMatch(again.stderr, /\n\s+at /);
});

test("a folder holding an author's own files is refused before anything is written, naming them; --force overwrites", () => {
  const own = join(home, 'own');
  const logo = join(own, 'static', 'img', 'logo.svg');
  const banner = join(own, 'src', 'components', 'Banner', 'index.js');
  const notes = join(own, 'notes.md');
  for (const file of [logo, banner, notes]) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `mine: ${file}`);
  }
  const run = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'generator/node/docusaurus/import.ts'), ...args], { cwd: ROOT, encoding: 'utf8' });
  const refused = run([DOCUSAURUS_FIXTURE, own]);
  assert.equal(refused.status, 1, refused.stdout);
  assert.match(
    refused.stderr,
    /already holds 2 files the import would write \(src\/components\/Banner\/index\.js, static\/img\/logo\.svg\): import into an empty folder, or pass --force/,
  );
  assert.doesNotMatch(refused.stderr, /\n\s+at /);
  for (const file of [logo, banner, notes]) assert.equal(readFileSync(file, 'utf8'), `mine: ${file}`, file);
  assert.deepEqual(readdirSync(own).sort(), ['notes.md', 'src', 'static'], 'nothing else was written');

  const forced = run([DOCUSAURUS_FIXTURE, own, '--force']);
  assert.equal(forced.status, 0, forced.stderr);
  assert.equal(readFileSync(logo, 'utf8'), readFileSync(join(DOCUSAURUS_FIXTURE, 'static', 'img', 'logo.svg'), 'utf8'));
  assert.equal(readFileSync(notes, 'utf8'), `mine: ${notes}`, 'a file the import does not write is kept');
});

test("docs configured outside the Docusaurus site (docs.path: '../docs') are copied into the target, never beside it", async () => {
  // A Docusaurus site in website/ whose docs and sidebars live next to it, as in many repositories.
  const repo = join(home, 'repo');
  const website = join(repo, 'website');
  mkdirSync(join(repo, 'docs'), { recursive: true });
  mkdirSync(website, { recursive: true });
  writeFileSync(join(repo, 'docs', 'intro.md'), '# Intro\n\nHello.\n');
  writeFileSync(join(repo, 'sidebars.js'), "module.exports = { main: ['intro'] };\n");
  writeFileSync(
    join(website, 'docusaurus.config.js'),
    "module.exports = { title: 'T', url: 'https://example.org', baseUrl: '/', presets: [['classic', { docs: { path: '../docs', sidebarPath: '../sidebars.js' } }]] };\n",
  );
  const out = join(home, 'out', 'imported');
  const result = await importDocusaurus(website, out);
  assert.deepEqual(result.copied, ['docs', 'sidebars.js']);
  assert.equal(readFileSync(join(out, 'docs', 'intro.md'), 'utf8'), '# Intro\n\nHello.\n');
  assert.ok(existsSync(join(out, 'sidebars.js')));
  // Nothing was written beside the target (where '../docs' of the target would be).
  assert.deepEqual(readdirSync(join(home, 'out')), ['imported']);
  const config = readFileSync(join(out, 'site.config.ts'), 'utf8');
  assert.match(config, /path: "docs"/);
  assert.match(config, /sidebarPath: "sidebars\.js"/);
  const built = await build({ siteDir: out, outDir: join(out, 'build'), compress: false });
  assert.ok(built.routes.some((r) => r.path === '/docs/intro'));
});

test('a file where the import needs a folder is refused too', async () => {
  const own = join(home, 'clash');
  mkdirSync(own);
  writeFileSync(join(own, 'static'), 'a file, not a folder');
  await assert.rejects(importDocusaurus(DOCUSAURUS_FIXTURE, own), /already holds \d+ files the import would write \(static\/img\/logo\.svg, static\/img\/social-card\.png\)/);
  assert.equal(readFileSync(join(own, 'static'), 'utf8'), 'a file, not a folder');
});

test("an editUrl function keeps its closure: site.config.ts imports it from the Docusaurus configuration's own module", async () => {
  // A configuration whose editUrl uses a variable of its module and one of another module it imports, exported as an
  // async function: written as its source text, the function would throw "repo is not defined" on the first doc.
  const site = join(home, 'closure');
  mkdirSync(join(site, 'docs', 'guides'), { recursive: true });
  mkdirSync(join(site, 'config'), { recursive: true });
  writeFileSync(join(site, 'docs', 'intro.md'), '# Intro\n\nHello.\n');
  writeFileSync(join(site, 'docs', 'guides', 'setup.md'), '# Setup\n\nSteps.\n');
  writeFileSync(join(site, 'config', 'branch.js'), "module.exports = { branch: 'develop' };\n");
  writeFileSync(
    join(site, 'docusaurus.config.js'),
    [
      "const { branch } = require('./config/branch.js');",
      "const repo = ['https://github.com', 'example', 'closure'].join('/');",
      'module.exports = async function createConfig() {',
      "  return { title: 'T', url: 'https://example.org', baseUrl: '/', presets: [['classic', { docs: {",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the configuration's source, a template literal in it.
      '    editUrl: ({ versionDocsDirPath, docPath }) => `${repo}/edit/${branch}/${versionDocsDirPath}/${docPath}`,',
      '  } }]] };',
      '};',
      '',
    ].join('\n'),
  );
  const out = join(home, 'closure-imported');
  const result = await importDocusaurus(site, out);
  assert.ok(result.copied.includes('docusaurus.config.js') && result.copied.includes('config/branch.js'), result.copied.join(', '));
  assert.deepEqual(result.unmapped, []);
  const config = readFileSync(join(out, 'site.config.ts'), 'utf8');
  assert.match(config, /^import docusaurusConfig from '\.\/docusaurus\.config\.js';$/m);
  assert.match(config, /editUrl: docusaurus\.presets\[0\]\[1\]\.docs\.editUrl,/);
  // The URLs Docusaurus gives: the function's, called with its arguments in its own module.
  const editUrls = (graph: Awaited<ReturnType<typeof loadContent>>) => Object.fromEntries(graph.versions[0].docs.map((d) => [d.id, d.editUrl]));
  const expected = {
    intro: 'https://github.com/example/closure/edit/develop/docs/intro.md',
    'guides/setup': 'https://github.com/example/closure/edit/develop/docs/guides/setup.md',
  };
  assert.deepEqual(editUrls(await loadContent(site)), expected);
  assert.deepEqual(editUrls(await loadContent(out)), expected);
});

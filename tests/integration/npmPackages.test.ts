/**
 * Issue 27 item 4: npm packages imported by pages and components behave as in Docusaurus's webpack, in the browser's
 * bundle and when prerendering alike. Small local packages of each shape, in the site's node_modules:
 *
 * - `dual-build`: a CommonJS `main` and an ES module `module` build (webpack prefers the ES module);
 * - `conditional`: `exports` with `import` and `require` conditions (an `import` takes the `import` build);
 * - `cjs-default`: CommonJS with `__esModule` and `exports.default` (a default import is `exports.default`);
 * - `esm-only`: `"type": "module"` and only an `import` condition (nothing `require` could load);
 * - `styled`: a style sheet imported from the package, and one its component imports itself;
 * - `hooked`: a component with a hook and React as a peer dependency, shipped with a React of its own in its
 *   node_modules: the page must still run on the site's one React.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from '../../generator/node/build.ts';
import { copyDocusaurusFixture, mainOf } from './docusaurusSite.ts';
import { listFiles } from '../helpers.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const SECOND_REACT = 'SECOND-REACT-COPY-LOADED';
let site: string;
let out: string;

/** Writes `files` (path → content) under the site's node_modules/<name>. */
function npmPackage(name: string, files: Record<string, string | object>) {
  for (const [file, content] of Object.entries(files)) {
    const path = join(site, 'node_modules', name, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  }
}

before(async () => {
  site = copyDocusaurusFixture('npm-packages-');
  npmPackage('dual-build', {
    'package.json': { name: 'dual-build', version: '1.0.0', main: 'index.cjs', module: 'index.mjs' },
    'index.cjs': `exports.build = 'dual-build: the CommonJS build';\n`,
    'index.mjs': `export const build = 'dual-build: the ES module build';\n`,
  });
  npmPackage('conditional', {
    'package.json': { name: 'conditional', version: '1.0.0', exports: { '.': { import: './esm.mjs', require: './cjs.cjs' } } },
    'cjs.cjs': `exports.build = 'conditional: the require build';\n`,
    'esm.mjs': `export const build = 'conditional: the import build';\n`,
  });
  npmPackage('cjs-default', {
    'package.json': { name: 'cjs-default', version: '1.0.0', main: 'index.js' },
    'index.js': `'use strict';\nObject.defineProperty(exports, '__esModule', { value: true });\nexports.default = function Greeting(props) { return 'cjs-default: hello ' + props.name; };\nexports.named = 'cjs-default: named';\n`,
  });
  npmPackage('esm-only', {
    'package.json': { name: 'esm-only', version: '1.0.0', type: 'module', exports: { '.': { import: './index.js' } } },
    'index.js': `export default function EsmOnly() { return 'esm-only: rendered'; }\n`,
  });
  npmPackage('styled', {
    'package.json': { name: 'styled', version: '1.0.0', main: 'index.js', sideEffects: ['*.css'] },
    'index.js': `require('./widget.css');\nexports.Styled = function Styled() { return 'styled: rendered'; };\n`,
    'widget.css': `.styled-widget-from-package { color: rebeccapurple; }\n`,
    'theme.css': `.styled-theme-from-package { color: teal; }\n`,
  });
  npmPackage('hooked', {
    'package.json': { name: 'hooked', version: '1.0.0', main: 'index.js', peerDependencies: { react: '>=18' } },
    'index.js': `const React = require('react');\nmodule.exports = function Hooked() { const [n] = React.useState(41); return 'hooked: ' + (n + 1); };\n`,
  });
  // The package's own React (as npm nests one when versions differ): marked, so a bundle that holds it is found.
  cpSync(join(ROOT, 'node_modules', 'react'), join(site, 'node_modules', 'hooked', 'node_modules', 'react'), { recursive: true });
  for (const file of readdirSync(join(site, 'node_modules', 'hooked', 'node_modules', 'react', 'cjs')).filter((f) => f.endsWith('.js'))) {
    appendFileSync(join(site, 'node_modules', 'hooked', 'node_modules', 'react', 'cjs', file), `\nglobalThis.marker = ${JSON.stringify(SECOND_REACT)};\n`);
  }
  writeFileSync(
    join(site, 'docs', 'packages.mdx'),
    [
      '---',
      'title: Packages',
      '---',
      "import { build as dual } from 'dual-build';",
      "import { build as conditional } from 'conditional';",
      "import Greeting, { named } from 'cjs-default';",
      "import EsmOnly from 'esm-only';",
      "import { Styled } from 'styled';",
      "import 'styled/theme.css';",
      "import Hooked from 'hooked';",
      '',
      '<p id="dual">{dual}</p>',
      '<p id="conditional">{conditional}</p>',
      '<p id="cjs-default"><Greeting name="world" /> {named}</p>',
      '<p id="esm-only"><EsmOnly /></p>',
      '<p id="styled"><Styled /></p>',
      '<p id="hooked"><Hooked /></p>',
      '',
    ].join('\n'),
  );
  out = join(site, 'build');
  await build({ siteDir: site, outDir: out, compress: false });
});

after(() => rmSync(site, { recursive: true, force: true }));

const prerendered = () => mainOf(readFileSync(join(out, 'docs', 'packages.html'), 'utf8'));
/** The page's own JavaScript: its chunk and the chunks it loads (everything but the shell). */
const pageScripts = () =>
  listFiles(join(out, 'assets', 'js'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(out, 'assets', 'js', f), 'utf8'))
    .join('\n');

test('the ES module build of a package is preferred (`module` field, `import` condition), when prerendering and in the browser', () => {
  const html = prerendered();
  assert.match(html, /<p id="dual">dual-build: the ES module build<\/p>/);
  assert.match(html, /<p id="conditional">conditional: the import build<\/p>/);
  const js = pageScripts();
  assert.ok(js.includes('dual-build: the ES module build') && !js.includes('dual-build: the CommonJS build'));
  assert.ok(js.includes('conditional: the import build') && !js.includes('conditional: the require build'));
});

test('the default import of a CommonJS package with __esModule is its `default` export', () => {
  assert.match(prerendered(), /<p id="cjs-default">cjs-default: hello world(<!-- -->)? ?cjs-default: named<\/p>/);
});

test('a package that is only an ES module renders', () => {
  assert.match(prerendered(), /<p id="esm-only">esm-only: rendered<\/p>/);
});

test("style sheets imported from a package, and by a package's own module, are in the page's CSS", () => {
  assert.match(prerendered(), /<p id="styled">styled: rendered<\/p>/);
  const css = listFiles(join(out, 'assets', 'css'))
    .filter((f) => f.endsWith('.css'))
    .map((f) => readFileSync(join(out, 'assets', 'css', f), 'utf8'))
    .join('\n');
  assert.match(css, /\.styled-theme-from-package\{color:teal\}/);
  assert.match(css, /\.styled-widget-from-package\{color:#639\}|\.styled-widget-from-package\{color:rebeccapurple\}/);
});

test("a package with a React of its own runs on the site's React: one React in the bundles", () => {
  assert.match(prerendered(), /<p id="hooked">hooked: 42<\/p>/);
  assert.ok(!pageScripts().includes(SECOND_REACT), 'the browser bundle holds a second React');
  assert.ok(!readFileSync(join(site, '.cache', 'server', 'server.cjs'), 'utf8').includes(join('hooked', 'node_modules', 'react')), 'the server bundle loads a second React');
});

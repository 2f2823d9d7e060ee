/**
 * The Docusaurus fixture with a page importing small local npm packages of each shape (issue 27 item 4), built once
 * for npmPackages.test.ts (the prerendered HTML, the bundles) and npmPackages.spec.ts (the page in Chromium):
 *
 * - `dual-build`: a CommonJS `main` and an ES module `module` build (webpack prefers the ES module);
 * - `conditional`: `exports` with `import` and `require` conditions (an `import` takes the `import` build);
 * - `cjs-default`: CommonJS with `__esModule` and `exports.default` (a default import is `exports.default`);
 * - `esm-only`: `"type": "module"` and only an `import` condition (nothing `require` could load);
 * - `styled`: a style sheet imported from the package, and one its component imports itself;
 * - `hooked`: a button that counts (a state hook), with React as a peer dependency, shipped with a React of its own
 *   in its node_modules: the page must still run on the site's one React.
 *
 * The page imports `@theme/MDXContent` too: a name MDX declares in every compiled page (Docusaurus refuses the page).
 */
import { appendFileSync, cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DOCUSAURUS_FIXTURE } from './docusaurusSite.ts';
import type { SharedBuildRequest } from '../sharedBuild.ts';

/** Appended to every file of the `hooked` package's own React, so a bundle that holds that copy is found. */
export const SECOND_REACT = 'SECOND-REACT-COPY-LOADED';

/** The page, in the site's docs/: its route is /fixture-docs/docs/packages. */
export const PACKAGES_PAGE = 'docs/packages';

export const NPM_PACKAGES_BUILD: SharedBuildRequest = {
  fixture: DOCUSAURUS_FIXTURE,
  name: 'npm-packages',
  options: { compress: false },
  // Self-contained (its source text is the shared build's key): the marker is SECOND_REACT's value.
  prepare: (site) => {
    const marker = 'SECOND-REACT-COPY-LOADED';
    /** Writes `files` (path → content) under the site's node_modules/<name>. */
    const npmPackage = (name: string, files: Record<string, string | object>) => {
      for (const [file, content] of Object.entries(files)) {
        const path = join(site, 'node_modules', name, file);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
      }
    };
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
      'index.js': [
        `const React = require('react');`,
        `module.exports = function Hooked() {`,
        `  const [n, setN] = React.useState(42);`,
        `  return React.createElement('button', { type: 'button', onClick: () => setN(n + 1) }, 'hooked: ' + n);`,
        `};`,
        '',
      ].join('\n'),
    });
    // The package's own React (as npm nests one when versions differ): marked, so a bundle that holds it is found.
    const react = dirname(createRequire(join(site, 'package.json')).resolve('react/package.json'));
    const nested = join(site, 'node_modules', 'hooked', 'node_modules', 'react');
    cpSync(react, nested, { recursive: true });
    for (const file of readdirSync(join(nested, 'cjs')).filter((f) => f.endsWith('.js')))
      appendFileSync(join(nested, 'cjs', file), `\nglobalThis.marker = ${JSON.stringify(marker)};\n`);
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
        "import MDXContent from '@theme/MDXContent';",
        '',
        '<p id="dual">{dual}</p>',
        '<p id="conditional">{conditional}</p>',
        '<p id="cjs-default"><Greeting name="world" /> {named}</p>',
        '<p id="esm-only"><EsmOnly /></p>',
        '<p id="styled"><Styled /></p>',
        '<p id="hooked"><Hooked /></p>',
        '',
        '<section id="wrapped">',
        '<MDXContent>',
        '',
        'Wrapped **Markdown**, with `code`.',
        '',
        '</MDXContent>',
        '</section>',
        '',
      ].join('\n'),
    );
  },
};

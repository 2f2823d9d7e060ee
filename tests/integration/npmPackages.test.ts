/**
 * Issue 27 item 4: npm packages imported by pages and components behave as in Docusaurus's webpack, in the browser's
 * bundle and when prerendering alike. Small local packages of each shape, in the site's node_modules: see
 * npmPackagesSite.ts. The same page in Chromium, hydrated and clicked: tests/e2e/npmPackages.spec.ts.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mainOf } from './docusaurusSite.ts';
import { NPM_PACKAGES_BUILD, SECOND_REACT } from './npmPackagesSite.ts';
import { listFiles } from '../helpers.ts';
import { sharedBuild } from '../sharedBuild.ts';

let site: string;
let out: string;

// The build npmPackages.spec.ts serves (tests/sharedBuild.ts): read here, never changed.
before(async () => {
  ({ site, out } = await sharedBuild(NPM_PACKAGES_BUILD));
});

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
  assert.match(prerendered(), /<p id="hooked"><button type="button">hooked: 42<\/button><\/p>/);
  assert.ok(!pageScripts().includes(SECOND_REACT), 'the browser bundle holds a second React');
  assert.ok(!readFileSync(join(site, '.cache', 'server', 'server.cjs'), 'utf8').includes(join('hooked', 'node_modules', 'react')), 'the server bundle loads a second React');
});

test('@theme/MDXContent imported by the page wraps its Markdown, though MDX declares a function of that name in the page', () => {
  // Docusaurus 3.10.2 refuses this page: "Module parse failed: Identifier 'MDXContent' has already been declared"
  // (the same lines added to tests/fixtures/docusaurus-oss/docs/guides/index.mdx, `npx docusaurus build`). The
  // generator renames the page's binding (mdx/plugins/reservedNames.ts), so the page builds.
  assert.match(prerendered(), /<section id="wrapped"><p>Wrapped <strong>Markdown<\/strong>, with <code>code<\/code>.<\/p><\/section>/);
});

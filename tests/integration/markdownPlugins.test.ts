/**
 * A Docusaurus site's own Markdown plugins (tests/fixtures/docusaurus-plugins): npm2yarn and tab-blocks tabs, KaTeX
 * math with its style sheet through `stylesheets`, a preprocessor, remark-rehype options; run where pages compile,
 * in Docusaurus's order, and keyed so that a page recompiles when its plugins' options change.
 *
 * What Docusaurus 3.10.2 makes of the same sources is recorded below (DOCUSAURUS_*), made on 28 November 2026 with:
 *   cp -r tests/fixtures/docusaurus-plugins /work/ref/compat-plugins && cd /work/ref/compat-plugins
 *   (without docs/components.mdx, src/pages/wrapped.js, `themes` and `markdown.mermaid`: @docusaurus/theme-mermaid
 *   3.10.2 needs @mermaid-js/layout-elk besides; and with onBrokenLinks: 'warn', the fixture having no home page)
 *   npm install && npx docusaurus build
 * then the tab labels (`li[role=tab]`), the code blocks' text, <title>, <h1>, KaTeX's annotations and the style sheet
 * link read from build/docs/{intro,tabs,math,hooks}.html and build/install.html.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from '../../generator/node/build.ts';
import { cachedEntry } from '../../generator/node/mdx/pages.ts';
import { routeKey } from '../../generator/node/routes/routeKey.ts';
import { PLUGINS_BUILD, PLUGINS_FIXTURE as FIXTURE } from './docusaurusSite.ts';
import { sharedBuild } from '../sharedBuild.ts';

const BUILD_MAIN = join(import.meta.dirname, '..', '..', 'generator', 'node', 'buildMain.ts');

/** Docusaurus 3.10.2's tabs for the fixture's npm2yarn block (docs/intro.md): label → code. */
const DOCUSAURUS_NPM2YARN = [
  ['npm', 'npm install --save fixture-product'],
  ['Yarn', 'yarn add fixture-product'],
  ['pnpm', 'pnpm add fixture-product'],
  ['Bun', 'bun add fixture-product'],
];
/** …for src/pages/install.md (the pages plugin's own remarkPlugins). */
const DOCUSAURUS_PAGE_NPM2YARN = [
  ['npm', 'npm run build'],
  ['Yarn', 'yarn build'],
  ['pnpm', 'pnpm run build'],
  ['Bun', 'bun run build'],
];
/** docs/math.md: the TeX of each formula KaTeX rendered (inline, then display). */
const DOCUSAURUS_MATH = ['A = \\pi r^2', 'E = mc^2'];
/** Titles: docs/hooks.md's from parseFrontMatter; src/pages/install.md's from its h1 as written (before the preprocessor). */
const DOCUSAURUS_TITLES = { 'docs/hooks.html': 'Fixture Product hooks | Plugins Fixture', 'install.html': 'Install {{product}} | Plugins Fixture' };
/** docs/tabs.md with tab-blocks' `labels` option. */
const DOCUSAURUS_TAB_BLOCKS = [
  ['JavaScript', "console.log('Hello from JavaScript');"],
  ['Python', "print('Hello from Python')"],
];

/** A copy inside the repository (tests/.tmp), so the site resolves the plugins from the repository's node_modules. */
function copyFixture(): string {
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'plugins-'));
  cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !/[\\/](\.cache|build|node_modules)([\\/]|$)/.test(src.slice(FIXTURE.length)) });
  return dir;
}

function buildInChild(dir: string, args: string[] = [], cwd = dir) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', BUILD_MAIN, ...args], { cwd, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  return result;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

/** Each tab's label and the text of its code block, in order. */
function tabsOf(html: string): string[][] {
  const labels = [...html.matchAll(/<button[^>]*role="tab"[^>]*>([\s\S]*?)<\/button>/g)].map((m) => text(m[1]));
  const codes = [...html.matchAll(/<code class="language-[^"]*">([\s\S]*?)<\/code>/g)].map((m) => text(m[1]));
  return labels.map((label, i) => [label, codes[i]]);
}

let site: string;
let out: string;
let warnings: string[];
const page = (file: string) => readFileSync(join(out, file), 'utf8');
/** What the build recorded of a compiled page (its TOC, the hash it was compiled from), read from the site's cache. */
const compiledPage = (siteDir: string, path: string) => cachedEntry(join(siteDir, '.cache'), routeKey(path));

// The build markdownComponents.spec.ts serves (tests/sharedBuild.ts): read here, never changed.
before(async () => {
  ({ site, out, warnings } = await sharedBuild(PLUGINS_BUILD));
});

describe("the site's Markdown plugins", () => {
  test('npm2yarn (docs remarkPlugins, with options) makes the npm, Yarn, pnpm and Bun tabs Docusaurus makes', () => {
    assert.deepEqual(tabsOf(page('docs/intro.html')), DOCUSAURUS_NPM2YARN);
  });

  test("the pages plugin's own remarkPlugins run on src/pages/ Markdown", () => {
    assert.deepEqual(tabsOf(page('install.html')), DOCUSAURUS_PAGE_NPM2YARN);
  });

  test('a package that lazy chunks share is in one chunk: Mermaid diagram types do not each carry its parser', () => {
    // @docusaurus/theme-mermaid loads each diagram type as its own chunk, and most of them use @mermaid-js/parser
    // (about 600 KB). Webpack's default cache groups (which Docusaurus keeps) put such a module in one shared chunk;
    // without them the fixture's build wrote 17 copies (22 MB of JS, 65 CPU s to minify for 9 pages).
    const dir = join(out, 'assets', 'js');
    const scripts = readdirSync(dir).filter((name) => name.endsWith('.js'));
    const withParser = scripts.filter((name) => readFileSync(join(dir, name), 'utf8').includes('"ArchitectureTokenBuilder"'));
    assert.equal(withParser.length, 1, `files holding the parser: ${withParser.join(', ')}`);
  });

  test("docusaurus-remark-plugin-tab-blocks makes tabs with its options' labels", () => {
    assert.deepEqual(tabsOf(page('docs/tabs.html')), DOCUSAURUS_TAB_BLOCKS);
  });

  test('remark-math + rehype-katex render math at build time; KaTeX CSS is linked through `stylesheets`', () => {
    const html = page('docs/math.html');
    assert.match(html, /<span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/);
    assert.deepEqual(
      [...html.matchAll(/<annotation encoding="application\/x-tex">([^<]*)<\/annotation>/g)].map((m) => m[1]),
      DOCUSAURUS_MATH,
    );
    assert.match(html, /<span class="katex-display">/);
    // Docusaurus writes <link rel="stylesheet" href="…katex.min.css" crossorigin="anonymous"> (its HTML minifier drops
    // the type="text/css" the config gives); here every attribute is written as given.
    const link = '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/katex@0.16.22/dist/katex.min.css" type="text/css" crossorigin="anonymous">';
    // On every page, before the site's own CSS.
    for (const file of ['docs/math.html', 'docs/intro.html', 'install.html']) {
      const html = page(file);
      assert.ok(html.includes(link), `${file} links KaTeX's style sheet`);
      assert.ok(html.indexOf(link) < html.search(/<link rel="stylesheet" href="\/assets\//), `${file}: before the bundled CSS`);
    }
  });

  test('markdown.preprocessor runs on the text before MDX parses it (a closure of the config module)', () => {
    assert.match(page('docs/intro.html'), /<p>Welcome to Fixture Product\. Install it:<\/p>/);
    // `{{product}}` would be a JavaScript expression in MDX: the page compiled only because it was replaced first.
    assert.match(page('install.html'), /<h1 id="install-fixture-product">Install Fixture Product<\/h1>/);
  });

  test("markdown.parseFrontMatter reads every page's front matter: the title it returns is the page's", () => {
    const html = page('docs/hooks.html');
    for (const [file, title] of Object.entries(DOCUSAURUS_TITLES)) assert.ok(page(file).includes(`<title>${title}</title>`), `${file}: ${title}`);
    assert.match(html, /<h1[^>]*>Fixture Product hooks<\/h1>/);
  });

  test('markdown.remarkRehypeOptions reach remark-rehype; its footnotes heading stays out of the TOC, as in Docusaurus', () => {
    const html = page('docs/intro.html');
    assert.match(html, /<h2 id="footnote-label" class="sr-only">Notes/);
    assert.deepEqual(
      compiledPage(site, '/docs/intro')?.page.toc.map((t) => t.value),
      [],
    );
  });

  test("a heading a site's own remark plugin adds is in the TOC, with its id and anchor", () => {
    // docs/hooks.md: plugins/remark-changelog-heading.mjs (in docs.remarkPlugins) turns `[[changelog]]` into
    // "## Changelog". Docusaurus 3.10.2 (the build above, with that plugin and page) runs its heading ids and TOC
    // before the site's remarkPlugins: its TOC is "Usage" only and the heading is a bare <h2>Changelog</h2>, no id, no
    // anchor. Here the TOC and ids are made after the site's plugins, so the heading a plugin adds is reachable.
    assert.deepEqual(
      compiledPage(site, '/docs/hooks')?.page.toc.map((t) => [t.value, t.id]),
      [
        ['Usage', 'usage'],
        ['Changelog', 'changelog'],
      ],
    );
    const html = page('docs/hooks.html');
    assert.match(html, /<h2 id="changelog" class="anchor">Changelog<a class="hash-link" href="#changelog"/);
    assert.match(html, /<a href="#changelog" class="toc__link">Changelog<\/a>/);
  });

  test('options carried over are not warned about; a cross-origin style sheet is, with the policy it meets', () => {
    assert.ok(!warnings.some((w) => /remarkPlugins|rehypePlugins|themes\[0\]|markdown\.(mermaid|preprocessor|parseFrontMatter|remarkRehypeOptions)/.test(w)), warnings.join('\n'));
    assert.ok(warnings.some((w) => /stylesheets\[0\] \(https:\/\/cdn\.jsdelivr\.net\/.*Content-Security-Policy/.test(w)));
  });

  test("a page recompiles when its plugins' options change, and only then", async (t) => {
    // A build of its own, changed below. Not a copy of the shared build: a page's compile hash and webpack's cache
    // hold the absolute paths of the site's files, so in a copy moved elsewhere everything is built again (measured:
    // as much CPU as a fresh build). Without Mermaid, which these pages do not use: the three builds cost a third.
    const site = copyFixture();
    t.after(() => rmSync(site, { recursive: true, force: true }));
    const config = join(site, 'docusaurus.config.mjs');
    const withMermaid = readFileSync(config, 'utf8');
    const withoutMermaid = withMermaid.replace('    mermaid: true,\n', '').replace("  themes: ['@docusaurus/theme-mermaid'],\n", '');
    assert.ok(!withoutMermaid.includes('mermaid'), 'Mermaid taken out of the copy');
    writeFileSync(config, withoutMermaid);
    const out = join(site, 'build');
    const page = (file: string) => readFileSync(join(out, file), 'utf8');
    const first = await build({ siteDir: site, outDir: out, compress: false });
    // Later builds in their own process, as `qdocs build` runs: Node keeps an ES module config it imported once.
    const compiledHash = () => (JSON.parse(readFileSync(first.compiled.get('/docs/tabs')!.modulePath.replace(/\.mjs$/, '.json'), 'utf8')) as { hash: string }).hash;
    const firstHash = compiledHash();
    assert.equal(first.compiled.get('/docs/tabs')?.hash, firstHash);
    // Run as a Docusaurus site's script would (`docusaurus build <siteDir> --out-dir <dir> --no-minify`), from another
    // folder: the folder and --out-dir are honoured, --no-minify is named in a warning.
    const rebuilt = buildInChild(site, [site, '--out-dir', out, '--no-minify'], dirname(site));
    assert.match(rebuilt.stdout, new RegExp(`Built \\d+ pages into ${out.replace(/[/\\.]/g, '\\$&')}/`));
    assert.match(rebuilt.stderr, /warning: qdocs build: --no-minify \(Docusaurus's option\) is ignored: the production build is always minified\./);
    assert.equal(compiledHash(), firstHash, 'nothing changed: the page kept its compiled module');
    writeFileSync(config, readFileSync(config, 'utf8').replace("['py', 'Python']", "['py', 'Python 3']"));
    buildInChild(site);
    assert.notEqual(compiledHash(), firstHash, "the plugin's options changed: compiled again");
    assert.deepEqual(
      tabsOf(page('docs/tabs.html')).map(([label]) => label),
      ['JavaScript', 'Python 3'],
    );
  });

  test('a plugin package the site lacks stops the build with the option and the package named', async () => {
    const broken = copyFixture();
    try {
      const config = join(broken, 'docusaurus.config.mjs');
      writeFileSync(config, readFileSync(config, 'utf8').replace('remarkPlugins: [npm2yarn],', "remarkPlugins: ['remark-not-installed-anywhere'],"));
      await assert.rejects(build({ siteDir: broken, outDir: join(broken, 'build'), compress: false }), (error: Error) => {
        assert.match(
          error.message,
          /docusaurus\.config\.mjs: pages\.remarkPlugins\[0\]: the plugin package "remark-not-installed-anywhere" is not installed in the site\. Install it in the site's folder: npm install remark-not-installed-anywhere/,
        );
        assert.doesNotMatch(error.message, /\n\s+at /, 'no stack trace');
        return true;
      });
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

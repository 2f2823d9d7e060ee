/**
 * Issue 13 item 10: a build with several broken pages reports every one of them in one run, each as
 * file:line:column in its .md/.mdx source with the fix; and item 8: onBrokenLinks 'warn' only warns.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../generator/node/build.ts';
import { BuildError } from '../../generator/node/errors.ts';
import { loadContent } from '../../generator/node/content/load.ts';
import { resolveRoutes } from '../../generator/node/routes/resolve.ts';
import { compileAll } from '../../generator/node/mdx/compileAll.ts';
import { copyDocusaurusFixture } from './docusaurusSite.ts';

let site: string;

before(() => {
  site = copyDocusaurusFixture('docusaurus-errors-');
});

after(() => rmSync(site, { recursive: true, force: true }));

test('five broken pages (front matter, MDX syntax, names MDX declares, broken link) are all reported in one run with file:line:column', async () => {
  const file = (rel: string) => join(site, rel);
  writeFileSync(file('docs/guides/glossary.md'), readFileSync(file('docs/guides/glossary.md'), 'utf8').replace('title: Glossary', 'title: Glossary\nsidebar_position: [1'));
  appendFileSync(file('docs/guides/02-writing/admonitions.mdx'), '\nBroken {expression(\n');
  appendFileSync(file('docs/reference/cli.md'), '\nSee [nowhere](/docs/nowhere).\n');
  // A page exporting a function MDX declares in every page (an import of that name is renamed: unit/mdx/reservedNames),
  // and a name that clashes with the compiled module's own only once esbuild reads it: each the page's error.
  appendFileSync(file('docs/reference/config.mdx'), '\nexport const MDXContent = () => null;\n');
  appendFileSync(file('docs/guides/02-writing/tabs.mdx'), '\nexport const _jsx = 1;\n');
  await assert.rejects(build({ siteDir: site, outDir: join(site, 'build'), compress: false }), (error: Error) => {
    assert.ok(error instanceof BuildError, String(error));
    assert.match(error.message, /^Found 1 front matter error, 3 pages that did not compile, 1 broken link/);
    assert.match(error.message, /docs\/guides\/glossary\.md:\d+:\d+: invalid front matter: .*Front matter is YAML/);
    assert.match(error.message, /docs\/guides\/02-writing\/admonitions\.mdx:73:\d+: MDX error: .*write \\\{ for a literal brace/);
    assert.match(error.message, /docs\/reference\/config\.mdx:30:1: MDX error: the page exports "MDXContent", the name of a function MDX declares in every compiled page/);
    assert.match(error.message, /docs\/guides\/02-writing\/tabs\.mdx: the page's compiled module is not valid JavaScript: The symbol "_jsx" has already been declared/);
    assert.match(error.message, /docs\/reference\/cli\.md:16:5: broken link "\/docs\/nowhere": no route \/fixture-docs\/docs\/nowhere/);
    assert.doesNotMatch(error.message, /\n\s+at /, 'no stack trace');
    return true;
  });
});

test("onBrokenLinks: 'warn' only warns: the build succeeds and lists the broken link", async () => {
  const warnSite = copyDocusaurusFixture('docusaurus-warn-');
  try {
    const config = join(warnSite, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace("onBrokenLinks: 'throw'", "onBrokenLinks: 'warn'"));
    appendFileSync(join(warnSite, 'docs/reference/cli.md'), '\nSee [nowhere](/docs/nowhere) and [gone](./gone).\n');
    const result = await build({ siteDir: warnSite, outDir: join(warnSite, 'build'), compress: false });
    assert.ok(result.warnings.includes('docs/reference/cli.md:16:5: broken link "/docs/nowhere": no route /fixture-docs/docs/nowhere'), result.warnings.join('\n'));
    assert.ok(
      result.warnings.some((w) => w.startsWith('docs/reference/cli.md:16:34: broken link "./gone": no route /fixture-docs/docs/reference/gone')),
      result.warnings.join('\n'),
    );
  } finally {
    rmSync(warnSite, { recursive: true, force: true });
  }
});

test("an import of a missing module names the .md page, line and column, reported with the other pages' errors in one run", async () => {
  const broken = copyDocusaurusFixture('docusaurus-imports-');
  try {
    const file = (rel: string) => join(broken, rel);
    const config = readFileSync(file('docs/reference/config.mdx'), 'utf8');
    writeFileSync(file('docs/reference/config.mdx'), config + '\nimport Missing from "./Missing";\n\n<Missing />\n');
    const missingLine = config.split('\n').length + 1;
    writeFileSync(
      file('docs/components/index.mdx'),
      readFileSync(file('docs/components/index.mdx'), 'utf8').replace(
        "import Link from '@docusaurus/Link';",
        "import Link from '@docusaurus/Link';\nimport Tabs from '@theme/NoSuchTabs';\nimport Gone from '@site/src/components/Gone';",
      ),
    );
    appendFileSync(file('docs/guides/02-writing/admonitions.mdx'), '\nBroken {expression(\n');
    await assert.rejects(build({ siteDir: broken, outDir: join(broken, 'build'), compress: false }), (error: Error) => {
      assert.ok(error instanceof BuildError, String(error));
      assert.match(error.message, /docs\/guides\/02-writing\/admonitions\.mdx:73:\d+: MDX error/);
      assert.match(
        error.message,
        new RegExp(`docs/reference/config\\.mdx:${missingLine}:1: cannot resolve import "\\./Missing": no such file beside the page \\(looked in docs/reference/`),
      );
      assert.match(
        error.message,
        /docs\/components\/index\.mdx:10:1: cannot resolve import "@theme\/NoSuchTabs": no such theme component \(add src\/theme\/NoSuchTabs\.js to the site, or use one of: [^)]*Admonition/,
      );
      assert.match(error.message, /docs\/components\/index\.mdx:11:1: cannot resolve import "@site\/src\/components\/Gone": no file src\/components\/Gone in the site's folder/);
      assert.match(error.message, /^Found 3 pages that did not compile:/);
      assert.doesNotMatch(error.message, /\.cache\/|pages\/[\w-]+\.mjs/);
      assert.doesNotMatch(error.message, /\n\s+at /, 'no stack trace');
      return true;
    });
    assert.ok(!existsSync(join(broken, 'build')), 'no output folder');
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});

test('a component that does not compile is reported at its own line, with the page that imports it', async () => {
  const broken = copyDocusaurusFixture('docusaurus-component-');
  try {
    const counter = join(broken, 'docs/components/_parts/Counter.jsx');
    writeFileSync(counter, readFileSync(counter, 'utf8').replace('Clicked {count} times', 'Clicked {count times'));
    await assert.rejects(build({ siteDir: broken, outDir: join(broken, 'build'), compress: false }), (error: Error) => {
      assert.ok(error instanceof BuildError, String(error));
      assert.match(error.message, /docs\/components\/_parts\/Counter\.jsx:8:22: SyntaxError: Unexpected token, expected "\}" \(imported by docs\/components\/index\.mdx\)$/m);
      assert.doesNotMatch(error.message, /babel-loader|node_modules/);
      assert.doesNotMatch(error.message, /\.cache/);
      return true;
    });
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});

test("a module removed after the page was compiled is still reported at the page's line: the cached page is checked again", async () => {
  const site = copyDocusaurusFixture('docusaurus-removed-');
  try {
    const graph = await loadContent(site);
    const routes = resolveRoutes(graph);
    const cacheDir = join(site, '.cache');
    await compileAll(graph, routes, cacheDir);
    rmSync(join(site, 'docs/components/_parts/Counter.jsx'));
    await assert.rejects(compileAll(graph, routes, cacheDir), (error: Error) => {
      assert.ok(error instanceof BuildError, String(error));
      assert.match(error.message, /docs\/components\/index\.mdx:6:1: cannot resolve import "\.\/_parts\/Counter": no such file beside the page/);
      return true;
    });
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

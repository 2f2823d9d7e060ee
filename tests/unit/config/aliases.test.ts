/** Docusaurus's module names: @theme with the site's src/theme first (swizzling), @theme-original, @site, @docusaurus/*. */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteAliases, themeComponents } from '../../../generator/node/config/aliases.ts';
import { importChecker } from '../../../generator/node/mdx/checkImports.ts';
import { moduleDirectories } from '../../../generator/node/config/packages.ts';

const root = mkdtempSync(join(tmpdir(), 'aliases-'));
after(() => rmSync(root, { recursive: true, force: true }));

function files(dir: string, list: string[]) {
  for (const file of list) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), 'export default 1;\n');
  }
}

const generator = join(root, 'generator');
const site = join(root, 'site');
files(generator, [
  'theme/Admonition/Admonition.tsx',
  'theme/MDXComponents/index.tsx',
  'theme/DocPage/TOC.tsx',
  'theme/DocPage/DocPage.tsx',
  'theme/context.tsx',
  'theme/styles.css',
  'client/docusaurus/Link.tsx',
]);
files(site, ['src/theme/Admonition/index.js', 'src/theme/MDXComponents.js', 'src/theme/Extra.jsx', 'src/components/Card.jsx', 'docs/page.mdx']);

test('theme component names: X/X.tsx, X/index.js and X.js are X; other files are X/File; style sheets are not components', () => {
  const names = themeComponents(join(generator, 'theme'));
  assert.equal(names.get('Admonition'), join(generator, 'theme/Admonition/Admonition.tsx'));
  assert.equal(names.get('MDXComponents'), join(generator, 'theme/MDXComponents/index.tsx'));
  assert.equal(names.get('DocPage'), join(generator, 'theme/DocPage/DocPage.tsx'));
  assert.equal(names.get('DocPage/TOC'), join(generator, 'theme/DocPage/TOC.tsx'));
  assert.ok(![...names.keys()].some((n) => n.includes('styles')));
});

test("@theme/X is the site's file when it has one, @theme-original/X always the built-in; overrides map built-in → site file", () => {
  const { alias, overrides } = siteAliases(site, generator);
  assert.equal(alias['@theme/Admonition$'], join(site, 'src/theme/Admonition/index.js'));
  assert.equal(alias['@theme-original/Admonition$'], join(generator, 'theme/Admonition/Admonition.tsx'));
  assert.equal(alias['@theme/MDXComponents$'], join(site, 'src/theme/MDXComponents.js'));
  assert.equal(alias['@theme/DocPage/TOC$'], join(generator, 'theme/DocPage/TOC.tsx'));
  assert.equal(alias['@theme/Extra$'], join(site, 'src/theme/Extra.jsx'));
  assert.equal(alias['@site'], site);
  assert.equal(alias['@docusaurus/Link$'], join(generator, 'client/docusaurus/Link.tsx'));
  assert.deepEqual(
    [...overrides],
    [
      [join(generator, 'theme/Admonition/Admonition.tsx'), join(site, 'src/theme/Admonition/index.js')],
      [join(generator, 'theme/MDXComponents/index.tsx'), join(site, 'src/theme/MDXComponents.js')],
    ],
  );
});

test('the import check resolves as webpack does (aliases, extensions, the page folder) and says what is wrong', () => {
  const check = importChecker({ aliases: siteAliases(site, generator).alias, modules: moduleDirectories(join(import.meta.dirname, '..', '..', '..', 'generator')), siteDir: site });
  const page = join(site, 'docs/page.mdx');
  const ok = ['@site/src/components/Card', '@theme/Admonition', '@theme-original/DocPage/TOC', '@docusaurus/Link', 'react', './page.mdx'];
  assert.deepEqual(
    check(
      page,
      'docs/page.mdx',
      ok.map((specifier) => ({ specifier, line: 1, column: 1 })),
    ),
    [],
  );
  const problems = check(
    page,
    'docs/page.mdx',
    ['./Missing', '@theme/Nope', '@docusaurus/router', 'no-such-package-here'].map((specifier, i) => ({ specifier, line: i + 1, column: 1 })),
  );
  assert.equal(problems.length, 4);
  assert.match(problems[0], /^docs\/page\.mdx:1:1: cannot resolve import "\.\/Missing": no such file beside the page \(looked in docs\//);
  assert.match(problems[1], /^docs\/page\.mdx:2:1: .*no such theme component .*use one of: Admonition, DocPage, Extra, MDXComponents\)/);
  assert.match(problems[2], /^docs\/page\.mdx:3:1: .*not provided by this generator \(it provides @docusaurus\/Link, /);
  assert.match(problems[3], /^docs\/page\.mdx:4:1: .*no such package/);
});

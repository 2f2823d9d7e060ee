import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../generator/node/build.ts';
import { BuildError } from '../../generator/node/errors.ts';
import { copyFixture, read } from '../helpers.ts';

let site: string;
let out: string;
let goodIndex: string;

before(async () => {
  site = copyFixture();
  out = join(site, 'build');
  await build({ siteDir: site, outDir: out, compress: false });
  goodIndex = read(out, 'guide/intro.html');
});

after(() => rmSync(site, { recursive: true, force: true }));

/** Applies a change, expects the build to fail with `pattern`, checks build/ survived, then undoes the change. */
async function expectFailure(file: string, change: (text: string) => string, pattern: RegExp) {
  const path = join(site, file);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, change(original));
  try {
    await assert.rejects(build({ siteDir: site, outDir: out, compress: false }), (error: Error) => {
      assert.ok(error instanceof BuildError, `expected a BuildError, got ${error}`);
      assert.match(error.message, pattern);
      return true;
    });
    assert.equal(read(out, 'guide/intro.html'), goodIndex, 'the previous build must be untouched');
  } finally {
    writeFileSync(path, original);
  }
}

test('malformed MDX names file, line and column', () =>
  expectFailure('docs/guide/features.mdx', (t) => t + '\n\nBroken {expression(\n', /docs\/guide\/features\.mdx:\d+:\d+: MDX error/));

test('invalid front matter names the file and the field', () =>
  expectFailure('docs/faq.md', (t) => t.replace('title: FAQ', 'title: FAQ\nsidebar_position: [1'), /docs\/faq\.md:\d+(:\d+)?: invalid front matter/));

test('a broken link names file:line:column and the target', () =>
  expectFailure('docs/guide/intro.md', (t) => t + '\nSee [nothing](./nothing.md).\n', /docs\/guide\/intro\.md:17:5: broken link "\.\/nothing\.md"/));

test('an unknown navbar item type names the config key', () =>
  expectFailure('site.config.ts', (t) => t.replace("{ type: 'search', position: 'right' }", "{ type: 'searchBar', position: 'right' }"), /navbar\.items\.3\.type/));

test('a sidebar naming a missing doc names the sidebars file and the id', () =>
  expectFailure(
    'sidebars.ts',
    (t) => t.replace("'guide/intro',", "'guide/intro', 'guide/missing',"),
    /sidebars\.ts: sidebar "Main" names doc "guide\/missing", which does not exist/,
  ));

test('a docSidebar navbar item whose sidebar has nothing to link to is an error', async () => {
  // The sidebar exists (else an earlier error, "names a sidebar that does not exist", would answer) but holds only a link.
  const sidebars = join(site, 'sidebars.ts');
  const original = readFileSync(sidebars, 'utf8');
  writeFileSync(sidebars, original.replace('export default {', "export default {\n  Empty: [{ type: 'link', label: 'Elsewhere', href: 'https://example.com/' }],"));
  try {
    await expectFailure('site.config.ts', (t) => t.replace("sidebarId: 'Main'", "sidebarId: 'Empty'"), /docSidebar "Empty"\) has nothing to link to: sidebar "Empty" of version/);
  } finally {
    writeFileSync(sidebars, original);
  }
});

test('duplicate routes are an error naming both files', () =>
  expectFailure('docs/faq.md', (t) => t.replace('title: FAQ', 'title: FAQ\nslug: /guide/intro'), /Duplicate route \/docs-archive\/guide\/intro/));

test('a missing version folder says how to fix it', async () => {
  const versions = join(site, 'versions.json');
  writeFileSync(versions, '["1.0.0", "0.9.0"]');
  try {
    await assert.rejects(build({ siteDir: site, outDir: out, compress: false }), /docs\.versions has no entry for version "0\.9\.0"|no docs folder/);
  } finally {
    writeFileSync(versions, '["1.0.0"]');
  }
});

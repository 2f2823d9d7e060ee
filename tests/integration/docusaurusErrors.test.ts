/**
 * Issue 13 item 10: a build with several broken pages reports every one of them in one run, each as
 * file:line:column in its .md/.mdx source with the fix; and item 8: onBrokenLinks 'warn' only warns.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../generator/node/build.ts';
import { BuildError } from '../../generator/node/errors.ts';
import { copyDocusaurusFixture } from './docusaurusSite.ts';

let site: string;

before(() => {
  site = copyDocusaurusFixture('docusaurus-errors-');
});

after(() => rmSync(site, { recursive: true, force: true }));

test('three broken pages (front matter, MDX syntax, broken link) are all reported in one run with file:line:column', async () => {
  const file = (rel: string) => join(site, rel);
  writeFileSync(file('docs/guides/glossary.md'), readFileSync(file('docs/guides/glossary.md'), 'utf8').replace('title: Glossary', 'title: Glossary\nsidebar_position: [1'));
  appendFileSync(file('docs/guides/02-writing/admonitions.mdx'), '\nBroken {expression(\n');
  appendFileSync(file('docs/reference/cli.md'), '\nSee [nowhere](/docs/nowhere).\n');
  await assert.rejects(build({ siteDir: site, outDir: join(site, 'build'), compress: false }), (error: Error) => {
    assert.ok(error instanceof BuildError, String(error));
    assert.match(error.message, /^Found 1 front matter error, 1 page that did not compile, 1 broken link/);
    assert.match(error.message, /docs\/guides\/glossary\.md:\d+:\d+: invalid front matter: .*Front matter is YAML/);
    assert.match(error.message, /docs\/guides\/02-writing\/admonitions\.mdx:73:\d+: MDX error: .*write \\\{ for a literal brace/);
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
    assert.ok(result.warnings.some((w) => w.startsWith('docs/reference/cli.md:16:34: broken link "./gone": no route /fixture-docs/docs/reference/gone')), result.warnings.join('\n'));
  } finally {
    rmSync(warnSite, { recursive: true, force: true });
  }
});

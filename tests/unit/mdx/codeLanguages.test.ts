/**
 * A site's own code languages (site.config.ts `codeBlocks.additionalLanguages`): the module is loaded, its names
 * highlight code blocks at build time, its other names become its first, and magic comments follow `commentsAs`.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMdx, DEFAULT_MARKDOWN_OPTIONS } from '../../../generator/node/mdx/compile.ts';
import { loadSiteConfig } from '../../../generator/node/config/load.ts';
import { BuildError } from '../../../generator/node/errors.ts';
import { tempDir } from '../../helpers.ts';

const site = tempDir('qdocs-languages-');
after(() => rmSync(site, { recursive: true, force: true }));

/** "Shout": a toy language whose words in capitals are keywords and whose comments start with `--`. */
const language = join(site, 'src/languages/shout.ts');
mkdirSync(join(site, 'src/languages'), { recursive: true });
writeFileSync(language, `const shout = { names: ['shout', 'yell'], grammar: { comment: /--.*/, keyword: /\\b[A-Z]{2,}\\b/ }, commentsAs: 'lua' };\nexport default shout;\n`);
const ctx = { source: join(site, 'docs/page.md'), fileRoutes: new Map<string, string>(), routes: new Set<string>(), baseUrl: '/', siteDir: site, asset: () => undefined };
const options = { ...DEFAULT_MARKDOWN_OPTIONS, languages: [language] };

// First: a language, once registered, stays registered in the process (one site per process).
test('without the option, a block of that language is plain text', async () => {
  const { code } = await compileMdx('```yell\nSTOP now\n```\n', 0, 'docs/page.md', { ...ctx, siteDir: tempDir() }, DEFAULT_MARKDOWN_OPTIONS);
  assert.doesNotMatch(code, /token keyword/);
});

test("a site's language highlights its code blocks, under each of its names, with the class of its first", async () => {
  const { code } = await compileMdx('```yell {1}\nSTOP now -- please\n```\n', 0, 'docs/page.md', ctx, options);
  assert.match(code, /"data-language": "yell"/);
  assert.match(code, /class=\\"token keyword\\">STOP</);
  assert.match(code, /class=\\"token comment\\">-- please</);
  assert.match(code, /className: "language-shout"/);
});

test('its magic comments are written as in the language it names in commentsAs', async () => {
  const { code } = await compileMdx('```shout\n-- highlight-next-line\nGO\n// highlight-next-line\nWAIT\n```\n', 0, 'docs/page.md', ctx, options);
  assert.match(code, /code-line code-line--highlighted\\"><span class=\\"token keyword\\">GO</);
  assert.match(code, /\/\/ highlight-next-line/, 'a // comment is code in a language commented with --');
});

test('the config names the modules from the site folder; one that is not there is an error naming the option', async () => {
  const config = (languages: string[]) =>
    `export default { title: 'T', tagline: '', url: 'https://example.com', baseUrl: '/', trailingSlash: false, i18n: { defaultLocale: 'en', locales: ['en'] }, keywords: [], keywordsByPath: {}, colorMode: {}, navbar: { title: 'T', items: [] }, footer: { links: [], copyright: '' }, docs: { versions: {} }, search: { boosts: { title: 1, content: 1, tags: 1, parentCategories: 1 } }, codeBlocks: { additionalLanguages: ${JSON.stringify(languages)} } };\n`;
  writeFileSync(join(site, 'site.config.ts'), config(['./src/languages/shout.ts']));
  assert.deepEqual((await loadSiteConfig(site)).config.codeBlocks.additionalLanguages, [language]);
  writeFileSync(join(site, 'site.config.ts'), config(['bash']));
  await assert.rejects(loadSiteConfig(site), (e: Error) => e instanceof BuildError && /codeBlocks\.additionalLanguages: "bash" is not a file of the site/.test(e.message));
});

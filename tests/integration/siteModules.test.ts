/**
 * The modules site.config.ts names are the site's wherever they are: a TypeScript `search.warmUp` module outside the
 * site's folder (as the bench's synthetic sites name the Qodly site's src/searchWarmUp.ts) is transpiled by webpack
 * like the site's own components, not parsed as plain JavaScript.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from '../../generator/node/build.ts';

let root: string;
let site: string;

before(() => {
  // Inside the repository, so the site resolves the generator's packages.
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  root = mkdtempSync(join(import.meta.dirname, '..', '.tmp', 'site-modules-'));
  site = join(root, 'site');
  mkdirSync(join(site, 'docs'), { recursive: true });
  mkdirSync(join(root, 'shared'));
  writeFileSync(join(site, 'docs', 'intro.md'), '# Intro\n\nA page.\n');
  // TypeScript syntax (a type annotation, an interface) that plain JavaScript parsing rejects.
  writeFileSync(
    join(root, 'shared', 'warmUp.ts'),
    `interface Words { sections: [string, string, string, string][]; queries: string[]; tags: string[]; categories: string[] }
const words: Words = { sections: [['/a', 'Zebrafish', 'Zebrafish', 'Zebrafish swim in shoals.']], queries: ['zebrafish'], tags: [], categories: [] };
export default words;
`,
  );
  writeFileSync(
    join(site, 'site.config.ts'),
    `export default {
  title: 'Modules', tagline: 'Site modules', url: 'https://example.com', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en'] }, keywords: [], keywordsByPath: {},
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  navbar: { title: 'Modules', items: [{ type: 'search', position: 'right' }] },
  footer: { links: [], copyright: '' },
  docs: { versions: { current: { label: '1.0', path: '' } } },
  search: { boosts: { title: 5, content: 1, tags: 3, parentCategories: 2 }, warmUp: '../shared/warmUp.ts' },
};
`,
  );
});

after(() => rmSync(root, { recursive: true, force: true }));

test('a TypeScript search.warmUp module outside the site builds into the search worker', async () => {
  const out = join(site, 'build');
  await build({ siteDir: site, outDir: out, compress: false });
  const scripts = readdirSync(join(out, 'assets', 'js'), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'));
  assert.ok(
    scripts.some((f) => readFileSync(join(out, 'assets', 'js', f), 'utf8').includes('Zebrafish swim in shoals.')),
    'the warm-up words are in a script',
  );
});

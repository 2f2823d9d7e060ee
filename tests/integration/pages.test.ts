/**
 * Issue 27 items 2 and 3: every page type Docusaurus's pages plugin builds, in the Docusaurus fixture set to
 * `trailingSlash: true`. `src/pages/**` .js, .jsx, .ts, .tsx, .md and .mdx files are pages (a component page titled by
 * its own `<Layout title description>`, its CSS modules styled); `_` files and folders and the plugin's `exclude` globs
 * are not, silently; any other file there is a warning naming it. With trailingSlash true, every page is a folder,
 * and its links, canonical URL and sitemap entry end with a slash, as Docusaurus makes them.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build, type BuildResult } from '../../generator/node/build.ts';
import { copyDocusaurusFixture } from './docusaurusSite.ts';
import { listFiles } from '../helpers.ts';

let site: string;
let result: BuildResult;
const out = () => join(site, 'build');
const html = (file: string) => readFileSync(join(out(), file), 'utf8');

function write(file: string, text: string) {
  mkdirSync(dirname(join(site, file)), { recursive: true });
  writeFileSync(join(site, file), text);
}

before(async () => {
  site = copyDocusaurusFixture('pages-');
  const config = join(site, 'docusaurus.config.js');
  writeFileSync(
    config,
    readFileSync(config, 'utf8')
      .replace('trailingSlash: false,', 'trailingSlash: true,')
      .replace('blog: false,', "blog: false,\n        pages: { exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/drafts/**'] },"),
  );
  write(
    'src/pages/index.js',
    `import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import styles from './index.module.css';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout title={\`Welcome to \${siteConfig.title}\`} description="The fixture's home page">
      <header className={clsx('hero', styles.banner)}>
        <h1>{siteConfig.title}</h1>
        <Link to="/docs/guides/writing">Start writing</Link>
      </header>
    </Layout>
  );
}
`,
  );
  write('src/pages/index.module.css', '.banner { padding: 2rem; }\n');
  write('src/pages/about/team.jsx', `export default function Team() {\n  return <main><h1>The team</h1></main>;\n}\n`);
  write(
    'src/pages/help.tsx',
    `import Layout from '@theme/Layout';\nexport default function Help(): JSX.Element {\n  return <Layout title="Help" wrapperClassName="help-page"><p>Ask us.</p></Layout>;\n}\n`,
  );
  write(
    'src/pages/tools/util.ts',
    `import { createElement } from 'react';\nexport default function Util() {\n  return createElement('p', { id: 'util' }, 'A page written in .ts');\n}\n`,
  );
  write('src/pages/notes.mdx', `---\ntitle: Notes\n---\n\nSome **notes**.\n`);
  // Not pages: a partial, a private folder, a test, an excluded folder (the config's glob), an imported style sheet.
  write('src/pages/_partial.js', `export default function Partial() { return null; }\n`);
  write('src/pages/_private/secret.js', `export default function Secret() { return null; }\n`);
  write('src/pages/widget.test.js', `throw new Error('a test file is never a page');\n`);
  write('src/pages/drafts/wip.md', `# Work in progress\n`);
  // Not a page, and not what a page imports: built by neither, so a warning.
  write('src/pages/notes.txt', 'Remember to write the release notes.\n');
  result = await build({ siteDir: site, outDir: out(), compress: false });
});

after(() => rmSync(site, { recursive: true, force: true }));

test('.js, .jsx, .ts, .tsx, .md and .mdx files of src/pages are pages; _ files, excluded globs and tests are not', () => {
  const pages = listFiles(out())
    .filter((f) => f.endsWith('index.html') && !f.startsWith('docs/'))
    .sort();
  assert.deepEqual(pages, ['about/team/index.html', 'help/index.html', 'index.html', 'markdown-page/index.html', 'notes/index.html', 'search/index.html', 'tools/util/index.html']);
  assert.match(html('tools/util/index.html'), /<p id="util">A page written in \.ts<\/p>/);
  assert.match(html('about/team/index.html'), /<h1>The team<\/h1>/);
});

test('a file of src/pages that is not built is a warning naming it; partials, excluded files and style sheets are not', () => {
  const about = result.warnings.filter((w) => w.includes('src/pages/'));
  assert.deepEqual(about.length, 1, about.join('\n'));
  assert.match(about[0], /^src\/pages\/notes\.txt: not a page/);
});

test("a component page's own <Layout title description> titles and describes it; its CSS module classes render", () => {
  const home = html('index.html');
  assert.match(home, /<title>Welcome to Fixture Docs \| Fixture Docs<\/title>/);
  assert.match(home, /<meta name="description" content="The fixture&#39;s home page">|<meta name="description" content="The fixture's home page">/);
  assert.match(home, /<header class="hero banner_[\w-]+">/);
  assert.equal(home.match(/<nav aria-label="Main"/g)?.length, 1);
  const help = html('help/index.html');
  assert.match(help, /<title>Help \| Fixture Docs<\/title>/);
  assert.match(help, /<div class="help-page"><p>Ask us\.<\/p><\/div>/);
});

test('trailingSlash true: a folder per page, and links, canonical URLs and the sitemap end with a slash', () => {
  for (const file of ['docs/index.html', 'docs/guides/writing/index.html', 'docs/category/getting-started/index.html', 'docs/1.0.0/index.html', 'docs/tags/index.html']) {
    assert.ok(listFiles(out()).includes(file), file);
  }
  // Routes stay the pages' identities; what a reader sees has the slash.
  assert.ok(result.routes.some((r) => r.path === '/fixture-docs/docs/guides/writing'));
  const page = html('docs/guides/writing/index.html');
  assert.match(page, /<link rel="canonical" href="https:\/\/fixture\.example\.org\/fixture-docs\/docs\/guides\/writing\/">/);
  // Sidebar and navbar links.
  assert.match(page, /<a class="menu__link" href="\/fixture-docs\/docs\/guides\/writing\/markdown-features\/">/);
  assert.doesNotMatch(page, /href="\/fixture-docs\/docs\/guides\/writing\/markdown-features"/);
  assert.match(html('index.html'), /href="\/fixture-docs\/docs\/guides\/writing\/">Start writing<\/a>/);
  const sitemap = readFileSync(join(out(), 'sitemap.xml'), 'utf8');
  assert.match(sitemap, /<loc>https:\/\/fixture\.example\.org\/fixture-docs\/docs\/guides\/writing\/<\/loc>/);
  assert.doesNotMatch(sitemap, /<loc>[^<]*[^/]<\/loc>/);
});

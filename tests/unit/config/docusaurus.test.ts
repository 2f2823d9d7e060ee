import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { convertDocusaurusConfig } from '../../../generator/node/config/docusaurus.ts';
import { validateConfig } from '../../../generator/node/config/load.ts';
import { loadModule } from '../../../generator/node/config/loadModule.ts';
import { toSource } from '../../../generator/node/docusaurus/import.ts';
import { themes as prismThemes } from 'prism-react-renderer';

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'docusaurus');

test('the fixture docusaurus.config.js (CommonJS, requiring prism-react-renderer) converts to a valid site config', async () => {
  const raw = await loadModule(join(FIXTURE, 'docusaurus.config.js'), 'docusaurus.config.js');
  const { config, unmapped } = convertDocusaurusConfig(raw, FIXTURE);
  const valid = validateConfig(config);
  assert.equal(valid.baseUrl, '/fixture-docs/');
  assert.equal(valid.docs.routeBasePath, 'docs');
  assert.equal(valid.docs.editUrl, 'https://github.com/example/fixture/tree/main/');
  assert.deepEqual([valid.docs.showLastUpdateTime, valid.docs.showLastUpdateAuthor], [true, true]);
  assert.deepEqual(valid.docs.versions, {
    current: { label: '2.0', path: '', banner: 'none', badge: true },
    '1.0.0': { label: '1.0.0', path: '1.0.0', banner: 'unmaintained', badge: true },
  });
  assert.deepEqual(valid.markdown, { format: 'detect', mdx1Compat: { comments: true, admonitions: true, headingIds: true }, mermaid: false });
  assert.equal(valid.onBrokenMarkdownLinks, 'warn');
  assert.deepEqual(
    valid.codeBlocks.magicComments.map((c) => c.className),
    ['theme-code-block-highlighted-line', 'code-block-error-line'],
  );
  assert.deepEqual(valid.announcementBar, {
    id: 'fixture-release-2',
    content: 'Version 2.0 is out: <a href="/fixture-docs/docs">read the docs</a>',
    backgroundColor: '#fafbfc',
    textColor: '#091E42',
    dismissible: true,
    showOnArchivedVersions: true,
  });
  assert.deepEqual(
    valid.navbar.items.map((i) => i.type),
    ['docSidebar', 'docSidebar', 'link', 'docsVersionDropdown', 'link', 'search'],
  );
  assert.equal(valid.navbar.items[2].type === 'link' && valid.navbar.items[2].href, '/fixture-docs/docs/guides/writing');
  assert.deepEqual(
    valid.footer.links.map((c) => c.title),
    ['Docs', 'Community'],
  );
  assert.deepEqual(valid.footer.links[0].items[0], { label: 'Tutorial', href: '/fixture-docs/docs' });
  assert.match(valid.footer.copyright, /^Copyright © \d{4} Fixture, Inc\./);
  assert.equal(valid.image, 'img/social-card.png');
  // The classic preset's theme.customCss is the site's style sheet (issue 28), no longer an option left out.
  assert.deepEqual(valid.customCss, ['./src/css/custom.css']);
  // prism.theme / darkTheme: prism-react-renderer's theme objects, carried over as they are (issue 28).
  assert.deepEqual(valid.codeBlocks.theme, prismThemes.github);
  assert.deepEqual(valid.codeBlocks.darkTheme, prismThemes.dracula);
  assert.equal(valid.footer.style, 'dark');
  assert.deepEqual(
    unmapped.map((u) => u.option),
    [],
    'every option of the fixture is carried over',
  );
  // themeConfig.docs.sidebar as written (issue 28).
  assert.deepEqual(valid.docs.sidebar, { hideable: true, autoCollapseCategories: true });
  // prism.additionalLanguages: prismjs's languages by id (issue 28).
  assert.deepEqual(valid.codeBlocks.prismLanguages, ['bash', 'json', 'java', 'php']);
});

test('versions as Docusaurus defaults them: the newest archive is the latest, current is "Next" at /next, unreleased', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-convert-'));
  try {
    writeFileSync(join(dir, 'versions.json'), '["2.0", "1.0"]');
    const { config } = convertDocusaurusConfig(
      { title: 'T', url: 'https://x.org', baseUrl: '/', presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/' } }]] },
      dir,
    );
    const docs = validateConfig(config).docs;
    assert.equal(docs.lastVersion, '2.0');
    assert.equal(docs.routeBasePath, '');
    assert.deepEqual(docs.versions, {
      current: { label: 'Next', path: 'next', banner: 'unreleased', badge: true },
      '2.0': { label: '2.0', path: '', banner: 'none', badge: true },
      '1.0': { label: '1.0', path: '1.0', banner: 'unmaintained', badge: true },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('what cannot be carried over is listed with the reason, never dropped silently', () => {
  const { config, unmapped } = convertDocusaurusConfig(
    {
      title: 'T',
      url: 'https://x.org',
      baseUrl: '/',
      onBrokenLinks: 'log',
      plugins: ['@docusaurus/plugin-ideal-image'],
      ssrTemplate: '<html></html>',
      presets: [['classic', { docs: { remarkPlugins: [() => undefined] }, blog: { showReadingTime: true, remarkPlugins: [() => undefined] }, gtag: { trackingID: 'x' } }]],
      themeConfig: { algolia: { appId: 'x' }, navbar: { items: [{ type: 'custom-widget', label: 'More' }] } },
      markdown: { mermaid: true },
    },
    '/nowhere',
  );
  assert.equal(config.onBrokenLinks, 'warn');
  const options = unmapped.map((u) => u.option);
  for (const option of ['onBrokenLinks', 'plugins[0]', 'ssrTemplate', 'presets.classic.gtag', 'themeConfig.algolia', 'themeConfig.navbar.items[0]']) {
    assert.ok(options.includes(option), option);
  }
});

test('Markdown plugins, hooks, Mermaid and stylesheets are carried over as they are, with no warning', () => {
  const plugin = () => undefined;
  const preprocessor = ({ fileContent }: { fileContent: string }) => fileContent;
  const parseFrontMatter = async () => ({ frontMatter: {}, content: '' });
  const { config, unmapped } = convertDocusaurusConfig(
    {
      title: 'T',
      url: 'https://x.org',
      baseUrl: '/',
      stylesheets: ['https://x.org/a.css', { href: '/b.css', crossorigin: 'anonymous' }],
      themes: ['@docusaurus/theme-mermaid'],
      presets: [
        [
          'classic',
          {
            docs: { remarkPlugins: [plugin], rehypePlugins: [[plugin, { a: 1 }]], beforeDefaultRemarkPlugins: [plugin] },
            blog: { remarkPlugins: [plugin] },
            pages: { remarkPlugins: [plugin], beforeDefaultRehypePlugins: [plugin] },
          },
        ],
      ],
      markdown: { mermaid: true, preprocessor, parseFrontMatter, remarkRehypeOptions: { footnoteLabel: 'Notes' } },
    },
    '/nowhere',
  );
  assert.deepEqual(unmapped, []);
  assert.deepEqual(config.docs.remarkPlugins, [plugin]);
  assert.deepEqual(config.docs.rehypePlugins, [[plugin, { a: 1 }]]);
  assert.deepEqual(config.docs.beforeDefaultRemarkPlugins, [plugin]);
  assert.deepEqual((config.blog as { remarkPlugins?: unknown[] }[])[0].remarkPlugins, [plugin]);
  assert.deepEqual(config.pages, { remarkPlugins: [plugin], beforeDefaultRehypePlugins: [plugin] });
  assert.equal(config.markdown?.mermaid, true);
  assert.equal(config.markdown?.preprocessor, preprocessor);
  assert.equal(config.markdown?.parseFrontMatter, parseFrontMatter);
  assert.deepEqual(config.markdown?.remarkRehypeOptions, { footnoteLabel: 'Notes' });
  assert.deepEqual(config.stylesheets, ['https://x.org/a.css', { href: '/b.css', crossorigin: 'anonymous' }]);
});

test('the written configuration keeps functions (an editUrl function) as code', () => {
  const source = toSource({ editUrl: ({ docPath }: { docPath: string }) => `https://x.org/${docPath}`, n: 1, s: 'a"b', list: [] });
  assert.match(source, /editUrl: \(\{\s*docPath\s*\}\)\s*=>\s*`https:\/\/x\.org\/\$\{docPath\}`/);
  assert.match(source, /s: "a\\"b"/);
  const method = toSource({
    editUrl({ docPath }: { docPath: string }) {
      return docPath;
    },
  });
  assert.match(method, /editUrl: function editUrl\(/);
});

test("the classic preset's blog and blog plugin instances become site.config.ts blogs", () => {
  const convert = (presets: unknown, plugins: unknown[] = []) => convertDocusaurusConfig({ title: 'T', url: 'https://x.org', baseUrl: '/', presets, plugins }, '/site');
  // On by default, as in Docusaurus.
  assert.deepEqual(convert([['classic', {}]]).config.blog, [{}]);
  assert.deepEqual(convert([['classic', { blog: false }]]).config.blog, []);
  const { config, unmapped } = convert(
    [['classic', { blog: { path: './news', postsPerPage: 'ALL', feedOptions: { type: 'all', createFeedItems: () => [] }, processBlogPosts: () => [] } }]],
    [['@docusaurus/plugin-content-blog', { id: 'second', path: 'second', routeBasePath: 'second' }]],
  );
  assert.deepEqual(config.blog, [
    { path: 'news', postsPerPage: 'ALL', feedOptions: { type: 'all' } },
    { id: 'second', path: 'second', routeBasePath: 'second' },
  ]);
  assert.deepEqual(
    unmapped.map((u) => u.option),
    ['presets.classic.blog.feedOptions.createFeedItems', 'presets.classic.blog.processBlogPosts'],
  );
});

test("the blog's truncateMarker, include and exclude carry over; themeConfig.blog.sidebar.groupByYear reaches every blog", () => {
  const marker = /<!--\s*more\s*-->/;
  const { config, unmapped } = convertDocusaurusConfig(
    {
      title: 'T',
      url: 'https://x.org',
      baseUrl: '/',
      presets: [['classic', { blog: { truncateMarker: marker, include: ['**/*.md'], exclude: ['**/wip/**'] } }]],
      plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news' }]],
      themeConfig: { blog: { sidebar: { groupByYear: false, other: 1 } } },
    },
    '/site',
  );
  assert.deepEqual(config.blog, [
    { truncateMarker: marker, include: ['**/*.md'], exclude: ['**/wip/**'], sidebar: { groupByYear: false } },
    { id: 'news', path: 'news', sidebar: { groupByYear: false } },
  ]);
  assert.deepEqual(
    unmapped.map((u) => u.option),
    ['themeConfig.blog.sidebar.other'],
  );
});

test("the navbar's logo keeps its dark variant and size, and colorMode.disableSwitch carries over (issue 28)", () => {
  const { config, unmapped } = convertDocusaurusConfig(
    {
      title: 'T',
      url: 'https://x.org',
      baseUrl: '/',
      themeConfig: {
        colorMode: { disableSwitch: true },
        navbar: { title: 'T', logo: { alt: 'Logo', src: '/img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: '30' } },
      },
    },
    FIXTURE,
  );
  const valid = validateConfig(config);
  assert.deepEqual(valid.navbar.logo, { src: 'img/logo.svg', alt: 'Logo', srcDark: 'img/logo-dark.svg', width: 32, height: '30' });
  assert.equal(valid.colorMode.disableSwitch, true);
  assert.deepEqual(
    unmapped.filter((u) => /logo|colorMode/.test(u.option)),
    [],
  );
});

test('navbar.hideOnScroll carries over with no warning; unset, the navbar stays (issue 28)', () => {
  const convert = (navbar: Record<string, unknown>) => convertDocusaurusConfig({ title: 'T', url: 'https://x.org', baseUrl: '/', themeConfig: { navbar } }, FIXTURE);
  const { config, unmapped } = convert({ title: 'T', hideOnScroll: true });
  assert.equal(validateConfig(config).navbar.hideOnScroll, true);
  assert.deepEqual(
    unmapped.filter((u) => u.option.startsWith('themeConfig.navbar')),
    [],
  );
  assert.equal(validateConfig(convert({ title: 'T' }).config).navbar.hideOnScroll, false);
  assert.equal(validateConfig(convert({ title: 'T', hideOnScroll: false }).config).navbar.hideOnScroll, false);
});

test("navbar.style 'dark' and 'primary' carry over with no warning; any other value is named and left out (issue 28)", () => {
  const convert = (style: unknown) => convertDocusaurusConfig({ title: 'T', url: 'https://x.org', baseUrl: '/', themeConfig: { navbar: { title: 'T', style } } }, FIXTURE);
  for (const style of ['dark', 'primary'] as const) {
    const { config, unmapped } = convert(style);
    assert.equal(validateConfig(config).navbar.style, style);
    assert.deepEqual(
      unmapped.filter((u) => u.option.startsWith('themeConfig.navbar')),
      [],
    );
  }
  const { config, unmapped } = convert('purple');
  assert.equal(validateConfig(config).navbar.style, undefined);
  assert.deepEqual(
    unmapped.filter((u) => u.option.startsWith('themeConfig.navbar')).map((u) => u.option),
    ['themeConfig.navbar.style'],
  );
});

test('the OSS fixture’s docusaurus.config.mjs: editUrl a function with its closure, versions with badge, nothing left out silently', async () => {
  const fixture = join(import.meta.dirname, '..', '..', 'fixtures', 'docusaurus-oss');
  const raw = await loadModule(join(fixture, 'docusaurus.config.mjs'), 'docusaurus.config.mjs');
  const { config } = convertDocusaurusConfig(raw, fixture);
  const valid = validateConfig(config);
  const editUrl = valid.docs.editUrl;
  assert.equal(typeof editUrl, 'function');
  // REPO and WEBSITE_DIR are constants of the config's own module: the function still sees them.
  assert.equal(
    typeof editUrl === 'function' && editUrl({ version: '1.x', versionDocsDirPath: 'versioned_docs/version-1.x', docPath: 'intro.md', permalink: '/docs/1.x', locale: 'en' }),
    'https://github.com/example/widget/edit/main/website/versioned_docs/version-1.x/intro.md',
  );
  assert.deepEqual(valid.docs.versions, {
    current: { label: '2.x', path: '', banner: 'none', badge: true },
    '1.x': { label: '1.x', path: '1.x', banner: 'unmaintained', badge: false },
  });
  assert.equal(valid.titleDelimiter, '·');
  assert.deepEqual(valid.customFields, { apiBase: 'https://api.widget.example.org', release: { major: 2, name: 'Sprocket' } });
});

test('onlyIncludeVersions and includeCurrentVersion carry over', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-convert-'));
  try {
    writeFileSync(join(dir, 'versions.json'), '["2.0", "1.0"]');
    const { config, unmapped } = convertDocusaurusConfig(
      { title: 'T', url: 'https://x.org', baseUrl: '/', presets: [['classic', { docs: { onlyIncludeVersions: ['2.0'], includeCurrentVersion: false } }]] },
      dir,
    );
    const docs = validateConfig(config).docs;
    assert.deepEqual([docs.onlyIncludeVersions, docs.includeCurrentVersion, docs.lastVersion], [['2.0'], false, '2.0']);
    assert.deepEqual(unmapped, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

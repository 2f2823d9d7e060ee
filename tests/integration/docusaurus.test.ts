/**
 * Issue 13 items 5–9: the Docusaurus fixture (tests/fixtures/docusaurus, written in Docusaurus's own conventions)
 * builds as it is — from its docusaurus.config.js, no site.config.ts — and its output is what Docusaurus makes of it:
 * routes, ids, drafts, unlisted pages, tags, edit links, last update, code blocks, admonitions, links.
 */
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildResult } from '../../generator/node/build.ts';
import { loadContent } from '../../generator/node/content/load.ts';
import { resolveRoutes } from '../../generator/node/routes/resolve.ts';
import type { SidebarItem } from '../../generator/shared/types.ts';
import { BASE, mainOf, readOut } from './docusaurusSite.ts';
import { DOCUSAURUS_BUILD } from './docusaurusBuild.ts';
import { listFiles } from '../helpers.ts';
import { sharedBuild } from '../sharedBuild.ts';

let site: string;
let out: string;
/** What the build loaded and routed, and its warnings (the build's own steps, run again on the built copy). */
let result: Pick<BuildResult, 'graph' | 'routes' | 'warnings'>;
const page = (file: string) => readOut(out, file);

// The build docusaurus.spec.ts serves (tests/sharedBuild.ts, the fixture committed to git for "last updated"): read
// here, never changed.
before(async () => {
  let warnings: string[];
  ({ site, out, warnings } = await sharedBuild(DOCUSAURUS_BUILD));
  const graph = await loadContent(site);
  result = { graph, routes: resolveRoutes(graph), warnings };
});

describe('routes (item 9)', () => {
  test('number prefixes stripped from files and folders; index.md, README.md and <folder>/<folder>.md at their folder', () => {
    for (const file of [
      'docs.html', // intro.md, slug: /
      'docs/guides/getting-started/installation.html', // guides/01-getting-started/01-installation.md
      'docs/guides/getting-started/configuration.html',
      'docs/guides/getting-started/deploying.html',
      'docs/guides/writing.html', // guides/02-writing/index.md
      'docs/guides/advanced.html', // guides/03-advanced/README.md
      'docs/guides/advanced/versioning.html',
      'docs/reference.html', // reference/reference.md
      'docs/category/getting-started.html', // _category_.json generated index
      'docs/1.0.0.html',
      'docs/1.0.0/guides/getting-started/installation.html',
      'markdown-page.html',
    ]) {
      assert.ok(existsSync(join(out, file)), file);
    }
  });

  test('the HTML files are the ones Docusaurus 3.10 writes for the fixture (trailingSlash: false)', () => {
    // Made with Docusaurus 3.10.2 from this fixture (plus an empty src/css/custom.css and onBrokenLinks: 'warn', as it
    // has no home page): npm install @docusaurus/core@3.10.2 @docusaurus/preset-classic@3.10.2, npx docusaurus build,
    // then (cd build && find . -name '*.html' | sort).
    const docusaurus = [
      '404.html',
      'docs.html',
      'docs/1.0.0.html',
      'docs/1.0.0/guides/getting-started/installation.html',
      'docs/1.0.0/tags.html',
      'docs/1.0.0/tags/getting-started.html',
      'docs/1.0.0/tags/overview.html',
      'docs/category/getting-started.html',
      'docs/components.html',
      'docs/guides/advanced.html',
      'docs/guides/advanced/versioning.html',
      'docs/guides/getting-started/configuration.html',
      'docs/guides/getting-started/deploying.html',
      'docs/guides/getting-started/installation.html',
      'docs/guides/glossary.html',
      'docs/guides/writing.html',
      'docs/guides/writing/admonitions.html',
      'docs/guides/writing/code-blocks.html',
      'docs/guides/writing/headings.html',
      'docs/guides/writing/markdown-features.html',
      'docs/guides/writing/tabs.html',
      'docs/guides/writing/unlisted-tips.html',
      'docs/reference.html',
      'docs/reference/cli.html',
      'docs/reference/config.html',
      'docs/reference/faq.html',
      'docs/tags.html',
      'docs/tags/cli.html',
      'docs/tags/getting-started.html',
      'docs/tags/install.html',
      'docs/tags/overview.html',
      'docs/tags/reference.html',
      'docs/tags/writing.html',
      'markdown-page.html',
    ];
    const built = listFiles(out)
      .filter((f) => f.endsWith('.html'))
      .sort();
    // search.html: the generator's search page (a Docusaurus search plugin brings its own).
    assert.deepEqual(
      built.filter((f) => f !== 'search.html'),
      docusaurus,
    );
  });

  test('the search feature brings its own /search page to a site without src/pages/search', () => {
    assert.ok(
      result.routes.some((r) => r.path === `${BASE}search`),
      'no /search route',
    );
    const html = page('search.html');
    assert.match(html, /<title>Search \| /);
    assert.match(html, /<h1>Search the documentation<\/h1>/);
  });

  test('files and folders starting with _ are never routes', () => {
    const all = result.routes.map((r) => r.path);
    assert.ok(!all.some((p) => /hidden|secret|_private/.test(p)), all.join('\n'));
    assert.ok(!existsSync(join(out, 'docs/_hidden.html')));
  });

  test('the generated sidebar follows the numbers, _category_.json/.yml and the folder pages', () => {
    const current = result.graph.versions.find((v) => v.name === 'current')!;
    const outline = (items: SidebarItem[]): unknown[] =>
      items.map((i) => (i.type === 'category' ? [i.label, i.href ?? null, outline(i.items)] : i.type === 'html' ? 'html' : i.label));
    assert.deepEqual(outline(current.sidebars.tutorialSidebar), [
      'Welcome',
      ['Getting Started', `${BASE}docs/category/getting-started`, ['Installation', 'Configuration', 'Deploying']],
      ['Writing', `${BASE}docs/guides/writing`, ['Markdown features', 'Admonitions', 'Code blocks', 'Tabs and details', 'Headings and anchors', 'Unlisted tips']],
      ['advanced', `${BASE}docs/guides/advanced`, ['Versioning']],
      'Glossary',
      'Docusaurus',
    ]);
    assert.deepEqual(outline(current.sidebars.referenceSidebar), [
      ['Reference', `${BASE}docs/reference`, ['Command line', 'Configuration file']],
      'html',
      ['Questions and answers', null, ['FAQ']],
    ]);
  });

  test('sidebar items carry className, customProps and key; category classes and collapsed state from _category_.yml', () => {
    const html = mainOf(page('docs/guides/writing/headings.html')) + page('docs/guides/writing/headings.html');
    assert.match(html, /<li class="menu__list-item sidebar-welcome">/);
    assert.match(html, /<li class="menu__list-item sidebar-writing">/);
    assert.match(html, /<li class="menu__list-item sidebar-external">/);
    const reference = page('docs/reference/cli.html');
    assert.match(reference, /<li class="menu__list-item sidebar-config">/);
    assert.match(reference, /<li class="menu__list-item menu__list-item--html"><span class="sidebar-divider">More<\/span><\/li>/);
    const current = result.graph.versions.find((v) => v.name === 'current')!;
    const [welcome, getting] = current.sidebars.tutorialSidebar;
    assert.deepEqual(welcome.type === 'doc' && [welcome.customProps, welcome.key], [{ badge: 'start here' }, 'welcome']);
    const configuration = getting.type === 'category' ? getting.items[1] : undefined;
    assert.deepEqual(configuration?.type === 'doc' && [configuration.className, configuration.customProps], ['sidebar-configuration', { icon: 'gear', beta: true }]);
  });
});

describe('front matter (item 7)', () => {
  test('drafts: no page, no sidebar entry, no sitemap, search or llms.txt entry in production; present in development', async () => {
    assert.ok(!existsSync(join(out, 'docs/guides/writing/draft-notes.html')));
    assert.ok(!result.routes.some((r) => r.path.includes('draft-notes')));
    const data = readdirSync(join(out, 'assets/data'))
      .map((f) => readOut(out, `assets/data/${f}`))
      .join('\n');
    assert.doesNotMatch(data, /draft-notes|Draft notes/);
    assert.doesNotMatch(page('sitemap.xml'), /draft-notes/);
    assert.doesNotMatch(page('llms.txt'), /draft-notes/);
    assert.doesNotMatch(page('search-index-docs-default-2.0.json'), /draft-notes/);
    const dev = await loadContent(site, { mode: 'development' });
    const devRoutes = resolveRoutes(dev).map((r) => r.path);
    assert.ok(devRoutes.includes(`${BASE}docs/guides/writing/draft-notes`));
    const writing = dev.versions[0].sidebars.tutorialSidebar.find((i) => i.type === 'category' && i.label === 'Writing');
    assert.ok(writing?.type === 'category' && writing.items.some((i) => i.type === 'doc' && i.id === 'guides/writing/draft-notes'));
  });

  test('unlisted: built and reachable, with noindex and a banner; out of sidebars, sitemap, search and llms.txt', () => {
    const html = page('docs/guides/writing/unlisted-tips.html');
    assert.match(html, /<meta name="robots" content="noindex, nofollow">/);
    assert.match(mainOf(html), /Unlisted page/);
    assert.doesNotMatch(page('docs/guides/writing/headings.html'), /unlisted-tips/);
    assert.doesNotMatch(page('sitemap.xml'), /unlisted-tips/);
    assert.doesNotMatch(page('llms.txt'), /unlisted-tips/);
    assert.doesNotMatch(page('search-index-docs-default-2.0.json'), /unlisted-tips/);
    assert.doesNotMatch(page('docs/tags/writing.html'), /unlisted-tips/);
    // While it is open, its own sidebar entry shows.
    assert.match(html, /aria-current="page" href="\/fixture-docs\/docs\/guides\/writing\/unlisted-tips"/);
    assert.doesNotMatch(page('docs/guides/writing.html'), /<meta name="robots"/);
  });

  test('tags: links on the page, a /tags page and a page per tag, per version', () => {
    const intro = mainOf(page('docs.html'));
    assert.match(intro, /<a class="tag" rel="tag" href="\/fixture-docs\/docs\/tags\/getting-started">getting-started<\/a>/);
    assert.match(mainOf(page('docs/guides/getting-started/installation.html')), /href="\/fixture-docs\/docs\/tags\/install">Installation<\/a>/);
    const tags = mainOf(page('docs/tags.html'));
    for (const tag of ['getting-started', 'overview', 'install', 'writing', 'reference', 'cli']) assert.match(tags, new RegExp(`href="/fixture-docs/docs/tags/${tag}"`), tag);
    const gettingStarted = mainOf(page('docs/tags/getting-started.html'));
    assert.match(gettingStarted, /3 docs tagged with &quot;getting-started&quot;/);
    for (const href of ['docs"', 'docs/guides/getting-started/installation"', 'docs/guides/getting-started/configuration"'])
      assert.ok(gettingStarted.includes(`href="/fixture-docs/${href}`), href);
    assert.match(mainOf(page('docs/1.0.0/tags/getting-started.html')), /href="\/fixture-docs\/docs\/1\.0\.0\/guides\/getting-started\/installation"/);
    assert.ok(existsSync(join(out, 'docs/1.0.0/tags.html')));
  });

  test('edit links: editUrl + the file path, custom_edit_url, each version its own folder', () => {
    assert.match(mainOf(page('docs.html')), /href="https:\/\/github\.com\/example\/fixture\/tree\/main\/docs\/intro\.md"[^>]*>.*Edit this page/);
    assert.match(mainOf(page('docs/guides/getting-started/installation.html')), /tree\/main\/docs\/guides\/01-getting-started\/01-installation\.md"/);
    assert.match(mainOf(page('docs/reference/cli.html')), /href="https:\/\/example\.org\/edit\/cli"/);
    assert.match(mainOf(page('docs/1.0.0.html')), /tree\/main\/versioned_docs\/version-1\.0\.0\/intro\.md"/);
  });

  test('last update: from git (one log for the site), or last_update front matter, as "Last updated on … by …"', () => {
    assert.match(mainOf(page('docs.html')), /Last updated<!-- --> on <b><time dateTime="2024-05-06T12:00:00.000Z">May 6, 2024<\/time><\/b> by <b>Fixture Author<\/b>/);
    assert.match(mainOf(page('docs/reference/config.html')), /<time dateTime="2024-03-15T00:00:00.000Z">Mar 15, 2024<\/time><\/b> by <b>Fixture Team<\/b>/);
  });

  test('hide_title, TOC levels, pagination (null hides), Open Graph image, a body starting with its own # title', () => {
    const config = page('docs/reference/config.html');
    // hide_title: no visible title; it stays the page's h1 for assistive technology.
    assert.match(mainOf(config), /<h1 class="visually-hidden">Configuration file<\/h1>/);
    assert.match(config, /"tocLevels":\{"min":2,"max":2\}/);
    assert.match(config, /<meta property="og:image" content="https:\/\/fixture\.example\.org\/img\/config-card\.png">/);
    assert.match(page('docs.html'), /<meta property="og:image" content="https:\/\/fixture\.example\.org\/fixture-docs\/img\/social-card\.png">/);
    assert.equal((mainOf(page('docs.html')).match(/<h1/g) ?? []).length, 1);
    assert.match(mainOf(page('docs.html')), /<h1 id="welcome-to-the-fixture">Welcome to the fixture<\/h1>/);
    const headings = mainOf(page('docs/guides/writing/headings.html'));
    assert.match(headings, /href="#fifth" class="toc__link">Fifth level/);
    assert.doesNotMatch(headings, /href="#sixth-level" class="toc__link"/);
    assert.doesNotMatch(mainOf(page('docs/reference/cli.html')), /pagination-nav__link--prev/);
    assert.match(mainOf(config), /pagination-nav__link--prev" href="\/fixture-docs\/docs\/reference\/cli"/);
    assert.match(mainOf(config), /pagination-nav__link--next" href="\/fixture-docs\/docs"/);
    assert.doesNotMatch(mainOf(page('docs/guides/advanced/versioning.html')), /pagination-nav__link--next/);
  });

  test('a doc without a description in its front matter is described by its first line of text, as Docusaurus does', () => {
    // Docusaurus 3.10.2's <meta name="description"> of the same docs (cd /work/ref/fixture && npx docusaurus build;
    // a copy of tests/fixtures/docusaurus), HTML entities decoded.
    const docusaurus: Record<string, string> = {
      'docs/reference/cli.html': 'fixture build',
      'docs/guides/glossary.html': 'A page at the root of the autogenerated folder, after the numbered categories.',
      'docs/reference/config.html': "The configuration file of version . The page's title is hidden (hide_title).",
      'docs/reference/faq.html': 'Is this a real site?',
    };
    for (const [file, description] of Object.entries(docusaurus)) {
      const content = /<meta name="description" content="([^"]*)"/.exec(page(file))?.[1];
      assert.equal(content?.replaceAll('&#39;', "'"), description, file);
    }
  });

  test('an unknown front matter key is a warning naming file and line; every option of the fixture config is carried over', () => {
    assert.ok(
      result.warnings.includes(
        'docs/reference/faq.md:3: unknown front matter key "unknown_key" (ignored). Check its spelling; every key Docusaurus knows is listed in REFERENCE.md, "Doc front matter".',
      ),
      result.warnings.join('\n'),
    );
    // (Options left out are listed with their reason: tests/unit/config/docusaurus.test.ts.)
    assert.deepEqual(
      result.warnings.filter((w) => /^docusaurus\.config\.js: .* is not used/.test(w)),
      [],
    );
  });
});

describe('Markdown (items 5, 6, 8)', () => {
  test('format detect: .md is CommonMark with HTML, comments gone', () => {
    const md = mainOf(page('docs/guides/writing/markdown-features.html'));
    assert.match(md, /are text: \{not an expression\}, a &lt; b, and x &gt; y\./);
    assert.match(md, /<kbd>Ctrl<\/kbd>/);
    assert.match(md, /<details data-collapsed="true" class="details"><summary class="details__summary">More details<\/summary>/);
    assert.doesNotMatch(md, /must not show/);
    assert.doesNotMatch(mainOf(page('docs/guides/writing/admonitions.html')), /HTML comment in MDX/);
  });

  test("inline code in a heading stays <code> in the page's table of contents, as Docusaurus keeps it", () => {
    // Docusaurus 3.10.2 on a doc with `## The \`useBaseUrl\` hook` (in a copy of the classic template:
    //   npx -y create-docusaurus@3.10.2 classic classic --javascript --skip-install && cd classic && npm install
    //   (docs/toc-probe.md holding the heading) && npx docusaurus build; build/docs/toc-probe/index.html):
    //   <a href=#the-usebaseurl-hook class="table-of-contents__link toc-highlight">The <code>useBaseUrl</code> hook</a>
    const html = page('docs/guides/writing/headings.html');
    const entries = html.match(/<a href="#the-usebaseurl-hook" class="toc__link">(.*?)<\/a>/g) ?? [];
    // The desktop table of contents and the phone's, both.
    assert.deepEqual(entries, Array(2).fill('<a href="#the-usebaseurl-hook" class="toc__link">The <code>useBaseUrl</code> hook</a>'));
  });

  test('custom heading ids, every id on the page, h2–h6', () => {
    const headings = mainOf(page('docs/guides/writing/headings.html'));
    for (const id of ['custom-heading', 'third-level', 'fourth-level', 'fifth', 'sixth-level', 'raw-anchor']) assert.match(headings, new RegExp(`id="${id}"`), id);
    assert.match(mainOf(page('docs.html')), /<h2 id="inside"/);
    // The anchor check knows all of them: no false broken-anchor warning.
    assert.deepEqual(
      result.warnings.filter((w) => /broken anchor/.test(w)),
      [],
    );
  });

  test('admonitions: seven types, each its own class and label; titles in both forms, with Markdown', () => {
    const html = mainOf(page('docs/guides/writing/admonitions.html'));
    for (const [type, label] of [
      ['note', 'Note'],
      ['tip', 'Tip'],
      ['info', 'Info'],
      ['warning', 'Warning'],
      ['danger', 'Danger'],
      ['caution', 'Caution'],
      ['important', 'Important'],
    ]) {
      assert.match(
        html,
        new RegExp(`admonition--${type}" role="note"><div class="admonition__heading"><span class="admonition__icon" aria-hidden="true">[^<]+</span>${label}</div>`),
        type,
      );
    }
    assert.match(html, /<\/span>Pro tip<\/div>/);
    assert.match(html, /<\/span>Title with <strong>bold<\/strong> text<\/div>/);
    assert.match(html, /<\/span>Title with a <a href="\/fixture-docs\/docs\/guides\/writing\/markdown-features">link<\/a><\/div>/);
    assert.match(html, /admonition--info[\s\S]*admonition--danger[\s\S]*Inner danger/);
  });

  test('code blocks: line numbers, showLineNumbers=5, highlighted lines from {…} and magic comments, comments removed', () => {
    const html = mainOf(page('docs/guides/writing/code-blocks.html'));
    assert.match(html, /<pre tabindex="0" data-line-numbers="true" data-language="js"><code/);
    // The start is data, not an inline style: the Content-Security-Policy ignores style attributes (CodeBlock sets it).
    assert.match(html, /data-line-numbers="true" data-language="js" data-line-start="5"/);
    assert.equal((html.match(/theme-code-block-highlighted-line/g) ?? []).length, 3 + 3 + 1 + 1 + 1 + 1 + 1); // {1,3-4}; js next-line + block of 2; python, bash, html, css, qs
    assert.match(html, /class="code-line code-block-error-line"><span class="token keyword">const<\/span> value/);
    assert.doesNotMatch(html, /highlight-next-line|highlight-start|highlight-end|This will error/);
    // ```qs is no language of Docusaurus's Prism: plain text, as Docusaurus shows it, its magic comment still applied.
    assert.match(html, /class="code-line theme-code-block-highlighted-line">total = 1 \+ 2<\/span>/);
  });

  test('prism.additionalLanguages: java and php (with the markup-templating it requires) highlighted as Docusaurus 3.10 does', () => {
    // Docusaurus 3.10.2's tokens for the same blocks, read from its build of this fixture (the non-plain spans, in order):
    //   cd /work/ref/fixture && npx docusaurus build   (a copy of tests/fixtures/docusaurus with @docusaurus/preset-classic 3.10.2)
    //   then the <span class="token …"> of the blocks' <code> in build/docs/guides/writing/code-blocks.html.
    // (Docusaurus also wraps plain text in "token plain" spans; here it stays text.)
    const docusaurus = {
      java: [
        ['keyword', 'public'],
        ['keyword', 'class'],
        ['class-name', 'Greeter'],
        ['punctuation', '{'],
        ['keyword', 'public'],
        ['keyword', 'static'],
        ['keyword', 'void'],
        ['function', 'main'],
        ['punctuation', '('],
        ['class-name', 'String'],
        ['punctuation', '['],
        ['punctuation', ']'],
        ['punctuation', ')'],
        ['punctuation', '{'],
        ['class-name', 'System'],
        ['punctuation', '.'],
        ['punctuation', '.'],
        ['function', 'println'],
        ['punctuation', '('],
        ['string', '"Hello"'],
        ['punctuation', ')'],
        ['punctuation', ';'],
        ['punctuation', '}'],
        ['punctuation', '}'],
      ],
      php: [
        ['delimiter important', '<?php'],
        ['variable', '$name'],
        ['operator', '='],
        ['string double-quoted-string', '"world"'],
        ['punctuation', ';'],
        ['keyword', 'echo'],
        ['string double-quoted-string', '"Hello, '],
        ['string double-quoted-string interpolation variable', '$name'],
        ['string double-quoted-string', '"'],
        ['punctuation', ';'],
      ],
    };
    const html = mainOf(page('docs/guides/writing/code-blocks.html'));
    for (const [language, expected] of Object.entries(docusaurus)) {
      const code = new RegExp(`data-language="${language}"[^>]*><code[^>]*>([\\s\\S]*?)</code>`).exec(html)?.[1];
      assert.ok(code, `a ${language} block`);
      const tokens = [...code.matchAll(/<span class="token ([^"]+)">([^<]*)<\/span>/g)]
        .filter(([, type, text]) => type !== 'plain' && text.trim())
        .map(([, type, text]) => [type, text.replaceAll(/&(lt|#x3C);/g, '<').replaceAll('&quot;', '"')]);
      assert.deepEqual(tokens, expected, language);
    }
  });

  test('links: files, extensionless URLs relative to the page, absolute routes without the base URL', () => {
    assert.match(mainOf(page('docs.html')), /href="\/fixture-docs\/docs\/guides\/getting-started\/installation">installation guide/);
    assert.match(mainOf(page('docs.html')), /href="\/fixture-docs\/docs\/reference">reference/);
    assert.match(mainOf(page('docs/guides/getting-started/installation.html')), /href="\/fixture-docs\/docs\/guides\/getting-started\/deploying">deployment notes/);
    assert.match(mainOf(page('docs/guides/getting-started/deploying.html')), /href="\/fixture-docs\/docs\/guides\/getting-started\/configuration#options"/);
    assert.match(mainOf(page('docs/guides/advanced/versioning.html')), /href="\/fixture-docs\/docs\/1\.0\.0">/);
    assert.match(mainOf(page('docs/guides/writing/headings.html')), /href="\/fixture-docs\/docs\/reference\/config#jsx-anchor">JSX id/);
  });
});

describe('pages are modules (items 1–3)', () => {
  const components = () => mainOf(page('docs/components.html'));
  /** The file (below the base URL) of the image with this alt text, whatever the order of its attributes. */
  const imageSource = (html: string, alt: string) =>
    /src="\/fixture-docs\/([^"]+)"/.exec([...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`alt="${alt}"`)) ?? '')?.[1];

  test('a component beside the page (relative import, .jsx) and one through @site (.js with JSX, a CSS module, Docusaurus hooks) prerender', () => {
    const html = components();
    assert.match(html, /<button type="button" class="counter">Clicked <!-- -->3<!-- --> times<\/button>/);
    const banner = /<div class="(banner_[\w-]+)" data-testid="banner"><img class="(logo_[\w-]+)" src="\/fixture-docs\/img\/logo\.svg" alt=""\/><strong>Fixture Docs<\/strong>/.exec(
      html,
    );
    assert.ok(banner, html);
    // The same class names as the page's style sheet: CSS modules hash alike in the browser bundle and in prerendering.
    const css = readdirSync(join(out, 'assets/css/p'))
      .map((f) => readOut(out, `assets/css/p/${f}`))
      .join('\n');
    assert.match(css, new RegExp(`\\.${banner![1]}\\{[^}]*border:2px solid`));
    assert.match(css, new RegExp(`\\.${banner![2]}\\{`));
  });

  test('@docusaurus/Link adds the base URL; BrowserOnly prerenders its fallback; @theme/Admonition imports the (swizzled) theme component', () => {
    const html = components();
    assert.match(html, /<a class="docusaurus-link" href="\/fixture-docs\/docs\/guides\/glossary">Glossary, by @docusaurus\/Link<\/a>/);
    assert.match(html, /<span class="browser-only">prerendered<\/span>/);
    assert.match(html, /<div class="admonition-wrapper" data-swizzled="Admonition"><div class="admonition admonition--info" role="note">.*Imported admonition/);
  });

  test("@theme/CodeBlock takes Docusaurus's props: a title, line numbers, the code as a string highlighted while rendering", () => {
    const html = components();
    assert.match(
      html,
      /<div class="code-block__title">hello\.js<\/div><div class="code-block__body"><pre tabindex="0" data-line-numbers="true" data-language="js"><code class="language-js"><span class="code-line"><span class="token keyword">const<\/span> greeting <span class="token operator">=<\/span> <span class="token string">&#x27;hello&#x27;<\/span>/,
    );
  });

  test('src/theme/Admonition replaces the built-in one everywhere, :::tip included; it wraps @theme-original/Admonition', () => {
    assert.match(mainOf(page('docs/guides/writing/admonitions.html')), /<div class="admonition-wrapper" data-swizzled="Admonition"><div class="admonition admonition--note"/);
  });

  test('src/theme/MDXComponents registers <Highlight> for every page, without an import', () => {
    assert.match(components(), /<mark class="highlight" style="background-color:#1877F2;border-radius:2px;color:#fff;padding:0.2rem">Highlighted without an import<\/mark>/);
  });

  test('images: imported, required (.default) and Markdown images are content-hashed into assets/images/', () => {
    const html = components();
    const imported = imageSource(html, 'Imported diagram');
    const required = imageSource(html, 'Required diagram');
    const markdown = imageSource(html, 'Markdown diagram');
    assert.match(imported ?? '', /^assets\/images\/diagram-[0-9a-f]{8}\.png$/, html);
    assert.equal(imported, required);
    assert.match(markdown ?? '', /^assets\/images\/[0-9a-f]{10}\.png$/, html);
    for (const file of [imported!, markdown!]) assert.ok(existsSync(join(out, file)), file);
  });

  test('an SVG imported by an MDX page or partial is a component, inline in the HTML; ?url and Markdown images stay URLs', () => {
    const html = components();
    // import Mark from './img/mark.svg', then <Mark className="imported-svg" role="img" />: SVGR's component (issue 28),
    // with the file's viewBox, title and shape, as Docusaurus's SVGR plugin makes it for .md/.mdx importers.
    const inline = (cls: string) =>
      new RegExp(
        `<svg xmlns="http://www\\.w3\\.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" class="${cls}"[^>]*><title>Fixture mark</title><rect [^>]*fill="#1877f2"[^>]*></rect></svg>`,
      );
    assert.match(html, inline('imported-svg'), html);
    assert.match(html, /class="imported-svg" role="img"/);
    // The partial (compiled by the MDX loader inside webpack) gets the component too.
    assert.match(html, inline('partial-svg'), html);
    // './img/mark.svg?url' is the file's URL; a Markdown image of the same file stays an <img>.
    assert.match(imageSource(html, 'SVG by URL') ?? '', /^assets\/images\/mark-[0-9a-f]{8}\.svg$/, html);
    assert.match(imageSource(html, 'Markdown SVG') ?? '', /^assets\/images\/[0-9a-f]{10}\.svg$/, html);
    assert.ok(existsSync(join(out, imageSource(html, 'SVG by URL')!)));
  });

  test('a partial (_shared.mdx) renders where <Shared /> is: headings, links, admonitions, components and images of its own', () => {
    const html = components();
    assert.match(html, /<h3 id="from-a-partial" class="anchor">From a partial/);
    assert.match(html, /<a href="\/fixture-docs\/docs\/guides\/glossary">link to the glossary<\/a>/);
    assert.match(html, /admonition--tip[\s\S]*Clicked <!-- -->10<!-- --> times/);
    const image = imageSource(html, 'Diagram in a partial');
    assert.ok(image && existsSync(join(out, image)), html);
    assert.ok(!result.routes.some((r) => /_parts|_shared|Counter/.test(r.path)), 'partials and components are never routes');
  });
});

describe('Tabs, TabItem and details (item 4)', () => {
  /** The tab list and panels of each group of the tabs page, in order. */
  function groups(html: string) {
    return [...html.matchAll(/<div class="tabs-container">([\s\S]*?)<\/div><\/div>(?=\s*<h2|\s*$)/g)].map(([group]) => ({
      tabs: [
        ...group.matchAll(/<button type="button" role="tab" id="([^"]+)" aria-selected="(true|false)"(?: aria-controls="([^"]+)")? tabindex="(-?\d)"[^>]*>([^<]+)<\/button>/g),
      ].map(([, id, selected, controls, tabindex, label]) => ({ id, selected: selected === 'true', controls, tabindex, label })),
      panels: [...group.matchAll(/<div role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)" tabindex="0"( hidden="")? class="tabs__panel">/g)].map(
        ([, id, labelledBy, hidden]) => ({ id, labelledBy, hidden: Boolean(hidden) }),
      ),
    }));
  }

  test('prerendered: the default tab selected (TabItem default, defaultValue, else the first), its panel shown, the others hidden', () => {
    const html = mainOf(page('docs/guides/writing/tabs.html'));
    const found = groups(html);
    assert.equal(found.length, 4, html);
    assert.deepEqual(
      found.map((g) => g.tabs.filter((t) => t.selected).map((t) => t.label)),
      [['macOS'], ['macOS'], ['npm'], ['Apple']],
    );
    for (const group of found) {
      // The ARIA tabs pattern: one tab in the Tab order; each tab controls the panel that names it.
      assert.deepEqual(
        group.tabs.map((t) => t.tabindex),
        group.tabs.map((t) => (t.selected ? '0' : '-1')),
      );
      for (const panel of group.panels) {
        const tab = group.tabs.find((t) => t.id === panel.labelledBy)!;
        assert.equal(tab.controls, panel.id);
        assert.equal(panel.hidden, !tab.selected);
      }
    }
    assert.deepEqual(
      found.map((g) => g.panels.length),
      [3, 3, 3, 1],
    );
    assert.match(html, /<div role="tabpanel"[^>]*class="tabs__panel"><p>Open the <strong>macOS<\/strong> disk image\.<\/p><\/div>/);
    // lazy: the other panels are not rendered at all, and no tab points at a missing panel.
    assert.doesNotMatch(html, /Oranges are orange/);
    assert.equal(found[3]!.tabs[1]!.controls, undefined);
  });

  test('<details> written in .md and .mdx renders through the theme component, nested ones too, closed', () => {
    const html = mainOf(page('docs/guides/writing/tabs.html'));
    assert.equal((html.match(/<details data-collapsed="true" class="details"><summary class="details__summary">/g) ?? []).length, 2);
    assert.match(
      html,
      /Why two groups switch together<\/summary><div class="details__content"><div class="details__body"><p>Both use[\s\S]*<details data-collapsed="true" class="details"><summary class="details__summary">Where the choice is kept/,
    );
  });

  test('their code and styles load only on the pages that use them: the shell has none of it', () => {
    const shell = readdirSync(join(out, 'assets/js'))
      .filter((f) => /^(main|vendors)\./.test(f))
      .map((f) => readOut(out, `assets/js/${f}`))
      .join('');
    const shellCss = readdirSync(join(out, 'assets/css'))
      .filter((f) => /^main\./.test(f))
      .map((f) => readOut(out, `assets/css/${f}`))
      .join('');
    assert.ok(shell.length > 0 && shellCss.length > 0);
    for (const marker of ['docusaurus.tab.', 'tabs__item', 'details__content']) {
      assert.ok(!shell.includes(marker), `shell JS holds ${marker}`);
      assert.ok(!shellCss.includes(marker), `shell CSS holds ${marker}`);
    }
    const tabsPage = page('docs/guides/writing/tabs.html');
    const own = [...tabsPage.matchAll(/href="\/fixture-docs\/(assets\/css\/p\/[^"]+)"/g)].map(([, f]) => readOut(out, f!)).join('');
    assert.match(own, /\.tabs__item/);
    assert.match(own, /\.details__summary/);
  });
});

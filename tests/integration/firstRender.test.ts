/**
 * The dev server's first HTML: a plain Markdown page is rendered in Node with the theme (bundled by esbuild with the
 * site's aliases), article, sidebar and navbar as the production prerender renders them; a page that imports a
 * component of its own is left to the browser (''); a component the site swizzles is rendered as the site's, and a
 * theme file changed after the first render makes the bundle again.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixture } from '../helpers.ts';
import { loadSiteState, type SiteState } from '../../generator/node/dev/content.ts';
import { FirstRender } from '../../generator/node/dev/firstRender.ts';
import { PageCompiler } from '../../generator/node/dev/pages.ts';

let site: string;
let state: SiteState;
let pages: PageCompiler;

before(async () => {
  site = copyFixture();
  state = await loadSiteState(site, join(site, '.cache'));
  pages = new PageCompiler(site, join(site, '.cache'));
});

after(() => rmSync(site, { recursive: true, force: true }));

async function render(first: FirstRender, path: string): Promise<string> {
  const route = state.byPath.get(path)!;
  const { modulePath } = await pages.compile(state, route);
  return first.render(state.site, route, modulePath);
}

test("a plain page's first HTML holds its article, its sidebar with the page active, and the navbar", { timeout: 120_000 }, async () => {
  const first = new FirstRender(site, join(site, '.cache'));
  first.prepare();
  const html = await render(first, '/docs-archive/guide/intro');
  assert.match(html, /<article[^>]*>.*<h1[^>]*>Introduction<\/h1>/s);
  assert.match(html, /<nav[^>]*aria-label="Docs sidebar"/);
  assert.match(html, /<a[^>]*aria-current="page"[^>]*href="\/docs-archive\/guide\/intro"|<a[^>]*href="\/docs-archive\/guide\/intro"[^>]*aria-current="page"/);
  assert.match(html, /<nav[^>]*aria-label="Main"/);
  // A page with an import of its own (the features page imports nothing: give it one) needs webpack's resolution.
  const features = state.byPath.get('/docs-archive/guide/features')!;
  const module = join(site, 'imports.mjs');
  writeFileSync(module, 'import{jsx as s}from"react/jsx-runtime";import C from"@site/src/C.tsx";function r(){return s(C,{})}export{r as default};');
  assert.equal(await first.render(state.site, features, module), '');
});

test("a swizzled component is the site's, and a theme file edited later makes the bundle again", { timeout: 120_000 }, async () => {
  mkdirSync(join(site, 'src/theme/Footer'), { recursive: true });
  const footer = join(site, 'src/theme/Footer/index.tsx');
  writeFileSync(footer, 'export default function Footer() {\n  return <footer>Swizzled footer one</footer>;\n}\n');
  const first = new FirstRender(site, join(site, '.cache'));
  assert.match(await render(first, '/docs-archive/guide/intro'), /<footer>Swizzled footer one<\/footer>/);
  // A new size, so the edit is seen whatever the file system's time resolution.
  writeFileSync(footer, 'export default function Footer() {\n  return <footer>Swizzled footer, second version</footer>;\n}\n');
  assert.match(await render(first, '/docs-archive/guide/intro'), /<footer>Swizzled footer, second version<\/footer>/);
  rmSync(join(site, 'src/theme'), { recursive: true });
  assert.doesNotMatch(await render(first, '/docs-archive/guide/intro'), /Swizzled footer/);
  // Each new bundle replaces the last on disk.
  assert.equal(readdirSync(join(site, '.cache/dev-render')).filter((f) => f.endsWith('.cjs')).length, 1);
});

test('a theme the server cannot render as webpack would leaves the HTML empty until it can, and so does one that does not compile', { timeout: 120_000 }, async () => {
  mkdirSync(join(site, 'src/theme/Footer'), { recursive: true });
  const footer = join(site, 'src/theme/Footer/index.tsx');
  // A CSS module's class names are css-loader's: not rendered here.
  writeFileSync(join(site, 'src/theme/Footer/styles.module.css'), '.footer { color: red; }\n');
  writeFileSync(footer, "import styles from './styles.module.css';\nexport default function Footer() {\n  return <footer className={styles.footer}>Styled footer</footer>;\n}\n");
  // No wait before a new try after a failure (the server's default: 5 s), so the test waits for nothing.
  const first = new FirstRender(site, join(site, '.cache'), 0);
  assert.equal(await render(first, '/docs-archive/guide/intro'), '');
  writeFileSync(footer, 'export default function Footer() {\n  return <footer>Plain footer again</footer>;\n}\n');
  assert.match(await render(first, '/docs-archive/guide/intro'), /<footer>Plain footer again<\/footer>/);
  // A syntax error: empty, then rendered again once fixed.
  writeFileSync(footer, 'export default function Footer() {\n  return <footer>Broken</footer\n}\n');
  assert.equal(await render(first, '/docs-archive/guide/intro'), '');
  writeFileSync(footer, 'export default function Footer() {\n  return <footer>Fixed footer</footer>;\n}\n');
  assert.match(await render(first, '/docs-archive/guide/intro'), /<footer>Fixed footer<\/footer>/);
  rmSync(join(site, 'src/theme'), { recursive: true });
});

test('a page that never finishes rendering is stopped at the page time limit and named; the server thread goes on', { timeout: 120_000 }, async () => {
  const spinSite = copyFixture();
  // Counts its own evaluations on the shared global, then loops: the count says whether it was rendered again.
  writeFileSync(
    join(spinSite, 'docs/guide/spin.mdx'),
    '---\ntitle: Spin\n---\n\nexport const value = (() => {\n  globalThis.__spinRenders = (globalThis.__spinRenders ?? 0) + 1;\n  while (true) {}\n})();\n\nText.\n',
  );
  const limit = process.env.QDOCS_PAGE_TIME_LIMIT_MS;
  process.env.QDOCS_PAGE_TIME_LIMIT_MS = '1000';
  try {
    const spinState = await loadSiteState(spinSite, join(spinSite, '.cache'));
    const spinPages = new PageCompiler(spinSite, join(spinSite, '.cache'));
    const first = new FirstRender(spinSite, join(spinSite, '.cache'));
    const renderIn = async (path: string) => {
      const route = spinState.byPath.get(path)!;
      const { modulePath } = await spinPages.compile(spinState, route);
      return { html: await first.render(spinState.site, route, modulePath), key: route.key };
    };
    const spin = await renderIn('/docs-archive/guide/spin');
    assert.equal(spin.html, '');
    assert.match(
      first.timedOut.get(spin.key)?.message ?? '',
      /^docs\/guide\/spin\.mdx: rendering did not finish within 1 s: does a component, or an expression of the page, loop forever\?/,
    );
    // The same module is not rendered again (its problem stays), and other pages render with a fresh bundle.
    assert.equal((await renderIn('/docs-archive/guide/spin')).html, '');
    assert.equal((globalThis as { __spinRenders?: number }).__spinRenders, 1);
    assert.match((await renderIn('/docs-archive/guide/intro')).html, /<h1[^>]*>Introduction<\/h1>/);
    // Fixed: rendered, and its problem gone.
    writeFileSync(join(spinSite, 'docs/guide/spin.mdx'), '---\ntitle: Spin\n---\n\nText, fixed.\n');
    const fixed = await renderIn('/docs-archive/guide/spin');
    assert.match(fixed.html, /Text, fixed\./);
    assert.equal(first.timedOut.has(fixed.key), false);
  } finally {
    if (limit === undefined) delete process.env.QDOCS_PAGE_TIME_LIMIT_MS;
    else process.env.QDOCS_PAGE_TIME_LIMIT_MS = limit;
    rmSync(spinSite, { recursive: true, force: true });
  }
});

/** The prerenderer's assembled sidebar HTML equals the tree React renders in place, for every page of a sidebar. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SiteData } from '../../../generator/shared/site.ts';
import type { SidebarItem } from '../../../generator/shared/types.ts';
import { SiteContext } from '../../../generator/theme/context.tsx';
import SidebarTree from '../../../generator/theme/DocPage/SidebarTree.tsx';
import { SidebarPieces } from '../../../generator/client/sidebarHtml.tsx';
import type { LoadedPage } from '../../../generator/shared/page.ts';

const site = { baseUrl: '/docs/' } as SiteData;

const doc = (href: string, label: string, extra: Partial<SidebarItem> = {}): SidebarItem => ({ type: 'doc', id: href, label, href, ...extra }) as SidebarItem;

/** Every kind of entry: nested and linked categories, unlisted docs and categories, raw HTML, links, class names, text to escape. */
const items: SidebarItem[] = [
  doc('/docs/intro', 'Intro & "start" <here>'),
  {
    type: 'category',
    label: 'Guides',
    collapsible: true,
    collapsed: true,
    href: '/docs/guides',
    className: 'guides',
    items: [
      doc('/docs/guides/a', 'A'),
      doc('/docs/guides/hidden', 'Hidden', { unlisted: true }),
      {
        type: 'category',
        label: 'Deeper',
        collapsible: true,
        collapsed: true,
        items: [doc('/docs/guides/deeper/b', 'B', { className: 'bee' }), doc('/docs/guides/deeper/c', 'C')],
      },
      { type: 'category', label: 'Open', collapsible: true, collapsed: false, items: [doc('/docs/guides/open/d', 'D')] },
    ],
  },
  { type: 'category', label: 'Secret', collapsible: true, collapsed: true, unlisted: true, href: '/docs/secret', items: [doc('/docs/secret/e', 'E')] },
  {
    type: 'category',
    label: 'Fixed',
    collapsible: false,
    collapsed: false,
    items: [doc('/docs/fixed/f', 'F'), { type: 'link', label: 'Out', href: 'https://example.com/x' }, { type: 'link', label: 'Anchor', href: '/docs/fixed/f#part' }],
  },
  { type: 'html', value: '<b>raw</b>', defaultStyle: true },
  { type: 'category', label: 'Empty', collapsible: true, collapsed: true, href: '/docs/empty', items: [] },
];

const paths = [
  '/docs/intro',
  '/docs/guides',
  '/docs/guides/a',
  '/docs/guides/hidden',
  '/docs/guides/deeper/b',
  '/docs/guides/deeper/c',
  '/docs/guides/open/d',
  '/docs/secret',
  '/docs/secret/e',
  '/docs/fixed/f',
  '/docs/empty',
  '/docs/elsewhere',
];

/** What the prerenderer's page render does with the sidebar: the tree inside other markup. */
function renderPage(page: LoadedPage, text = 'after'): string {
  return renderToString(
    <StaticRouter location={page.path}>
      <SiteContext.Provider value={site}>
        <nav>{page.sidebar && <SidebarTree items={page.sidebar} activePath={page.path} />}</nav>
        <p>{text}</p>
      </SiteContext.Provider>
    </StaticRouter>,
  );
}

const loaded = (path: string): LoadedPage => ({ path, module: null, data: { path } as LoadedPage['data'], sidebar: items });

test('the sidebar assembled from reused pieces equals the one rendered in place, on every page', () => {
  const pieces = new SidebarPieces(site);
  // Twice over: the second pass takes every piece from what the first one rendered.
  for (const round of [1, 2]) {
    for (const path of paths) {
      const plain = renderPage(loaded(path));
      assert.match(plain, /menu__link/);
      let shown: LoadedPage | undefined;
      const chunks = pieces.renderChunks(loaded(path), (page) => {
        shown = page;
        return renderPage(page);
      });
      assert.equal(chunks.join(''), plain, `round ${round}, page ${path}`);
      // Left as chunks for the writer: the page's render cut around each run, each entry a chunk of its own.
      assert.ok(chunks.length > 2, `round ${round}, page ${path}: ${chunks.length} chunks`);
      // The page itself was rendered with runs of entries replaced (the pieces did the rest).
      assert.notDeepEqual(shown?.sidebar, items);
    }
  }
});

test('a page whose own text holds the placeholder mark is rendered as it is', () => {
  const text = 'qdocs-sidebar-run-e3b0c442-0';
  const pieces = new SidebarPieces(site);
  assert.equal(
    pieces.render(loaded('/docs/intro'), (page) => renderPage(page, text)),
    renderPage(loaded('/docs/intro'), text),
  );
});

test('a page without a sidebar is rendered as it is', () => {
  const page = { ...loaded('/docs/intro'), sidebar: undefined };
  assert.equal(
    new SidebarPieces(site).render(page, (p) => renderPage(p)),
    renderPage(page),
  );
});

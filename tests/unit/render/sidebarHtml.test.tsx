/** The prerenderer's assembled sidebar HTML equals the tree React renders in place, for every page of a sidebar. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SiteData } from '../../../generator/shared/site.ts';
import type { SidebarItem } from '../../../generator/shared/types.ts';
import { SiteContext } from '../../../generator/theme/context.tsx';
import SidebarTree from '../../../generator/theme/DocPage/SidebarTree.tsx';
import { SidebarHtml, renderWithSidebarSlots } from '../../../generator/client/sidebarHtml.tsx';

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
  { type: 'category', label: 'Fixed', collapsible: false, collapsed: false, items: [doc('/docs/fixed/f', 'F'), { type: 'link', label: 'Out', href: 'https://example.com/x' }] },
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

function page(path: string): string {
  return renderToString(
    <StaticRouter location={path}>
      <SiteContext.Provider value={site}>
        <nav>
          <SidebarTree items={items} activePath={path} />
        </nav>
        <p>after</p>
      </SiteContext.Provider>
    </StaticRouter>,
  );
}

test('the sidebar assembled from reused pieces equals the one rendered in place, on every page (pieces shared across pages)', () => {
  const sidebars = new SidebarHtml(site);
  // Twice over: the second pass reads every reusable piece from what the first one rendered.
  for (const round of [1, 2]) {
    for (const path of paths) {
      const fresh = page(path);
      assert.match(fresh, /menu__link/);
      assert.equal(
        renderWithSidebarSlots(sidebars, () => page(path)),
        fresh,
        `round ${round}, page ${path}`,
      );
    }
  }
});

test('without the prerenderer collecting slots, the tree renders in place (the browser)', () => {
  assert.doesNotMatch(page('/docs/intro'), /qdocs-sidebar/);
});

/** The per-sidebar lookup answers what flattenSidebar and pathTo answer, without walking the sidebar per page. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { flattenSidebar } from '../../../generator/node/content/sidebars.ts';
import { pathTo } from './pathTo.ts';
import { sidebarLookup, trailTo } from '../../../generator/node/routes/navigation.ts';
import type { SidebarItem } from '../../../generator/shared/types.ts';

const doc = (id: string, unlisted = false): SidebarItem => ({ type: 'doc', id, label: id.toUpperCase(), href: `/base/${id}`, ...(unlisted ? { unlisted: true } : {}) });
const category = (label: string, items: SidebarItem[], href?: string, unlisted = false): SidebarItem => ({
  type: 'category',
  label,
  collapsible: true,
  collapsed: true,
  ...(href ? { href } : {}),
  ...(unlisted ? { unlisted: true } : {}),
  items,
});

// Nested categories, a linked category, an unlisted doc and an unlisted category page, a link, html, and one doc twice.
const sidebar: SidebarItem[] = [
  doc('intro'),
  category('Guide', [doc('guide/a'), doc('guide/hidden', true), category('Deep', [doc('guide/deep/x'), doc('intro')], '/base/category/deep')], '/base/guide'),
  { type: 'link', label: 'Site', href: 'https://example.com' },
  { type: 'html', value: '<hr>' },
  category('Secret', [doc('secret/a')], '/base/secret', true),
  doc('faq'),
];

test('trails: the first match in depth-first order, as pathTo finds it, for every href and for none', () => {
  const hrefs = [...flattenSidebar(sidebar).map((l) => l.href), '/base/category/deep', '/base/missing', 'https://example.com'];
  for (const href of hrefs) assert.deepEqual(trailTo(sidebar, href), pathTo(sidebar, href), href);
});

test('the listed links and their first positions, as filtering flattenSidebar finds them', () => {
  const lookup = sidebarLookup(sidebar);
  const listed = flattenSidebar(sidebar).filter((l) => !l.unlisted);
  assert.deepEqual(lookup.listed, listed);
  for (const link of flattenSidebar(sidebar)) {
    const expected = listed.findIndex((l) => l.href === link.href);
    assert.equal(lookup.listedIndex.get(link.href) ?? -1, expected, link.href);
  }
  assert.deepEqual([...lookup.unlistedHrefs].sort(), ['/base/guide/hidden', '/base/secret']);
});

test('built once per sidebar: a second call returns the same lookup', () => {
  assert.equal(sidebarLookup(sidebar), sidebarLookup(sidebar));
});

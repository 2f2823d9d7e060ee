/** The blog sidebar's items (@theme/BlogSidebar/Content): under their years, or one list with groupByYear: false. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import BlogSidebarContent from '../../../generator/theme/BlogSidebar/Content.tsx';
import { PageContext } from '../../../generator/theme/context.tsx';
import type { LoadedPage } from '../../../generator/shared/page.ts';
import type { BlogSidebarItem } from '../../../generator/theme/Blog/sidebarItems.ts';

const ITEMS: BlogSidebarItem[] = [
  { title: 'Welcome', permalink: '/blog/welcome', date: '2021-08-26T00:00:00.000Z' },
  { title: 'MDX Blog Post', permalink: '/blog/mdx-blog-post', date: '2021-08-01T00:00:00.000Z' },
  { title: 'First Blog Post', permalink: '/blog/first-blog-post', date: '2019-05-28T00:00:00.000Z' },
];
const List = ({ items }: { items: BlogSidebarItem[] }) => createElement('ul', null, ...items.map((i) => createElement('li', { key: i.permalink }, i.title)));

function render(groupByYear: boolean): string {
  const page = { path: '/blog', module: null, data: { blog: { sidebar: { title: 'Recent posts', groupByYear, items: ITEMS } } } } as unknown as LoadedPage;
  return renderToStaticMarkup(
    createElement(PageContext.Provider, { value: page }, createElement(BlogSidebarContent, { items: ITEMS, ListComponent: List, yearGroupHeadingClassName: 'year' })),
  );
}

test('grouped by year (the default): a labelled group per year, its heading, its posts', () => {
  assert.equal(
    render(true),
    '<div role="group" aria-label="2021"><h3 class="year">2021</h3><ul><li>Welcome</li><li>MDX Blog Post</li></ul></div>' +
      '<div role="group" aria-label="2019"><h3 class="year">2019</h3><ul><li>First Blog Post</li></ul></div>',
  );
});

test('groupByYear: false: one list, no years', () => {
  assert.equal(render(false), '<ul><li>Welcome</li><li>MDX Blog Post</li><li>First Blog Post</li></ul>');
});

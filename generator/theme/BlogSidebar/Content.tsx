/**
 * The blog sidebar's items (Docusaurus's @theme/BlogSidebar/Content), shown by `ListComponent`: under their years'
 * headings, or as one list when the blog's `groupByYear` is false (Docusaurus's themeConfig.blog.sidebar).
 */
import type { ComponentType } from 'react';
import { usePage } from '../context.tsx';
import { groupBlogSidebarItemsByYear, type BlogSidebarItem } from '../Blog/sidebarItems.ts';

export interface BlogSidebarContentProps {
  items: BlogSidebarItem[];
  yearGroupHeadingClassName?: string;
  ListComponent: ComponentType<{ items: BlogSidebarItem[] }>;
}

export default function BlogSidebarContent({ items, yearGroupHeadingClassName, ListComponent }: BlogSidebarContentProps) {
  const groupByYear = usePage().data.blog?.sidebar.groupByYear ?? true;
  if (!groupByYear) return <ListComponent items={items} />;
  return (
    <>
      {groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of links under its year, as Docusaurus marks it
        <div role="group" aria-label={year} key={year}>
          <h3 className={yearGroupHeadingClassName}>{year}</h3>
          <ListComponent items={yearItems} />
        </div>
      ))}
    </>
  );
}

/**
 * The blog's recent posts (blogSidebarCount, blogSidebarTitle), beside the posts on wide screens (Docusaurus's
 * @theme/BlogSidebar/Desktop); below 996 px the navbar's mobile menu shows them (BlogSidebar/Mobile).
 */
import Link from '../Link/Link.tsx';
import { usePage } from '../context.tsx';
import { useVisibleBlogSidebarItems, type BlogSidebarItem } from '../Blog/sidebarItems.ts';
import BlogSidebarContent from './Content.tsx';
import type { BlogRouteData } from '../../shared/blog.ts';

function DesktopList({ items }: { items: BlogSidebarItem[] }) {
  const { path } = usePage();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.permalink}>
          <Link href={item.permalink} aria-current={item.permalink === path ? 'page' : undefined}>
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function BlogSidebar({ sidebar }: { sidebar: BlogRouteData['sidebar'] }) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return (
    <aside className="blog-sidebar">
      <nav aria-label="Blog recent posts navigation">
        <div className="blog-sidebar__title">{sidebar.title}</div>
        <BlogSidebarContent items={items} ListComponent={DesktopList} yearGroupHeadingClassName="blog-sidebar__year" />
      </nav>
    </aside>
  );
}

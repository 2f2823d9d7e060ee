/**
 * The blog sidebar on small screens (Docusaurus's @theme/BlogSidebar/Mobile): the recent posts in the navbar's mobile
 * menu, as its secondary menu (theme/Navbar/MobileSidebar shows it on a blog page), the post being read marked.
 */
import Link from '../Link/Link.tsx';
import { usePage } from '../context.tsx';
import { useVisibleBlogSidebarItems, type BlogSidebarItem } from '../Blog/sidebarItems.ts';
import BlogSidebarContent from './Content.tsx';
import type { BlogRouteData } from '../../shared/blog.ts';

function MobileList({ items }: { items: BlogSidebarItem[] }) {
  const { path } = usePage();
  return (
    <ul className="menu__list">
      {items.map((item) => (
        <li key={item.permalink} className="menu__list-item">
          <Link
            href={item.permalink}
            className={item.permalink === path ? 'menu__link menu__link--active' : 'menu__link'}
            aria-current={item.permalink === path ? 'page' : undefined}
          >
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function BlogSidebarMobile({ sidebar }: { sidebar: BlogRouteData['sidebar'] }) {
  const items = useVisibleBlogSidebarItems(sidebar.items);
  return <BlogSidebarContent items={items} ListComponent={MobileList} yearGroupHeadingClassName="blog-sidebar__year" />;
}

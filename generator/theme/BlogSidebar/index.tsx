/** The blog's recent posts (blogSidebarCount, blogSidebarTitle), grouped by year as Docusaurus 3 does. */
import Link from '../Link/Link.tsx';
import { usePage } from '../context.tsx';
import type { BlogRouteData } from '../../shared/blog.ts';

export default function BlogSidebar({ sidebar }: { sidebar: BlogRouteData['sidebar'] }) {
  const { path } = usePage();
  // An unlisted post shows in the sidebar only while it is open.
  const items = sidebar.items.filter((item) => !item.unlisted || item.permalink === path);
  const years: { year: string; items: typeof items }[] = [];
  for (const item of items) {
    const year = item.date.slice(0, 4);
    if (years[years.length - 1]?.year !== year) years.push({ year, items: [] });
    years[years.length - 1].items.push(item);
  }
  return (
    <aside className="blog-sidebar">
      <nav aria-label="Blog recent posts navigation">
        <div className="blog-sidebar__title">{sidebar.title}</div>
        {years.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of links under its year, as Docusaurus marks it
          <div role="group" key={group.year}>
            <h3 className="blog-sidebar__year">{group.year}</h3>
            <ul>
              {group.items.map((item) => (
                <li key={item.permalink}>
                  <Link href={item.permalink} aria-current={item.permalink === path ? 'page' : undefined}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}

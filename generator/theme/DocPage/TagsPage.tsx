/** A version's tags: the list of every tag (/tags), or the docs of one tag (/tags/<tag>). */
import Link from '../Link/Link.tsx';
import type { RouteData } from '../../shared/types.ts';

export default function TagsPage({ data }: { data: RouteData }) {
  if (data.kind === 'tags') {
    return (
      <ul className="tags-list">
        {(data.tagList ?? []).map((tag) => (
          <li key={tag.href}>
            <Link href={tag.href} className="tag" rel="tag">
              {tag.label} <span className="tag__count">{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  const tagsIndex = data.path.slice(0, data.path.lastIndexOf('/'));
  return (
    <>
      <p>
        <Link href={tagsIndex}>View all tags</Link>
      </p>
      <ul className="cards">
        {(data.tagDocs ?? []).map((doc) => (
          <li key={doc.href} className="cards__item">
            <Link href={doc.href} className="card__link">
              <h2 className="card__title">{doc.title}</h2>
              {doc.description && <p className="card__description">{doc.description}</p>}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
